// The unit as players type it, in dollars and cents ("0.20", "$1", ".5"), read into whole cents
// from the digits alone, so no floating point ever touches money.

export type ParsedDollars = { ok: true; cents: number } | { ok: false; message: string };

/** Six digits of dollars keep every unit under the core's limit of 100,000,000 cents. */
const DOLLARS = /^(\d{0,6})(?:\.(\d{0,2}))?$/;

export function parseDollars(text: string, what: string): ParsedDollars {
  const plain = text.trim().replace(/^\$\s*/, '').replaceAll(',', '');
  if (plain === '') return { ok: false, message: `Enter ${what} in dollars and cents, like 0.20.` };
  const match = DOLLARS.exec(plain);
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) {
    return {
      ok: false,
      message: /^\d{7,}/.test(plain)
        ? 'That is more than this app counts: keep the unit under $1,000,000.'
        : `Enter ${what} in dollars and cents, like 0.20 (at most two digits after the point).`,
    };
  }
  const cents = Number(match[1] || '0') * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents === 0) return { ok: false, message: `${what[0]!.toUpperCase()}${what.slice(1)} must be at least one cent.` };
  return { ok: true, cents };
}

/** Cents as the text of a dollars field: 20 → "0.20", 100 → "1.00". */
export function dollarsField(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
