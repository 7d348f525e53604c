// The strip's state as a pure function of the connection's facts: every state from the facts that bring
// it about, and which fact wins when several hold at once.
import { describe, expect, it } from 'vitest';
import { liveStatusOf, sameStatus, type ConnectionFacts } from './live-status';
import { CALM, FACTS_OF } from './live-status.testing';

describe('liveStatusOf', () => {
  it('says each state from the facts that bring it about', () => {
    expect(liveStatusOf(FACTS_OF.connecting)).toEqual({ kind: 'connecting', waiting: 2 });
    expect(liveStatusOf(FACTS_OF.live)).toEqual({ kind: 'live', waiting: 0, phones: 3 });
    expect(liveStatusOf(FACTS_OF.apart)).toEqual({ kind: 'apart', waiting: 0, phones: 2 });
    expect(liveStatusOf(FACTS_OF['offline:network'])).toEqual({
      kind: 'offline',
      waiting: 1,
      cause: 'network',
    });
    expect(liveStatusOf(FACTS_OF['offline:server'])).toEqual({
      kind: 'offline',
      waiting: 2,
      cause: 'server',
    });
    expect(liveStatusOf(FACTS_OF.stuck)).toEqual({ kind: 'stuck', reason: 'phone_storage', waiting: 0 });
    expect(liveStatusOf(FACTS_OF['refused:bad_server'])).toEqual({
      kind: 'refused',
      reason: 'bad_server',
      waiting: 0,
    });
    expect(liveStatusOf(FACTS_OF['refused:too_big'])).toEqual({
      kind: 'refused',
      reason: 'too_big',
      waiting: 0,
    });
    expect(liveStatusOf(FACTS_OF['refused:change_refused'])).toEqual({
      kind: 'refused',
      reason: 'change_refused',
      change: 'night_full',
      waiting: 1,
    });
    expect(liveStatusOf(FACTS_OF['refused:unreadable_room'])).toEqual({
      kind: 'refused',
      reason: 'unreadable_room',
    });
  });

  it('is Live only once the server answered on an open socket, and acknowledges in time', () => {
    expect(liveStatusOf({ ...CALM, synced: false }).kind).toBe('connecting');
    expect(liveStatusOf({ ...CALM, socket: 'connecting' }).kind).toBe('connecting');
    // The network came back while the socket looked open: not Live until the server has answered since.
    expect(liveStatusOf({ ...CALM, awaitingAnswer: true }).kind).toBe('connecting');
    // A change waiting past the deadline: the server may be hung.
    expect(liveStatusOf({ ...CALM, ackOverdue: true, waiting: 1 })).toEqual({
      kind: 'connecting',
      waiting: 1,
    });
    // … and once a connection failed meanwhile, the server is what is missing.
    expect(liveStatusOf({ ...CALM, ackOverdue: true, failedSinceAnswer: true }).kind).toBe('offline');
  });

  it('says the server does not answer once a connection has waited past the deadline for its first answer, as when it closed', () => {
    // A reload while the server hangs: the socket opens (or stays opening) and nothing ever answers.
    const hung: ConnectionFacts = { ...CALM, socket: 'connecting', synced: false, unanswered: true };
    expect(liveStatusOf(hung)).toEqual({ kind: 'offline', waiting: 0, cause: 'server' });
    expect(liveStatusOf({ ...hung, socket: 'connected' })).toEqual({
      kind: 'offline',
      waiting: 0,
      cause: 'server',
    });
    expect(liveStatusOf({ ...hung, unanswered: false }).kind).toBe('connecting');
    // The browser's own report still comes first.
    expect(liveStatusOf({ ...hung, networkDown: true })).toMatchObject({ cause: 'network' });
  });

  it('is apart, not Live, while the server says it cannot share with the other servers; only where it would be Live', () => {
    expect(liveStatusOf({ ...CALM, serverApart: true })).toEqual({ kind: 'apart', waiting: 0, phones: 1 });
    expect(liveStatusOf({ ...CALM, serverApart: false }).kind).toBe('live');
    // Not answered, overdue or offline: that comes first, as it would before Live.
    expect(liveStatusOf({ ...CALM, serverApart: true, synced: false }).kind).toBe('connecting');
    expect(liveStatusOf({ ...CALM, serverApart: true, ackOverdue: true, waiting: 1 }).kind).toBe(
      'connecting',
    );
    expect(liveStatusOf({ ...CALM, serverApart: true, networkDown: true }).kind).toBe('offline');
  });

  it('blames the server, not the phone, when a connection failed or closed and the browser has a network', () => {
    const failed: ConnectionFacts = { ...CALM, socket: 'connecting', synced: false, failedSinceAnswer: true };
    expect(liveStatusOf(failed)).toEqual({ kind: 'offline', waiting: 0, cause: 'server' });
    expect(liveStatusOf({ ...failed, networkDown: true })).toEqual({
      kind: 'offline',
      waiting: 0,
      cause: 'network',
    });
  });

  it('puts a refusal first, then an unreadable room, then the phone’s storage, then the network', () => {
    const everything: ConnectionFacts = {
      ...CALM,
      refusal: { reason: 'too_big' },
      roomUnreadable: true,
      storeFailed: true,
      networkDown: true,
      waiting: 4,
    };
    expect(liveStatusOf(everything)).toEqual({ kind: 'refused', reason: 'too_big', waiting: 4 });
    expect(liveStatusOf({ ...everything, refusal: null })).toEqual({
      kind: 'refused',
      reason: 'unreadable_room',
    });
    expect(liveStatusOf({ ...everything, refusal: null, roomUnreadable: false }).kind).toBe('stuck');
    expect(
      liveStatusOf({ ...everything, refusal: null, roomUnreadable: false, storeFailed: false }).kind,
    ).toBe('offline');
  });

  it('says an unreadable room only once the server answered: a room still arriving is not refused', () => {
    expect(liveStatusOf({ ...CALM, roomUnreadable: true, synced: false }).kind).toBe('connecting');
    expect(liveStatusOf({ ...CALM, roomUnreadable: true, socket: 'disconnected', synced: true }).kind).toBe(
      'offline',
    );
  });
});

describe('sameStatus', () => {
  it('compares every field of the state', () => {
    expect(sameStatus({ kind: 'live', waiting: 0, phones: 2 }, { kind: 'live', waiting: 0, phones: 2 })).toBe(
      true,
    );
    expect(sameStatus({ kind: 'live', waiting: 0, phones: 2 }, { kind: 'live', waiting: 0, phones: 3 })).toBe(
      false,
    );
    expect(
      sameStatus({ kind: 'connecting', waiting: 1 }, { kind: 'offline', waiting: 1, cause: 'server' }),
    ).toBe(false);
    expect(
      sameStatus(
        { kind: 'refused', reason: 'change_refused', change: 'night_full', waiting: 1 },
        { kind: 'refused', reason: 'change_refused', waiting: 1 },
      ),
    ).toBe(false);
    expect(sameStatus({ kind: 'local' }, { kind: 'local' })).toBe(true);
  });
});
