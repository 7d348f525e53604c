// The night as a pure function of its log (src/sync/log.ts): the same records in the same order give the
// same entries, order, seats, conflicts and totals on every phone, whatever order they arrived in.
//
// Order of entries: recordings form a tree by `after` (the last recording its phone had), walked depth
// first, siblings in log order (the Y.Array's order, the same on every replica). Each recording also names
// a hand (`hand`): the last hand its phone had that takes a turn, so a hand's turn is one more than the
// turn of the hand it names (1 for none): its place along its own branch. Hands of one turn that did not
// see each other are a hand conflict, and nothing else is: a phone names the hand of its latest turn, so
// a hand recorded after this phone saw hand N is turn N+1. Phones apart for three hands give three
// conflicts, one per turn. Branches that diverged are interleaved turn by turn: the walk is stably sorted
// by each recording's slot (its turn, after every hand of the turn it followed for a payment; never below
// the slot of the recording it was recorded after), which leaves a night with no branches in the walk's order.
// Versions of an entry form a graph by `of`; its current versions are those no later revision names:
// one is the entry now, two or more are an edit conflict (kept, listed, the later one counted meanwhile).
// A restore makes the night what it was before its target, keeping the records it had not seen: those
// after its phone's entry in its frontier (`upto`), whatever order the merged log put them in.
// A finish that names its frontier (`upto`) counts, while the night stays finished, only the recordings
// and revisions it had seen; the others are late: made after the night was finished on another phone,
// listed (`late`) and not counted until the night is reopened (lateRecords, below).
// A hand conflict is counted the same way: one hand of the turn counts (on the branch counted the turn
// before, else the later in the log), the others wait, shown and counted nowhere (no money, no seat, no
// move of the deal) until the table keeps one (hand-conflicts.ts).
import {
  LedgerInputError,
  MAX_ENTRIES_PER_NIGHT,
  acceptEntry,
  computeLedger,
  type Ledger,
  type LedgerEntry,
  type NightSettings,
} from '../core/ledger';
import { readSharedAddresses, schemeOfProfile, type SharedAddress } from '../core/pay-codes';
import { frontierOf, seenByFrontier } from './frontier';
import {
  MAX_RECORDS,
  MAX_RESTORES,
  checkRecord,
  type LogRecord,
  type RecordOf,
  type RevisionWhy,
} from './log';
import { countOneHandPerTurn, type HandConflict, type TreeSpan } from './hand-conflicts';

export interface LogNightMeta {
  id: string;
  name: string;
  createdAt: number;
  settings: NightSettings;
  status: 'open' | 'finished';
}

/** One version of an entry, as a conflict shows it: its record, what it says (null: deleted), who and when. */
export interface EntryVersion {
  recordId: string;
  entry: LedgerEntry | null;
  phone: string;
  at: number;
}

/** Two revisions (or more) of one entry that did not see each other: every version is kept until a choice. */
export interface EditConflict {
  entryId: string;
  /** In log order; the last one is what the night counts meanwhile. */
  versions: EntryVersion[];
}

/** One record of the log as the history shows it. */
export interface HistoryItem {
  recordId: string;
  kind: LogRecord['t'];
  phone: string;
  at: number;
  /** False when a later restore took it back. */
  active: boolean;
  /** The entry it records or revises. */
  entryId?: string;
  /** For a recording, the entry; for a revision, the entry it made (null: deleted or set aside). */
  entry?: LedgerEntry | null;
  /** For a revision, the entry as it was before (what its phone saw). */
  previous?: LedgerEntry | null;
  why?: RevisionWhy;
  status?: 'open' | 'finished';
  /** For a restore: the record it went back before. */
  before?: string;
  /** For a shared payment address: whose (the seat), and whether it was shared (false: withdrawn). */
  paySeat?: number;
  payShared?: boolean;
  /** Made after the night was finished on another phone, which had not seen it: not counted while it stays finished. */
  late?: true;
}

/**
 * A change made after the night was finished on another phone (the finish had not seen it), while the
 * night stays finished: not counted, said on every phone, counted again once the night is reopened.
 */
