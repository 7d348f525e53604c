// The sync server's check of an update to a night's room, before it is applied (server/log-guard.ts):
// pure, so the app's tests run the same code. An update may only append records of the log's schema
// (src/sync/log.ts) at the end of the root Y.Array `log`, within the night's bounds. Anything else is
// refused whole: not applied, not acknowledged, and the phone told why.
//
// Each refusal has a code the phone is told, and the server closes the room's connection with it (or
// asks the phone to sync again): the codes, their meaning and how they travel are in
// packages/night-log/src/refusals.ts, shared with the server.
import type { LogRefusal } from '@tai-table/night-log';
import * as Y from 'yjs';
import { acceptEntry, validateSettings, type NightSettings } from '../core/ledger';
import { schemeOfProfile } from '../core/pay-codes/address';
import { LOG_KEY, MAX_RECORDINGS, MAX_RECORDS, MAX_RESTORES, checkRecord, type LogRecord } from './log';

// The refusals on the wire (codes, close reasons, reading them back) are the app's and the server's:
// defined in @tai-table/night-log.
export {
  isResyncClose,
  LOG_REFUSAL_WORDS,
  LOG_REFUSALS,
  LOG_REFUSED_CODE,
  LOG_RESYNC,
  logRefusalOf,
  logRefusalReason,
  type LogRefusal,
} from '@tai-table/night-log';

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
       * (LOG_RESYNC_CODE) rather than refuse it: the sync's exchange sends what the room lacks, in order.
       */
      gap?: true;
    };

/** What the check remembers of a room's log between updates, so each update costs its own size, not the night's. */
interface Known {
  length: number;
  records: number;
  recordings: number;
  restores: number;
  settings: NightSettings | null;
  ids: Set<string>;
}

const known = new WeakMap<Y.Doc, Known>();

/** The room's log as checked so far, brought up to date with what it holds now (applied since, or loaded). */
/**
 * The room's log, or null before anything was appended. A root type that arrived in an update is a
 * bare AbstractType until someone asks for it as an array; asking makes it one (it can be nothing else).
 */
function logOf(doc: Y.Doc): Y.Array<unknown> | null {
  return doc.share.has(LOG_KEY) ? doc.getArray<unknown>(LOG_KEY) : null;
}

function knownOf(doc: Y.Doc): Known {
  const log = logOf(doc);
  const length = log instanceof Y.Array ? log.length : 0;
  let state = known.get(doc);
  if (!state || state.length > length) {
    state = { length: 0, records: 0, recordings: 0, restores: 0, settings: null, ids: new Set() };
    known.set(doc, state);
  }
  if (log instanceof Y.Array && state.length < length) {
    const values = log.slice(state.length) as unknown[];
    for (const value of values) {
      const checked = checkRecord(value);
      if (!checked.ok) continue;
      count(state, checked.record);
    }
    state.length = length;
  }
  return state;
}

