// The Hocuspocus extension that holds a room to the server's rules: only well-formed room names, a
// bounded document, small presence frames. (Keeping each update before it is acknowledged is
// server/persistence.ts.)
import type {
  afterLoadDocumentPayload,
  afterStoreDocumentPayload,
  afterUnloadDocumentPayload,
  beforeHandleMessagePayload,
  Extension,
  onConnectPayload,
} from '@hocuspocus/server';
import * as Y from 'yjs';
import type { SyncServerConfig } from './config';
import { AWARENESS, readFrameHead, SYNC, SYNC_STEP_2, SYNC_UPDATE } from '@tai-table/night-log';
import { isRoomName } from './room-name';
import type { RefusalReason, SyncMetrics } from './metrics';

/** Close codes and reasons the client can tell apart (4xxx is the application's range; Hocuspocus uses 44xx for its own). */
export const REFUSALS = {
  badRoomName: 'invalid-room-name',
  roomFull: { code: 4413, reason: 'room-too-large' },
  awarenessTooLarge: { code: 4414, reason: 'presence-too-large' },
  malformed: { code: 4400, reason: 'malformed-frame' },
} as const;

/**
 * A refusal for Hocuspocus's hook chain: an Error with an empty message, because Hocuspocus logs a
 * hook error's message, and with the code and reason it sends to the client.
 */
function refusal(fields: { code?: number; reason: string }): Error {
  return Object.assign(new Error(''), fields);
}

export class RoomRules implements Extension {
  extensionName = 'RoomRules';
  /** Encoded size of each loaded room: exact when loaded or stored, plus each update applied since (an upper bound). */
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly config: SyncServerConfig,
    private readonly metrics: SyncMetrics,
  ) {}

  private refuse(reason: RefusalReason, fields: { code?: number; reason: string }): never {
    this.metrics.updatesRefused.inc({ reason });
    throw refusal(fields);
  }

  async onConnect({ documentName }: onConnectPayload): Promise<void> {
    if (!isRoomName(documentName)) throw refusal({ reason: REFUSALS.badRoomName });
  }

  async afterLoadDocument({ documentName, document }: afterLoadDocumentPayload): Promise<void> {
    this.sizes.set(documentName, Y.encodeStateAsUpdate(document).byteLength);
    document.on('update', (update: Uint8Array) => {
      this.sizes.set(documentName, (this.sizes.get(documentName) ?? 0) + update.byteLength);
    });
  }

  async beforeHandleMessage({ documentName, update }: beforeHandleMessagePayload): Promise<void> {
    const head = readFrameHead(update);
    if (head === null) this.refuse('malformed', REFUSALS.malformed);
    if (head.type === SYNC && (head.syncType === SYNC_STEP_2 || head.syncType === SYNC_UPDATE)) {
      const size = this.sizes.get(documentName) ?? 0;
      if (size + update.byteLength > this.config.maxDocBytes)
        this.refuse('room-too-large', REFUSALS.roomFull);
    }
    if (head.type === AWARENESS && update.byteLength > this.config.maxAwarenessBytes)
      this.refuse('presence-too-large', REFUSALS.awarenessTooLarge);
  }

  /** The store wrote the exact encoding: the estimate starts again from it. */
  async afterStoreDocument({ documentName, document }: afterStoreDocumentPayload): Promise<void> {
    this.sizes.set(documentName, Y.encodeStateAsUpdate(document).byteLength);
  }

  async afterUnloadDocument({ documentName }: afterUnloadDocumentPayload): Promise<void> {
    this.sizes.delete(documentName);
  }
}
