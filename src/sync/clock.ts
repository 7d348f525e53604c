// A record's time is its phone's clock, written by that phone: it says when, never in what order (the
// log's order is the order). A time far from this phone's clock cannot be trusted as when it happened.

/** How far a phone's clock may be from this one's (set by hand, a few minutes off) before its times are not shown as true. */
export const CLOCK_SLACK_MS = 5 * 60_000;

/**
 * Whether a record's time is too far from this phone's clock to show: in the future by more than a few
 * minutes, or before the night was started (less the same slack: the starting phone's clock may be
 * ahead of the recording phone's).
 */
export function clockOff(at: number, { now, startedAt }: { now: number; startedAt: number }): boolean {
  return at > now + CLOCK_SLACK_MS || at < startedAt - CLOCK_SLACK_MS;
}
