// Presence (awareness) held to a phone's measure, so that a flooder is cut and its victims are not, and
// "N phones connected" (the awareness states a phone counts) cannot be inflated. A connection may
// announce at most `maxPresencePerConnection` presence entries of its own, a room holds at most
// `maxPresencePerRoom`, and presence frames are counted per connection. The provider echoes every
// presence change it hears, other phones' included, with the clock the server already has: such an
// echo changes nothing, passes and is not counted; an entry of another phone with a newer clock (a change made in
// its name) does not. A connection that breaks any of these is closed; nothing of its frame is applied
// or relayed, so no other phone ever receives it.
import type { afterLoadDocumentPayload, beforeHandleMessagePayload, Extension } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { removeAwarenessStates } from 'y-protocols/awareness';
import type { SyncServerConfig } from './config';
import { AWARENESS } from '@tai-table/night-log';
import type { SyncMetrics } from './metrics';

export const PRESENCE_FLOOD = { code: 4429, reason: 'presence-flood' } as const;

export interface PresenceEntry {
  client: number;
  clock: number;
}

/** The entries an awareness frame carries (y-protocols' encoding: a count, then id, clock, JSON each); null for another kind of frame. */
export function presenceClients(frame: Uint8Array): PresenceEntry[] | null {
  try {
    const decoder = decoding.createDecoder(frame);
    decoding.readVarString(decoder);
    if (decoding.readVarUint(decoder) !== AWARENESS) return null;
    const body = decoding.createDecoder(decoding.readVarUint8Array(decoder));
    const count = decoding.readVarUint(body);
    const clients: PresenceEntry[] = [];
    for (let i = 0; i < count; i += 1) {
      const client = decoding.readVarUint(body);
      const clock = decoding.readVarUint(body);
      decoding.readVarString(body);
      clients.push({ client, clock });
    }
    return clients;
  } catch {
    // Bytes that do not decode as presence: Hocuspocus refuses them itself when it applies them.
    return [];
  }
}

interface Window {
  start: number;
  frames: number;
}

export class Presence implements Extension {
  extensionName = 'Presence';
  private readonly windows = new WeakMap<object, Window>();
  /**
   * Per connection, every entry it was let announce, counted when its frame is checked: Hocuspocus runs
   * the checks of a burst of frames before it applies any of them, so what the document holds lags.
   */
  private readonly announced = new WeakMap<object, Set<number>>();
  private readonly cutConnections = new WeakSet<object>();

  constructor(
    private readonly config: SyncServerConfig,
    private readonly metrics: SyncMetrics,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Frames of a burst that passed their check before the connection was cut are applied after it is
   * gone, and Hocuspocus no longer ties their entries to any connection, so nothing would ever remove
   * them: an entry arriving from a socket the room no longer has is removed at once.
   */
  async afterLoadDocument({ document }: afterLoadDocumentPayload): Promise<void> {
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

  async beforeHandleMessage({
    connection,
    document,
    update: frame,
  }: beforeHandleMessagePayload): Promise<void> {
    const clients = presenceClients(frame);
    if (clients === null) return;
    const cut = (why: string): never => {
      this.metrics.updatesRefused.inc({ reason: 'presence-flood' });
      // The frames of the burst still on their way are refused too, but the connection is cut once.
      if (!this.cutConnections.has(connection)) {
        this.cutConnections.add(connection);
        this.metrics.cutOff.inc({ reason: 'presence-flood' });
        this.log(`cut a connection flooding presence (${why})`);
        connection.webSocket.close(PRESENCE_FLOOD.code, PRESENCE_FLOOD.reason);
      }
      throw Object.assign(new Error(''), PRESENCE_FLOOD);
    };
    if (this.cutConnections.has(connection)) cut('already cut');
    const announced = this.announced.get(connection) ?? new Set<number>();
    this.announced.set(connection, announced);
    const own = new Set([...document.getClients(connection.webSocket), ...announced]);
    const known = document.awareness.meta;
    const fresh = new Set<number>();
    let changes = 0;
    for (const { client, clock } of clients) {
      const seen = known.get(client);
      // An echo of what the server already has changes nothing (and is not counted: a phone echoes
      // every presence change it hears, a flooder's too, and must not be cut for it).
      if (seen !== undefined && clock <= seen.clock) continue;
      changes += 1;
      if (own.has(client)) continue;
      const another = [...document.connections.values()].some(
        (other) => other.connection !== connection && other.clients.has(client),
      );
      if (another) cut('changed another phone’s presence');
      fresh.add(client);
    }
    if (changes > 0) {
      const now = Date.now();
      const window = this.windows.get(connection) ?? { start: now, frames: 0 };
      if (now - window.start > this.config.frameWindowMs) {
        window.start = now;
        window.frames = 0;
      }
      window.frames += 1;
      this.windows.set(connection, window);
      if (window.frames > this.config.maxPresenceFramesPerWindow) cut('too many frames');
    }
    if (own.size + fresh.size > this.config.maxPresencePerConnection)
      cut('too many entries on one connection');
    const states = document.awareness.getStates();
    const added = [...fresh].filter((client) => !states.has(client)).length;
    if (states.size + added > this.config.maxPresencePerRoom) cut('room full of presence');
    for (const client of fresh) announced.add(client);
  }
}
