// The server's check of an update (src/sync/log-check.ts): what a hostile phone with the link can send
// (deletions, overwrites, other types, schema-breaking, oversized and deeply nested values, too many
// records) is refused whole; every update the app itself makes is accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomId } from '../core/random-ids';
import * as Y from 'yjs';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../core/ledger/testing';
import { applyDocChange, readNightDoc, seedNight, type NightMeta } from './doc';
import { MAX_FRONTIER } from './frontier';
import { MAX_DEPTH, MAX_RECORDS } from './log';
import {
  checkLogUpdate,
  logRefusalOf,
  logRefusalReason,
  LOG_REFUSED_CODE,
  type LogRefusal,
} from './log-check';

const settings = table('sg', { unit: 10 });
const meta: NightMeta = { id: 'night-1', name: 'Friday', createdAt: 1_000, settings, status: 'open' };

/** A room (the server's document) holding a seeded night, and a phone synced with it. */
function roomAndPhone(): { room: Y.Doc; phone: Y.Doc } {
  const phone = new Y.Doc();
  seedNight(
    phone,
    meta,
    [discardWin(settings, 1, 0, 3), drawnHand()].map((entry) => ({ id: entry.id, entry, version: 0 })),
    'phone-a',
  );
  const room = new Y.Doc();
  const seed = Y.encodeStateAsUpdate(phone);
  // Three records in one push: one struct of the phone's client, clocks 0 to 2, so it ends at 3.
  expect(checkLogUpdate(room, seed)).toEqual({ ok: true, records: 3, ends: new Map([[phone.clientID, 3]]) });
  Y.applyUpdate(room, seed);
  return { room, phone };
}

/** What the phone's change sends: the update of one transaction. */
function updateOf(doc: Y.Doc, change: () => void): Uint8Array {
  const before = Y.encodeStateVector(doc);
  change();
  return Y.encodeStateAsUpdate(doc, before);
}

const record = (fields: Record<string, unknown>) => ({
  v: 2,
  id: `r-${randomId(8, 'hex')}`,
  phone: 'hostile',
  at: 1_000,
  ...fields,
});

function refusalOf(room: Y.Doc, update: Uint8Array): LogRefusal | 'accepted' {
  const checked = checkLogUpdate(room, update);
  return checked.ok ? 'accepted' : checked.refusal;
}

