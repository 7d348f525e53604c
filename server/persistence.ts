// The Hocuspocus extension that keeps rooms in the store (server/store.ts) with one promise: an
// acknowledgement means stored. Hocuspocus 3.4.4 acknowledges an update (its SyncStatus message) in the
// same synchronous run that applies it (MessageReceiver.readSyncMessage, after readSyncStep2/readUpdate),
// and applies it right after the `beforeHandleMessage` hooks resolve (Connection.handleMessage). So the
// update is written here, in `beforeHandleMessage`, and the frame goes on to be applied and acknowledged
// only once the write is durable. A write that fails refuses the frame: the room in memory stays what is
// stored, the phone gets no acknowledgement and its socket is closed (so it reconnects and offers the
// change again), and the failure is reported (`/ready`, metrics, one log line while it lasts).
//
// It also guards each room's document against a listener that throws: Yjs emits 'update' inside the
// `finally` of its transaction cleanup, and a throw there leaves `doc._transactionCleanups` behind, after
// which the document never emits again (the room stops relaying and saving): an open Yjs bug in 13.6,
// https://github.com/yjs/yjs/issues/799. Every listener is called in its own try/catch instead, by the
// document's `emit` replaced on each room's document (guardListeners; server/durability.test.ts holds it).
import type {
  beforeHandleMessagePayload,
  Connection,
  Extension,
  onLoadDocumentPayload,
  onStoreDocumentPayload,
} from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { updateOf } from '@tai-table/night-log';
import type { RefusalReason, SyncMetrics } from './metrics';
import { isEmptyUpdate, type RoomStore } from './store';

/** The close code a phone gets when its change could not be stored: 1013, "try again later" (RFC 6455). */
export const STORE_FAILED = { code: 1013, reason: 'store-unavailable' } as const;

/** Hocuspocus's MessageType.Auth and its AuthMessageType.PermissionDenied (@hocuspocus/common). */
const AUTH = 2;
const PERMISSION_DENIED = 1;

function refusal(fields: { code?: number; reason: string }): Error {
  // An empty message: Hocuspocus logs a hook error's message, and this one is reported once, here.
  return Object.assign(new Error(''), fields);
}

/**
 * Whether an outgoing frame is Hocuspocus's "permission denied" for a room that could not be loaded
 * because the store failed. Hocuspocus answers any failure of `onLoadDocument` that way, and the
 * provider takes it as final (the app: "not a Tai Table server"); server/front.ts closes the socket
 * with 1013 instead, so the phone tries again later.
 */
export function isStoreRefusal(frame: unknown): boolean {
  if (!(frame instanceof Uint8Array) || frame.byteLength > 200) return false;
  try {
    const decoder = decoding.createDecoder(frame);
    decoding.readVarString(decoder);
    return (
      decoding.readVarUint(decoder) === AUTH &&
      decoding.readVarUint(decoder) === PERMISSION_DENIED &&
      decoding.readVarString(decoder) === STORE_FAILED.reason
    );
  } catch {
    // Not a frame of that shape (it is one of the server's own, so it decodes, but need not be this one).
    return false;
  }
}

type Emitter = {
  emit(name: string, args: unknown[]): void;
  _observers: Map<string, Set<(...args: unknown[]) => void>>;
};

