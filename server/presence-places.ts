// Who may be present in one room, and under which client ids: the decision, entry by entry, for each
// presence frame a connection sends (server/presence.ts applies it to the frame). A phone's presence is
// its public key and a proof (@tai-table/night-log's presence), so presence is counted per key, not per
// socket:
//   - an entry is taken only with a proof that holds for its room and client id, at a number above the
//     last one taken for that client id (a state copied out of the room proves nothing elsewhere, and is
//     old news where it came from), and only under the key that client id is bound to: the key it wrote
//     to the night under, or the first key proven under it here;
//   - keys that have written to the night (server/log-writers.ts) keep their place whatever unknown keys
//     do; unknown keys share `maxUnknownPhonesPerRoom` places; a key holds at most `maxPresencePerPhone`
//     entries, a room `maxPresencePerRoom`;
//   - an entry is removed only by the connection that holds it;
//   - what is not taken is left out of the frame, and its sender is not cut for it: an earlier version's
//     phone, a phone that arrived when the pool was full, a phone echoing a removal, or one reconnecting
//     after a restart all send such entries. Only the cost is bounded: `checks` counts what a frame made
//     the server verify, and the connection's window of those cuts a flooder (server/presence.ts).
import type { Connection, Document } from '@hocuspocus/server';
import { presenceOf, provesPresence } from '@tai-table/night-log';
import type { SyncServerConfig } from './config';
import { LogWriters } from './log-writers';
import { serverVerifyBytes } from './signatures';

/** One entry of an awareness frame, with its state as the JSON text it came in (kept byte for byte). */
export interface Announced {
  client: number;
  clock: number;
  json: string;
}

/** Why an entry was left out of its frame (the metrics' label). */
export type Dropped =
  | 'not-presence'
  | 'claimed'
  | 'old'
  | 'not-proven'
  | 'too-many-in-frame'
  | 'phone-full'
  | 'pool-full'
  | 'room-full'
  | 'not-its-own';

export interface Verdict {
  kept: Announced[];
  dropped: Dropped[];
  /** Proofs verified for this frame. */
  checks: number;
  /** Whether the frame held anything but echoes of what the room already has. */
  changes: boolean;
}

type Bounds = Pick<
  SyncServerConfig,
  'maxPresencePerPhone' | 'maxUnknownPhonesPerRoom' | 'maxPresencePerRoom'
>;

/** Entries a frame may ask the server to verify: a phone announces itself, one entry a frame. */
const CHECKS_PER_FRAME = 4;
/** Client ids remembered (their key and last number) beyond those present, before the absent are forgotten. */
const REMEMBERED = 4_096;

interface Holder {
  key: string;
  connection: Connection;
  seq: number;
  proof: string;
}

export class RoomPresence {
  /** The entries taken, by client id, with the connection that announced them. */
  private readonly holders = new Map<number, Holder>();
  /** The key each client id was first proven under here (or relayed from another server under). */
  private readonly provenKey = new Map<number, string>();
  /** The last number taken per client id. */
  private readonly lastSeq = new Map<number, number>();
  private readonly writers: LogWriters;

  constructor(
    private readonly room: string,
    private readonly document: Document,
    private readonly bounds: Bounds,
  ) {
    this.writers = new LogWriters(document);
    document.awareness.on('update', this.onUpdate);
  }

  stop(): void {
    this.writers.stop();
    this.document.awareness.off('update', this.onUpdate);
  }

  /**
   * The key `client` was first proven under in this room's presence (here, or relayed from another
   * server), if it was: the log guard refuses an envelope under that client id signed by another key, as
   * this refuses presence under a client id that wrote with another key (server/log-guard.ts).
   */
  provenKeyOf(client: number): string | undefined {
    return this.provenKey.get(client);
  }

  /** Which of a frame's entries `connection` may announce. */
  admit(connection: Connection, entries: readonly Announced[]): Verdict {
    const verdict: Verdict = { kept: [], dropped: [], checks: 0, changes: false };
    const { meta, states } = this.document.awareness;
    for (const entry of entries) {
      const { client, clock } = entry;
      const known = meta.get(client);
      const removal = entry.json === 'null';
      // What the room has already (or newer) changes nothing: y-protocols ignores it, so it passes as it
      // is. A removal at the same clock is the exception: it would remove the entry.
      const echo =
        known !== undefined &&
        (clock < known.clock || (clock === known.clock && !(removal && states.has(client))));
      if (echo) {
        verdict.kept.push(entry);
        continue;
      }
      verdict.changes = true;
      const dropped = removal
        ? this.holderOf(client)?.connection === connection
          ? null
          : 'not-its-own'
        : this.take(connection, entry, verdict);
      if (dropped === null) verdict.kept.push(entry);
      else verdict.dropped.push(dropped);
    }
    return verdict;
  }

