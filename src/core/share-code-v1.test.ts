// Links made by the first release (share code version 1) keep opening to the same result forever.
import { describe, expect, it } from 'vitest';
import frozen from './fixtures/share-codes-v1.json';
import { scoreHand } from './score';
import { decodeShareCode } from './share-code';

/** Lines RULES.md added later that explain, at 0 tai, why something was not awarded; they change no total. */
const NEW_EXPLANATIONS = new Set(['valued_pair']);

describe('share codes made by version 1', () => {
  it.each(frozen.codes.map((c) => [c.note, c] as const))('%s', (_note, { code, result }) => {
    const decoded = decodeShareCode(code);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const now = scoreHand(decoded.hand);
    expect(now.ok).toBe(true);
    if (!now.ok) return;
    expect({ win: now.win, tai: now.tai, raw_tai: now.raw_tai, limit: now.limit, reason: now.reason, sets: now.sets, payment: now.payment })
      .toEqual({ win: result.win, tai: result.tai, raw_tai: result.raw_tai, limit: result.limit, reason: result.reason, sets: result.sets, payment: result.payment });
    const items = now.items
      .filter((item) => !(NEW_EXPLANATIONS.has(item.id) && item.tai === 0))
      .map(({ id, name, tai }) => ({ id, name, tai }));
    expect(items).toEqual(result.items);
  });
});
