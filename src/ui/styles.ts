// Class lists the screens share, so cards, fields and messages look alike everywhere.

export const CARD =
  'rounded-xl border border-stone-200 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900';
export const FIELD_LABEL =
  'mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300';
export const INPUT =
  'w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-base focus-visible:outline-2 focus-visible:outline-emerald-600 aria-[invalid=true]:border-red-700 dark:border-stone-600 dark:bg-stone-800 dark:aria-[invalid=true]:border-red-400';
export const FIELD_ERROR = 'mt-1 text-sm font-medium text-red-800 dark:text-red-300';
export const MUTED = 'text-sm text-stone-600 dark:text-stone-300';
export const LINK = 'font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300';
export const BTN_DANGER =
  'rounded-lg bg-red-800 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:opacity-50';
export const BTN_SECONDARY =
  'rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-50 dark:border-stone-600 dark:bg-stone-800 dark:text-stone-100 dark:hover:bg-stone-700';
/** A refusal the player must read. */
export const ALERT =
  'rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100';
/** Something to know about the night that is not a failure (a conflict, unreadable entries). */
export const NOTICE =
  'rounded-lg border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50';
