// The server's check of an update (update-check.ts), as a peer with the link would try it: in a sealed
// room, anything but an envelope signed for its place, a record written under a client id another phone
// holds, a replayed or relabelled envelope, a second start; in both formats, deletions, overwrites,
// inserts before the end, other types, oversized values and floods past the bounds. Each is refused
// whole; what phones write is accepted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { sealEnvelope, type Envelope } from './envelope';
import { LOG_KEY, MAX_DEPTH, MAX_RECORDINGS, MAX_RECORDS, MAX_RESTORES } from './format';
import { newPhoneKeys, type PhoneKeys } from './phone-keys';
import { roomKeysOf } from './room-keys';
import { appendSealed } from './sealed-writer';
import { checkLogUpdate, type LogCheck } from './update-check';

const room = roomKeysOf('AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8')!;
const OLDER_ROOM = 'AAECAwQFBgcICQoLDA0ODw';

const json = (kind: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({ v: 2, t: kind, id: `r-${Math.random()}`, at: 1_000, ...fields });

/** What a change sends: the update of one transaction. */
function sent(doc: Y.Doc, change: () => void): Uint8Array {
  const before = Y.encodeStateVector(doc);
  change();
  return Y.encodeStateAsUpdate(doc, before);
}

const outcome = (check: LogCheck): string =>
  check.ok ? 'accepted' : 'taken' in check ? `taken:${check.taken}` : check.refusal;

/** A phone of the sealed room: its own document and key, synced with the room before each change. */
class SealedPhone {
  readonly doc = new Y.Doc();
  constructor(
    readonly keys: PhoneKeys = newPhoneKeys(),
    client?: number,
  ) {
    if (client !== undefined) this.doc.clientID = client;
  }
  sync(from: Y.Doc): this {
    Y.applyUpdate(this.doc, Y.encodeStateAsUpdate(from, Y.encodeStateVector(this.doc)));
    return this;
  }
  /**
   * Writes under `client` from now on. Yjs gives a document a new client id when a synced update holds
   * structs under its own, so a peer posing as another phone sets the id after syncing.
   */
  posingAs(client: number): this {
    this.doc.clientID = client;
    return this;
  }
  write(...kinds: string[]): Uint8Array {
    return sent(this.doc, () =>
      appendSealed(
        this.doc,
        room,
        this.keys,
        kinds.map((kind) => ({ kind, json: json(kind) })),
      ),
    );
  }
  /** Pushes values as they are (a peer writing whatever it likes). */
  push(values: unknown[]): Uint8Array {
    return sent(this.doc, () => this.doc.getArray(LOG_KEY).push(values));
  }
  /** The next place this phone writes at. */
  get next() {
    return { client: this.doc.clientID, clock: Y.getState(this.doc.store, this.doc.clientID) };
  }
}

/** Applies an update to the room if its check accepts it; answers the check's outcome. */
function offer(server: Y.Doc, update: Uint8Array, name = room.roomId): string {
  const check = checkLogUpdate(server, update, name);
  if (check.ok) Y.applyUpdate(server, update);
  return outcome(check);
}

/** A sealed room holding a start and two records of one phone, and that phone. */
function sealedRoom(): { server: Y.Doc; host: SealedPhone } {
  const server = new Y.Doc();
  const host = new SealedPhone();
  expect(offer(server, host.write('start', 'record', 'record'))).toBe('accepted');
  return { server, host };
}

describe('the server’s check of a sealed room’s update', () => {
  it('accepts what phones write, of every kind, a new kind included', () => {
    const { server, host } = sealedRoom();
    const guest = new SealedPhone().sync(server);
    expect(offer(server, guest.write('record', 'revise', 'keep', 'status', 'restore', 'pay_address'))).toBe(
      'accepted',
    );
    expect(offer(server, host.sync(server).write('phone'))).toBe('accepted');
    expect(offer(server, guest.sync(server).write('some_later_kind'))).toBe('accepted');
    expect(server.getArray(LOG_KEY).length).toBe(11);
  });

  it('refuses anything in the log but an envelope signed for its place', () => {
    const { server, host } = sealedRoom();
    const peer = new SealedPhone().sync(server);
    const good = sealEnvelope(room, peer.keys, peer.next, 'record', json('record'));
    const hostile: [string, unknown[]][] = [
      ['not_a_record', [{ v: 2, t: 'record', id: 'plain', phone: 'x', at: 1_000 }]],
      ['not_a_record', ['a string']],
      ['not_a_record', [{ ...good, v: 4 }]],
      ['not_a_record', [{ ...good, extra: true }]],
      // Signed for the place after this one, or for another room.
      [
        'not_a_record',
        [sealEnvelope(room, peer.keys, { ...peer.next, clock: peer.next.clock + 1 }, 'record', '{}')],
      ],
      [
        'not_a_record',
        [sealEnvelope(roomKeysOf(`B${'A'.repeat(42)}`)!, peer.keys, peer.next, 'record', json('record'))],
      ],
      // Another phone's key put on the peer's envelope, or another kind.
      ['not_a_record', [{ ...good, p: host.keys.publicKey }]],
      ['not_a_record', [{ ...good, k: 'status' }]],
      // The host's own envelope, copied to the peer's place: its signature is for the host's.
      ['not_a_record', [server.getArray<Envelope>(LOG_KEY).get(1)]],
      ['record_too_big', [{ ...good, c: 'A'.repeat(60_000) }]],
      // A second start.
      ['not_a_record', [sealEnvelope(room, peer.keys, peer.next, 'start', json('start'))]],
    ];
    for (const [expected, values] of hostile) {
      const attempt = new SealedPhone(peer.keys).sync(server).posingAs(peer.doc.clientID);
      expect([expected, offer(server, attempt.push(values))]).toEqual([expected, expected]);
    }
    expect(offer(server, peer.push([good]))).toBe('accepted');
  });

  it('binds a client id to the key of its first envelope: another key under it is refused as taken', () => {
    const { server, host } = sealedRoom();
    // A peer that learned the host's client id (its presence shows it) writes at the host's next clock.
    const peer = new SealedPhone().sync(server).posingAs(host.doc.clientID);
    expect(offer(server, peer.write('record'))).toBe(`taken:${host.doc.clientID}`);
    // The host's own next record is taken, and applies.
    expect(offer(server, host.write('record'))).toBe('accepted');
  });

  it('refuses a phone’s record under a client id a peer bound first, and its offer of a held place', () => {
    const server = new Y.Doc();
    const host = new SealedPhone();
    expect(offer(server, host.write('start'))).toBe('accepted');
    const guest = new SealedPhone().sync(server);
    // The peer writes first under the guest's client id, at the clock the guest will write at next.
    const peer = new SealedPhone().sync(server).posingAs(guest.doc.clientID);
    expect(offer(server, peer.write('record'))).toBe('accepted');
    // The guest's record at that very place is held by the room already: offered, it is refused as taken
    // rather than acknowledged and dropped (the room would keep the peer's struct there).
    const guests = guest.write('record');
    expect(offer(server, guests)).toBe(`taken:${guest.doc.clientID}`);
    // And written past it, the same.
    const next = new SealedPhone(guest.keys).sync(server).posingAs(guest.doc.clientID);
    expect(offer(server, next.write('record'))).toBe(`taken:${guest.doc.clientID}`);
    // Under a client id of its own, the guest's record applies.
    const again = new SealedPhone(guest.keys).sync(server);
    expect(offer(server, again.write('record'))).toBe('accepted');
  });

  it('binds a client id to the key first proven under it in presence, before it wrote', () => {
    const { server } = sealedRoom();
    const guest = new SealedPhone().sync(server);
    // The guest's presence proved its key under its client id; it has written nothing yet.
    const proven = new Map([[guest.doc.clientID, guest.keys.publicKey]]);
    const check = (update: Uint8Array) => {
      const checked = checkLogUpdate(server, update, room.roomId, (client) => proven.get(client));
      if (checked.ok) Y.applyUpdate(server, update);
      return outcome(checked);
    };
    // A peer that learned the guest's client id from that presence writes under it first: refused.
    const peer = new SealedPhone().sync(server).posingAs(guest.doc.clientID);
    expect(check(peer.write('record'))).toBe(`taken:${guest.doc.clientID}`);
    // The guest's own record under it applies: its client id stays its own.
    expect(check(guest.write('record'))).toBe('accepted');
    // Under a client id no one proved, the peer writes as itself.
    expect(check(new SealedPhone(peer.keys).sync(server).write('record'))).toBe('accepted');
  });

  it('takes an update relaying several phones’ envelopes, each bound to its own key', () => {
    const { server, host } = sealedRoom();
    const guest = new SealedPhone().sync(server);
    guest.write('record');
    host.write('record');
    // A third document holding both (two tabs of one phone, a room restored from older data) sends them in one update.
    const relay = new Y.Doc();
    Y.applyUpdate(relay, Y.encodeStateAsUpdate(guest.doc));
    Y.applyUpdate(relay, Y.encodeStateAsUpdate(host.doc));
    expect(offer(server, Y.encodeStateAsUpdate(relay, Y.encodeStateVector(server)))).toBe('accepted');
    expect(server.getArray(LOG_KEY).length).toBe(5);
  });

  it('keeps its bounds by the envelopes’ kinds, unread', () => {
    const { server } = sealedRoom();
    const peer = new SealedPhone().sync(server);
    const many = (count: number, kind: string) => Array.from({ length: count }, () => kind);
    expect(offer(server, peer.write(...many(MAX_RESTORES, 'restore')))).toBe('accepted');
    expect(offer(server, new SealedPhone().sync(server).write('restore'))).toBe('night_full');
    // The bounds on recordings and records, on rooms loaded full to one below them (from the store: the
    // check counts what a room holds, checked or not), so the test does not sign thousands of envelopes.
    // (The start is a record too.)
    for (const [kind, held] of [
      ['record', MAX_RECORDINGS - 1],
      ['status', MAX_RECORDS - 2],
    ] as const) {
      const full = loadedWith(held, kind);
      expect(offer(full, new SealedPhone().sync(full).write(kind))).toBe('accepted');
      expect(offer(full, new SealedPhone().sync(full).write(kind))).toBe('night_full');
    }
  });

  it('counts what it did not check itself (loaded from the store, or from another server) toward the binding and bounds', () => {
    const { server, host } = sealedRoom();
    // Another server's room got the same updates: its own check has seen none of them.
    const other = new Y.Doc();
    Y.applyUpdate(other, Y.encodeStateAsUpdate(server));
    const peer = new SealedPhone().sync(other).posingAs(host.doc.clientID);
    expect(offer(other, peer.write('record'))).toBe(`taken:${host.doc.clientID}`);
  });
});

describe('the server’s check of an older room’s update (plain records, checked for shape only)', () => {
  const plain = (fields: Record<string, unknown>) => ({
    v: 2,
    id: `r-${Math.random()}`,
    phone: 'x',
    at: 1_000,
    ...fields,
  });
  function olderRoom(): { server: Y.Doc; phone: Y.Doc } {
    const server = new Y.Doc();
    const phone = new Y.Doc();
    const update = sent(phone, () =>
      phone.getArray(LOG_KEY).push([plain({ t: 'start', night: {} }), plain({ t: 'record', entry: {} })]),
    );
    expect(offer(server, update, OLDER_ROOM)).toBe('accepted');
    return { server, phone };
  }

  it('accepts records of any content (the phones check it), refuses what is no record or breaks the log', () => {
    const { server, phone } = olderRoom();
    const good = sent(phone, () =>
      phone.getArray(LOG_KEY).push([plain({ t: 'record', entry: { kind: 'steal', tai: 'lots' } })]),
    );
    expect(offer(server, good, OLDER_ROOM)).toBe('accepted');
    const hostile: [string, (doc: Y.Doc) => void][] = [
      ['deletes', (doc) => doc.getArray(LOG_KEY).delete(0, 1)],
      ['overwrites', (doc) => doc.getMap('night').set('status', 'finished')],
      ['not_the_log', (doc) => doc.getText('other').insert(0, 'x')],
      ['not_the_log', (doc) => doc.getArray(LOG_KEY).insert(0, [plain({ t: 'status' })])],
      ['not_the_log', (doc) => doc.getArray(LOG_KEY).insert(1, [plain({ t: 'status' })])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([new Y.Map()])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push(['a string'])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'start', night: {} })])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'status', v: 3 })])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'Status' })])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'status', id: '' })])],
      ['not_a_record', (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'status', id: 'x'.repeat(101) })])],
      [
        'not_a_record',
        (doc) => {
          const { id } = doc.getArray<{ id: string }>(LOG_KEY).get(1);
          doc.getArray(LOG_KEY).push([plain({ t: 'status', id })]);
        },
      ],
      [
        'not_a_record',
        (doc) =>
          doc
            .getArray(LOG_KEY)
            .push([
              plain({ t: 'status' }),
              sealEnvelope(room, newPhoneKeys(), { client: 1, clock: 0 }, 'status', '{}'),
            ]),
      ],
      [
        'record_too_big',
        (doc) => doc.getArray(LOG_KEY).push([plain({ t: 'status', phone: 'p'.repeat(20_000) })]),
      ],
      ['record_too_big', (doc) => doc.getArray(LOG_KEY).push([nested(MAX_DEPTH + 5)])],
    ];
    for (const [expected, change] of hostile) {
      const attempt = new Y.Doc();
      Y.applyUpdate(attempt, Y.encodeStateAsUpdate(server));
      expect([
        expected,
        offer(
          server,
          sent(attempt, () => change(attempt)),
          OLDER_ROOM,
        ),
      ]).toEqual([expected, expected]);
    }
  });

  it('keeps the bounds on records, recordings and restores by kind', () => {
    const { server } = olderRoom();
    const filler = new Y.Doc();
    Y.applyUpdate(filler, Y.encodeStateAsUpdate(server));
    const many = (count: number, t: string) => Array.from({ length: count }, () => plain({ t }));
    expect(
      offer(
        server,
        sent(filler, () => filler.getArray(LOG_KEY).push(many(MAX_RECORDINGS - 1, 'record'))),
        OLDER_ROOM,
      ),
    ).toBe('accepted');
    expect(
      offer(
        server,
        sent(filler, () => filler.getArray(LOG_KEY).push(many(1, 'record'))),
        OLDER_ROOM,
      ),
    ).toBe('night_full');
  });

  it('a sealed room refuses an older room’s plain records, whatever they hold', () => {
    const server = new Y.Doc();
    const phone = new Y.Doc();
    const update = sent(phone, () => phone.getArray(LOG_KEY).push([plain({ t: 'start', night: {} })]));
    expect(offer(server, update)).toBe('not_a_record');
  });
});