/** Makes the document call each listener in its own try/catch (see the file's head). */
export function guardListeners(document: Y.Doc, onError: (error: unknown) => void): void {
  const emitter = document as unknown as Emitter;
  emitter.emit = (name, args) => {
    for (const listener of [...(emitter._observers.get(name) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        onError(error);
      }
    }
  };
}

export class Persistence implements Extension {
  extensionName = 'Persistence';
  /** Per connection, the write of its last content frame: frames are written and acknowledged in the order sent. */
  private readonly writes = new WeakMap<Connection, Promise<void>>();
  /** Connections whose write failed: everything after on them is refused too, so no later frame is acknowledged before it. */
  private readonly failed = new WeakSet<Connection>();
  /** Why the store is failing now, or null while it works. */
  private failing: string | null = null;
  /** When a phone's update was last refused for want of the store (ms since 1970), or 0. */
  private refusedAt = 0;

  constructor(
    private readonly store: RoomStore,
    private readonly metrics: SyncMetrics,
    private readonly log: (line: string) => void,
  ) {}

  get failure(): string | null {
    return this.failing;
  }

  /**
   * Why the server is not ready as far as the store goes, or null. A probe write (`ping`) can succeed
   * while phones' updates fail (a full disk takes a small write and not a large one): an update refused
   * within `recentMs` keeps the server not ready too; after that the probe decides on its own.
   */
  async readiness(ping: () => Promise<void>, recentMs = 10_000): Promise<string | null> {
    try {
      await ping();
    } catch (error) {
      this.report(error);
      return this.failing;
    }
    if (this.failing !== null && Date.now() - this.refusedAt < recentMs) return this.failing;
    this.report(null);
    return null;
  }

  /** Records how the store's last operation went; logs one line when it starts failing and one when it works again. */
  report(error: unknown): void {
    if (error === null) {
      if (this.failing !== null) this.log('store: working again');
      this.failing = null;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    if (this.failing === null) this.log(`store: failing, refusing updates until it works again: ${message}`);
    this.failing = message;
  }

  refused(reason: RefusalReason): void {
    this.metrics.updatesRefused.inc({ reason });
  }

  async onLoadDocument({ document, documentName }: onLoadDocumentPayload): Promise<void> {
    guardListeners(document, (error) => {
      this.metrics.listenerErrors.inc();
      this.log(
        `a room's listener threw (caught; the room carries on): ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    let state: Uint8Array | null;
    try {
      state = await this.metrics.timed(this.store.kind, 'load', () => this.store.load(documentName));
    } catch (error) {
      // The phone's connection fails and it tries again; the room is not served from nothing.
      this.report(error);
      throw refusal(STORE_FAILED);
    }
    if (state) Y.applyUpdate(document, state);
  }

  async beforeHandleMessage({
    connection,
    documentName,
    update: frame,
  }: beforeHandleMessagePayload): Promise<void> {
    if (this.failed.has(connection)) {
      this.refused('store-failed');
      throw refusal(STORE_FAILED);
    }
    let update: Uint8Array | null;
    try {
      update = updateOf(frame);
      // Garbage is refused before it is stored: a row that does not decode would be kept for nothing.
      if (update) Y.decodeUpdate(update);
    } catch {
      this.refused('malformed');
      throw refusal({ code: 4400, reason: 'malformed-frame' });
    }
    if (update === null || isEmptyUpdate(update)) return;
    const previous = this.writes.get(connection) ?? Promise.resolve();
    const write = previous.then(() => {
      if (this.failed.has(connection)) throw new Error('an earlier change on this connection was not stored');
      return this.metrics.timed(this.store.kind, 'append', () => this.store.append(documentName, update));
    });
    // The chain only orders the writes; each frame's own outcome is handled below, where it is awaited.
    this.writes.set(
      connection,
      write.catch(() => undefined),
    );
    try {
      await write;
    } catch (error) {
      this.failed.add(connection);
      this.refusedAt = Date.now();
      this.report(error);
      this.refused('store-failed');
      // The socket is closed (not only the room): the provider then reconnects and offers the change again.
      connection.webSocket.close(STORE_FAILED.code, STORE_FAILED.reason);
      throw refusal(STORE_FAILED);
    }
    this.report(null);
    this.metrics.updatesApplied.inc();
  }

  async onStoreDocument({ document, documentName }: onStoreDocumentPayload): Promise<void> {
    try {
      await this.metrics.timed(this.store.kind, 'save', () => this.store.save(documentName, document));
    } catch (error) {
      // Every update is already a row of its own: a snapshot that failed loses nothing (it is only
      // compaction), so it is reported and not thrown: the Redis lock is still released after it.
      this.report(error);
    }
  }
}
