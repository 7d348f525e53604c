// What a peer with the link writes into a night. What breaks the log (deletions, overwrites, inserts
// before the end, other types, a second start, floods past the bounds; in a sealed room anything but an
// envelope signed for its place) is refused by the server's check (@tai-table/night-log's
// update-check.ts, tested there), which every change the app makes passes. What only breaks the night
// (a record that is no record of the schema, an entry that does not fit the night's settings, a restore
// of the start, a revision of nothing, a kind that is not what its envelope says, a record of a newer
// format) the server cannot judge (a sealed room's content is sealed from it; an older room's is checked
// where a sealed one's is): every phone leaves it out, names the phone it came from, and reads the night
// as it was.
import { appendSealed, LOG_KEY, newPhoneKeys, sealEnvelope, type PhoneKeys } from '@tai-table/night-log';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { randomId } from '../core/random-ids';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight, type NightMeta } from './doc';
import { MAX_FRONTIER } from './frontier';
import { sealedRoomFor, sealedRoomOf } from './sealed';
import { readOk, sealedDoc, serverCheck, syncDocs, TEST_SECRET } from './testing';

const settings = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' };

type RoomKind = 'older' | 'sealed';

/** A phone's document of a room of this kind. */
const phoneDoc = (kind: RoomKind, keys: PhoneKeys = newPhoneKeys()): Y.Doc =>
  kind === 'sealed' ? sealedDoc(keys) : new Y.Doc();

/** What a change sends: the update of one transaction. */
function sent(doc: Y.Doc, change: () => void): Uint8Array {
  const before = Y.encodeStateVector(doc);
  change();
  return Y.encodeStateAsUpdate(doc, before);
}

/** The room (the server's document) holding a seeded night, and the phone that seeded it. */
function roomAndPhone(kind: RoomKind): { room: Y.Doc; phone: Y.Doc } {
  const phone = phoneDoc(kind);
  const room = new Y.Doc();
  const seed = sent(phone, () =>
    seedNight(
      phone,
      meta,
      [discardWin(settings, 1, 0, 3), drawnHand()].map((entry) => ({ id: entry.id, entry, version: 0 })),
      'phone-a',
    ),
  );
  // Three records in one push: one struct of the phone's client, clocks 0 to 2, so it ends at 3.
  expect(serverCheck(room, seed, phone)).toEqual({
    ok: true,
    records: 3,
    ends: new Map([[phone.clientID, 3]]),
  });
  Y.applyUpdate(room, seed);
  return { room, phone };
}

/** A peer with the link: its own document synced with the room, writing records of its own making. */
class Peer {
  readonly keys = newPhoneKeys();
  readonly doc: Y.Doc;
  constructor(
    readonly kind: RoomKind,
    room: Y.Doc,
  ) {
    this.doc = phoneDoc(kind, this.keys);
    syncDocs(room, this.doc);
  }
  /** The phone its records name: its key in a sealed room, what it says in an older one. */
  get phone(): string {
    return this.kind === 'sealed' ? this.keys.publicKey : 'hostile';
  }
  /** Writes `records` as this room's phones write: sealed and signed by its key, or plain. */
  write(records: Record<string, unknown>[]): Uint8Array {
    return sent(this.doc, () => {
      if (this.kind === 'older') this.doc.getArray(LOG_KEY).push(records);
      else
        appendSealed(
          this.doc,
          sealedRoomOf(this.doc)!,
          this.keys,
          records.map(({ phone: _phone, ...content }) => ({
            kind: String(content.t),
            json: JSON.stringify(content),
          })),
        );
    });
  }
}

const record = (fields: Record<string, unknown>) => ({
  v: 2,
  id: `r-${randomId(8, 'hex')}`,
  phone: 'hostile',
  at: 1_000,
  ...fields,
});

