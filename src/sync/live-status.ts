// Where a live night stands on this phone (the strip's state) as a pure function of the facts the
// connection knows (src/sync/connection.ts sets each from the event that tells it). Adding a state is
// adding the fact that tells it, its line below, its words on the strip (features/live/LiveStatusBar.tsx)
// and a row in each test (live-status.test.ts, LiveStatusBar.test.tsx).
import type { LogRefusal } from '@tai-table/night-log';
import type { LiveStatus } from './types';

export type RefusalReason = Extract<LiveStatus, { kind: 'refused' }>['reason'];

/** What the phone knows of its connection to the room now. */
export interface ConnectionFacts {
  /**
   * The server refused this phone for good (a bad address or a server that is not a Tai Table server, a
   * night too big, a change its check refused, with why): trying again would be refused the same way.
   */
  readonly refusal: {
    readonly reason: Exclude<RefusalReason, 'unreadable_room'>;
    readonly change?: LogRefusal;
  } | null;
  /** The socket: opening, open, or closed (trying again after its back-off). */
  readonly socket: 'connecting' | 'connected' | 'disconnected';
  /** The server answered this connection's first sync (the provider is synced). */
  readonly synced: boolean;
  /** The room's document, as this phone has it, holds a night that cannot be read (not an empty room). */
  readonly roomUnreadable: boolean;
  /** The room's latest changes reached this phone but could not be stored on it (its storage is full or refused). */
  readonly storeFailed: boolean;
  /** The browser says the phone has no network (and no connection has proved otherwise since). */
  readonly networkDown: boolean;
  /** The network came back while the socket still looked open: it may have died meanwhile, so not Live until the server answers. */
  readonly awaitingAnswer: boolean;
  /** A change of this phone has waited for the server's acknowledgement past the deadline (ACK_WITHIN_MS). */
  readonly ackOverdue: boolean;
  /** A connection failed since the server last acknowledged everything: the server, not the phone, is missing. */
  readonly failedSinceAnswer: boolean;
  /**
   * The connection has waited for the server's first answer past the deadline (ANSWER_WITHIN_MS): a server
   * that hangs keeps a socket opening (or open and silent) without ever failing it.
   */
  readonly unanswered: boolean;
  /** The server said it cannot share its rooms with the other servers now (and has not said since that it can). */
  readonly serverApart: boolean;
  /** This phone's changes the server has not acknowledged. */
  readonly waiting: number;
  /** Distinct phones in the room's presence, this one included. */
  readonly phones: number;
}

export type ConnectedStatus = Exclude<LiveStatus, { kind: 'local' }>;

/**
 * The strip's state, first that holds: refused (for good); the room unreadable once the server answered;
 * this phone's storage full; offline when the browser says so; live when the server answered and has
 * acknowledged in time (apart instead while the server says it cannot share with the other servers); the server not answering once a connection failed or closed, or went unanswered
 * past the deadline; else connecting.
 */
export function liveStatusOf(facts: ConnectionFacts): ConnectedStatus {
  const { refusal, waiting } = facts;
  const answered = facts.synced && facts.socket === 'connected';
  if (refusal)
    return refusal.change
      ? { kind: 'refused', reason: refusal.reason, change: refusal.change, waiting }
      : { kind: 'refused', reason: refusal.reason, waiting };
  if (answered && facts.roomUnreadable) return { kind: 'refused', reason: 'unreadable_room' };
  if (facts.storeFailed) return { kind: 'stuck', reason: 'phone_storage', waiting };
  if (facts.networkDown) return { kind: 'offline', waiting, cause: 'network' };
  if (answered && !facts.awaitingAnswer && !facts.ackOverdue)
    return facts.serverApart
      ? { kind: 'apart', waiting, phones: facts.phones }
      : { kind: 'live', waiting, phones: facts.phones };
  if (facts.failedSinceAnswer || facts.socket === 'disconnected' || facts.unanswered)
    return { kind: 'offline', waiting, cause: 'server' };
  return { kind: 'connecting', waiting };
}

/** Whether two states say the same on the strip and the live panel (every field of every kind). */
export function sameStatus(a: LiveStatus, b: LiveStatus): boolean {
  if (a.kind !== b.kind) return false;
  const fields = a as Partial<Record<string, unknown>>;
  const others = b as Partial<Record<string, unknown>>;
  const keys = new Set([...Object.keys(fields), ...Object.keys(others)]);
  for (const key of keys) if (fields[key] !== others[key]) return false;
  return true;
}
