// Links made by the first release (share code version 1) keep opening to the same result forever.
import { describe, expect, it } from 'vitest';
import frozen from './fixtures/share-codes-v1.json';
import { readVersion1 } from './codes/share-v1';
import { codeDigits } from './codes/container';
import { scoreHand } from './score';
import { decodeShareCode } from './share-code';
import type { HandInput } from './types';

/** Lines RULES.md added later that explain, at 0 tai, why something was not awarded; they change no total. */
const NEW_EXPLANATIONS = new Set(['valued_pair']);

/**
 * RULES.md section 2 now refuses two events the first release scored, and no hand the rules accept
 * scores the same: kong on kong with fewer than two kongs declared, and a replacement win with no
 * kong and no bonus tile to replace. Such a link says why it no longer opens (the only exception).
 */
function scoredAnImpossibleEvent(hand: HandInput): boolean {
  const kongs = (hand.exposed ?? []).filter(
    (set) => set.type === 'kong' || set.type === 'concealed_kong',
  ).length;
  const events = hand.events ?? [];
  return (
    (events.includes('kong_on_kong') && kongs < 2) ||
    (events.includes('replacement') && kongs === 0 && (hand.bonus ?? []).length === 0)
  );
}

const refused = frozen.codes.filter(({ code }) => scoredAnImpossibleEvent(readVersion1(codeDigits(code)!)!));

describe('share codes made by version 1', () => {
  it('are refused only for an event RULES.md now says the hand cannot have had (12 of the frozen links)', () => {
    expect(refused.map((c) => c.note)).toHaveLength(12);
    for (const { code } of refused) {
      const decoded = decodeShareCode(code);
      expect(decoded.ok).toBe(false);
      if (decoded.ok) continue;
      expect(decoded.error.code).toBe('invalid_hand');
      expect(decoded.error.message).toMatch(
        /^This hand was shared from the first release of the app, which scored an event the hand cannot have had/,
      );
    }
  });

  it.each(frozen.codes.filter((c) => !refused.includes(c)).map((c) => [c.note, c] as const))(
    '%s',
    (_note, { code, result }) => {
      const decoded = decodeShareCode(code);
      expect(decoded.ok).toBe(true);
      if (!decoded.ok) return;
      const now = scoreHand(decoded.hand);
      expect(now.ok).toBe(true);
      if (!now.ok) return;
      expect({
        win: now.win,
        tai: now.tai,
        raw_tai: now.raw_tai,
        limit: now.limit,
        reason: now.reason,
        sets: now.sets,
        payment: now.payment,
      }).toEqual({
        win: result.win,
        tai: result.tai,
        raw_tai: result.raw_tai,
        limit: result.limit,
        reason: result.reason,
        sets: result.sets,
        payment: result.payment,
      });
      const items = now.items
        .filter((item) => !(NEW_EXPLANATIONS.has(item.id) && item.tai === 0))
        .map(({ id, name, tai }) => ({ id, name, tai }));
      expect(items).toEqual(result.items);
    },
  );
});
