// Which night a phone stays connected to (nightToKeep), with three phones on one live night joined by a
// relay standing in for the server that carries a phone's changes only while the rule keeps it connected,
// as the app's keeper (features/live/LiveKeeper.tsx) does. A night finished on one phone: every phone that
// was on it stays connected (otherwise phones on Past nights, or under the "finished on another phone"
// notice, go on showing it finished after a reopen), and a reopen reaches them all. And the bound:
// leaving the night, deleting it, starting another and a day without a change each end the connection.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { discardWin, drawnHand, table } from '../core/ledger/testing';
import {
  addEntry,
  createNight,
  deleteNight,
  finishNight,
  getNight,
  listNights,
  reopenNight,
  type NightSummary,
  type TaiTableDB,
} from '../db';
import { expectOk, freshDatabase } from '../db/testing';
import { joinFromDoc, makeLive, stopLive } from './engine';
import { FINISHED_KEPT_MS, nightToKeep, type KeptNight } from './keep';
import { loadedDoc, type LiveDoc } from './registry';

const sg = table('sg', { unit: 10 });
const SERVER = 'ws://127.0.0.1:1234';
const RELAY = Symbol('the relay');

interface Phone {
  db: TaiTableDB;
  nightId: string;
  doc: LiveDoc;
  /** The night this phone is on (the app's "current night" pointer): started, joined or reopened here. */
  on: string | null;
}

/** The open night being kept, as the app's currentOf (app/current-night.ts) picks it: the pointer's, else the one touched last. */
function currentIn(nights: readonly NightSummary[], on: string | null): string | null {
  const open = nights.filter((night) => night.status === 'open');
  return (
    (open.find((night) => night.id === on) ?? [...open].sort((x, y) => y.updatedAt - x.updatedAt)[0])?.id ??
    null
  );
}

/** What the phone's keeper would keep connected now. */
async function kept(phone: Pick<Phone, 'db' | 'on'>, now = Date.now()): Promise<KeptNight | null> {
  const { nights } = expectOk(await listNights(phone.db));
  const live = new Set((await phone.db.liveNights.toArray()).map((row) => row.id));
  return nightToKeep({ nights, live, current: currentIn(nights, phone.on), on: phone.on, now });
}

async function table3() {
  const phones: Phone[] = [];
  const a = freshDatabase();
  const { night } = expectOk(await createNight(a, sg, 'Friday night'));
  expectOk(await addEntry(a, night.id, discardWin(sg, 1, 0, 3)));
  const { link } = expectOk(await makeLive(a, night.id, SERVER));
  phones.push({ db: a, nightId: night.id, doc: loadedDoc(a, night.id)!, on: night.id });
  for (let i = 0; i < 2; i++) {
    const db = freshDatabase();
    const { nightId } = expectOk(await joinFromDoc(db, link, phones[0]!.doc.doc));
    phones.push({ db, nightId, doc: loadedDoc(db, nightId)!, on: nightId });
  }
  // Connected: the phones whose keeper keeps the night. The relay carries updates between connected phones
  // only, and a phone that connects again exchanges what it missed (as a provider's first sync does).
  const connected = new Set<Phone>(phones);
  for (const from of phones) {
    from.doc.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === RELAY || !connected.has(from)) return;
      for (const to of connected) if (to !== from) Y.applyUpdate(to.doc.doc, update, RELAY);
    });
  }
  const settled = async () => {
    for (let round = 0; round < 2; round++) for (const phone of phones) await phone.doc.settled();
  };
  /** Each phone connects or drops as its keeper's rule says, as the app re-reads it after every change. */
  const follow = async () => {
    for (const phone of phones) {
      const keep = (await kept(phone))?.id === phone.nightId;
      if (keep && !connected.has(phone)) {
        connected.add(phone);
        for (const other of connected) {
          if (other === phone) continue;
          Y.applyUpdate(
            phone.doc.doc,
            Y.encodeStateAsUpdate(other.doc.doc, Y.encodeStateVector(phone.doc.doc)),
            RELAY,
          );
          Y.applyUpdate(
            other.doc.doc,
            Y.encodeStateAsUpdate(phone.doc.doc, Y.encodeStateVector(other.doc.doc)),
            RELAY,
          );
        }
      }
      if (!keep) connected.delete(phone);
    }
    await settled();
  };
  return { phones, connected, settled, follow };
}