describe('the server’s check, for any update', () => {
  it('refuses bytes that are no update, and never throws (property)', () => {
    const server = sealedRoom().server;
    expect(offer(server, new Uint8Array([1, 2, 3]))).toBe('unreadable_update');
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(() => checkLogUpdate(server, bytes, room.roomId)).not.toThrow();
        expect(() => checkLogUpdate(server, bytes, OLDER_ROOM)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('asks for a sync again, not a refusal, for an update past a gap in its phone’s clock', () => {
    const { server, host } = sealedRoom();
    host.write('record');
    const second = host.write('record');
    expect(checkLogUpdate(server, second, room.roomId)).toEqual({
      ok: false,
      refusal: 'not_the_log',
      gap: true,
    });
  });

  it('says where an accepted update ends, per client', () => {
    const { server, host } = sealedRoom();
    const update = host.write('record', 'status');
    expect(checkLogUpdate(server, update, room.roomId)).toEqual({
      ok: true,
      records: 2,
      ends: new Map([[host.doc.clientID, 5]]),
    });
  });
});

/** A room as a store would load it: a start, then `count` envelopes of `kind` (copies of one: counted, never checked here). */
function loadedWith(count: number, kind: string): Y.Doc {
  const writer = new SealedPhone();
  writer.write('start');
  const copy = sealEnvelope(room, writer.keys, writer.next, kind, json(kind));
  writer.push(Array.from({ length: count }, () => copy));
  const loaded = new Y.Doc();
  Y.applyUpdate(loaded, Y.encodeStateAsUpdate(writer.doc));
  return loaded;
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) value = { v: 2, t: 'status', id: `n${i}`, inner: value };
  return value;
}