export interface LateChange {
  recordId: string;
  /** A recording (a new entry), a revision of an entry, or a choice of a hand conflict. */
  kind: 'record' | 'revise' | 'keep';
  entryId: string;
  /** What it records or makes the entry (null: a deletion or a setting aside); absent for a keep. */
  entry?: LedgerEntry | null;
  why?: RevisionWhy;
  /** For a recording: the hand it would be (its seating's number, as if counted); for others, the entry's place (1-based) when counted. */
  hand?: number;
  number?: number;
  phone: string;
  at: number;
  /** The phone that finished the night, and when. */
  finishedBy: string;
  finishedAt: number;
}

export interface LogEntry {
  id: string;
  entry: LedgerEntry;
  version: number;
  /** The record that recorded it. */
  recordId: string;
  settled: boolean;
  /** Its nearest hand before it in the night's tree (the hand it was recorded after), or null. */
  handBefore: string | null;
  /** For a hand (a win or a draw as recorded): its turn along its own branch. */
  turn?: number;
}

export interface LogNight {
  meta: LogNightMeta;
  entries: LogEntry[];
  ledger: Ledger;
  /** Open hand conflicts: one hand of each is in `entries` (counted), the others wait, counted nowhere. */
  handConflicts: HandConflict[];
  editConflicts: EditConflict[];
  setAside: { entryId: string; entry: LedgerEntry; hand?: number }[];
  /** Changes made after the night was finished on another phone: not counted while it stays finished. */
  late: LateChange[];
  unreadable: number;
  lastHandId: string | null;
  /** What a new recording names as `after`: the last recording in the night's order, deleted ones included. */
  tail: string | null;
  /**
   * What a new recording names as `hand`: the entry id of the hand of the latest turn, among hands that
   * take a turn (counted, waiting in a conflict, or set aside by the table's choice; not deleted), the
   * last of them in the night's order.
   */
  tailHand: string | null;
  /** The last record of the log: what a restore names as `seen`. */
  lastRecordId: string | null;
  /**
   * What a restore names as `upto`: per phone, the last record of that phone in the log, in order of
   * each phone's first record; null when more phones than MAX_FRONTIER wrote, or their ids weigh more than
   * MAX_FRONTIER_CHARS (the restore names `seen` alone).
   */
  frontier: [string, string][] | null;
  /** Each entry's current versions' record ids (what a revision names as `of`). */
  heads: Map<string, string[]>;
  history: HistoryItem[];
  /** The payment addresses shared with the table now, one a seat at most (sharedPayOf). */
  sharedPay: SharedPay[];
  /**
   * Hands two phones kept at once, each setting the other's aside: back in their open conflict, by entry
   * id, with the value their aside took away (a keep of one brings it back before keeping it).
   */
  keptApart: Map<string, LedgerEntry>;
}

export type LogRead =
  { ok: true; night: LogNight } | { ok: false; problem: 'room_empty' | 'unreadable_room' };

const endsAHand = (entry: LedgerEntry): boolean => entry.kind === 'win' || entry.kind === 'draw';

/** The conflict among hands recorded after `handBefore` (null: the first hand of the night), in a room of the earlier format (legacy.ts). */
export const conflictIdOf = (handBefore: string | null): string => `after:${handBefore ?? ''}`;

interface Node {
  record: LogRecord;
  index: number;
}

// A night is read again on every change, and its records are the same objects each time (Yjs keeps the
// values it was given): each record's check, and each entry's against the night's settings, is done once.
const checkedRecords = new WeakMap<object, ReturnType<typeof checkRecord>>();
const acceptedEntries = new WeakMap<object, WeakMap<object, ReturnType<typeof acceptEntry>>>();

function checkOnce(raw: unknown): ReturnType<typeof checkRecord> {
  if (raw === null || typeof raw !== 'object') return checkRecord(raw);
  let checked = checkedRecords.get(raw);
  if (!checked) {
    checked = checkRecord(raw);
    checkedRecords.set(raw, checked);
  }
  return checked;
}

function acceptOnce(settings: NightSettings, raw: unknown): ReturnType<typeof acceptEntry> {
  if (raw === null || typeof raw !== 'object') return acceptEntry(settings, raw);
  let bySettings = acceptedEntries.get(settings);
  if (!bySettings) {
    bySettings = new WeakMap();
    acceptedEntries.set(settings, bySettings);
  }
  let accepted = bySettings.get(raw);
  if (!accepted) {
    accepted = acceptEntry(settings, raw);
    bySettings.set(raw, accepted);
  }
  return accepted;
}

