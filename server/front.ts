// The server's front door: one HTTP server that answers `/health`, `/ready` and `/metrics`, and takes
// WebSockets through a `ws` WebSocketServer bounding frames, after the guard admits the address
// (server/guard.ts). Each admitted socket is handed to Hocuspocus.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Hocuspocus } from '@hocuspocus/server';
import { WebSocketServer, type WebSocket } from 'ws';
import { maxFrameBytes, type SyncServerConfig } from './config';
import { ConnectionGuard } from './guard';
import type { SyncMetrics } from './metrics';
import { isStoreRefusal, STORE_FAILED } from './persistence';
import { problemOf, type Readiness } from './readiness';

export interface Front {
  port: number;
  httpServer: Server;
  webSocketServer: WebSocketServer;
}

export interface FrontParts {
  config: SyncServerConfig;
  guard: ConnectionGuard;
  hocuspocus: Hocuspocus;
  metrics: SyncMetrics;
  ready: () => Promise<Readiness>;
  /** True once the server is closing: no new connection is taken. */
  closing: () => boolean;
  log: (line: string) => void;
}

/** Opens the front door on the configured host and port; resolves once it listens. */
export async function openFront(parts: FrontParts): Promise<Front> {
  const { config } = parts;
  const webSocketServer = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes(config) });
  const httpServer = createServer(answerRequest(parts));
  httpServer.on('upgrade', upgrade(parts, webSocketServer));
  httpServer.on('clientError', (_error, socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => {
      httpServer.off('error', reject);
      resolve();
    });
  });
  return { port: (httpServer.address() as AddressInfo).port, httpServer, webSocketServer };
}

function answerRequest({
  ready,
  metrics,
}: FrontParts): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const reply = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
      response.end(body);
    };
    if (path === '/health') return reply(200, 'ok\n');
    if (path === '/ready') {
      ready().then(
        ({ ok, problems }) => reply(ok ? 200 : 503, ok ? 'ready\n' : `not ready: ${problems.join('; ')}\n`),
        (error: unknown) => reply(503, `not ready: ${problemOf(error)}\n`),
      );
      return;
    }
    if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => reply(200, text, metrics.registry.contentType),
        (error: unknown) => reply(500, `metrics failed: ${problemOf(error)}\n`),
      );
      return;
    }
    // Anything else gets a one-line answer; the server speaks WebSocket.
    reply(200, 'Tai Table sync server\n');
  };
}

function refuseUpgrade(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function upgrade(
  { config, guard, hocuspocus, closing, log }: FrontParts,
  webSocketServer: WebSocketServer,
): (request: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (request, socket, head) => {
    socket.on('error', (error) => log(`socket error before upgrade: ${error.message}`));
    if (closing()) return refuseUpgrade(socket, '503 Service Unavailable');
    const address = ConnectionGuard.address(request, config.trustedProxies);
    const refused = guard.admit(address);
    if (refused) {
      guard.count(refused);
      refuseUpgrade(
        socket,
        refused === 'too-many-from-address' ? '429 Too Many Requests' : '503 Service Unavailable',
      );
      return;
    }
    let upgraded = false;
    socket.once('close', () => {
      // A handshake that failed never reaches the WebSocket's close: give its place back here.
      if (!upgraded) guard.release(address);
    });
    webSocketServer.handleUpgrade(request, socket, head, (ws) => {
      upgraded = true;
      guard.watch(ws, address);
      closeWhenTheStoreRefuses(ws);
      hocuspocus.handleConnection(ws, request);
    });
  };
}

/**
 * A room that could not be loaded for want of the store must be "try again later" (close 1013), not
 * Hocuspocus's "permission denied", which the provider takes as final (the app: "not a Tai Table
 * server"). Hocuspocus answers any failure of `onLoadDocument` with a permission-denied message and
 * keeps the socket open: https://github.com/ueberdosis/hocuspocus/pull/615 ("don't close when auth
 * fails") made it so, its review noting that load failures change from closing the connection to that
 * message. No hook sees the socket, and one load serves every connection waiting for the room, so no hook
 * could close each of them either. So this socket's `send` turns that one message, marked with
 * STORE_FAILED's reason (server/persistence.ts), into the close; every other frame goes through
 * untouched (server/front.test.ts; server/durability.test.ts: a phone opening a room while PostgreSQL
 * is down is not refused, and syncs once it is back).
 */
export function closeWhenTheStoreRefuses(ws: WebSocket): void {
  const send = ws.send.bind(ws) as (data: unknown, ...rest: unknown[]) => void;
  ws.send = ((data: unknown, ...rest: unknown[]) => {
    if (isStoreRefusal(data)) return ws.close(STORE_FAILED.code, STORE_FAILED.reason);
    return send(data, ...rest);
  }) as typeof ws.send;
}
