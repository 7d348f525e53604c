// A phone that writes right after its night goes live (its player says whose phone it is as soon as the
// table is invited), against the real sync server: the write reaches the room and the other phones, and
// the phone goes Live with nothing waiting, though the server asked it to sync again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { drawnHand, table } from '../src/core/ledger/testing';
import { addEntry, createNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { configureLive, holdConnection } from '../src/sync/connection';
import { joinLive, makeLive } from '../src/sync/engine';
import { loadedDoc } from '../src/sync/registry';
import { namePhone } from '../src/sync/table-phones';
import { recordsIn } from '../src/sync/testing';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { waitUntil } from './testing';

const sg = table('sg', { unit: 10 });
const lines: string[] = [];
let running: RunningSyncServer;
let dir: string;

beforeAll(async () => {
  configureLive({ WebSocketPolyfill: WebSocket });
  dir = mkdtempSync(join(tmpdir(), 'tai-first-write-'));
  running = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: dir }, (line) => lines.push(line));
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => quiet.mockRestore();
});
afterAll(async () => {
  await running.close();
  rmSync(dir, { recursive: true, force: true });
});

async function connected(db: TaiTableDB, nightId: string) {
  const held = await holdConnection(db, nightId);
  if (!held) throw new Error('the night is not live');
  return held;
}

const phoneRecords = (db: TaiTableDB, nightId: string) =>
  recordsIn(loadedDoc(db, nightId)!.doc).filter((record) => record.t === 'phone');

it('a phone named right after it invites the table goes Live, and the other phones have its name', async () => {
  const url = `ws://127.0.0.1:${running.port}`;
  const a = freshDatabase();
  const b = freshDatabase();
  const { night } = expectOk(await createNight(a, sg, 'Friday night'));
  expectOk(await addEntry(a, night.id, drawnHand()));
  const { link } = expectOk(await makeLive(a, night.id, url));
  const onA = await connected(a, night.id);
  // At once, before the first sync has answered: what a player tapping "Kumar" on the question does.
  expectOk(await namePhone(a, night.id, { seat: 3 }));
  await waitUntil('phone A live with nothing waiting', () => {
    const status = onA.connection.state.status;
    return status.kind === 'live' && status.waiting === 0;
  });

  const { nightId } = expectOk(await joinLive(b, link));
  const onB = await connected(b, nightId);
  await waitUntil('phone B live', () => onB.connection.state.status.kind === 'live');
  expect(phoneRecords(b, nightId)).toHaveLength(1);
  // The name's update reached the server before the phone's first sync had sent the night it follows: the
  // server asks the phone to sync again (once), and the phone connects again rather than staying Offline.
  expect(lines.filter((line) => line.includes('sync again')).length).toBeLessThanOrEqual(1);
  expect(onA.connection.state.status.kind).toBe('live');
  onA.release();
  onB.release();
});