/** The night of a log's raw values (as the Y.Array holds them, in its order). */
export function readLog(raws: readonly unknown[]): LogRead {
  let unreadable = 0;
  const nodes: Node[] = [];
  const byId = new Map<string, Node>();
  for (const raw of raws) {
    if (nodes.length >= MAX_RECORDS) {
      unreadable += 1;
      continue;
    }
    const checked = checkOnce(raw);
    if (!checked.ok || byId.has(checked.record.id)) {
      unreadable += 1;
      continue;
    }
    const node = { record: checked.record, index: nodes.length };
    nodes.push(node);
    byId.set(node.record.id, node);
  }
  const startNode = nodes.find((node) => node.record.t === 'start');
  if (!startNode)
    return { ok: false, problem: nodes.length === 0 && unreadable === 0 ? 'room_empty' : 'unreadable_room' };
  const start = startNode.record as RecordOf<'start'>;
  const settings = start.night.settings as NightSettings;

  /** A record's place and phone in the log, for a frontier's reading (src/sync/frontier.ts). */
  const placeOf = (id: string): { index: number; phone: string } | undefined => {
    const node = byId.get(id);
    return node && { index: node.index, phone: node.record.phone };
  };
  const phoneAt = (index: number): string => nodes[index]!.record.phone;

  // ---- Which records stand: restores take back what they had seen from their target on ----
  // Which records a restore had seen. With its frontier (`upto`): a record at or before its phone's entry
  // there, in any order the merged log gives concurrent records; a phone it names whose record is not
  // here yet had every record here seen (they come before that record in the phone's own order). Without
  // (an earlier version's restore): every record up to `seen`, as it always read.
  const restores: { index: number; before: number; sees: (index: number) => boolean }[] = [];
  for (const node of nodes) {
    if (node.record.t !== 'restore') continue;
    const { before: beforeId, seen: seenId, upto } = node.record;
    const before = byId.get(beforeId);
    if (
      !before ||
      before.index <= startNode.index ||
      before.index >= node.index ||
      restores.length >= MAX_RESTORES
    ) {
      unreadable += 1;
      continue;
    }
    let sees: (index: number) => boolean;
    if (upto) {
      const byFrontier = seenByFrontier(upto, node.index, placeOf, phoneAt);
      if (!byFrontier) {
        unreadable += 1;
        continue;
      }
      sees = byFrontier;
    } else {
      const seen = byId.get(seenId);
      const limit = seen && seen.index < node.index ? Math.max(seen.index, before.index - 1) : node.index - 1;
      sees = (index) => index <= limit;
    }
    restores.push({ index: node.index, before: before.index, sees });
  }
  /** Whether the record at `index` stands in the night as it is after the first `upTo` records (the definition of a restore, walked back). */
  const standsAt = (index: number, upTo: number): boolean => {
    let limit = upTo;
    for (;;) {
      // The latest restore after the record and before the limit decides; none: it stands.
      let restore: (typeof restores)[number] | undefined;
      for (let i = restores.length - 1; i >= 0; i -= 1) {
        const candidate = restores[i]!;
        if (candidate.index < limit && candidate.index > index) {
          restore = candidate;
          break;
        }
        if (candidate.index <= index) break;
      }
      if (!restore) return true;
      if (!restore.sees(index))
        limit = restore.index; // it had not seen this record: as it stood just before it
      else if (index < restore.before)
        limit = restore.before; // as it stood before the target
      else return false;
    }
  };
  const active = nodes.map(
    (node) => node.record.t === 'start' || restores.length === 0 || standsAt(node.index, nodes.length),
  );

  let status: 'open' | 'finished' = 'open';
  let statusNode: Node | undefined;
  for (const node of nodes)
    if (node.record.t === 'status' && active[node.index]) {
      status = node.record.status;
      statusNode = node;
    }
  // What counts: what stands, less what was made after the night was finished on another phone.
  const lateIndexes =
    status === 'finished' && statusNode
      ? lateRecords(nodes, active, statusNode, placeOf, phoneAt)
      : new Set<number>();
  const counts = active.map((stands, index) => stands && !lateIndexes.has(index));

  // ---- Recordings: the night's tree ----
  const recordings = new Map<string, { node: Node; entry: LedgerEntry }>();
  const recordingOfEntry = new Map<string, string>();
  for (const node of nodes) {
    if (node.record.t !== 'record') continue;
    const checked = acceptOnce(settings, node.record.entry);
    if (!checked.ok || recordingOfEntry.has(checked.value.id) || recordings.size >= MAX_ENTRIES_PER_NIGHT) {
      unreadable += 1;
      continue;
    }
    recordings.set(node.record.id, { node, entry: checked.value });
    recordingOfEntry.set(checked.value.id, node.record.id);
  }
  const children = new Map<string | null, string[]>();
  for (const [id, { node }] of recordings) {
    const after = (node.record as RecordOf<'record'>).after;
    const parent =
      after !== null && recordings.has(after) && recordings.get(after)!.node.index < node.index
        ? after
        : null;
    // In log order, since recordings is.
    const siblings = children.get(parent);
    if (siblings) siblings.push(id);
    else children.set(parent, [id]);
  }
  const walk: string[] = [];
  const handBefore = new Map<string, string | null>();
  const stack: { id: string; hand: string | null }[] = (children.get(null) ?? [])
    .map((id) => ({ id, hand: null }))
    .reverse();
  while (stack.length > 0) {
    const { id, hand } = stack.pop()!;
    walk.push(id);
    const { entry: recorded, node } = recordings.get(id)!;
    // The hand its phone named, when that is a hand recorded before it; else the nearest hand above it in the tree.
    const named = (node.record as RecordOf<'record'>).hand;
    const namedRecording = named === null ? undefined : recordings.get(recordingOfEntry.get(named) ?? '');
    const nameOk =
      named === null ||
      (namedRecording !== undefined &&
        namedRecording.node.index < node.index &&
        endsAHand(namedRecording.entry));
    handBefore.set(id, nameOk ? named : hand);
    const below = endsAHand(recorded) ? recorded.id : hand;
    for (const child of [...(children.get(id) ?? [])].reverse()) stack.push({ id: child, hand: below });
  }

  // ---- Turns: a hand's place along its own branch; the walk interleaved turn by turn ----
  // In log order, so the hand a recording names (earlier in the log) has its turn already.
  const turnOf = new Map<string, number>(); // entry id of a hand → its turn
  for (const [id, { entry }] of recordings) {
    if (!endsAHand(entry)) continue;
    const before = handBefore.get(id) ?? null;
    turnOf.set(entry.id, before === null ? 1 : (turnOf.get(before) ?? 0) + 1);
  }
  // A recording's slot: [turn, 0] for a hand (its turn), [the turn it followed, 1] for anything else (a
  // payment during the next hand, after every hand of the turn it followed, whichever of them counts),
  // and never below the slot of the recording it was recorded after, so the stable sort below keeps every
  // recording after that one. With no branches, slots only grow along the walk: its order is kept.
  const slot = new Map<string, readonly [number, number]>();
  const later = (a: readonly [number, number], b: readonly [number, number]) =>
    (a[0] - b[0] || a[1] - b[1]) >= 0 ? a : b;
  for (const id of walk) {
    const { node, entry } = recordings.get(id)!;
    const after = (node.record as RecordOf<'record'>).after;
    const above = after === null ? undefined : slot.get(after);
    const own: readonly [number, number] = endsAHand(entry)
      ? [turnOf.get(entry.id)!, 0]
      : [above?.[0] ?? 0, 1];
    slot.set(id, above ? later(above, own) : own);
  }
  const order = walk
    .map((id, index) => ({ id, index, at: slot.get(id)! }))
    .sort((a, b) => a.at[0] - b.at[0] || a.at[1] - b.at[1] || a.index - b.index)
    .map(({ id }) => id);
  // Each recording's span in the walk: those below it were recorded by phones that had it (hand-conflicts.ts).
  const spans = new Map<string, TreeSpan>();
  for (let index = walk.length - 1; index >= 0; index -= 1) {
    const id = walk[index]!;
    const end = (children.get(id) ?? []).reduce(
      (last, child) => Math.max(last, spans.get(child)!.end),
      index,
    );
    spans.set(id, { enter: index, end });
  }

  // ---- Versions of each entry ----
  const versionsOf = new Map<string, Node[]>(); // revisions per entry id, log order, every one (for the count)
  const valueOf = new Map<string, LedgerEntry | null>(); // record id → the entry it says
  for (const [id, { entry }] of recordings) valueOf.set(id, entry);
  for (const node of nodes) {
    if (node.record.t !== 'revise') continue;
    const { entry: entryId, of, value } = node.record;
    const recordingId = recordingOfEntry.get(entryId);
    const sameEntry = (ref: string) => {
      const target = byId.get(ref);
      return (
        target !== undefined &&
        target.index < node.index &&
        (ref === recordingId ||
          (target.record.t === 'revise' && target.record.entry === entryId && valueOf.has(ref)))
      );
    };
    if (recordingId === undefined || !of.every(sameEntry)) {
      unreadable += 1;
      continue;
    }
    let now: LedgerEntry | null = null;
    if (value !== null) {
      const checked = acceptOnce(settings, value);
      if (!checked.ok || checked.value.id !== entryId) {
        unreadable += 1;
        continue;
      }
      now = checked.value;
    }
    valueOf.set(node.record.id, now);
    const versions = versionsOf.get(entryId);
    if (versions) versions.push(node);
    else versionsOf.set(entryId, [node]);
  }
  const settledIds = settledEntries(nodes, counts, valueOf);

  const heads = new Map<string, string[]>();
  const editConflicts: EditConflict[] = [];
  const setAside: LogNight['setAside'] = [];
  const live: LogEntry[] = [];
  /** Hands set aside by a choice while the table's keep of them stands, by turn (see keptApart below). */
  const keptAside: { turn: number; item: LogEntry }[] = [];
  /** The entry as it was before versions that say nothing (set aside again, say): the nearest earlier version that says it. */
  const valueBefore = (of: readonly string[]): LedgerEntry | undefined => {
    const seen = new Set<string>();
    const stack = [...of];
    while (stack.length > 0) {
      const id = stack.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const value = valueOf.get(id);
      if (value) return value;
      const record = byId.get(id)?.record;
      if (record?.t === 'revise') stack.push(...record.of);
    }
    return undefined;
  };
  const versionRecord = (recordId: string): EntryVersion => {
    const { record } = byId.get(recordId)!;
    return { recordId, entry: valueOf.get(recordId) ?? null, phone: record.phone, at: record.at };
  };
  for (const recordingId of order) {
    const { node, entry } = recordings.get(recordingId)!;
    if (!counts[node.index]) continue;
    const revisions = (versionsOf.get(entry.id) ?? []).filter((revision) => counts[revision.index]);
    const named = new Set(revisions.flatMap((revision) => (revision.record as RecordOf<'revise'>).of));
    const current = [recordingId, ...revisions.map((revision) => revision.record.id)].filter(
      (id) => !named.has(id),
    );
    heads.set(entry.id, current);
    const values = current.map((id) => valueOf.get(id) ?? null);
    const distinct = new Set(values.map((value) => JSON.stringify(value)));
    if (distinct.size > 1) editConflicts.push({ entryId: entry.id, versions: current.map(versionRecord) });
    const nowId = current.at(-1)!;
    const now = valueOf.get(nowId) ?? null;
    const base = (node.record as RecordOf<'record'>).base ?? 0;
    const turn = turnOf.get(entry.id);
    const logEntry = (value: LedgerEntry, settled: boolean): LogEntry => ({
      id: entry.id,
      entry: value,
      version: base + (versionsOf.get(entry.id)?.length ?? 0),
      recordId: recordingId,
      settled,
      handBefore: handBefore.get(recordingId) ?? null,
      ...(turn === undefined ? {} : { turn }),
    });
    if (now === null) {
      const lastRevision = byId.get(nowId)!.record;
      if (lastRevision.t === 'revise' && lastRevision.why === 'aside') {
        const before = valueBefore(lastRevision.of);
        if (before) {
          setAside.push({
            entryId: entry.id,
            entry: before,
            ...(turn === undefined || !endsAHand(before) ? {} : { hand: turn }),
          });
          if (turn !== undefined && settledIds.has(entry.id) && endsAHand(before))
            keptAside.push({ turn, item: logEntry(before, false) });
        }
      }
      continue;
    }
    live.push(logEntry(now, settledIds.has(entry.id)));
  }
  // Two phones that kept different hands of one turn, neither having seen the other's choice, set each
  // other's aside: the turn would count no hand. Every hand of such a turn that the
  // table kept comes back, its choice open again (`keptApart`), one counted meanwhile, until one is kept.
  const keptApart = new Map<string, LedgerEntry>();
  const countedTurns = new Set(
    live.flatMap((item) => (item.turn !== undefined && endsAHand(item.entry) ? [item.turn] : [])),
  );
  const byTurn = new Map<number, LogEntry[]>();
  for (const { turn, item } of keptAside) byTurn.set(turn, [...(byTurn.get(turn) ?? []), item]);
  for (const [turn, items] of byTurn) {
    if (items.length < 2 || countedTurns.has(turn)) continue;
    for (const item of items) keptApart.set(item.id, item.entry);
  }
  if (keptApart.size > 0) {
    const place = new Map(order.map((id, index) => [id, index]));
    for (const items of byTurn.values()) live.push(...items.filter((item) => keptApart.has(item.id)));
    live.sort((a, b) => place.get(a.recordId)! - place.get(b.recordId)!);
    for (let index = setAside.length - 1; index >= 0; index -= 1)
      if (keptApart.has(setAside[index]!.entryId)) setAside.splice(index, 1);
  }
  // The hand a new recording names: of the latest turn among hands that take one (a deleted hand takes
  // none; a hand set aside by a choice keeps its turn), the last in the night's order.
  const takesTurn = new Set([...live.map((item) => item.id), ...setAside.map((item) => item.entryId)]);
  let tailHand: string | null = null;
  for (const id of order) {
    const hand = recordings.get(id)!.entry.id;
    const turn = turnOf.get(hand);
    if (turn !== undefined && takesTurn.has(hand) && (tailHand === null || turn >= turnOf.get(tailHand)!))
      tailHand = hand;
  }

  // A hand conflict counts as one turn: one hand of it counts meanwhile, the others wait (hand-conflicts.ts).
  const { counting, conflicts } = countOneHandPerTurn(
    live,
    (item) => item.turn,
    (item) => spans.get(item.recordId)!,
    (item) => recordings.get(item.recordId)!.node.index,
    (item) => {
      const { record } = recordings.get(item.recordId)!.node;
      return { phone: record.phone, at: record.at };
    },
  );
  const { kept, ledger, refused } = ledgerOf(settings, counting);
  unreadable += refused;
  // A conflict whose counted hand the ledger refused has nothing counted to choose against: its hands wait no more.
  // Said "at the same time" only when every phone says it was live; a record of an earlier version says nothing: apart.
  const recordOfEntry = new Map(live.map((item) => [item.id, item.recordId]));
  const recordedLive = (entryId: string): boolean => {
    const recordId = recordOfEntry.get(entryId);
    return (
      recordId !== undefined &&
      (recordings.get(recordId)?.node.record as RecordOf<'record'> | undefined)?.live === true
    );
  };
  const handConflicts = conflicts
    .filter((conflict) => kept.some((item) => item.id === conflict.counted))
    .map((conflict) =>
      conflict.entryIds.every(recordedLive) ? { ...conflict, atSameTime: true as const } : conflict,
    )
    .map((conflict) =>
      conflict.entryIds.some((id) => keptApart.has(id))
        ? { ...conflict, keptApart: true as const }
        : conflict,
    );

  const late = lateChanges(lateIndexes, nodes, statusNode, valueOf, recordings, order, kept, ledger);

  const frontier = frontierOf(nodes.map((node) => node.record));

  const history = nodes.map((node): HistoryItem => {
    const item = historyItem(node, active[node.index]!, valueOf, recordingOfEntry);
    return lateIndexes.has(node.index) ? { ...item, late: true } : item;
  });
  return {
    ok: true,
    night: {
      meta: {
        id: start.night.id,
        name: start.night.name.trim(),
        createdAt: start.night.createdAt,
        settings,
        status,
      },
      entries: kept,
      ledger,
      handConflicts,
      editConflicts,
      setAside,
      late,
      unreadable,
      lastHandId: kept.findLast((item) => endsAHand(item.entry))?.id ?? null,
      tail: order.at(-1) ?? null,
      tailHand,
      lastRecordId: nodes.at(-1)?.record.id ?? null,
      frontier,
      heads,
      history,
      sharedPay: sharedPayOf(
        nodes.slice(startNode.index + 1).map((node) => node.record),
        settings,
      ),
      keptApart,
    },
  };
}

