// Numbers as en-SG writes them, by hand rather than with Intl: a page's first Intl number format
// loads the locale's data, 26–43 ms on this project's test machine and more on a phone, and the
// ledger's checks wrote one as their module loaded. ui/format.test.ts checks against Intl.

/** A whole number of zero or more with its digits grouped in threes: 1234567 → "1,234,567". */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
