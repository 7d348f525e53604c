// Presence (awareness) per phone, not per socket: each entry a connection announces is checked against
// its room's places (server/presence-places.ts: a proven key, its client id, the places of keys that have
// written and the small pool unknown keys share), and what is not taken is left out of the frame before
// Hocuspocus applies it, so no other phone ever receives it. The sender is not cut for it: phones of an
// earlier version, phones arriving when the pool is full, and every phone reconnecting after a restart
// send entries that are not taken. What is bounded is the work: each connection may make the server
// verify `maxPresenceChecksPerWindow` proofs or changes within `frameWindowMs`; past that it is closed
// with 4429 `presence-flood`, and nothing of its frame is applied or relayed.
import type {
  afterLoadDocumentPayload,
  afterUnloadDocumentPayload,
  beforeHandleMessagePayload,
  Extension,
} from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { removeAwarenessStates } from 'y-protocols/awareness';
import { AWARENESS } from '@tai-table/night-log';
import type { SyncServerConfig } from './config';
import type { SyncMetrics } from './metrics';
import { RoomPresence, type Announced } from './presence-places';

export const PRESENCE_FLOOD = { code: 4429, reason: 'presence-flood' } as const;

/** An awareness frame's entries, and where its body (y-protocols' encoding: a count, then id, clock, JSON each) lies in the frame. */
export interface PresenceFrame {
  entries: Announced[];
  bodyStart: number;
  bodyLength: number;
}

/** The entries an awareness frame carries; null for another kind of frame, or bytes that do not decode as one. */
export function readPresenceFrame(frame: Uint8Array): PresenceFrame | null {
  try {
    const decoder = decoding.createDecoder(frame);
    decoding.readVarString(decoder);
    if (decoding.readVarUint(decoder) !== AWARENESS) return null;
    const bodyLength = decoding.readVarUint(decoder);
    const bodyStart = decoder.pos;
    if (bodyStart + bodyLength > frame.byteLength) return null;
    const body = decoding.createDecoder(frame.subarray(bodyStart, bodyStart + bodyLength));
    const count = decoding.readVarUint(body);
    const entries: Announced[] = [];
    for (let i = 0; i < count; i += 1) {
      const client = decoding.readVarUint(body);
      const clock = decoding.readVarUint(body);
      entries.push({ client, clock, json: decoding.readVarString(body) });
    }
    return { entries, bodyStart, bodyLength };
  } catch {
    // Bytes that do not decode as presence: Hocuspocus refuses them itself when it applies them.
    return null;
  }
}

/**
 * Leaves out of the frame, in place, the entries not kept: the body is written again with the kept ones
 * (each byte for byte as it came, so never longer than before), and y-protocols, which reads a count and
 * that many entries, never reads the bytes left after them. In place, because Hocuspocus 3.4.4 applies
 * the very bytes its `beforeHandleMessage` hook was given (Connection.handleMessage decodes the frame it
 * passed to the hook), and a hook that throws closes the connection: there is no other way to take part of
 * a frame. server/presence-hostile.test.ts fails if an upgrade stops applying the rewritten bytes.
 */
export function keepOnly(frame: Uint8Array, read: PresenceFrame, kept: readonly Announced[]): void {
  const body = encoding.createEncoder();
  encoding.writeVarUint(body, kept.length);
  for (const { client, clock, json } of kept) {
    encoding.writeVarUint(body, client);
    encoding.writeVarUint(body, clock);
    encoding.writeVarString(body, json);
  }
  const bytes = encoding.toUint8Array(body);
  if (bytes.byteLength > read.bodyLength) throw new Error('the kept presence is longer than the frame');
  frame.set(bytes, read.bodyStart);
}

interface Window {
  start: number;
  work: number;
}

export class Presence implements Extension {
  extensionName = 'Presence';
  private readonly rooms = new Map<string, RoomPresence>();
  private readonly windows = new WeakMap<object, Window>();
  private readonly cutConnections = new WeakSet<object>();

  constructor(
    private readonly config: SyncServerConfig,
    private readonly metrics: SyncMetrics,
    private readonly log: (line: string) => void,
  ) {}

  /** The key `client` was first proven under in `room`'s presence, if it was (RoomPresence.provenKeyOf). */
  provenKeyOf(room: string, client: number): string | undefined {
    return this.rooms.get(room)?.provenKeyOf(client);
  }

  async afterLoadDocument({ documentName, document }: afterLoadDocumentPayload): Promise<void> {
    this.rooms.get(documentName)?.stop();
    this.rooms.set(documentName, new RoomPresence(documentName, document, this.config));
    // Frames of a burst that passed their check before their connection was cut are applied after it is
    // gone, and Hocuspocus no longer ties their entries to any connection, so nothing would ever remove
    // them: an entry arriving from a socket the room no longer has is removed at once.
    document.awareness.on(
      'update',
      ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => {
        if (origin === null || typeof origin !== 'object' || document.connections.has(origin as never))
          return;
        const ghosts = [...added, ...updated].filter((client) => document.awareness.getStates().has(client));
        if (ghosts.length > 0) removeAwarenessStates(document.awareness, ghosts, null);
      },
    );
  }

  async afterUnloadDocument({ documentName, instance }: afterUnloadDocumentPayload): Promise<void> {
    // Loaded again meanwhile (a phone back at once): that load made the room's places afresh.
    if (instance.documents.has(documentName)) return;
    this.rooms.get(documentName)?.stop();
    this.rooms.delete(documentName);
  }

  async beforeHandleMessage({
    connection,
    document,
    documentName,
    update: frame,
  }: beforeHandleMessagePayload): Promise<void> {
    const read = readPresenceFrame(frame);
    if (read === null) return;
    if (this.cutConnections.has(connection)) this.cut(connection, 'already cut');
    let room = this.rooms.get(documentName);
    if (!room) {
      room = new RoomPresence(documentName, document, this.config);
      this.rooms.set(documentName, room);
    }
    const verdict = room.admit(connection, read.entries);
    const work = verdict.checks + (verdict.changes ? 1 : 0);
    if (work > 0) {
      const now = Date.now();
      const window = this.windows.get(connection) ?? { start: now, work: 0 };
      if (now - window.start > this.config.frameWindowMs) {
        window.start = now;
        window.work = 0;
      }
      window.work += work;
      this.windows.set(connection, window);
      if (window.work > this.config.maxPresenceChecksPerWindow) this.cut(connection, 'too much to check');
    }
    for (const reason of verdict.dropped) this.metrics.presenceLeftOut.inc({ reason });
    if (verdict.dropped.length > 0) keepOnly(frame, read, verdict.kept);
  }

  private cut(connection: beforeHandleMessagePayload['connection'], why: string): never {
    this.metrics.updatesRefused.inc({ reason: 'presence-flood' });
    // The frames of the burst still on their way are refused too, but the connection is cut once.
    if (!this.cutConnections.has(connection)) {
      this.cutConnections.add(connection);
      this.metrics.cutOff.inc({ reason: 'presence-flood' });
      this.log(`cut a connection flooding presence (${why})`);
      connection.webSocket.close(PRESENCE_FLOOD.code, PRESENCE_FLOOD.reason);
    }
    throw Object.assign(new Error(''), PRESENCE_FLOOD);
  }
}