/**
 * The records a finish had not seen, by its frontier (`upto`): recordings, revisions and keeps of other
 * phones made while it finished, or after (a phone apart that had not heard of it). None for a finish
 * without a frontier (an earlier version's), or one whose frontier contradicts the log (a record named
 * under another phone, or after the finish: only a hostile phone writes that, and the night reads as if
 * the finish named no frontier).
 */
function lateRecords(
  nodes: readonly Node[],
  active: readonly boolean[],
  finish: Node,
  placeOf: (id: string) => { index: number; phone: string } | undefined,
  phoneAt: (index: number) => string,
): Set<number> {
  const late = new Set<number>();
  const record = finish.record as RecordOf<'status'>;
  if (!record.upto) return late;
  const seen = seenByFrontier(record.upto, finish.index, placeOf, phoneAt);
  if (!seen) return late;
  for (const node of nodes) {
    const { t } = node.record;
    if ((t === 'record' || t === 'revise' || t === 'keep') && active[node.index] && !seen(node.index))
      late.add(node.index);
  }
  return late;
}

/** The late records as the screens say them: what, which entry, which hand or place. */
function lateChanges(
  lateIndexes: ReadonlySet<number>,
  nodes: readonly Node[],
  finish: Node | undefined,
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
  recordings: ReadonlyMap<string, { node: Node; entry: LedgerEntry }>,
  order: readonly string[],
  kept: readonly LogEntry[],
  ledger: Ledger,
): LateChange[] {
  if (lateIndexes.size === 0 || !finish) return [];
  const place = new Map(kept.map((item, index) => [item.id, index]));
  const orderOf = new Map(order.map((id, index) => [id, index]));
  const changes: LateChange[] = [];
  for (const index of [...lateIndexes].sort((a, b) => a - b)) {
    const { record } = nodes[index]!;
    const common = {
      recordId: record.id,
      phone: record.phone,
      at: record.at,
      finishedBy: finish.record.phone,
      finishedAt: finish.record.at,
    };
    if (record.t === 'record') {
      const recorded = recordings.get(record.id);
      if (!recorded) continue;
      // The hand it would be: after the last counted entry before it in the night's order.
      const at = orderOf.get(record.id) ?? order.length;
      let previous = -1;
      kept.forEach((item, position) => {
        if ((orderOf.get(item.recordId) ?? Infinity) < at) previous = position;
      });
      const row = previous >= 0 ? ledger.rows[previous] : undefined;
      const hand = row ? row.handNumber + (endsAHand(row.entry) ? 1 : 0) : 1;
      changes.push({ ...common, kind: 'record', entryId: recorded.entry.id, entry: recorded.entry, hand });
    } else if (record.t === 'revise') {
      const number = place.get(record.entry);
      changes.push({
        ...common,
        kind: 'revise',
        entryId: record.entry,
        entry: valueOf.get(record.id) ?? null,
        why: record.why,
        ...(number === undefined ? {} : { number: number + 1 }),
      });
    } else if (record.t === 'keep') {
      const number = place.get(record.entry);
      changes.push({
        ...common,
        kind: 'keep',
        entryId: record.entry,
        ...(number === undefined ? {} : { number: number + 1 }),
      });
    }
  }
  return changes;
}