/** What a night reads as, for comparing before and after: its entries and totals. */
function nightOf(doc: Y.Doc) {
  const night = readOk(doc);
  return { entries: night.entries.map((item) => item.id), totals: night.ledger.totals };
}

function readFirst(doc: Y.Doc): string {
  return readOk(doc).entries[0]!.id;
}

/** Records that are records of no night: each the server of either format takes, and every phone leaves out. */
function contentAttacks(room: Y.Doc): [string, Record<string, unknown>][] {
  const startId = (readOk(room).history[0] as { recordId: string }).recordId;
  return [
    ['a status of no kind', record({ t: 'status', status: 'sleeping' })],
    [
      'an entry of no kind',
      record({ t: 'record', after: null, hand: null, entry: { ...drawnHand(), kind: 'steal' } }),
    ],
    [
      'a win of more tai than the table allows',
      record({ t: 'record', after: null, hand: null, entry: { ...discardWin(settings, 1, 0, 3), tai: 999 } }),
    ],
    ['a field no record has', record({ t: 'status', status: 'open', extra: 1 })],
    [
      'a recording said live by a word',
      record({ t: 'record', after: null, hand: null, entry: drawnHand(), live: 'yes' }),
    ],
    [
      'a restore naming one phone twice',
      record({
        t: 'restore',
        before: 'x',
        seen: 'y',
        upto: [
          ['p1', 'a'],
          ['p1', 'b'],
        ],
      }),
    ],
    [
      'a restore of three ids a phone',
      record({ t: 'restore', before: 'x', seen: 'y', upto: [['p1', 'a', 'b']] }),
    ],
    ['a restore without what it saw', record({ t: 'restore', before: 'x', upto: [['p1', 'a']] })],
    [
      'a restore of too many phones',
      record({
        t: 'restore',
        before: 'x',
        seen: 'y',
        upto: Array.from({ length: MAX_FRONTIER + 1 }, (_, i) => [`p${i}`, `r${i}`]),
      }),
    ],
    ['a finish with a frontier of numbers', record({ t: 'status', status: 'finished', upto: [['p1', 7]] })],
    ['a finish with a frontier of nothing', record({ t: 'status', status: 'finished', upto: null })],
    // The night's start taken back: a restore must go back to after it.
    ['a restore of the start', record({ t: 'restore', before: startId, seen: startId })],
    [
      'a revision of an entry never recorded',
      record({ t: 'revise', entry: 'nobody', of: ['x'], value: null, why: 'delete' }),
    ],
    [
      'a recording of an entry already recorded',
      record({ t: 'record', after: null, hand: null, entry: readOk(room).entries[0]!.entry }),
    ],
    [
      'a payment address as typed, not as written',
      record({ t: 'pay_address', seat: 2, scheme: 'paynow', address: '9123 4567' }),
    ],
    [
      'a payment address of no seat',
      record({ t: 'pay_address', seat: 4, scheme: 'paynow', address: '+6591234567' }),
    ],
    ['a record far too long', record({ t: 'status', status: 'open', note: 'n'.repeat(11_500) })],
  ];
}

