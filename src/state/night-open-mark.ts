// Whether a night may be open on this phone, known at once from local storage: the ledger (IndexedDB)
// can only be read asynchronously, and the page must know before its first paint whether the score
// screen is the plain table's (Seat, Round, the table's rules) or a night's. Read by the page's inline
// script (src/i18n/shell-language.ts, which holds the plain table's places in the static shell on such a
// phone), by the app's start (which then renders afresh rather than hydrating the plain shell) and by the
// score screen's night table (state/night-table.ts). No imports: it runs inline in the page.

/**
 * "1" while a night is open, "0" when none is, written each time the ledger answers the score screen's
 * night watcher and whenever this phone starts, joins, reopens or finishes a night, or hears that
 * another phone finished or reopened the night it is on.
 */
export const NIGHT_OPEN_KEY = 'tai-table:night-open';
/**
 * The night this phone is on (started, joined, reopened or finished here last), written by the night's
 * screens, so that a reopened older night becomes the current one. A stored name: it keeps the word
 * "session" that phones have held since the first release.
 */
export const CURRENT_NIGHT_KEY = 'tai-table:current-session';

/**
 * Whether this phone said, last it knew, that a night is open. Before the mark was ever written, the
 * current-night pointer stands in for it. Unreadable storage says no: the screen starts as a plain
 * table, and switches if the ledger has a night.
 */
export function nightMaybeOpen(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): boolean {
  try {
    const mark = storage?.getItem(NIGHT_OPEN_KEY) ?? null;
    return mark === null ? (storage?.getItem(CURRENT_NIGHT_KEY) ?? null) !== null : mark === '1';
  } catch (error) {
    // Refused storage is no night: the ledger, once read, says otherwise if there is one.
    console.warn('Local storage could not be read; the score screen starts as a plain table:', error);
    return false;
  }
}

/** Remembers for the next start whether a night is open; storage that refuses is only noted. */
export function rememberNightOpen(open: boolean): void {
  try {
    localStorage.setItem(NIGHT_OPEN_KEY, open ? '1' : '0');
  } catch (error) {
    console.warn(
      'Local storage refused the night-open mark; the next start may show the plain table first:',
      error,
    );
  }
}