function count(state: Known, record: LogRecord): void {
  state.records += 1;
  state.ids.add(record.id);
  if (record.t === 'record') state.recordings += 1;
  if (record.t === 'restore') state.restores += 1;
  if (record.t === 'start' && state.settings === null) {
    const settings = validateSettings(record.night.settings);
    if (settings.ok) state.settings = settings.value;
  }
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

/**
 * Checks an update (Yjs v1 encoding, as y-protocols sends it) against the room's document as it stands
 * before the update. Answers how many new records it appends, or why it is refused.
 */
export function checkLogUpdate(doc: Y.Doc, update: Uint8Array): LogCheck {
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

  const state = knownOf(doc);
  const log = logOf(doc);
  const ownItems: Y.Item[] = [];
  const news: Y.Item[] = [];
  /** Where each client's next struct must start: right after what the room (or this update) holds, never past a gap. */
  const next = new Map<number, number>();
  /** Where each client's structs end (a Skip is a gap, never held: not counted). */
  const ends = new Map<number, number>();
  for (const struct of structs) {
    if (struct instanceof Y.Skip) continue;
    const end = struct.id.clock + struct.length;
    if (end > (ends.get(struct.id.client) ?? 0)) ends.set(struct.id.client, end);
    if (struct instanceof Y.GC) {
      // Content already collected: only what a delete left behind, so a deletion (unless already held).
      if (struct.id.clock + struct.length <= Y.getState(doc.store, struct.id.client)) continue;
      return { ok: false, refusal: 'deletes' };
    }
    if (!(struct instanceof Y.Item)) return { ok: false, refusal: 'unreadable_update' };
    const { client, clock } = struct.id;
    // A gap would leave the struct pending in the room's memory, outside every count: appended in order only.
    if (clock > (next.get(client) ?? Y.getState(doc.store, client)))
      return { ok: false, refusal: 'not_the_log', gap: true };
    next.set(client, Math.max(next.get(client) ?? 0, clock + struct.length));
    ownItems.push(struct);
    // Already held by the room (a phone repeating what it sent before): nothing new.
    if (struct.id.clock + struct.length <= Y.getState(doc.store, struct.id.client)) continue;
    news.push(struct);
  }

  /** Whether an id names an item of the log: in the room, or among this update's own items (already checked). */
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
  const inLog = (id: Y.ID, checked: Set<Y.Item>): boolean => {
    const own = ownItemAt(id);
    if (own)
      return (
        checked.has(own) ||
        (own.id.clock + own.length <= Y.getState(doc.store, own.id.client) && roomItemInLog(id))
      );
    return roomItemInLog(id);
  };
  const roomItemInLog = (id: Y.ID): boolean => {
    if (!(log instanceof Y.Array) || id.clock >= Y.getState(doc.store, id.client)) return false;
    const struct = Y.getItem(doc.store, id);
    return struct instanceof Y.Item && struct.parent === log;
  };

  let records = state.records;
  let recordings = state.recordings;
  let restores = state.restores;
  let settings = state.settings;
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
    for (const value of item.content.getContent()) {
      const record = checkRecord(value);
      if (!record.ok)
        return { ok: false, refusal: record.problem === 'not_a_record' ? 'not_a_record' : 'record_too_big' };
      const { record: r } = record;
      if (state.ids.has(r.id) || ids.has(r.id)) return { ok: false, refusal: 'not_a_record' };
      ids.add(r.id);
      // The night starts with its start, once: the first record of an empty log, and nowhere else.
      const startsHere = logWasEmpty && first && item.origin === null;
      if ((r.t === 'start') !== startsHere) return { ok: false, refusal: 'not_a_record' };
      first = false;
      if (r.t === 'start') {
        const checkedSettings = validateSettings(r.night.settings);
        if (!checkedSettings.ok) return { ok: false, refusal: 'not_a_record' };
        settings = checkedSettings.value;
      }
      if (settings === null) return { ok: false, refusal: 'not_a_record' };
      // A shared payment address is of the table's scheme (PayNow at Singapore tables, FPS at Hong Kong ones).
      if (r.t === 'pay_address' && r.scheme !== schemeOfProfile(settings.profile))
        return { ok: false, refusal: 'not_a_record' };
      const entry = r.t === 'record' ? r.entry : r.t === 'revise' ? r.value : null;
      if (entry !== null) {
        const accepted = acceptEntry(settings, entry);
        if (!accepted.ok || (r.t === 'revise' && accepted.value.id !== r.entry))
          return { ok: false, refusal: 'not_a_record' };
      }
      records += 1;
      if (r.t === 'record') recordings += 1;
      if (r.t === 'restore') restores += 1;
      if (records > MAX_RECORDS || recordings > MAX_RECORDINGS || restores > MAX_RESTORES)
        return { ok: false, refusal: 'night_full' };
    }
  }
  return { ok: true, records: records - state.records, ends };
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