const statusOf = async (phone: Phone) => expectOk(await getNight(phone.db, phone.nightId)).night.status;
const countOf = async (phone: Phone) => expectOk(await getNight(phone.db, phone.nightId)).night.entryCount;

describe('the night a phone stays connected to', () => {
  it('a night finished on one phone: all three stay on it, and a reopen on the first reaches the two others, who can record again', async () => {
    const { phones, connected, settled, follow } = await table3();
    const [first, second, third] = phones as [Phone, Phone, Phone];
    expect(await kept(second)).toMatchObject({ id: second.nightId, finished: false });

    expectOk(await finishNight(first.db, first.nightId));
    // The app's finish leaves the pointer on the night (rememberFinished): the phone is still on it.
    await settled();
    await follow();
    for (const phone of phones) {
      expect(await statusOf(phone)).toBe('finished');
      // Still connected, as a finished night: no longer live (no strip), but it hears of the room.
      expect(await kept(phone)).toMatchObject({ id: phone.nightId, finished: true });
      expect(connected.has(phone)).toBe(true);
    }

    expectOk(await reopenNight(first.db, first.nightId));
    await settled();
    await follow();
    for (const phone of [second, third]) {
      expect(await statusOf(phone)).toBe('open');
      expect(await kept(phone)).toMatchObject({ id: phone.nightId, finished: false });
    }
    // The two others record into the reopened night, and the first (and each other) gets it.
    expectOk(await addEntry(second.db, second.nightId, drawnHand()));
    await settled();
    expectOk(await addEntry(third.db, third.nightId, discardWin(sg, 2, 3, 2)));
    await settled();
    for (const phone of phones) expect(await countOf(phone)).toBe(3);
  });

  it('the phone drops a finished night when it leaves it, deletes it, or starts another night', async () => {
    const { phones, settled, follow } = await table3();
    const [first, second, third] = phones as [Phone, Phone, Phone];
    expectOk(await finishNight(first.db, first.nightId));
    await settled();
    await follow();

    // Left ("Leave, keep my copy" / "Go on with this phone only"): the room is forgotten.
    expectOk(await stopLive(second.db, second.nightId));
    expect(await kept(second)).toBeNull();
    // Deleted on this phone.
    expectOk(await deleteNight(third.db, third.nightId));
    expect(await kept(third)).toBeNull();
    // Another night started here: the pointer names it, and it is not live.
    const { night: next } = expectOk(await createNight(first.db, sg, 'Saturday night'));
    first.on = next.id;
    expect(await kept(first)).toBeNull();
    await follow();

    // None of them hears of a reopen any more: the server is not held by phones that moved on.
    expect(await kept({ db: freshDatabase(), on: null })).toBeNull();
  });

  it('a finished night is kept for a day after its last change on this phone, not for ever', async () => {
    const { phones, settled, follow } = await table3();
    const [first, second] = phones as [Phone, Phone, Phone];
    expectOk(await finishNight(first.db, first.nightId));
    await settled();
    await follow();
    const changed = expectOk(await getNight(second.db, second.nightId)).night.updatedAt;
    expect(await kept(second, changed + FINISHED_KEPT_MS - 1)).toEqual({
      id: second.nightId,
      finished: true,
      until: changed + FINISHED_KEPT_MS,
    });
    expect(await kept(second, changed + FINISHED_KEPT_MS)).toBeNull();
    // A phone whose pointer names no night (an app that forgot it) keeps no finished night.
    expect(await kept({ ...second, on: null })).toBeNull();
  });

  it('an open live night is kept whatever the pointer says; a local one is not', async () => {
    const { phones } = await table3();
    const first = phones[0]!;
    expect(await kept({ ...first, on: null })).toEqual({ id: first.nightId, finished: false });
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'At home'));
    expect(await kept({ db, on: night.id })).toBeNull();
  });
});