describe('the server’s check of a night’s update', () => {
  it('accepts every change the app makes, and refuses each kind of hostile change with its reason', () => {
    const { room, phone } = roomAndPhone();
    const good = [
      updateOf(phone, () =>
        applyDocChange(phone, { kind: 'record', entry: selfDrawnWin(settings, 2, 1) }, null, 'phone-a'),
      ),
      updateOf(phone, () =>
        applyDocChange(phone, { kind: 'revise', entryId: readFirst(phone), entry: null }, null, 'phone-a'),
      ),
      updateOf(phone, () => applyDocChange(phone, { kind: 'status', status: 'finished' }, null, 'phone-a')),
      updateOf(phone, () => applyDocChange(phone, { kind: 'status', status: 'open' }, null, 'phone-a')),
      updateOf(phone, () =>
        applyDocChange(phone, { kind: 'record', entry: drawnHand() }, null, 'phone-a', { live: true }),
      ),
      updateOf(phone, () =>
        applyDocChange(phone, { kind: 'record', entry: drawnHand() }, null, 'phone-a', { live: false }),
      ),
      // A restore names its frontier (upto), per phone.
      updateOf(phone, () =>
        applyDocChange(
          phone,
          { kind: 'restore', before: phone.getArray<{ id: string }>('log').get(2).id },
          null,
          'phone-a',
        ),
      ),
    ];
    for (const update of good) {
      expect(refusalOf(room, update)).toBe('accepted');
      Y.applyUpdate(room, update);
    }
    const hostile: [LogRefusal, (doc: Y.Doc) => void][] = [
      ['deletes', (doc) => doc.getArray('log').delete(0, 1)],
      ['deletes', (doc) => doc.getArray('log').delete(doc.getArray('log').length - 1, 1)],
      ['overwrites', (doc) => doc.getMap('night').set('status', 'finished')],
      ['not_the_log', (doc) => doc.getText('log2').insert(0, 'x')],
      ['not_the_log', (doc) => doc.getArray('log').insert(0, [record({ t: 'status', status: 'finished' })])],
      ['not_the_log', (doc) => doc.getArray('log').insert(2, [record({ t: 'status', status: 'finished' })])],
      ['not_a_record', (doc) => doc.getArray('log').push([new Y.Map()])],
      ['not_a_record', (doc) => doc.getArray('log').push(['a string'])],
      ['not_a_record', (doc) => doc.getArray('log').push([record({ t: 'status', status: 'sleeping' })])],
      [
        'not_a_record',
        (doc) =>
          doc
            .getArray('log')
            .push([
              record({ t: 'record', after: null, hand: null, entry: { ...drawnHand(), kind: 'steal' } }),
            ]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'record',
              after: null,
              hand: null,
              entry: { ...discardWin(settings, 1, 0, 3), tai: 999 },
            }),
          ]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc
            .getArray('log')
            .push([record({ t: 'start', night: { id: 'x', name: 'Other', createdAt: 1_000, settings } })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'status', status: 'open', extra: 1 })]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc
            .getArray('log')
            .push([record({ t: 'record', after: null, hand: null, entry: drawnHand(), live: 'yes' })]),
      ],
      // A restore's frontier: pairs of ids, each phone once, at most MAX_FRONTIER; `seen` stays required.
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'restore',
              before: 'x',
              seen: 'y',
              upto: [
                ['p1', 'a'],
                ['p1', 'b'],
              ],
            }),
          ]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc
            .getArray('log')
            .push([record({ t: 'restore', before: 'x', seen: 'y', upto: [['p1', 'a', 'b']] })]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([record({ t: 'restore', before: 'x', seen: 'y', upto: [['p1', 7]] })]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([record({ t: 'restore', before: 'x', seen: 'y', upto: { p1: 'a' } })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'restore', before: 'x', upto: [['p1', 'a']] })]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'restore',
              before: 'x',
              seen: 'y',
              upto: Array.from({ length: MAX_FRONTIER + 1 }, (_, i) => [`p${i}`, `r${i}`]),
            }),
          ]),
      ],
      [
        'record_too_big',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'restore',
              before: 'x',
              seen: 'y',
              upto: Array.from({ length: MAX_FRONTIER }, (_, i) => [
                `p${i}`.padEnd(100, 'p'),
                `r${i}`.padEnd(100, 'r'),
              ]),
            }),
          ]),
      ],
      // A finish's frontier (upto): pairs of ids, each phone once, at most MAX_FRONTIER.
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'status',
              status: 'finished',
              upto: [
                ['p1', 'a'],
                ['p1', 'b'],
              ],
            }),
          ]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([record({ t: 'status', status: 'finished', upto: [['p1', 'a', 'b']] })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'status', status: 'finished', upto: [['p1', 7]] })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'status', status: 'finished', upto: [['p1', '']] })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'status', status: 'finished', upto: { p1: 'a' } })]),
      ],
      [
        'not_a_record',
        (doc) => doc.getArray('log').push([record({ t: 'status', status: 'finished', upto: null })]),
      ],
      [
        'not_a_record',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'status',
              status: 'finished',
              upto: Array.from({ length: MAX_FRONTIER + 1 }, (_, i) => [`p${i}`, `r${i}`]),
            }),
          ]),
      ],
      [
        'record_too_big',
        (doc) =>
          doc.getArray('log').push([
            record({
              t: 'status',
              status: 'finished',
              upto: Array.from({ length: MAX_FRONTIER }, (_, i) => [
                `p${i}`.padEnd(100, 'p'),
                `r${i}`.padEnd(100, 'r'),
              ]),
            }),
          ]),
      ],
      [
        'record_too_big',
        (doc) =>
          doc.getArray('log').push([record({ t: 'status', status: 'open', phone: 'p'.repeat(20_000) })]),
      ],
      ['record_too_big', (doc) => doc.getArray('log').push([nested(MAX_DEPTH + 5)])],
    ];
    for (const [expected, change] of hostile) {
      const attempt = new Y.Doc();
      Y.applyUpdate(attempt, Y.encodeStateAsUpdate(phone));
      const sent = updateOf(attempt, () => change(attempt));
      expect([expected, refusalOf(room, sent)]).toEqual([expected, expected]);
    }
    // A nested map's key written after the map was pushed: an overwrite.
    const withMap = new Y.Doc();
    Y.applyUpdate(withMap, Y.encodeStateAsUpdate(phone));
    const map = new Y.Map<unknown>();
    withMap.getArray('log').push([map]);
    const overwrite = updateOf(withMap, () => map.set('status', 'finished'));
    expect(refusalOf(room, overwrite)).not.toBe('accepted');
    // Nothing refused reached the room: it reads as the app left it.
    const read = readNightDoc(room);
    expect(read.ok && read.night.meta.status).toBe('open');
    // The restore went back before the seeded draw: the first hand (its deletion taken back too) is the night.
    expect(read.ok && read.night.entries.map((item) => item.id)).toEqual([readFirst(phone)]);
  });

  it('says where an accepted update ends, per client, as the room’s state vector will once it is applied', () => {
    const { room, phone } = roomAndPhone();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(room));
    const before = Y.encodeStateVector(room);
    applyDocChange(phone, { kind: 'record', entry: drawnHand() }, null, 'phone-a');
    applyDocChange(phone, { kind: 'status', status: 'finished' }, null, 'phone-a');
    applyDocChange(other, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
    // One update carrying both phones' changes (as a sync step 2 after a merge would).
    const merged = Y.mergeUpdates([
      Y.encodeStateAsUpdate(phone, before),
      Y.encodeStateAsUpdate(other, before),
    ]);
    const checked = checkLogUpdate(room, merged);
    if (!checked.ok) throw new Error(checked.refusal);
    expect(checked.records).toBe(3);
    Y.applyUpdate(room, merged);
    expect(checked.ends).toEqual(
      new Map([
        [phone.clientID, Y.getState(room.store, phone.clientID)],
        [other.clientID, Y.getState(room.store, other.clientID)],
      ]),
    );
    expect([...checked.ends.values()].sort()).toEqual([1, 5]);
  });

  it('refuses a night past its bound of records, and bytes that are no update', () => {
    const { room } = roomAndPhone();
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(room));
    const flood = updateOf(phone, () => {
      phone
        .getArray('log')
        .push(
          Array.from({ length: MAX_RECORDS }, (_, index) =>
            record({ id: `flood-${index}`, t: 'status', status: 'open' }),
          ),
        );
    });
    expect(refusalOf(room, flood)).toBe('night_full');
    expect(refusalOf(room, new Uint8Array([1, 2, 3, 250, 250, 250]))).not.toBe('accepted');
  });

  it('a deletion a format-1 room already holds is no deletion: its phones still sync', () => {
    const room = new Y.Doc();
    room.getMap('night').set('status', 'open');
    room.getMap('night').set('status', 'finished'); // the first value is deleted
    const phone = new Y.Doc();
    Y.applyUpdate(phone, Y.encodeStateAsUpdate(room));
    expect(refusalOf(room, Y.encodeStateAsUpdate(phone, Y.encodeStateVector(room)))).toBe('accepted');
  });

  it('the reason travels as a close reason the app reads back', () => {
    expect(logRefusalOf({ code: LOG_REFUSED_CODE, reason: logRefusalReason('deletes') })).toBe('deletes');
    expect(logRefusalOf({ code: 1000, reason: 'bye' })).toBeNull();
    expect(logRefusalOf({ code: LOG_REFUSED_CODE, reason: 'log-refused:whatever' })).toBeNull();
  });

  it('no random hostile update is ever accepted', () => {
    const hostileArb = fc.oneof(
      fc.record({
        kind: fc.constant('delete' as const),
        at: fc.nat(),
        length: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('map' as const),
        key: fc.string({ maxLength: 5 }),
        value: fc.jsonValue({ maxDepth: 2 }),
      }),
      fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), value: fc.jsonValue({ maxDepth: 3 }) }),
      fc.record({
        kind: fc.constant('push' as const),
        value: fc.anything({ maxDepth: 4 }).filter((value) => !isRecordLike(value)),
      }),
      fc.record({ kind: fc.constant('bad_entry' as const), tai: fc.integer({ min: 14, max: 1_000_000 }) }),
      fc.record({ kind: fc.constant('huge' as const), size: fc.integer({ min: 12_001, max: 40_000 }) }),
      fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: MAX_DEPTH + 1, max: 200 }) }),
      fc.record({
        kind: fc.constant('type' as const),
        which: fc.constantFrom('text', 'map', 'array', 'xml'),
      }),
    );
    fc.assert(
      fc.property(fc.array(hostileArb, { minLength: 1, maxLength: 4 }), (attacks) => {
        const { room, phone } = roomAndPhone();
        const before = Y.encodeStateAsUpdate(room);
        for (const attack of attacks) {
          const update = updateOf(phone, () => attackWith(phone, attack));
          if (update.byteLength <= 2) continue; // the change changed nothing (a delete past the end)
          const checked = checkLogUpdate(room, update);
          expect(checked.ok).toBe(false);
        }
        expect(Y.encodeStateAsUpdate(room)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});

type Attack =
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'map'; key: string; value: unknown }
  | { kind: 'insert'; at: number; value: unknown }
  | { kind: 'push'; value: unknown }
  | { kind: 'bad_entry'; tai: number }
  | { kind: 'huge'; size: number }
  | { kind: 'deep'; depth: number }
  | { kind: 'type'; which: 'text' | 'map' | 'array' | 'xml' };

function attackWith(doc: Y.Doc, attack: Attack): void {
  const log = doc.getArray<unknown>('log');
  switch (attack.kind) {
    case 'delete': {
      const at = attack.at % log.length;
      log.delete(at, Math.min(attack.length, log.length - at));
      break;
    }
    case 'map':
      doc.getMap('night').set(attack.key, attack.value ?? null);
      break;
    case 'insert':
      log.insert(attack.at % log.length, [record({ t: 'status', status: 'finished' }), attack.value ?? null]);
      break;
    case 'push':
      log.push([attack.value === undefined ? null : attack.value]);
      break;
    case 'bad_entry':
      log.push([
        record({
          t: 'record',
          after: null,
          hand: null,
          entry: { ...discardWin(settings, 1, 0, 3), id: 'bad', tai: attack.tai },
        }),
      ]);
      break;
    case 'huge':
      log.push([
        record({
          t: 'record',
          after: null,
          hand: null,
          entry: { ...tablePayment(1, 'bonus_later'), note: 'n'.repeat(attack.size) },
        }),
      ]);
      break;
    case 'deep':
      log.push([nested(attack.depth)]);
      break;
    case 'type':
      if (attack.which === 'text') doc.getText('notes').insert(0, 'hello');
      if (attack.which === 'map') log.push([new Y.Map()]);
      if (attack.which === 'array') doc.getArray('revisions').push([{ id: 'x' }]);
      if (attack.which === 'xml') doc.getXmlFragment('xml').insert(0, [new Y.XmlText('x')]);
      break;
  }
}

function nested(depth: number): unknown {
  let value: unknown = { t: 'status', status: 'open' };
  for (let i = 0; i < depth; i += 1) value = { inner: value };
  return value;
}

const isRecordLike = (value: unknown): boolean => typeof value === 'object' && value !== null && 'v' in value;

function readFirst(doc: Y.Doc): string {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(read.problem);
  return read.night.entries[0]!.id;
}

describe('the server’s check of a shared payment address (pay_address)', () => {
  const pay = (fields: Record<string, unknown>) =>
    record({ t: 'pay_address', seat: 2, scheme: 'paynow', address: '+6591234567', ...fields });
  const attempt = (phone: Y.Doc, change: (doc: Y.Doc) => void): Uint8Array => {
    const copy = new Y.Doc();
    Y.applyUpdate(copy, Y.encodeStateAsUpdate(phone));
    return updateOf(copy, () => change(copy));
  };

  it('accepts what the app shares and withdraws, and the night reads the latest per seat', () => {
    const { room, phone } = roomAndPhone();
    const shares = [
      updateOf(phone, () =>
        applyDocChange(
          phone,
          { kind: 'pay_address', seat: 2, scheme: 'paynow', address: '+6591234567' },
          null,
          'phone-a',
        ),
      ),
      updateOf(phone, () =>
        applyDocChange(
          phone,
          { kind: 'pay_address', seat: 0, scheme: 'paynow', address: '201403121W' },
          null,
          'phone-a',
        ),
      ),
      updateOf(phone, () =>
        applyDocChange(
          phone,
          { kind: 'pay_address', seat: 2, scheme: 'paynow', address: null },
          null,
          'phone-a',
        ),
      ),
    ];
    for (const update of shares) {
      expect(refusalOf(room, update)).toBe('accepted');
      Y.applyUpdate(room, update);
    }
    const read = readNightDoc(room);
    if (!read.ok) throw new Error(read.problem);
    expect(read.night.sharedPay.map(({ seat, address, phone: by }) => [seat, address.value, by])).toEqual([
      [0, '201403121W', 'phone-a'],
    ]);
    // Not a change of the night's entries: the totals and the entries are as before.
    expect(read.night.entries).toHaveLength(2);
    expect(read.night.history.at(-1)).toMatchObject({ kind: 'pay_address', paySeat: 2, payShared: false });
  });

  it('refuses a malformed one: no address as the core writes it, another scheme than the table’s, no such seat, extra fields', () => {
    const { room, phone } = roomAndPhone();
    const malformed = [
      pay({ address: '9123 4567' }), // as typed, not as the core writes it
      pay({ address: '+651234' }),
      pay({ address: '+85267891234' }),
      pay({ address: 'x'.repeat(70) }),
      pay({ address: 42 }),
      pay({ scheme: 'fps', address: '+852-67891234' }), // a Hong Kong address at a Singapore table
      pay({ scheme: 'venmo' }),
      pay({ seat: 4 }),
      pay({ seat: -1 }),
      pay({ seat: 1.5 }),
      pay({ seat: '2' }),
      pay({ note: 'extra' }),
    ];
    for (const value of malformed) {
      expect([
        value,
        refusalOf(
          room,
          attempt(phone, (doc) => doc.getArray('log').push([value])),
        ),
      ]).toEqual([value, 'not_a_record']);
    }
    expect(
      refusalOf(
        room,
        attempt(phone, (doc) => doc.getArray('log').push([pay({})])),
      ),
    ).toBe('accepted');
    expect(
      refusalOf(
        room,
        attempt(phone, (doc) => doc.getArray('log').push([pay({ address: null })])),
      ),
    ).toBe('accepted');
  });

  it('refuses any text but an address as the core writes it, and never throws (property)', () => {
    const { room, phone } = roomAndPhone();
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\+65[0-9]{6,10}$/), fc.stringMatching(/^[0-9A-Z]{8,11}$/)),
        (text) => {
          const verdict = refusalOf(
            room,
            attempt(phone, (doc) => doc.getArray('log').push([pay({ address: text })])),
          );
          const written =
            /^\+65[89][0-9]{7}$/.test(text) ||
            /^(?:\d{8}[A-Z]|(?:19|20)\d{7}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/.test(text);
          expect(verdict).toBe(written ? 'accepted' : 'not_a_record');
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('an update carrying records of several phones (relayed: two tabs of one phone, a room restored from older data)', () => {
  it('is accepted whatever order Yjs writes the clients in (highest id first), each record after the one it follows', () => {
    for (const [lowId, highId] of [
      [1, 2],
      [2, 1],
    ] as const) {
      const { room, phone } = roomAndPhone();
      // Tab one records; tab two has it (through the phone's database, not the room) and records after it.
      const tabOne = new Y.Doc();
      tabOne.clientID = lowId * 1_000_000;
      Y.applyUpdate(tabOne, Y.encodeStateAsUpdate(phone));
      applyDocChange(tabOne, { kind: 'record', entry: selfDrawnWin(settings, 2, 1) }, null, 'phone-b');
      const tabTwo = new Y.Doc();
      tabTwo.clientID = highId * 1_000_000;
      Y.applyUpdate(tabTwo, Y.encodeStateAsUpdate(tabOne));
      applyDocChange(tabTwo, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
      applyDocChange(tabTwo, { kind: 'record', entry: discardWin(settings, 3, 2, 1) }, null, 'phone-b');
      // Tab two reaches the room first, with both tabs' records in one update.
      const update = Y.encodeStateAsUpdate(tabTwo, Y.encodeStateVector(room));
      const checked = checkLogUpdate(room, update);
      expect(checked.ok && checked.records).toBe(3);
      Y.applyUpdate(room, update);
      const read = readNightDoc(room);
      expect(read.ok && read.night.entries.length).toBe(5);
    }
  });

  it('is refused when a record follows one that neither the room nor the update holds', () => {
    const { room, phone } = roomAndPhone();
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(phone));
    applyDocChange(other, { kind: 'record', entry: selfDrawnWin(settings, 2, 1) }, null, 'phone-b');
    const missing = Y.encodeStateVector(other);
    applyDocChange(other, { kind: 'record', entry: drawnHand() }, null, 'phone-b');
    // Only the second record, whose origin (the first) the room has never had.
    const update = Y.encodeStateAsUpdate(other, missing);
    expect(refusalOf(room, update)).toBe('not_the_log');
  });
});
