// Structural sharing for what a screen draws: a new read of the same data keeps the objects already
// drawn wherever it holds the same values, so that a part drawn once (memo) is not drawn again because
// a read made new objects of it. A new entry on a night of 30 then draws one row, not 30.

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * `next`, with each part whose value equals the same part of `previous` replaced by that part of
 * `previous`; `previous` itself when the two are equal throughout. Plain objects and arrays are
 * compared by their members; anything else (a Date, a Map, a class's object) only by identity, so it
 * is never taken for equal when it is not. `next` is not changed: a part holding some kept members is
 * a new object.
 */
export function keepUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return previous as T;
  const bothArrays = Array.isArray(previous) && Array.isArray(next);
  if (!bothArrays && !(isPlain(previous) && isPlain(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const keys = Object.keys(after);
  let same = keys.length === Object.keys(before).length;
  const kept: Record<string, unknown> = bothArrays
    ? (new Array(keys.length) as unknown as Record<string, unknown>)
    : {};
  for (const key of keys) {
    const had = Object.hasOwn(before, key);
    const part = had ? keepUnchanged(before[key], after[key]) : after[key];
    kept[key] = part;
    if (!had || part !== before[key]) same = false;
  }
  return (same ? previous : kept) as T;
}
