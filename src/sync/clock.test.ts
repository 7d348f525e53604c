// A time this phone cannot trust: further in the future than a clock set by hand would be, or before the
// night was started.
import { describe, expect, it } from 'vitest';
import { CLOCK_SLACK_MS, clockOff } from './clock';

describe('clockOff', () => {
  const startedAt = Date.UTC(2026, 11, 3, 12, 0);
  const now = startedAt + 3 * 3_600_000;
  it('trusts a time between the night’s start and now, with a few minutes either way', () => {
    for (const at of [startedAt, now, startedAt - CLOCK_SLACK_MS, now + CLOCK_SLACK_MS, now - 60_000])
      expect(clockOff(at, { now, startedAt })).toBe(false);
  });
  it('does not trust a time in 2499, or before the night was started', () => {
    for (const at of [Date.UTC(2499, 0, 1), now + CLOCK_SLACK_MS + 1, startedAt - CLOCK_SLACK_MS - 1, 1_000])
      expect(clockOff(at, { now, startedAt })).toBe(true);
  });
});
