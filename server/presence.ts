// Presence (awareness) held to a phone's measure, so that a flooder is cut and its victims are not, and
// "N phones connected" (the awareness states a phone counts) cannot be inflated. A connection may
// announce at most `maxPresencePerConnection` presence entries of its own, a room holds at most
// `maxPresencePerRoom`, and presence frames are counted per connection. The provider echoes every
// presence change it hears, other phones' included, with the clock the server already has: such an
// echo changes nothing and passes; an entry of another phone with a newer clock (a change made in
// its name) does not. A connection that breaks any of these is closed; nothing of its frame is applied
// or relayed, so no other phone ever receives it.
import type { beforeHandleMessagePayload, Extension } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import type { SyncServerConfig } from './config';
import { AWARENESS } from './frames';
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

  constructor(
    private readonly config: SyncServerConfig,
    private readonly metrics: SyncMetrics,
    private readonly log: (line: string) => void,
  ) {}

  async beforeHandleMessage({ connection, document, update: frame }: beforeHandleMessagePayload): Promise<void> {
    const clients = presenceClients(frame);
    if (clients === null) return;
    const cut = (why: string): never => {
      this.metrics.updatesRefused.inc({ reason: 'presence-flood' });
      this.metrics.cutOff.inc({ reason: 'presence-flood' });
      this.log(`cut a connection flooding presence (${why})`);
      connection.webSocket.close(PRESENCE_FLOOD.code, PRESENCE_FLOOD.reason);
      throw Object.assign(new Error(''), PRESENCE_FLOOD);
    };
    const now = Date.now();
    const window = this.windows.get(connection) ?? { start: now, frames: 0 };
    if (now - window.start > this.config.frameWindowMs) {
      window.start = now;
      window.frames = 0;
    }
    window.frames += 1;
    this.windows.set(connection, window);
    if (window.frames > this.config.maxPresenceFramesPerWindow) cut('too many frames');

    const own = document.getClients(connection.webSocket);
    const known = document.awareness.meta;
    const fresh = new Set<number>();
    for (const { client, clock } of clients) {
      if (own.has(client)) continue;
      const seen = known.get(client);
      // An echo of what the server already has changes nothing.
      if (seen !== undefined && clock <= seen.clock) continue;
      const another = [...document.connections.values()].some((other) => other.connection !== connection && other.clients.has(client));
      if (another) cut('changed another phone’s presence');
      fresh.add(client);
    }
    if (own.size + fresh.size > this.config.maxPresencePerConnection) cut('too many entries on one connection');
    const states = document.awareness.getStates();
    const added = [...fresh].filter((client) => !states.has(client)).length;
    if (states.size + added > this.config.maxPresencePerRoom) cut('room full of presence');
  }
}
