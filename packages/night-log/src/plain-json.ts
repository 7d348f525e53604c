// Whether a value survives JSON as itself: what the server's check and the phones' reading both ask of a
// record before they look at its fields, so that one answer holds on both sides of the wire.

/**
 * `a` and `b` are the same plain JSON: equal primitives, or arrays / plain objects with the same keys and
 * the same values (a Uint8Array, a class instance or a missing key is not).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype && !Array.isArray(a)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
