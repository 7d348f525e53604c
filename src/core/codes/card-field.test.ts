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

/** Every pattern number issued, in order: each means its pattern in every link made since, so none moves. */
const ISSUED = [
  'thirteen_orphans',
  'nine_gates',
  'big_dragons',
  'big_winds',
  'all_honours',
  'all_terminals',
  'all_green',
  'four_kongs',
  'hidden_treasure',
  'all_flowers',
  'kong_on_kong',
  'heavenly',
  'earthly',
  'human_hand',
  'pure_knitting',
  'founding_of_singapore',
  'blue_hand',
  'ping_hu',
  'all_chow',
  'concealed_bonus',
  'fully_concealed',
  'mixed_terminals',
  'all_pungs',
  'half_flush',
  'full_flush',
  'little_dragons',
  'little_winds',
  'seven_pairs',
  'windy_chow',
  'honoured_knitting',
  'lincoln',
  'dragon_pong',
  'seat_wind',
  'prevailing_wind',
  'robbing_kong',
  'replacement',
  'hai_di_lao_yue',
  'seat_flower',
  'flower_set',
  'animal',
  'all_animals',
  'little_ping_hu',
  'last_tile',
  'all_chows',
  'concealed_hand',
  'self_drawn',
  'no_flowers',
];

describe('the card field', () => {
  it('numbers every pattern any profile’s card holds, each once: a pattern added to a table needs a number here', () => {
    expect(new Set(PATTERN_WIRE).size).toBe(PATTERN_WIRE.length);
    for (const profile of PROFILE_IDS)
      for (const id of cardIds(profile)) expect(PATTERN_WIRE, `${profile} ${id}`).toContain(id);
    // The numbers already issued never move; a pattern added later takes the next one (47 on).
    expect(PATTERN_WIRE.slice(0, ISSUED.length)).toEqual(ISSUED);
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
