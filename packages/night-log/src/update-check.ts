// The sync server's check of an update to a night's room, before it is applied (server/log-guard.ts):
// pure, so the app's tests and benchmarks run the same code. It reads no content: an update may only
// append values at the end of the root Y.Array `log`, each of the room's format, within the night's
// bounds. Anything else is refused whole: not applied, not acknowledged, and the phone told why.
//
// Two formats of room, told apart by the room's name (room-keys.ts, isSealedRoomId):
//   sealed  every value an envelope (envelope.ts) of the right shape and size, signed by its phone `p`
//           for this room and the place it is written at. The first envelope under a Yjs client id
//           binds that id to its `p`; an envelope under it with another `p` is refused with its own
//           close (CLIENT_TAKEN_CODE, refusals.ts), so nobody can write at a phone's next clock and have
//           the phone's own record acknowledged and dropped.
//   older   (a room made by an earlier version, named by its 22-character secret) every value a plain
//           JSON record of LOG_FORMAT with a kind `t` and an id of its own, within MAX_DEPTH and
//           MAX_RECORD_CHARS. Its content is checked on the phones, as a sealed room's is.
// In both: a start record first in an empty log and nowhere else; at most MAX_RECORDS records,
// MAX_RECORDINGS recordings and MAX_RESTORES restores, counted by kind (`k` of an envelope, `t` of a
// record). Refusal codes and how they travel: refusals.ts.
import * as Y from 'yjs';
import { isEnvelope, MAX_SEALED_CHARS, verifyEnvelope } from './envelope';
import { verifyBytes, type SignatureCheck } from './phone-keys';
import { sameJson } from './plain-json';
import {
  depthOf,
  LOG_FORMAT,
  LOG_KEY,
  MAX_DEPTH,
  MAX_ID_LENGTH,
  MAX_RECORD_CHARS,
  MAX_RECORDINGS,
  MAX_RECORDS,
  MAX_RESTORES,
} from './format';
import type { LogRefusal } from './refusals';
import { isSealedRoomId } from './room-keys';

/**
 * Accepted: how many new records, and where each client's structs in the update end (the document holds
 * the update once its state vector reaches these: server/log-guard.ts waits for that before the next frame).
 */
export type LogCheck =
  | { ok: true; records: number; ends: ReadonlyMap<number, number> }
  | {
      ok: false;
      refusal: LogRefusal;
      /**
       * The update starts past what the room holds of its phone (an earlier update was lost on the way, in a
       * connection that died): nothing wrong with it, only early. The server asks the phone to sync again
       * (LOG_RESYNC) rather than refuse it: the sync's exchange sends what the room lacks, in order.
       */
      gap?: true;
    }
  /** An envelope under a client id another phone's key holds in this room (CLIENT_TAKEN_CODE). */
  | { ok: false; taken: number };

/** What the check remembers of a room's log between updates, so each update costs its own size, not the night's. */
interface Known {
  length: number;
  records: number;
  recordings: number;
  restores: number;
  /** Older rooms: every record id. */
  ids: Set<string>;
  /** Sealed rooms: the phone key each client id is bound to (its first envelope's). */
  owners: Map<number, string>;
}

const known = new WeakMap<Y.Doc, Known>();

/**
 * The room's log, or null before anything was appended. A root type that arrived in an update is a
 * bare AbstractType until someone asks for it as an array; asking makes it one (it can be nothing else).
 */
function logOf(doc: Y.Doc): Y.Array<unknown> | null {
  return doc.share.has(LOG_KEY) ? doc.getArray<unknown>(LOG_KEY) : null;
}

/** A value's kind as the room's format shows it: an envelope's `k`, a plain record's `t`. */
function kindOf(value: unknown, sealed: boolean): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return sealed ? (value as { k?: unknown }).k : (value as { t?: unknown }).t;
}

