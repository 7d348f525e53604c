// Which frames carry an update that must be stored before it is acknowledged: Sync and SyncReply (the
// same to Hocuspocus's receiver) step 2 and update, never step 1 or presence.
import * as encoding from 'lib0/encoding';
import { describe, expect, it } from 'vitest';
import { AWARENESS, SYNC, SYNC_REPLY, SYNC_STEP_1, SYNC_STEP_2, SYNC_UPDATE } from './frames';
import { updateOf } from './frames';
import { newRoomName } from './room-name';

function frame(type: number, syncType: number | null, body: Uint8Array): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarString(encoder, newRoomName());
  encoding.writeVarUint(encoder, type);
  if (syncType !== null) encoding.writeVarUint(encoder, syncType);
  encoding.writeVarUint8Array(encoder, body);
  return encoding.toUint8Array(encoder);
}

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
});
