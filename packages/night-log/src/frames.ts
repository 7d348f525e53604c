// Reading just enough of a Hocuspocus frame to police it: the room it names and what kind of message
// it is. The frame layout is Hocuspocus's own (document name, message type, then the y-protocols body).
import * as decoding from 'lib0/decoding';

/** Hocuspocus's message types that matter here (`MessageType` in @hocuspocus/server). */
export const SYNC = 0;
export const AWARENESS = 1;
/** "Same as Sync, but won't trigger another SyncStep1" (Hocuspocus's MessageType.SyncReply): it carries updates too. */
export const SYNC_REPLY = 4;
/** y-protocols sync sub-messages: a request (the sender's state vector), and the two that carry document content. */
export const SYNC_STEP_1 = 0;
export const SYNC_STEP_2 = 1;
export const SYNC_UPDATE = 2;

export interface FrameHead {
  room: string;
  type: number;
  /** For a sync message (Sync or SyncReply), its sub-type; otherwise null. */
  syncType: number | null;
}

/** The frame's room and type, or null when it is not a frame at all (garbage is refused, never thrown). */
export function readFrameHead(data: Uint8Array): FrameHead | null {
  try {
    const decoder = decoding.createDecoder(data);
    const room = decoding.readVarString(decoder);
    const type = decoding.readVarUint(decoder);
    const syncType = type === SYNC || type === SYNC_REPLY ? decoding.readVarUint(decoder) : null;
    // A SyncReply is policed as the Sync it is to Hocuspocus.
    return { room, type: type === SYNC_REPLY ? SYNC : type, syncType };
  } catch {
    // lib0 throws on a truncated or malformed varint/string: such bytes are not a frame.
    return null;
  }
}

/**
 * The Yjs update a sync step 2 or update frame carries (Sync or SyncReply), or null when the frame carries
 * none. Throws on garbage: the store (server/persistence.ts) and the log's check (server/log-guard.ts)
 * both refuse a frame that does not decode.
 */
export function updateOf(frame: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(frame);
  decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  if (type !== SYNC && type !== SYNC_REPLY) return null;
  const syncType = decoding.readVarUint(decoder);
  if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return null;
  return decoding.readVarUint8Array(decoder);
}