for (const kind of ['older', 'sealed'] as const) {
  describe(`in ${kind === 'sealed' ? 'a sealed room' : 'an older room (plain records)'}`, () => {
    it('every change the app makes passes the server’s check', () => {
      const { room, phone } = roomAndPhone(kind);
      const changes: (() => void)[] = [
        () => applyDocChange(phone, { kind: 'record', entry: selfDrawnWin(settings, 2, 1) }, null, 'phone-a'),
        () =>
          applyDocChange(phone, { kind: 'revise', entryId: readFirst(phone), entry: null }, null, 'phone-a'),
        () => applyDocChange(phone, { kind: 'status', status: 'finished' }, null, 'phone-a'),
        () => applyDocChange(phone, { kind: 'status', status: 'open' }, null, 'phone-a'),
        () => applyDocChange(phone, { kind: 'record', entry: drawnHand() }, null, 'phone-a', { live: true }),
        () =>
          applyDocChange(
            phone,
            { kind: 'restore', before: readOk(phone).history[2]!.recordId },
            null,
            'phone-a',
          ),
        () =>
          applyDocChange(
            phone,
            { kind: 'pay_address', seat: 2, scheme: 'paynow', address: '+6591234567' },
            null,
            'phone-a',
          ),
        () =>
          applyDocChange(
            phone,
            { kind: 'pay_address', seat: 2, scheme: 'paynow', address: null },
            null,
            'phone-a',
          ),
      ];
      for (const change of changes) {
        const update = sent(phone, change);
        expect(serverCheck(room, update, phone)).toMatchObject({ ok: true });
        Y.applyUpdate(room, update);
      }
      const read = readNightDoc(withKeysOf(phone, room));
      expect(read.ok && read.night.leftOut).toEqual([]);
      expect(read.ok && read.night.entries.map((item) => item.id)).toEqual(
        readOk(phone).entries.map((i) => i.id),
      );
    });

    it('leaves out every record of no night, naming the phone it came from, and reads the night as before', () => {
      const { room, phone } = roomAndPhone(kind);
      const before = nightOf(phone);
      contentAttacks(phone).forEach(([what, value], i) => {
        const peer = new Peer(kind, room);
        const update = peer.write([value]);
        expect([what, serverCheck(room, update, phone).ok]).toEqual([what, true]);
        Y.applyUpdate(room, update);
        syncDocs(room, phone);
        const read = readOk(phone);
        expect([what, nightOf(phone)]).toEqual([what, before]);
        // One more change left out, and it names the peer (each attack from a phone of its own).
        expect([what, read.leftOut.length]).toEqual([what, i + 1]);
        expect(read.leftOut, what).toContainEqual({ phone: peer.phone, newer: false });
        // The peer is numbered among the night's phones, after the phone that started it.
        expect(read.phones.map((each) => each.phone).indexOf(peer.phone)).toBeGreaterThan(0);
      });
      // Every phone reads the same: a fresh one joining the room too.
      const fresh = kind === 'sealed' ? sealedDoc(null) : new Y.Doc();
      syncDocs(room, fresh);
      expect(nightOf(fresh)).toEqual(before);
      expect(readOk(fresh).leftOut).toEqual(readOk(phone).leftOut);
    });

    it('says a record of a newer format is one (update the app), and nothing else is', () => {
      const { room, phone } = roomAndPhone(kind);
      const peer = new Peer(kind, room);
      Y.applyUpdate(room, peer.write([{ ...record({ t: 'status', status: 'open' }), v: 3 }]));
      syncDocs(room, phone);
      expect(readOk(phone).leftOut).toEqual([{ phone: peer.phone, newer: true }]);
    });

    it('takes a payment address of another scheme than the table’s as no address to pay', () => {
      const { room, phone } = roomAndPhone(kind);
      const peer = new Peer(kind, room);
      const update = peer.write([
        record({ t: 'pay_address', seat: 2, scheme: 'fps', address: '+852-67891234' }),
      ]);
      expect(serverCheck(room, update, phone).ok).toBe(true);
      Y.applyUpdate(room, update);
      syncDocs(room, phone);
      expect(readOk(phone).sharedPay).toEqual([]);
    });

    it('reads records relayed by another tab of a phone, whatever order Yjs writes the clients in', () => {
      for (const [lowId, highId] of [
        [1, 2],
        [2, 1],
      ] as const) {
        const { room, phone } = roomAndPhone(kind);
        const keys = newPhoneKeys();
        // Tab one records; tab two has it (through the phone's database, not the room) and records after it.
        const tabOne = phoneDoc(kind, keys);
        tabOne.clientID = lowId * 1_000_000;
        syncDocs(phone, tabOne);
        applyDocChange(tabOne, { kind: 'record', entry: selfDrawnWin(settings, 2, 1) }, null, 'phone-b');
        const tabTwo = phoneDoc(kind, keys);
        tabTwo.clientID = highId * 1_000_000;
        syncDocs(tabOne, tabTwo);
        applyDocChange(tabTwo, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
        applyDocChange(tabTwo, { kind: 'record', entry: discardWin(settings, 3, 2, 1) }, null, 'phone-b');
        // Tab two reaches the room first, with both tabs' records in one update.
        const update = Y.encodeStateAsUpdate(tabTwo, Y.encodeStateVector(room));
        const checked = serverCheck(room, update, phone);
        expect(checked.ok && checked.records).toBe(3);
        Y.applyUpdate(room, update);
        syncDocs(room, phone);
        expect(readOk(phone).entries).toHaveLength(5);
      }
    });

    it('no random hostile change breaks the night: refused by the server, or left out by every phone (property)', () => {
      fc.assert(
        fc.property(fc.array(attackArb, { minLength: 1, maxLength: 3 }), (attacks) => {
          const { room, phone } = roomAndPhone(kind);
          const before = nightOf(phone);
          for (const attack of attacks) {
            const peer = new Peer(kind, room);
            const update = attackWith(peer, attack);
            if (update.byteLength <= 2) continue; // the change changed nothing (a delete past the end)
            const checked = serverCheck(room, update, phone);
            if (checked.ok) Y.applyUpdate(room, update);
          }
          syncDocs(room, phone);
          expect(nightOf(phone)).toEqual(before);
        }),
        { numRuns: kind === 'sealed' ? 60 : 200 },
      );
    });
  });
}

describe('in a sealed room, what only a hostile server could slip past its check', () => {
  it('an envelope no phone signed (or signed for another place) is left out naming no phone, so no phone is blamed', () => {
    const { room, phone } = roomAndPhone('sealed');
    const before = nightOf(phone);
    const peer = new Peer('sealed', room);
    const sealed = sealedRoomFor(TEST_SECRET, null)!;
    const host = readOk(phone).phones[0]!.phone;
    // The peer puts the host's key on its own envelope, and one signed for the place after: pushed as they are.
    const signed = sealEnvelope(
      sealed,
      peer.keys,
      { client: peer.doc.clientID, clock: 9 },
      'status',
      '{"t":"status"}',
    );
    peer.doc.getArray(LOG_KEY).push([{ ...signed, p: host }, signed, { ...signed, v: 4 }]);
    syncDocs(peer.doc, phone);
    expect(nightOf(phone)).toEqual(before);
    expect(readOk(phone).leftOut).toEqual([
      { phone: null, newer: false },
      { phone: null, newer: false },
      { phone: null, newer: true },
    ]);
    expect(readOk(phone).phones.map((each) => each.phone)).not.toContain(peer.keys.publicKey);
  });

  it('a record’s content claiming another phone, or another kind than its envelope, is the signer’s, or left out', () => {
    const { room, phone } = roomAndPhone('sealed');
    const peer = new Peer('sealed', room);
    const host = readOk(phone).phones[0]!.phone;
    // A hand whose content says it is the host's: the night lists it as the peer's.
    const hand = drawnHand();
    Y.applyUpdate(
      room,
      peer.write([record({ t: 'record', after: null, hand: null, entry: hand, phone: host })]),
    );
    // A recording sealed under the kind of a status (past the bound on recordings, were it counted so).
    Y.applyUpdate(
      room,
      sent(peer.doc, () =>
        appendSealed(peer.doc, sealedRoomOf(peer.doc)!, peer.keys, [
          {
            kind: 'status',
            json: JSON.stringify({
              t: 'record',
              id: 'x1',
              at: 1_000,
              after: null,
              hand: null,
              entry: drawnHand(),
            }),
          },
        ]),
      ),
    );
    syncDocs(room, phone);
    const read = readOk(phone);
    expect(read.history.find((item) => item.entryId === hand.id)?.phone).toBe(peer.keys.publicKey);
    expect(read.leftOut).toEqual([{ phone: peer.keys.publicKey, newer: false }]);
  });

  it('a room read with another room’s secret reads nothing of it', () => {
    const { room } = roomAndPhone('sealed');
    const stranger = sealedDoc(null, `B${TEST_SECRET.slice(1)}`);
    syncDocs(room, stranger);
    expect(readNightDoc(stranger)).toEqual({ ok: false, problem: 'unreadable_room' });
  });
});

/** `room`'s contents in a document of `phone`'s sealed room (read only), or as they are for an older one. */
function withKeysOf(phone: Y.Doc, room: Y.Doc): Y.Doc {
  if (!sealedRoomOf(phone)) return room;
  const copy = sealedDoc(null);
  syncDocs(room, copy);
  return copy;
}

type Attack =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'map'; key: string; value: unknown }
  | { kind: 'insert'; at: number; value: unknown }
  | { kind: 'push'; value: unknown }
  | { kind: 'record'; value: unknown }
  | { kind: 'bad_entry'; tai: number }
  | { kind: 'huge'; size: number }
  | { kind: 'type'; which: 'text' | 'map' | 'array' | 'xml' };