/**
 * The entries a choice of the table stands for: kept ("Keep this one"), and not brought back since. A
 * hand brought back from the set-aside list is not settled: its conflict opens again, on every phone.
 */
function settledEntries(
  nodes: readonly Node[],
  counts: readonly boolean[],
  valueOf: ReadonlyMap<string, LedgerEntry | null>,
): Set<string> {
  const settled = new Set<string>();
  for (const node of nodes) {
    if (!counts[node.index]) continue;
    if (node.record.t === 'keep') settled.add(node.record.entry);
    if (node.record.t === 'revise' && node.record.why === 'bring_back' && valueOf.has(node.record.id))
      settled.delete(node.record.entry);
  }
  return settled;
}

function historyItem(
  node: Node,
  active: boolean,
  valueOf: Map<string, LedgerEntry | null>,
  recordingOfEntry: Map<string, string>,
): HistoryItem {
  const { record } = node;
  const item: HistoryItem = {
    recordId: record.id,
    kind: record.t,
    phone: record.phone,
    at: record.at,
    active,
  };
  switch (record.t) {
    case 'record': {
      const entry = valueOf.get(record.id);
      if (entry) {
        item.entryId = entry.id;
        item.entry = entry;
      }
      break;
    }
    case 'revise':
      item.entryId = record.entry;
      item.why = record.why;
      if (valueOf.has(record.id)) {
        item.entry = valueOf.get(record.id) ?? null;
        item.previous = record.of.map((id) => valueOf.get(id)).find((value) => value !== undefined) ?? null;
      }
      void recordingOfEntry;
      break;
    case 'keep':
      item.entryId = record.entry;
      break;
    case 'status':
      item.status = record.status;
      break;
    case 'restore':
      item.before = record.before;
      break;
    case 'start':
      break;
    case 'pay_address':
      item.paySeat = record.seat;
      item.payShared = record.address !== null;
      break;
  }
  return item;
}

