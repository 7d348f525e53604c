// The app's live-night engine (src/sync) against the real sync server: two phones, each with its own
// database and provider. A hand recorded on one arrives in the other's rows; a phone offline keeps
// recording and merges when it reconnects; a night too big for the server is refused and said so;
// the browser's offline report makes the phone Offline at once, and its online report reconnects at once.
import { mkdtempSync, rmSync } from 'node:fs';
import {
  connect as connectTcp,
  createServer as createTcpServer,
  type Server as TcpServer,
  type Socket,
} from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { discardWin, drawnHand, selfDrawnWin, table, tablePayment } from '../src/core/ledger/testing';
import { addEntry, createNight, getNight, type TaiTableDB } from '../src/db';
import { expectOk, freshDatabase } from '../src/db/testing';
import { ANSWER_WITHIN_MS, configureLive, holdConnection, type NetworkReports } from '../src/sync/connection';
import { readNightDoc } from '../src/sync/doc';
import { joinLive, keepEntry, makeLive } from '../src/sync/engine';
import { loadedDoc } from '../src/sync/registry';
import { recordsIn } from '../src/sync/testing';
import type { LiveStatus } from '../src/sync/types';
import { DEFAULTS } from './config';
import { startSyncServer, type RunningSyncServer } from './start';
import { PhoneWebSocket, waitUntil } from './testing';

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
  for (const network of networks) await network.close();
  for (const { server: running, dir } of servers) {
    await running.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A phone's network to the server, as a TCP relay, with the browser's reports about it. Dropped, the
 * browser says offline, the open connections go silent (nothing delivered either way and nothing
 * closed: what a socket sees of a lost network for many seconds) and new ones fail at once. Restored,
 * the browser says online and what was held is delivered; `kill()` meanwhile makes the held
 * connections turn out dead instead.
 */
interface PhoneNetwork extends NetworkReports {
  onLine: boolean;
  url: string;
  drop(): void;
  kill(): void;
  restore(): void;
  close(): Promise<void>;
}
const networks: PhoneNetwork[] = [];

async function phoneNetwork(server: string): Promise<PhoneNetwork> {
  const port = Number(new URL(server).port);
  const reports = new EventTarget();
  let up = true;
  const links = new Set<{ phone: Socket; server: Socket; toServer: Buffer[]; toPhone: Buffer[] }>();
  const relay: TcpServer = createTcpServer((phone) => {
    if (!up) {
      phone.destroy();
      return;
    }
    const link = {
      phone,
      server: connectTcp(port, '127.0.0.1'),
      toServer: [] as Buffer[],
      toPhone: [] as Buffer[],
    };
    links.add(link);
    phone.on('data', (chunk: Buffer) => (up ? link.server.write(chunk) : link.toServer.push(chunk)));
    link.server.on('data', (chunk: Buffer) => (up ? phone.write(chunk) : link.toPhone.push(chunk)));
    const end = () => {
      links.delete(link);
      phone.destroy();
      link.server.destroy();
    };
    for (const socket of [phone, link.server]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const address = relay.address();
  const network: PhoneNetwork = {
    url: `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    onLine: true,
    addEventListener: (type, listener) => reports.addEventListener(type, listener),
    removeEventListener: (type, listener) => reports.removeEventListener(type, listener),
    drop() {
      up = false;
      network.onLine = false;
      reports.dispatchEvent(new Event('offline'));
    },
    kill() {
      for (const link of [...links]) {
        link.phone.destroy();
        link.server.destroy();
      }
    },
    restore() {
      up = true;
      for (const link of links) {
        for (const chunk of link.toServer.splice(0)) link.server.write(chunk);
        for (const chunk of link.toPhone.splice(0)) link.phone.write(chunk);
      }
      network.onLine = true;
      reports.dispatchEvent(new Event('online'));
    },
    close: () => {
      network.kill();
      return new Promise((resolve) => relay.close(() => resolve()));
    },
  };
  networks.push(network);
  return network;
}

const ids = async (db: TaiTableDB, nightId: string) =>
  expectOk(await getNight(db, nightId)).night.entries.map((e) => e.id);

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
    const { night: session } = expectOk(await createNight(a, sg, 'Friday night'));
    const opening = drawnHand();
    expectOk(await addEntry(a, session.id, opening));
    const { link } = expectOk(await makeLive(a, session.id, url));
    const onA = await connected(a, session.id);
    await waitUntil(
      'phone A live with nothing waiting',
      () => statusOf(onA).kind === 'live' && (statusOf(onA) as { waiting: number }).waiting === 0,
    );

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
    await waitUntil(
      'the conflict shows on both phones',
      () => onA.connection.state.conflicts.length === 1 && onB.connection.state.conflicts.length === 1,
    );
    const conflict = onB.connection.state.conflicts[0]!;
    expect([...conflict.entryIds].sort()).toEqual([onAWins.id, onBWins.id].sort());
    // B recorded with its connection closed: the conflict is "while apart", on both phones; A's hands say it was Live.
    expect(conflict.atSameTime).toBeUndefined();
    expect(onA.connection.state.conflicts[0]!.atSameTime).toBeUndefined();
    // The records as the phone reads them: a sealed room's log holds envelopes, whose content says `live`.
    const liveOf = (db: TaiTableDB, id: string, entryId: string) =>
      recordsIn(loadedDoc(db, id)!.doc).flatMap((record) =>
        record.t === 'record' && (record.entry as { id?: string }).id === entryId ? [record.live] : [],
      )[0];
    expect([
      liveOf(a, session.id, first.id),
      liveOf(a, session.id, onAWins.id),
      liveOf(b, nightId, onBWins.id),
    ]).toEqual([true, true, false]);
    // One turn, counted once: the rows hold the hand counted meanwhile, the other waits in the conflict.
    const counted = [opening.id, first.id, conflict.counted, kong.id].sort();
    await waitForRows(a, session.id, counted, true);
    await waitForRows(b, nightId, counted, true);
    expect(await ids(a, session.id)).toEqual(await ids(b, nightId));
    const totalsA = expectOk(await getNight(a, session.id)).night.totals;
    expect(expectOk(await getNight(b, nightId)).night.totals).toEqual(totalsA);
    await waitUntil(
      'B’s changes acknowledged',
      () => statusOf(onB).kind === 'live' && (statusOf(onB) as { waiting: number }).waiting === 0,
    );

    expectOk(await keepEntry(b, nightId, conflict.id, onBWins.id));
    await waitUntil(
      'A sees the choice',
      () => onA.connection.state.conflicts.length === 0 && onA.connection.state.setAside.length === 1,
    );
    await waitForRows(a, session.id, [opening.id, first.id, onBWins.id, kong.id].sort(), true);
    const read = readNightDoc(loadedDoc(a, session.id)!.doc);
    expect(read.ok && read.night.setAside.map((s) => s.entryId)).toEqual([onAWins.id]);
    onA.release();
    onB.release();
  });

  it('two phones both Live recording the same turn at once: one conflict, "at the same time", on both phones', async () => {
    // "The same instant" made certain, however loaded the machine: while the phones record, every socket's
    // incoming messages are held (delivered in order afterwards), so neither hears the other's hand first.
    const held: (() => void)[] = [];
    let holding = false;
    class HoldingWebSocket extends WebSocket {
      override emit(event: string | symbol, ...args: unknown[]): boolean {
        if (event === 'message' && holding) {
          held.push(() => super.emit(event, ...args));
          return true;
        }
        return super.emit(event, ...args);
      }
    }
    configureLive({ WebSocketPolyfill: HoldingWebSocket });
    try {
      const url = await server();
      const a = freshDatabase();
      const b = freshDatabase();
      const { night: session } = expectOk(await createNight(a, sg, 'Sunday'));
      const { link } = expectOk(await makeLive(a, session.id, url));
      const onA = await connected(a, session.id);
      const { nightId } = expectOk(await joinLive(b, link));
      const onB = await connected(b, nightId);
      await waitUntil('both phones Live, seeing each other', () => {
        const [sa, sb] = [statusOf(onA), statusOf(onB)];
        return sa.kind === 'live' && sa.phones === 2 && sb.kind === 'live' && sb.phones === 2;
      });
      // Both tap Record in the same instant, both Live: neither has the other's hand when it records.
      const fromA = selfDrawnWin(sg, 1, 2);
      const fromB = discardWin(sg, 2, 0, 3);
      holding = true;
      expectOk(
        await Promise.all([addEntry(a, session.id, fromA), addEntry(b, nightId, fromB)]).then(([x, y]) =>
          x.ok ? y : x,
        ),
      );
      holding = false;
      for (const deliver of held.splice(0)) deliver();
      await waitUntil(
        'the conflict shows on both phones',
        () => onA.connection.state.conflicts.length === 1 && onB.connection.state.conflicts.length === 1,
      );
      expect([...onA.connection.state.conflicts[0]!.entryIds].sort()).toEqual([fromA.id, fromB.id].sort());
      expect(onA.connection.state.conflicts[0]!.atSameTime).toBe(true);
      expect(onB.connection.state.conflicts[0]!.atSameTime).toBe(true);
      onA.release();
      onB.release();
    } finally {
      holding = false;
      configureLive({ WebSocketPolyfill: WebSocket });
    }
  });

  it('the count of phones is right within a few seconds of a server restart and of a phone joining (presence, not connection churn)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tai-live-'));
    let running = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: dir }, () => {});
    const { port } = running;
    const url = `ws://127.0.0.1:${port}`;
    try {
      const dbs = [freshDatabase(), freshDatabase(), freshDatabase()];
      const { night: session } = expectOk(await createNight(dbs[0]!, sg, 'Friday night'));
      const { link } = expectOk(await makeLive(dbs[0]!, session.id, url));
      const held = [await connected(dbs[0]!, session.id)];
      for (const db of dbs.slice(1)) {
        const { nightId } = expectOk(await joinLive(db, link));
        held.push(await connected(db, nightId));
      }
      const counts = () =>
        held.map((h) => {
          const status = statusOf(h);
          return status.kind === 'live' ? status.phones : status.kind;
        });
      const allSay = (n: number) => () => counts().every((count) => count === n);
      await waitUntil('three phones say 3', allSay(3), 8_000);

      // The server restarts (closed, then up again on the same port and rooms): every phone reconnects,
      // and each counts the others again at once, not at their next presence renewal (15 s).
      await running.close();
      await waitUntil('the phones notice', () => held.every((h) => statusOf(h).kind !== 'live'), 15_000);
      running = await startSyncServer({ ...DEFAULTS, port, dataDir: dir }, () => {});
      // Reconnecting waits out each phone's back-off (up to 5 s); the count must be right once all are back.
      await waitUntil('every phone live again', () => held.every((h) => statusOf(h).kind === 'live'), 15_000);
      await waitUntil(`three phones say 3 again (they say ${JSON.stringify(counts())})`, allSay(3), 3_000);

      // A fourth phone joins: every phone says 4; it leaves: every phone says 3.
      const fourth = freshDatabase();
      const { nightId } = expectOk(await joinLive(fourth, link));
      const late = await connected(fourth, nightId);
      held.push(late);
      await waitUntil(`four phones say 4 (they say ${JSON.stringify(counts())})`, allSay(4), 6_000);
      held.pop();
      late.release();
      await waitUntil(
        `three phones say 3 after one left (they say ${JSON.stringify(counts())})`,
        allSay(3),
        6_000,
      );
      for (const h of held) h.release();
    } finally {
      await running.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("a phone whose network dies without a word is counted out by the others within two of the server's pings, not half a minute", async () => {
    // Pinging every second here (6 s in use: DEFAULTS.pingEveryMs), so the test waits 1 to 2 s, not 6 to 12.
    const pingEveryMs = 1_000;
    const dir = mkdtempSync(join(tmpdir(), 'tai-live-'));
    const running = await startSyncServer({ ...DEFAULTS, port: 0, dataDir: dir, pingEveryMs }, () => {});
    servers.push({ server: running, dir });
    const url = `ws://127.0.0.1:${running.port}`;
    const network = await phoneNetwork(url);
    const a = freshDatabase();
    const { night: session } = expectOk(await createNight(a, sg, 'Tuesday'));
    const { link } = expectOk(await makeLive(a, session.id, url));
    const here = await connected(a, session.id);
    const b = freshDatabase();
    configureLive({ WebSocketPolyfill: WebSocket, network });
    let gone: Awaited<ReturnType<typeof connected>> | undefined;
    try {
      const { nightId } = expectOk(await joinLive(b, { room: link.room, server: network.url }));
      gone = await connected(b, nightId);
      const phonesOf = () => {
        const status = statusOf(here);
        return status.kind === 'live' ? status.phones : status.kind;
      };
      await waitUntil('two phones', () => phonesOf() === 2, 8_000);
      // Phone b's network goes silent: no close, nothing either way (its pongs are held too).
      network.drop();
      await waitUntil(
        `one phone (it says ${String(phonesOf())})`,
        () => phonesOf() === 1,
        pingEveryMs * 2 + 3_000,
      );
    } finally {
      gone?.release();
      here.release();
      configureLive({ WebSocketPolyfill: WebSocket });
    }
  });

  it('a phone opening its night while the server hangs says the server does not answer, within the deadline, not Connecting… for ever', async () => {
    // Hung before the handshake (the kernel takes the connection, the process never answers it) and hung
    // after it (upgraded, then silent): as a reload finds a server that was stopped (SIGSTOP) mid-night.
    const hungBefore: TcpServer = createTcpServer(() => undefined);
    const hungAfter = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await Promise.all([
      new Promise<void>((resolve) => hungBefore.listen(0, '127.0.0.1', resolve)),
      new Promise<void>((resolve) => hungAfter.once('listening', () => resolve())),
    ]);
    const portOf = (address: ReturnType<TcpServer['address']>) =>
      typeof address === 'object' && address ? address.port : 0;
    // A socket given up while still opening: ws says so as an error, which only a phone's socket listens to.
    configureLive({ WebSocketPolyfill: PhoneWebSocket });
    try {
      for (const url of [
        `ws://127.0.0.1:${portOf(hungBefore.address())}`,
        `ws://127.0.0.1:${portOf(hungAfter.address())}`,
      ]) {
        const a = freshDatabase();
        const { night: session } = expectOk(await createNight(a, sg, 'Thursday'));
        expectOk(await makeLive(a, session.id, url));
        const held = await connected(a, session.id);
        try {
          expect(statusOf(held).kind).toBe('connecting');
          await waitUntil(
            `no answer from the server (it says ${JSON.stringify(statusOf(held))})`,
            () => {
              const status = statusOf(held);
              return status.kind === 'offline' && status.cause === 'server' && status.waiting === 1;
            },
            ANSWER_WITHIN_MS + 1_000,
          );
        } finally {
          held.release();
        }
      }
    } finally {
      configureLive({ WebSocketPolyfill: WebSocket });
      hungBefore.close();
      hungAfter.close();
    }
  });

  it('a phone that cannot reach the server is offline, and says how many of its changes wait', async () => {
    const url = await server();
    const a = freshDatabase();
    const { night: session } = expectOk(await createNight(a, sg, 'Saturday'));
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

  it('the browser’s offline report makes the phone Offline at once with its changes waiting; its online report connects again at once', async () => {
    const url = await server();
    const network = await phoneNetwork(url);
    // Every socket the provider opens, counted: reconnecting "at once" is a socket made by the online report itself.
    const opened: WebSocket[] = [];
    class CountedWebSocket extends WebSocket {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        opened.push(this);
      }
    }
    configureLive({ WebSocketPolyfill: CountedWebSocket, network });
    try {
      const a = freshDatabase();
      const { night: session } = expectOk(await createNight(a, sg, 'Sunday'));
      const { link } = expectOk(await makeLive(a, session.id, network.url));
      let held = await connected(a, session.id);
      await waitUntil(
        'live with nothing waiting',
        () => statusOf(held).kind === 'live' && (statusOf(held) as { waiting: number }).waiting === 0,
      );

      // The network drops: its socket has noticed nothing, yet the phone says Offline at once.
      network.drop();
      expect(statusOf(held)).toEqual({ kind: 'offline', waiting: 0, cause: 'network' });
      const first = drawnHand();
      expectOk(await addEntry(a, session.id, first));
      await waitUntil('offline with the hand waiting', () => {
        const status = statusOf(held);
        return status.kind === 'offline' && status.waiting === 1;
      });

      // Back, on the socket that stayed open: not Live until the server has answered again, then Live with nothing waiting.
      network.restore();
      expect(statusOf(held)).toEqual({ kind: 'connecting', waiting: 1 });
      await waitUntil(
        'live again, the hand acknowledged',
        () => statusOf(held).kind === 'live' && (statusOf(held) as { waiting: number }).waiting === 0,
      );

      // Dropped again, and this time the connection dies: the provider retries, failing, with a growing back-off.
      network.drop();
      network.kill();
      const second = drawnHand();
      expectOk(await addEntry(a, session.id, second));
      const beforeRetry = opened.length;
      await waitUntil(
        'a retry made and refused',
        () => opened.length > beforeRetry && opened.at(-1)!.readyState === WebSocket.CLOSED,
      );
      expect(statusOf(held)).toEqual({ kind: 'offline', waiting: 1, cause: 'network' });
      // Online: a socket is opened by the report itself, not at the end of the back-off.
      const beforeOnline = opened.length;
      network.restore();
      expect(opened.length).toBe(beforeOnline + 1);
      expect(statusOf(held).kind).toBe('connecting');
      await waitUntil(
        'live again, the second hand acknowledged',
        () => statusOf(held).kind === 'live' && (statusOf(held) as { waiting: number }).waiting === 0,
      );

      // Both hands reached the server: a phone joining now gets them.
      const b = freshDatabase();
      const { nightId } = expectOk(await joinLive(b, { room: link.room, server: url }));
      expect(await ids(b, nightId)).toEqual([first.id, second.id]);

      // A night opened while the browser already says offline is Offline from the start, not Connecting.
      held.release();
      network.drop();
      held = await connected(a, session.id);
      expect(statusOf(held)).toEqual({ kind: 'offline', waiting: 0, cause: 'network' });
      // (Node's ws, unlike a browser, throws at a socket closed while it opens: the attempt is let fail first.)
      await waitUntil('its first attempt refused', () => opened.at(-1)!.readyState === WebSocket.CLOSED);
      network.restore();
      await waitUntil('live once the network is back', () => statusOf(held).kind === 'live');
      held.release();

      // A browser that says offline while the server still answers (a server on the same machine or
      // network, a report gone wrong): Offline until the server has answered a new connection, then Live.
      network.onLine = false;
      held = await connected(a, session.id);
      expect(statusOf(held).kind).toBe('offline');
      await waitUntil('live once the server answered', () => statusOf(held).kind === 'live');
      held.release();
    } finally {
      configureLive({ WebSocketPolyfill: WebSocket });
    }
  });

  it('hands sent into a connection that then dies are lost on the way, and reach the server once the phone is back: never refused', async () => {
    const url = await server();
    const network = await phoneNetwork(url);
    configureLive({ WebSocketPolyfill: WebSocket, network });
    try {
      const a = freshDatabase();
      const { night: session } = expectOk(await createNight(a, sg, 'Monday'));
      const { link } = expectOk(await makeLive(a, session.id, network.url));
      const held = await connected(a, session.id);
      await waitUntil('live', () => statusOf(held).kind === 'live');
      // The network goes silent under an open socket: two hands are sent into it and held, then the
      // connection dies and what it held is lost; a third hand is recorded while the phone has no socket.
      network.drop();
      const lost = [drawnHand(), selfDrawnWin(sg, 1, 2)];
      for (const entry of lost) expectOk(await addEntry(a, session.id, entry));
      network.kill();
      const third = discardWin(sg, 2, 0, 1);
      expectOk(await addEntry(a, session.id, third));
      network.restore();
      await waitUntil(
        'live again with nothing waiting',
        () => statusOf(held).kind === 'live' && (statusOf(held) as { waiting: number }).waiting === 0,
        20_000,
      ).catch((error: unknown) => {
        throw new Error(`${String(error)}: ${JSON.stringify(statusOf(held))}`);
      });
      // A fourth, once back: the server takes it after the three it had missed.
      const fourth = drawnHand();
      expectOk(await addEntry(a, session.id, fourth));
      await waitUntil(
        'the fourth acknowledged',
        () => statusOf(held).kind === 'live' && (statusOf(held) as { waiting: number }).waiting === 0,
      );
      const b = freshDatabase();
      const { nightId } = expectOk(await joinLive(b, { room: link.room, server: url }));
      expect(await ids(b, nightId)).toEqual([...lost, third, fourth].map((entry) => entry.id));
      held.release();
    } finally {
      configureLive({ WebSocketPolyfill: WebSocket });
    }
  });

  it('a night too big for the server is refused, and the phone says so', async () => {
    const url = await server(2 * 1024);
    const a = freshDatabase();
    const { night: session } = expectOk(await createNight(a, sg, 'Long night'));
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

async function waitForRows(
  db: TaiTableDB,
  nightId: string,
  expected: string[],
  sorted = false,
): Promise<void> {
  let now: string[] = [];
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    now = await ids(db, nightId);
    if (JSON.stringify(sorted ? [...now].sort() : now) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`rows are ${JSON.stringify(now)}, expected ${JSON.stringify(expected)}`);
}
