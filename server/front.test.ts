// A room that cannot be loaded for want of the store is "try again later" (close 1013), not Hocuspocus's
// "permission denied" (server/front.ts, closeWhenTheStoreRefuses): the very message Hocuspocus sends
// becomes the close, and every other frame goes out as it was.
import { OutgoingMessage } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { closeWhenTheStoreRefuses } from './front';
import { STORE_FAILED } from './persistence';

function fakeSocket(): { ws: WebSocket; sent: unknown[]; closed: Array<[number, string]> } {
  const sent: unknown[] = [];
  const closed: Array<[number, string]> = [];
  const ws = {
    send: (data: unknown) => sent.push(data),
    close: (code: number, reason: string) => closed.push([code, reason]),
  } as unknown as WebSocket;
  return { ws, sent, closed };
}

const ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTz';

describe('closeWhenTheStoreRefuses', () => {
  it('closes with 1013 instead of sending permission denied for want of the store', () => {
    const { ws, sent, closed } = fakeSocket();
    closeWhenTheStoreRefuses(ws);
    ws.send(new OutgoingMessage(ROOM).writePermissionDenied(STORE_FAILED.reason).toUint8Array());
    expect(closed).toEqual([[1013, 'store-unavailable']]);
    expect(sent).toEqual([]);
  });

  it('sends every other frame as it was, another refusal included', () => {
    const { ws, sent, closed } = fakeSocket();
    closeWhenTheStoreRefuses(ws);
    const denied = new OutgoingMessage(ROOM).writePermissionDenied('invalid-room-name').toUint8Array();
    const authenticated = new OutgoingMessage(ROOM).writeAuthenticated(false).toUint8Array();
    ws.send(denied);
    ws.send(authenticated);
    expect(sent).toEqual([denied, authenticated]);
    expect(closed).toEqual([]);
  });
});
