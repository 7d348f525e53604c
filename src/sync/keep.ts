// Which live night the phone stays connected to, on every screen (the app's keeper,
// features/live/LiveKeeper.tsx, holds that connection).
import type { NightSummary } from '../db/ledger';

/** How long a finished night is kept connected after its last change on this phone. */
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
export function nightToKeep({ live, current }: KeepInput): KeptNight | null {
  if (current !== null && live.has(current)) return { id: current, finished: false };
  return null;
}