/** The room's log as checked so far, brought up to date with what it holds now (applied since, loaded, or from another server). */
function knownOf(doc: Y.Doc, sealed: boolean): Known {
  const log = logOf(doc);
  const length = log instanceof Y.Array ? log.length : 0;
  let state = known.get(doc);
  if (!state || state.length > length) {
    state = { length: 0, records: 0, recordings: 0, restores: 0, ids: new Set(), owners: new Map() };
    known.set(doc, state);
  }
  if (log instanceof Y.Array && state.length < length) {
    let index = 0;
    for (let item = log._start; item !== null; item = item.right) {
      if (item.deleted || !item.countable) continue;
      const values = item.content.getContent();
      for (let i = 0; i < values.length; i += 1, index += 1) {
        if (index < state.length) continue;
        const value = values[i];
        if (sealed) {
          if (!isEnvelope(value)) continue;
          if (!state.owners.has(item.id.client)) state.owners.set(item.id.client, value.p);
        } else {
          const id = (value as { id?: unknown } | null)?.id;
          if (typeof id !== 'string') continue;
          state.ids.add(id);
        }
        count(state, kindOf(value, sealed));
      }
    }
    state.length = length;
  }
  return state;
}

function count(state: Pick<Known, 'records' | 'recordings' | 'restores'>, kind: unknown): void {
  state.records += 1;
  if (kind === 'record') state.recordings += 1;
  if (kind === 'restore') state.restores += 1;
}

/** A Yjs delete set, as decodeUpdate and snapshot give it (its class is not exported by name). */
interface DeleteRanges {
  clients: Map<number, { clock: number; len: number }[]>;
}

/** Whether every id of [clock, clock + len) of `client` is already deleted in `deleted` (sorted, merged ranges). */
function alreadyDeleted(deleted: DeleteRanges, client: number, clock: number, len: number): boolean {
  const ranges = deleted.clients.get(client);
  if (!ranges) return false;
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (clock < range.clock) high = middle - 1;
    else if (clock >= range.clock + range.len) low = middle + 1;
    else return clock + len <= range.clock + range.len;
  }
  return false;
}

/** An older room's value: a plain JSON record of LOG_FORMAT with a kind and an id, within the bounds; or why not. */
function plainRecordProblem(value: unknown): 'not_a_record' | 'record_too_big' | null {
  if (depthOf(value) > MAX_DEPTH) return 'record_too_big';
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch (error) {
    void error; // a big integer or a cycle: not JSON, so not a record
    return 'not_a_record';
  }
  if (json === undefined) return 'not_a_record';
  if (json.length > MAX_RECORD_CHARS) return 'record_too_big';
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return 'not_a_record';
  // What JSON would not keep (undefined, a Uint8Array, NaN) is not a record: a round trip must be the same value.
  if (!sameJson(value, JSON.parse(json) as unknown)) return 'not_a_record';
  const { v, t, id } = value as { v?: unknown; t?: unknown; id?: unknown };
  if (v !== LOG_FORMAT || typeof t !== 'string' || !/^[a-z][a-z_]{0,31}$/.test(t)) return 'not_a_record';
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return 'not_a_record';
  return null;
}

/** A sealed room's value: an envelope of the right shape and size; or why not (its signature is checked apart). */
function envelopeProblem(value: unknown): 'not_a_record' | 'record_too_big' | null {
  if (isEnvelope(value)) return null;
  const c = (value as { c?: unknown } | null)?.c;
  return typeof c === 'string' && c.length > MAX_SEALED_CHARS ? 'record_too_big' : 'not_a_record';
}

/**
 * Checks an update (Yjs v1 encoding, as y-protocols sends it) against the room's document as it stands
 * before the update, for the room named `room` (its format follows from the name). Answers how many new
 * records it appends, or why it is refused. `provenKeyOf` says which key a client id was bound to outside
 * the log (the server's presence: the first key proven under it), so a client id is one key's whether the
 * room first saw it in an envelope or in a presence proof; the log's own binding comes first. `check` checks
 * each envelope's signature.
 */
