// Which live night the phone stays connected to, on every screen (the app's keeper,
// features/live/LiveKeeper.tsx, holds that connection): the open live night being kept, and after it is
// finished (here or on another phone), the same night, so that a reopen reaches the phone on every screen
// as the finish did (otherwise a phone on Past nights, or under the "finished on another phone" notice,
// goes on showing the night finished). Not for ever: the phone drops a finished night when
// it leaves it, deletes it, starts, joins or reopens another night, or a day after its last change here.
// So a phone holds at most one connection through the keeper, as it did while the night was live.
import type { NightSummary } from '../db/ledger';

/**
 * How long a finished night is kept connected after its last change on this phone: a table reopens a night
 * the same evening, or the next day while settling; past that, opening the night connects again while it is shown.
 */
export const FINISHED_KEPT_MS = 24 * 60 * 60 * 1000;

export interface KeptNight {
  id: string;
  /** A finished night: connected to hear of a reopen, but not live (no strip, nothing recorded). */
  finished: boolean;
  /** A finished night is dropped at this time (ms) unless it changes meanwhile. */
  until?: number;
}

export interface KeepInput {
  nights: readonly NightSummary[];
  /** The nights that are live on this phone (their rooms are in `liveNights`). */
  live: ReadonlySet<string>;
  /** The open night being kept (the app's currentOf), or null. */
  current: string | null;
  /** The night this phone is on: the one last started, joined or reopened here (the app's pointer). */
  on: string | null;
  now: number;
}

/** The night to keep connected now, or null. */
export function nightToKeep({ nights, live, current, on, now }: KeepInput): KeptNight | null {
  if (current !== null && live.has(current)) return { id: current, finished: false };
  // The phone is still on the night it was on when it was finished: its pointer names it (starting, joining
  // or reopening another night moves the pointer), and its room is still this phone's (not left, not deleted).
  if (on === null || !live.has(on)) return null;
  const night = nights.find((n) => n.id === on);
  if (night?.status !== 'finished') return null;
  const until = night.updatedAt + FINISHED_KEPT_MS;
  return now < until ? { id: on, finished: true, until } : null;
}