/**
 * The ledger of the accepted entries. Each passed the schemas alone, so the ledger computes; should it
 * still refuse one (a fault, or a hostile combination), that entry is left out and counted, one at a time.
 */
export function ledgerOf<T extends { entry: LedgerEntry }>(
  settings: NightSettings,
  items: readonly T[],
): { kept: T[]; ledger: Ledger; refused: number } {
  let kept = [...items];
  let refused = 0;
  for (;;) {
    try {
      return {
        kept,
        ledger: computeLedger(
          settings,
          kept.map((item) => item.entry),
        ),
        refused,
      };
    } catch (error) {
      const position = error instanceof LedgerInputError ? firstBadPosition(error) : null;
      if (position !== null && position < kept.length) {
        kept = kept.filter((_, index) => index !== position);
      } else {
        // Without a position the fault is somewhere: keep the longest prefix that computes.
        const prefix = longestComputingPrefix(settings, kept);
        kept = prefix.length < kept.length ? prefix : kept.slice(0, -1);
      }
      refused = items.length - kept.length;
    }
  }
}

function firstBadPosition(error: LedgerInputError): number | null {
  const match = /^Entry (\d+) /.exec(error.message);
  return match ? Number(match[1]) - 1 : null;
}

function longestComputingPrefix<T extends { entry: LedgerEntry }>(
  settings: NightSettings,
  items: readonly T[],
): T[] {
  let good = 0;
  for (let length = 1; length <= items.length; length += 1) {
    try {
      computeLedger(
        settings,
        items.slice(0, length).map((item) => item.entry),
      );
      good = length;
    } catch (error) {
      void error; // the entry at `length` is where it fails: everything before it is kept
      break;
    }
  }
  return items.slice(0, good);
}