export function checkLogUpdate(
  doc: Y.Doc,
  update: Uint8Array,
  room: string,
  provenKeyOf: (client: number) => string | undefined = () => undefined,
  check: SignatureCheck = verifyBytes,
): LogCheck {
  const sealed = isSealedRoomId(room);
  let decoded: { structs: (Y.Item | Y.GC | Y.Skip)[]; ds: DeleteRanges };
  try {
    decoded = Y.decodeUpdate(update) as typeof decoded;
  } catch (error) {
    void error; // bytes that are no update (or nest past the decoder's stack): refused, not thrown
    return { ok: false, refusal: 'unreadable_update' };
  }
  const { structs, ds } = decoded;

  // Deletions: only of what is deleted already (a sync of a format-1 room repeats its old delete set).
  let deletes = false;
  ds.clients.forEach((ranges) => {
    if (ranges.length > 0) deletes = true;
  });
  if (deletes) {
    const deleted = Y.snapshot(doc).ds as unknown as DeleteRanges;
    for (const [client, ranges] of ds.clients) {
      for (const { clock, len } of ranges) {
        if (!alreadyDeleted(deleted, client, clock, len)) return { ok: false, refusal: 'deletes' };
      }
    }
  }

  const state = knownOf(doc, sealed);
  const log = logOf(doc);
  const held = (client: number): number => Y.getState(doc.store, client);
  const ownItems: Y.Item[] = [];
  const news: Y.Item[] = [];
  /** Where each client's next struct must start: right after what the room (or this update) holds, never past a gap. */
  const next = new Map<number, number>();
  /** Where each client's structs end (a Skip is a gap, never held: not counted). */
  const ends = new Map<number, number>();
  /** Sealed rooms: the key each client id this update writes under is bound to (the room's, its presence's, or its first envelope's here). */
  const owners = new Map<number, string>();
  const ownerOf = (client: number): string | undefined =>
    owners.get(client) ?? state.owners.get(client) ?? provenKeyOf(client);
  for (const struct of structs) {
    if (struct instanceof Y.Skip) continue;
    const end = struct.id.clock + struct.length;
    if (end > (ends.get(struct.id.client) ?? 0)) ends.set(struct.id.client, end);
    if (struct instanceof Y.GC) {
      // Content already collected: only what a delete left behind, so a deletion (unless already held).
      if (struct.id.clock + struct.length <= held(struct.id.client)) continue;
      return { ok: false, refusal: 'deletes' };
    }
    if (!(struct instanceof Y.Item)) return { ok: false, refusal: 'unreadable_update' };
    const { client, clock } = struct.id;
    // A gap would leave the struct pending in the room's memory, outside every count: appended in order only.
    if (clock > (next.get(client) ?? held(client))) return { ok: false, refusal: 'not_the_log', gap: true };
    next.set(client, Math.max(next.get(client) ?? 0, clock + struct.length));
    ownItems.push(struct);
    if (sealed && clock < held(client) && struct.content instanceof Y.ContentAny) {
      // A phone offering again what the room holds at this place must be the phone that holds the place: an
      // envelope under a client id bound to another key is how a peer would have the phone's record acknowledged and dropped.
      const values = struct.content.getContent();
      for (let i = 0; i < values.length && clock + i < held(client); i += 1) {
        const owner = ownerOf(client);
        const value = values[i];
        if (owner !== undefined && isEnvelope(value) && value.p !== owner)
          return { ok: false, taken: client };
      }
    }
    // Already held by the room (a phone repeating what it sent before): nothing new.
    if (clock + struct.length <= held(client)) continue;
    news.push(struct);
  }

  // This update's items by client, in clock order (as decoded): an origin among them is found by halving.
  const ownByClient = new Map<number, Y.Item[]>();
  for (const item of ownItems) {
    const items = ownByClient.get(item.id.client);
    if (items) items.push(item);
    else ownByClient.set(item.id.client, [item]);
  }
  const ownItemAt = (id: Y.ID): Y.Item | undefined => {
    const items = ownByClient.get(id.client) ?? [];
    let low = 0;
    let high = items.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const item = items[middle]!;
      if (id.clock < item.id.clock) high = middle - 1;
      else if (id.clock >= item.id.clock + item.length) low = middle + 1;
      else return item;
    }
    return undefined;
  };
  /** Whether an id names an item of the log: in the room, or among this update's own items (already checked). */
  const inLog = (id: Y.ID, checked: Set<Y.Item>): boolean => {
    const own = ownItemAt(id);
    if (own)
      return checked.has(own) || (own.id.clock + own.length <= held(own.id.client) && roomItemInLog(id));
    return roomItemInLog(id);
  };
  const roomItemInLog = (id: Y.ID): boolean => {
    if (!(log instanceof Y.Array) || id.clock >= held(id.client)) return false;
    const struct = Y.getItem(doc.store, id);
    return struct instanceof Y.Item && struct.parent === log;
  };

  const counts = { records: state.records, recordings: state.recordings, restores: state.restores };
  const ids = new Set<string>();
  const logWasEmpty = !(log instanceof Y.Array) || log.length === 0;
  let first = true;
  const checked = new Set<Y.Item>();
  const isNew = new Set<Y.Item>(news);
  /** An origin among this update's new items not checked yet: the item waits for it (see `ordered`). */
  const waitsFor = (item: Y.Item): boolean => {
    if (item.origin === null) return false;
    const own = ownItemAt(item.origin);
    return own !== undefined && isNew.has(own) && !checked.has(own);
  };
  for (const item of ordered(news, waitsFor, (done) => checked.add(done))) {
    if (item === null) return { ok: false, refusal: 'not_the_log' };
    if (item.parentSub !== null) return { ok: false, refusal: 'overwrites' };
    if (item.rightOrigin !== null) return { ok: false, refusal: 'not_the_log' };
    if (item.origin !== null) {
      if (!inLog(item.origin, checked)) return { ok: false, refusal: 'not_the_log' };
    } else if ((item.parent as unknown) !== LOG_KEY) {
      // Decoded, a parent is the root's name (a string) or a nested type's id: only the log's name will do.
      return { ok: false, refusal: 'not_the_log' };
    }
    if (!(item.content instanceof Y.ContentAny)) return { ok: false, refusal: 'not_a_record' };
    const { client } = item.id;
    const values = item.content.getContent();
    for (let i = 0; i < values.length; i += 1) {
      const clock = item.id.clock + i;
      // A struct may begin with what the room holds already (checked above as held): only the rest is new.
      if (clock < held(client)) continue;
      const value = values[i];
      if (sealed) {
        const problem = envelopeProblem(value);
        if (problem) return { ok: false, refusal: problem };
        if (!isEnvelope(value) || !verifyEnvelope(room, { client, clock }, value, check))
          return { ok: false, refusal: 'not_a_record' };
        const owner = ownerOf(client);
        if (owner === undefined) owners.set(client, value.p);
        else if (owner !== value.p) return { ok: false, taken: client };
      } else {
        const problem = plainRecordProblem(value);
        if (problem) return { ok: false, refusal: problem };
        const { id } = value as { id: string };
        if (state.ids.has(id) || ids.has(id)) return { ok: false, refusal: 'not_a_record' };
        ids.add(id);
      }
      const kind = kindOf(value, sealed);
      // The night starts with its start, once: the first record of an empty log, and nowhere else.
      const startsHere = logWasEmpty && first && item.origin === null && i === 0;
      if ((kind === 'start') !== startsHere) return { ok: false, refusal: 'not_a_record' };
      first = false;
      count(counts, kind);
      if (
        counts.records > MAX_RECORDS ||
        counts.recordings > MAX_RECORDINGS ||
        counts.restores > MAX_RESTORES
      )
        return { ok: false, refusal: 'night_full' };
    }
  }
  return { ok: true, records: counts.records - state.records, ends };
}

/**
 * The update's new items in an order where each comes after the item it follows (its origin), when that
 * is among them: Yjs writes an update client by client, highest client id first, so a phone relaying
 * records of another client the room lacks (two tabs of one phone share its database; a room restored
 * from older data) sends a record before the one it follows. Each pass takes what no longer waits, in
 * the decoded order; `done` is told of each item once its caller has checked it (the caller checks each
 * as it is yielded). Yields null when items remain that wait for nothing that will come: an origin that
 * is neither in the room nor in the update is then refused by the caller's own check.
 */
function* ordered(
  items: readonly Y.Item[],
  waits: (item: Y.Item) => boolean,
  done: (item: Y.Item) => void,
): Generator<Y.Item | null> {
  let pending = items;
  while (pending.length > 0) {
    const later: Y.Item[] = [];
    for (const item of pending) {
      if (waits(item)) later.push(item);
      else {
        yield item;
        done(item);
      }
    }
    if (later.length === pending.length) {
      yield null;
      return;
    }
    pending = later;
  }
}