  private take(connection: Connection, entry: Announced, verdict: Verdict): Dropped | null {
    const { client } = entry;
    let parsed: unknown;
    try {
      parsed = JSON.parse(entry.json);
    } catch {
      // Not JSON: y-protocols would throw on it; it is no one's presence.
      return 'not-presence';
    }
    const state = presenceOf(parsed);
    if (state === null) return 'not-presence';
    const bound = this.writers.keyOf(client) ?? this.provenKey.get(client);
    if (bound !== undefined && bound !== state.phone) return 'claimed';
    const holder = this.holderOf(client);
    // The provider renews its state every 15 s at a newer clock, with the same proof.
    if (holder?.connection === connection && holder.seq === state.seq && holder.proof === state.proof)
      return null;
    if (state.seq <= (this.lastSeq.get(client) ?? -1)) return 'old';
    if (verdict.checks >= CHECKS_PER_FRAME) return 'too-many-in-frame';
    verdict.checks += 1;
    if (!provesPresence(state, this.room, client, serverVerifyBytes)) return 'not-proven';
    const place = this.placeFor(state.phone, client);
    if (place !== null) return place;
    if (holder && holder.connection !== connection) {
      // The phone is back on a new socket before the server noticed its old one go: the entry is the new
      // socket's now, so the old one's close does not remove it.
      this.document.connections.get(holder.connection.webSocket)?.clients.delete(client);
    }
    this.document.connections.get(connection.webSocket)?.clients.add(client);
    this.holders.set(client, { key: state.phone, connection, seq: state.seq, proof: state.proof });
    this.remember(client, state.phone, state.seq);
    return null;
  }

  /** Why `key` may not take an entry under `client` now, or null when it may. */
  private placeFor(key: string, client: number): Dropped | null {
    let ofKey = 0;
    let inRoom = 0;
    const unknown = new Set<string>();
    for (const [other, holder] of this.present()) {
      if (other === client) continue;
      inRoom += 1;
      if (holder.key === key) ofKey += 1;
      if (!this.writers.keys.has(holder.key)) unknown.add(holder.key);
    }
    if (ofKey >= this.bounds.maxPresencePerPhone) return 'phone-full';
    if (
      !this.writers.keys.has(key) &&
      !unknown.has(key) &&
      unknown.size >= this.bounds.maxUnknownPhonesPerRoom
    )
      return 'pool-full';
    if (inRoom >= this.bounds.maxPresencePerRoom) return 'room-full';
    return null;
  }

  /** The entries taken whose connection is still in the room. */
  private *present(): Generator<[number, Holder]> {
    for (const entry of this.holders) if (this.isOpen(entry[1].connection)) yield entry;
  }

  private holderOf(client: number): Holder | undefined {
    const holder = this.holders.get(client);
    return holder && this.isOpen(holder.connection) ? holder : undefined;
  }

  private isOpen(connection: Connection): boolean {
    return this.document.connections.get(connection.webSocket)?.connection === connection;
  }

  private remember(client: number, key: string, seq: number): void {
    if (!this.provenKey.has(client)) this.provenKey.set(client, key);
    this.lastSeq.set(client, Math.max(seq, this.lastSeq.get(client) ?? -1));
    if (this.provenKey.size <= REMEMBERED) return;
    // Phones come and go all night: the client ids no longer present are forgotten, oldest first.
    for (const old of this.provenKey.keys()) {
      if (this.provenKey.size <= REMEMBERED / 2) break;
      if (this.holderOf(old)) continue;
      this.provenKey.delete(old);
      this.lastSeq.delete(old);
    }
  }

  /**
   * Entries removed leave; entries applied from elsewhere (another server's phones, through Redis) bind
   * their client id to their key and number here too, so no socket of this server can claim them.
   */
  private readonly onUpdate = ({
    added,
    updated,
    removed,
  }: {
    added: number[];
    updated: number[];
    removed: number[];
  }): void => {
    for (const client of removed) this.holders.delete(client);
    for (const client of [...added, ...updated]) {
      const state = presenceOf(this.document.awareness.getStates().get(client));
      if (state) this.remember(client, state.phone, state.seq);
    }
  };
}
