// The app's live-night engine (src/sync) against the real sync server: two phones, each with its own
// database and provider. A hand recorded on one arrives in the other's rows; a phone offline keeps
// recording and merges when it reconnects; a night too big for the server is refused and said so.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createSession, getSession, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { readNightDoc } from '../src/sync/doc';
import { joinLive, keepEntry, makeLive } from '../src/sync/engine';
import { loadedDoc } from '../src/sync/registry';
import type { LiveStatus } from '../src/sync/types';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { waitUntil } from './testing';

const sg = table('sg', { unit: 10 });
const servers: { server: RunningSyncServer; dir: string }[] = [];

async function server(maxDocBytes = DEFAULTS.maxDocBytes): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'tai-live-'));
  const running = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: dir, maxDocBytes }, () => {});
  servers.push({ server: running, dir });
  return `ws://127.0.0.1:${running.port}`;
}

beforeAll(() => {
  configureLive({ WebSocketPolyfill: WebSocket });
  // Hocuspocus reports refused updates on console.error; the refusal is what one test checks.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => quiet.mockRestore();
});
afterAll(async () => {
  for (const { server: running, dir } of servers) {
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const ids = async (db: TaiTableDB, nightId: string) => expectOk(await getSession(db, nightId)).session.entries.map((e) => e.id);

async function connected(db: TaiTableDB, nightId: string) {
  const held = await holdConnection(db, nightId);
  if (!held) throw new Error('the night is not live');
  return held;
}

const statusOf = (held: { connection: { state: { status: LiveStatus } } }) => held.connection.state.status;

describe('live nights through the real sync server', () => {
  it('a hand recorded on one phone arrives on the other; offline, both record, and reconnecting merges with the conflict marked', async () => {
    const url = await server();
    const a = freshDatabase();
    const b = freshDatabase();
    const { session } = expectOk(await createSession(a, sg, 'Friday night'));
    const opening = drawnHand();
    expectOk(await addEntry(a, session.id, opening));
    const { link } = expectOk(await makeLive(a, session.id, url));
    const onA = await connected(a, session.id);
    await waitUntil('phone A live with nothing waiting', () => statusOf(onA).kind === 'live' && (statusOf(onA) as { waiting: number }).waiting === 0);

    const { nightId } = expectOk(await joinLive(b, link));
    expect(await ids(b, nightId)).toEqual([opening.id]);
    let onB = await connected(b, nightId);
    await waitUntil('both phones see each other', () => {
      const status = statusOf(onA);
      return status.kind === 'live' && status.phones === 2 && statusOf(onB).kind === 'live';
    });

    const first = discardWin(sg, 1, 0, 3);
    expectOk(await addEntry(a, session.id, first));
    await waitForRows(b, nightId, [opening.id, first.id]);

    // B goes offline: both record the same hand, B also a kong.
    onB.release();
    const onAWins = selfDrawnWin(sg, 2, 4);
    const onBWins = discardWin(sg, 2, 0, 4);
    const kong = tablePayment(3, 'exposed_kong');
    expectOk(await addEntry(a, session.id, onAWins));
    expectOk(await addEntry(b, nightId, onBWins));
    expectOk(await addEntry(b, nightId, kong));
    expect(await ids(b, nightId)).toEqual([opening.id, first.id, onBWins.id, kong.id]);
    // Its waiting changes survive a reload of the engine (counted from the stored updates).
    onB = await connected(b, nightId);
    const all = [opening.id, first.id, onAWins.id, onBWins.id, kong.id].sort();
    await waitForRows(a, session.id, all, true);
    await waitForRows(b, nightId, all, true);
    expect(await ids(a, session.id)).toEqual(await ids(b, nightId));
    const totalsA = expectOk(await getSession(a, session.id)).session.totals;
    expect(expectOk(await getSession(b, nightId)).session.totals).toEqual(totalsA);
    await waitUntil('the conflict shows on both phones', () => onA.connection.state.conflicts.length === 1 && onB.connection.state.conflicts.length === 1);
    const conflict = onB.connection.state.conflicts[0]!;
    expect([...conflict.entryIds].sort()).toEqual([onAWins.id, onBWins.id].sort());
    await waitUntil('B’s changes acknowledged', () => statusOf(onB).kind === 'live' && (statusOf(onB) as { waiting: number }).waiting === 0);

    expectOk(await keepEntry(b, nightId, conflict.id, onBWins.id));
    await waitUntil('A sees the choice', () => onA.connection.state.conflicts.length === 0 && onA.connection.state.setAside.length === 1);
    await waitForRows(a, session.id, [opening.id, first.id, onBWins.id, kong.id].sort(), true);
    const read = readNightDoc(loadedDoc(a, session.id)!.doc);
    expect(read.ok && read.night.setAside.map((s) => s.entryId)).toEqual([onAWins.id]);
    onA.release();
    onB.release();
  });

  it('a phone that cannot reach the server is offline, and says how many of its changes wait', async () => {
    const url = await server();
    const a = freshDatabase();
    const { session } = expectOk(await createSession(a, sg, 'Saturday'));
    expectOk(await makeLive(a, session.id, url.replace(/\d+$/, '1'))); // a port nobody listens on
    const offline = await connected(a, session.id);
    expectOk(await addEntry(a, session.id, drawnHand()));
    expectOk(await addEntry(a, session.id, drawnHand()));
    await waitUntil('offline with 3 changes waiting (the night and two hands)', () => {
      const status = statusOf(offline);
      return status.kind === 'offline' && status.waiting === 3;
    });
    offline.release();
  });

  it('a night too big for the server is refused, and the phone says so', async () => {
    const url = await server(2 * 1024);
    const a = freshDatabase();
    const { session } = expectOk(await createSession(a, sg, 'Long night'));
    for (let i = 0; i < 40; i += 1) expectOk(await addEntry(a, session.id, discardWin(sg, 1, 0, 3)));
    expectOk(await makeLive(a, session.id, url));
    const held = await connected(a, session.id);
    await waitUntil('refused as too big', () => {
      const status = statusOf(held);
      return status.kind === 'refused' && status.reason === 'too_big';
    });
    held.release();
  });
});

async function waitForRows(db: TaiTableDB, nightId: string, expected: string[], sorted = false): Promise<void> {
  let now: string[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    now = await ids(db, nightId);
    if (JSON.stringify(sorted ? [...now].sort() : now) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`rows are ${JSON.stringify(now)}, expected ${JSON.stringify(expected)}`);
}
