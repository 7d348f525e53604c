// Reading a Hocuspocus frame: the room and type it names (garbage is null, never a throw), and which
// frames carry an update that must be stored before it is acknowledged: Sync and SyncReply (the same to
// Hocuspocus's receiver) step 2 and update, never step 1 or presence.
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import {
  AWARENESS,
  readFrameHead,
  SYNC,
  SYNC_REPLY,
  SYNC_STEP_1,
  SYNC_STEP_2,
  SYNC_UPDATE,
  updateOf,
} from './frames';
import { SERVER_NOTICES, serverNoticeOf } from './server-notices';

const ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTz';

function frame(type: number, syncType: number | null, body: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, ROOM);
  encoding.writeVarUint(encoder, type);
  if (syncType !== null) encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, body);
  return encoding.toUint8Array(encoder);
}

describe('readFrameHead', () => {
  const body = Uint8Array.from([1, 2, 3]);
  it('reads the room, the type and a sync message’s sub-type', () => {
    expect(readFrameHead(frame(SYNC, SYNC_STEP_1, body))).toEqual({
      room: ROOM,
      type: SYNC,
      syncType: SYNC_STEP_1,
    });
    expect(readFrameHead(frame(AWARENESS, null, body))).toEqual({
      room: ROOM,
      type: AWARENESS,
      syncType: null,
    });
  });

  it('reads a SyncReply as the Sync it is to Hocuspocus', () => {
    expect(readFrameHead(frame(SYNC_REPLY, SYNC_UPDATE, body))).toEqual({
      room: ROOM,
      type: SYNC,
      syncType: SYNC_UPDATE,
    });
  });

  it('answers null for bytes that are not a frame', () => {
    expect(readFrameHead(Uint8Array.from([200]))).toBeNull();
    expect(readFrameHead(new Uint8Array())).toBeNull();
  });
});

describe('updateOf', () => {
  const update = Uint8Array.from([1, 2, 3]);
  it('finds the update in Sync and SyncReply frames of step 2 and update', () => {
    for (const type of [SYNC, SYNC_REPLY]) {
      for (const syncType of [SYNC_STEP_2, SYNC_UPDATE])
        expect(updateOf(frame(type, syncType, update))).toEqual(update);
    }
  });

  it('finds none in a sync request or presence', () => {
    expect(updateOf(frame(SYNC, SYNC_STEP_1, update))).toBeNull();
    expect(updateOf(frame(SYNC_REPLY, SYNC_STEP_1, update))).toBeNull();
    expect(updateOf(frame(AWARENESS, null, update))).toBeNull();
  });

  it('throws on garbage, which the store and the log’s check refuse', () => {
    expect(() => updateOf(Uint8Array.from([200]))).toThrow();
  });
});

describe('a server’s notices to its phones', () => {
  it('reads back each notice, and nothing else as one', () => {
    expect(serverNoticeOf(SERVER_NOTICES.apart)).toBe('apart');
    expect(serverNoticeOf(SERVER_NOTICES.together)).toBe('together');
    for (const other of ['', 'apart', `${SERVER_NOTICES.apart} `, '{"apart":true}'])
      expect(serverNoticeOf(other)).toBeNull();
  });
});
