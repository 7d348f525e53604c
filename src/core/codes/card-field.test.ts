// The table's card inside a code: every pattern of every profile has its number, and any card travels.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardIds } from '../card';
import { HOUSE_RULES } from '../house-rules';
import { resolveOptions } from '../options';
import { PROFILE_IDS } from '../types';
import { BitReader, BitWriter } from './bits';
import { PATTERN_WIRE, readCard, writeCard } from './card-field';
import { cards } from './random-options';

describe('the card field', () => {
  it('numbers every pattern any profile’s card holds, each once: a pattern added to a table needs a number here', () => {
    expect(new Set(PATTERN_WIRE).size).toBe(PATTERN_WIRE.length);
    for (const profile of PROFILE_IDS)
      for (const id of cardIds(profile)) expect(PATTERN_WIRE, `${profile} ${id}`).toContain(id);
    // The numbers already issued never move.
    expect(PATTERN_WIRE.slice(0, 3)).toEqual(['thirteen_orphans', 'nine_gates', 'big_dragons']);
    expect(PATTERN_WIRE.indexOf('full_flush')).toBe(24);
    expect(PATTERN_WIRE.at(-1)).toBe('no_flowers');
  });

  it('any card of any profile comes back as the same card, and the reader stops where the card ends', () => {
    for (const profile of PROFILE_IDS) {
      fc.assert(
        fc.property(cards(HOUSE_RULES.values, profile, 40), (given) => {
          const card = resolveOptions(profile, { values: given }).options.values;
          const out = new BitWriter();
          writeCard(out, card);
          out.write(0b110011, 6);
          const input = new BitReader(out.digits(), 0);
          const back = readCard(input, (id) => cardIds(profile).includes(id));
          expect(back).toEqual({ ok: true, card: { ...card } });
          expect(input.read(6)).toBe(0b110011);
          if (back.ok) expect(resolveOptions(profile, { values: back.card }).options.values).toEqual(card);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('writes an empty card as one bit, and an entry in 11 bits (16 past a gap of 16)', () => {
    const size = (card: Record<string, number | 'limit'>) => {
      const out = new BitWriter();
      writeCard(out, card);
      return out.size;
    };
    expect(size({})).toBe(1);
    expect(size({ thirteen_orphans: 'limit' })).toBe(12);
    expect(size({ full_flush: 6 })).toBe(17);
    expect(size({ full_flush: 6, little_dragons: 0 })).toBe(28);
  });
});
