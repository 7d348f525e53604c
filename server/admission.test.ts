// Joining a sealed room takes its link, against the real server: what a reader of Redis, PostgreSQL or
// the server's files learns (the room id, its admission token's hash) and what another room's link gives
// are no way in. Such a client is refused with "not-admitted" before the room is loaded: it is sent none
// of the night, and what it writes reaches no phone; a restart (the hash read back from the store) keeps
// it so, while a phone with the link joins and gets the whole night. The refusals are counted on
// /metrics, without the room id.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admitTokenHash, LOG_KEY, roomKeysOf } from '@tai-table/night-log';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_ADMITTED } from './admission';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectPhone, connectSealedPhone, newRoomSecret, waitUntil, type Phone } from './testing';

const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(dataDir: string): Promise<RunningSyncServer> {
  const server = await startSyncServer({ ...DEFAULTS, port: 0, dataDir }, () => {});
  cleanups.push(() => server.close());
  return server;
}

const statusRecord = (id: string) => ({ v: 2, t: 'status', id, at: 1_000, status: 'open' });
const logOf = (phone: Phone) => phone.doc.getArray(LOG_KEY).toArray();

describe('a sealed room’s admission', () => {
  it('refuses the room id with no token, its hash, another room’s token or a malformed one; the link’s phones join, after a restart too', async () => {
    // Hocuspocus reports each refused connection on console.error; the refusals are what this test checks.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    cleanups.push(() => quiet.mockRestore());
    const dataDir = mkdtempSync(join(tmpdir(), 'tai-admission-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    let server = await serverOn(dataDir);
    const url = () => `ws://127.0.0.1:${server.port}`;

    const secret = newRoomSecret();
    const room = roomKeysOf(secret)!;
    const first = connectSealedPhone(url(), secret);
    cleanups.push(() => first.destroy());
    await waitUntil('the inviting phone synced', () => first.synced());
    first.write([
      { v: 2, t: 'start', id: 'start', at: 1_000, night: { id: 'n', name: 'Friday', createdAt: 1_000 } },
      statusRecord('from-the-table'),
    ]);
    await waitUntil('its record acknowledged', () => first.synced());

    const ways = (): Array<[string, string | undefined]> => [
      ['no token', undefined],
      ['the token’s hash, as the store keeps it', admitTokenHash(room.admitToken)],
      ['another room’s token', roomKeysOf(newRoomSecret())!.admitToken],
      ['a token of another shape', 'x'.repeat(12)],
    ];
    const tryEachWay = async () => {
      for (const [way, token] of ways()) {
        const intruder = connectPhone(url(), room.roomId, undefined, token);
        cleanups.push(() => intruder.destroy());
        await waitUntil(`refused (${way})`, () => intruder.refusals.length > 0);
        // It writes anyway: nothing of it reaches the table, and it is sent nothing of the night.
        intruder.doc.getArray(LOG_KEY).push([statusRecord(`intruder-${way}`)]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect([way, intruder.refusals[0], intruder.provider.isSynced]).toEqual([way, NOT_ADMITTED, false]);
        expect([way, logOf(intruder).length]).toEqual([way, 1]);
        intruder.destroy();
      }
    };
    await tryEachWay();
    expect(logOf(first)).toHaveLength(2);

    // A restart: the room's token hash is read back from the store.
    first.destroy();
    await server.close();
    server = await serverOn(dataDir);
    await tryEachWay();
    const joining = connectSealedPhone(url(), secret);
    cleanups.push(() => joining.destroy());
    await waitUntil('a phone with the link joins and gets the night', () => joining.synced());
    expect(joining.refusals).toEqual([]);
    expect(logOf(joining)).toEqual(logOf(first));

    const metrics = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
    expect(metrics).toContain(`tai_sync_connections_cut_total{reason="${NOT_ADMITTED}"} ${ways().length}`);
    expect(metrics).not.toContain(room.roomId);
  }, 60_000);
});
