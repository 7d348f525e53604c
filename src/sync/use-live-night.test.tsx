// The hook a night's screen reads: a local night says so; a night made live connects while shown, and
// says it is offline (with its changes waiting) when the server cannot be reached. And the pair Settle up
// reads (the state with the night's rows): never a state ahead of its rows.
import { render, renderHook, waitFor } from '@testing-library/react';
import Dexie from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { computeLedger } from '../core/ledger';
import { drawnHand, selfDrawnWin, table } from '../core/ledger/testing';
import { addEntry, createNight, getNight, updateEntry, type NightDetail, type TaiTableDB } from '../db';
import { expectOk, freshDatabase, versionOf } from '../db/testing';
import { joinFromDoc, makeLive } from './engine';
import { chooseVersion } from './history';
import { loadedDoc, readLiveNight } from './registry';
import { useLiveNight, useLiveNightWith } from './use-live-night';

const sg = table('sg', { unit: 10 });
const RELAY = Symbol('the room');

describe('useLiveNight', () => {
  it('a local night is local; made live, it connects, and with no server reachable it is offline with its changes waiting', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
    const { result, unmount } = renderHook(() => useLiveNight(db, session.id));
    await waitFor(() => expect(result.current.status).toEqual({ kind: 'local' }));
    expect(result.current.link).toBeNull();

    // Port 9 (discard) on the loopback: nothing listens there.
    const { link } = expectOk(await makeLive(db, session.id, 'ws://127.0.0.1:9'));
    expectOk(await addEntry(db, session.id, drawnHand()));
    await waitFor(
      () => expect(result.current.status).toEqual({ kind: 'offline', waiting: 2, cause: 'server' }),
      { timeout: 5_000 },
    );
    expect(result.current.link).toEqual(link);
    expect(result.current.conflicts).toEqual([]);
    expect(result.current.unreadable).toBe(0);
    unmount();
  });

  it('a live night whose server address is not one is refused at once', async () => {
    const db = freshDatabase();
    const { night: session } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, session.id, 'ws://127.0.0.1:9'));
    await db.liveNights.update(session.id, { server: 'not a server' });
    const { result, unmount } = renderHook(() => useLiveNight(db, session.id));
    await waitFor(() =>
      expect(result.current.status).toEqual({ kind: 'refused', reason: 'bad_server', waiting: 1 }),
    ); // the night made live waits for a server
    unmount();
  });
});

/** Settle up's reading, bare: the night's rows by a live query, and the pair the hook hands beside them. */
function SettleProbe({ db, nightId, seen }: { db: TaiTableDB; nightId: string; seen: Seen[] }) {
  const read = useLiveQuery(() => getNight(db, nightId), [db, nightId]);
  return read?.ok ? <PairProbe db={db} rows={read.night} seen={seen} /> : null;
}

interface Seen {
  /** What the pair says. */
  open: number;
  totals: readonly number[];
  /** What the connection's state alone says at the same render. */
  stateOpen: number;
}

function PairProbe({ db, rows, seen }: { db: TaiTableDB; rows: NightDetail; seen: Seen[] }) {
  const { night, live } = useLiveNightWith(db, rows);
  const state = useLiveNight(db, rows.id);
  seen.push({ open: live.openConflicts, totals: night.ledger.totals, stateOpen: state.openConflicts });
  return null;
}

describe('useLiveNightWith', () => {
  it('a keep arriving from another phone: the pair never says the night settled while its rows still count the version not kept', async () => {
    const a = freshDatabase();
    const b = freshDatabase();
    const { night } = expectOk(await createNight(a, sg, 'Friday night'));
    const hand = selfDrawnWin(sg, 2, 2);
    expectOk(await addEntry(a, night.id, hand));
    const { link } = expectOk(await makeLive(a, night.id, 'ws://127.0.0.1:9'));
    const docA = loadedDoc(a, night.id)!;
    const { nightId } = expectOk(await joinFromDoc(b, link, docA.doc));
    const docB = loadedDoc(b, nightId)!;
    // The room, standing in for the server: off while the two phones edit apart, then carrying the first's changes.
    let on = false;
    docA.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (on && origin !== RELAY) Y.applyUpdate(docB.doc, update, RELAY);
    });

    // Entry 1 corrected apart: 3 tai on the first phone, 1 tai on the second.
    const edit = async (db: TaiTableDB, id: string, tai: number) => {
      const { id: _id, at: _at, ...draft } = selfDrawnWin(sg, 2, tai);
      expectOk(await updateEntry(db, id, hand.id, draft, await versionOf(db, id, hand.id)));
    };
    await edit(b, nightId, 1);
    await edit(a, night.id, 3);
    on = true;
    Y.applyUpdate(docB.doc, Y.encodeStateAsUpdate(docA.doc, Y.encodeStateVector(docB.doc)), RELAY);
    Y.applyUpdate(docA.doc, Y.encodeStateAsUpdate(docB.doc, Y.encodeStateVector(docA.doc)), RELAY);
    await docA.settled();
    await docB.settled();

    const seen: Seen[] = [];
    const { unmount } = render(<SettleProbe db={b} nightId={nightId} seen={seen} />);
    await waitFor(() => expect(seen.at(-1)?.open).toBe(1));

    // The first phone keeps the version not counted meanwhile (the log's order of the two is the phones'
    // ids'); it reaches the second phone as the room's change.
    const read = readLiveNight(docA);
    if (!read.ok) throw new Error('the first phone’s night could not be read');
    const notCounted = read.night.editConflicts[0]!.versions[0]!;
    const counted = seen.at(-1)!.totals;
    const kept = computeLedger(sg, [notCounted.entry!]).totals;
    expect(counted).not.toEqual(kept);
    // The second phone's storage busy meanwhile: its rows take the keep only once it is free.
    let free = () => {};
    const busy = b.transaction('rw', b.liveNights, () =>
      Dexie.waitFor(new Promise<void>((resolve) => (free = resolve))),
    );
    const from = seen.length;
    expectOk(await chooseVersion(a, night.id, hand.id, notCounted.recordId));
    // The state says the conflict is settled before the rows could know it; the pair still says it is open.
    await waitFor(() => expect(seen.at(-1)?.stateOpen).toBe(0));
    expect(seen.at(-1)).toMatchObject({ open: 1, totals: counted });
    free();
    await busy;
    await waitFor(() => expect(seen.at(-1)).toEqual({ open: 0, totals: kept, stateOpen: 0 }));
    // Every pair handed since the keep: the conflict still open, or settled with the kept version's totals.
    for (const pair of seen.slice(from)) if (pair.open === 0) expect(pair.totals).toEqual(kept);
    unmount();
  });
});