// ---- Payment addresses shared with the table (pay_address records) ----

/** A payment address shared with the table, as the log says it now: who shared it, when, and by which record. */
export interface SharedPay extends SharedAddress {
  readonly phone: string;
  readonly at: number;
  readonly recordId: string;
}

/**
 * The payment addresses shared with the table now: for each seat, its latest pay_address record in
 * log order (the same on every phone), unless that record withdrew it (null). `records` are the log's
 * readable records after its start, as readLog has them (checked once, each id once, within the log's
 * bound). Records of another scheme than the table's, or whose address the core does not read as
 * written, are left out (the server refuses them; a record that got past is still never shown).
 * Restores do not touch them: sharing is its owner's choice, and a restore of the night's hands must
 * never share again an address its owner withdrew.
 */
function sharedPayOf(records: readonly LogRecord[], settings: NightSettings): SharedPay[] {
  const scheme = schemeOfProfile(settings.profile);
  const latest = new Map<number, RecordOf<'pay_address'>>();
  for (const record of records)
    if (record.t === 'pay_address' && record.scheme === scheme) latest.set(record.seat, record);
  const shared: SharedPay[] = [];
  for (const record of latest.values()) {
    if (record.address === null) continue;
    const [read] = readSharedAddresses(scheme, [{ seat: record.seat, address: record.address }]);
    if (read) shared.push({ ...read, phone: record.phone, at: record.at, recordId: record.id });
  }
  return shared.sort((a, b) => a.seat - b.seat);
}
