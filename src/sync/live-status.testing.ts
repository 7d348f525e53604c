// The facts that bring about each state the strip can be in, one example each: the state function's
// tests check the state of each (live-status.test.ts), the strip's tests its words (features/live).
// A state added to LiveStatus without a row here is a type error.
import type { ConnectionFacts, RefusalReason } from './live-status';
import type { LiveStatus } from './types';

type Cause = Extract<LiveStatus, { kind: 'offline' }>['cause'];

/** Every state the strip can be in: each kind, each cause of offline and each reason of a refusal. */
export type StripState =
  | Exclude<LiveStatus['kind'], 'local' | 'offline' | 'refused'>
  | `offline:${Cause}`
  | `refused:${RefusalReason}`;

/** A phone connected, answered, up to date, alone in the room. */
export const CALM: ConnectionFacts = {
  refusal: null,
  socket: 'connected',
  synced: true,
  roomUnreadable: false,
  storeFailed: false,
  networkDown: false,
  awaitingAnswer: false,
  ackOverdue: false,
  failedSinceAnswer: false,
  unanswered: false,
  serverApart: false,
  waiting: 0,
  phones: 1,
};

const closed = { socket: 'disconnected', synced: false } as const;

export const FACTS_OF: Record<StripState, ConnectionFacts> = {
  connecting: { ...CALM, socket: 'connecting', synced: false, waiting: 2 },
  live: { ...CALM, phones: 3 },
  apart: { ...CALM, serverApart: true, phones: 2 },
  'offline:network': { ...CALM, networkDown: true, waiting: 1 },
  'offline:server': { ...CALM, ...closed, failedSinceAnswer: true, waiting: 2 },
  stuck: { ...CALM, storeFailed: true },
  'refused:bad_server': { ...CALM, ...closed, refusal: { reason: 'bad_server' } },
  'refused:too_big': { ...CALM, ...closed, refusal: { reason: 'too_big' } },
  'refused:change_refused': {
    ...CALM,
    ...closed,
    refusal: { reason: 'change_refused', change: 'night_full' },
    waiting: 1,
  },
  'refused:unreadable_room': { ...CALM, roomUnreadable: true },
};
