// The phones of the server's tests use `ws` as their WebSocket (server/testing.ts, PhoneWebSocket): a
// socket given up while still connecting must not fail the test run with an uncaught 'error', as a
// browser's would not, and a listener still hears the error.
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneWebSocket } from './testing';

let silent: Server | null = null;
afterEach(() => {
  silent?.close();
  silent = null;
});

/** A TCP port that takes connections and never answers: a WebSocket to it stays connecting. */
async function silentPort(): Promise<number> {
  const server = createServer(() => undefined);
  silent = server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('a phone’s WebSocket', () => {
  it('given up while still connecting, as the provider gives it up, throws nothing', async () => {
    const ws = new PhoneWebSocket(`ws://127.0.0.1:${await silentPort()}`);
    // The provider removes its listeners, then closes: a plain `ws` socket would then emit an 'error'
    // nobody hears, an uncaught exception that fails the run.
    const providers = () => undefined;
    ws.addEventListener('error', providers);
    ws.removeEventListener('error', providers);
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.close();
    await closed;
    expect(ws.readyState).toBe(PhoneWebSocket.CLOSED);
  });

  it('closed while still connecting, says so to its listeners and throws nothing', async () => {
    const ws = new PhoneWebSocket(`ws://127.0.0.1:${await silentPort()}`);
    const heard: string[] = [];
    ws.addEventListener('error', (event) => heard.push(event.message));
    const closed = new Promise((resolve) => ws.once('close', resolve));
    expect(ws.readyState).toBe(PhoneWebSocket.CONNECTING);
    ws.close();
    await closed;
    expect(heard).toEqual(['WebSocket was closed before the connection was established']);
    expect(ws.readyState).toBe(PhoneWebSocket.CLOSED);
  });
});