const attackArb: fc.Arbitrary<Attack> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('map' as const),
    key: fc.string({ maxLength: 5 }),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('push' as const), value: fc.anything({ maxDepth: 4 }) }),
  // A record of the peer's own making, sealed and signed as a phone would (or plain, in an older room).
  fc.record({
    kind: fc.constant('record' as const),
    value: fc.record({
      t: fc.constantFrom('record', 'revise', 'status', 'restore', 'keep'),
      x: fc.jsonValue({ maxDepth: 2 }),
    }),
  }),
  fc.record({ kind: fc.constant('bad_entry' as const), tai: fc.integer({ min: 14, max: 1_000_000 }) }),
  fc.record({ kind: fc.constant('huge' as const), size: fc.integer({ min: 12_001, max: 40_000 }) }),
  fc.record({ kind: fc.constant('type' as const), which: fc.constantFrom('text', 'map', 'array', 'xml') }),
);

function attackWith(peer: Peer, attack: Attack): Uint8Array {
  const { doc } = peer;
  const log = doc.getArray<unknown>(LOG_KEY);
  switch (attack.kind) {
    case 'delete':
      return sent(doc, () => {
        const at = attack.at % log.length;
        log.delete(at, Math.min(attack.length, log.length - at));
      });
    case 'map':
      return sent(doc, () => doc.getMap('night').set(attack.key, attack.value ?? null));
    case 'insert':
      return sent(doc, () => log.insert(attack.at % log.length, [attack.value ?? null]));
    case 'push':
      return sent(doc, () => log.push([attack.value === undefined ? null : attack.value]));
    case 'record':
      return peer.write([record(attack.value as Record<string, unknown>)]);
    case 'bad_entry':
      return peer.write([
        record({
          t: 'record',
          after: null,
          hand: null,
          entry: { ...discardWin(settings, 1, 0, 3), id: 'bad', tai: attack.tai },
        }),
      ]);
    case 'huge':
      return peer.write([
        record({
          t: 'record',
          after: null,
          hand: null,
          entry: { ...tablePayment(1, 'bonus_later'), note: 'n'.repeat(attack.size) },
        }),
      ]);
    case 'type':
      return sent(doc, () => {
        if (attack.which === 'text') doc.getText('notes').insert(0, 'hello');
        if (attack.which === 'map') log.push([new Y.Map()]);
        if (attack.which === 'array') doc.getArray('revisions').push([{ id: 'x' }]);
        if (attack.which === 'xml') doc.getXmlFragment('xml').insert(0, [new Y.XmlText('x')]);
      });
  }
}
