// Class lists of the live night's screens beyond the ledger's shared ones (features/ledger/styles.ts).

/** A refusal the player must read. */
export const alertClassName =
  'rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100';
/** Something to know about the night that is not a failure (a conflict, unreadable entries). */
export const noticeClassName =
  'rounded-lg border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50';
