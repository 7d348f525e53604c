// The WebSocket layer's limits, applied before Hocuspocus sees a connection or a frame: connections
// per address and in all, rooms per connection, frames per window, a deadline to name a room, and
// garbage. A connection that breaks them is cut off; the server itself carries on.
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { SyncServerConfig } from './config';
import { readFrameHead, SYNC, SYNC_STEP_1 } from '@tai-table/night-log';
import { isRoomName } from './room-name';

/** Frames naming a malformed room that a connection may send (the provider's first burst is three) before it is cut off. */
const BAD_ROOM_FRAMES = 8;

export type Refusal = 'too-many-from-address' | 'too-many-connections';

export class ConnectionGuard {
  private readonly perAddress = new Map<string, number>();
  private total = 0;
  /** How many connections were cut off and why, for the stats and the tests. */
  readonly cutOff = new Map<string, number>();
  /** Told of each cut-off or refusal as it happens (the metrics). */
  onCut: (reason: string) => void = () => {};

  constructor(
    private readonly config: SyncServerConfig,
    private readonly warn: (line: string) => void,
  ) {}

  count(reason: string): void {
    this.cutOff.set(reason, (this.cutOff.get(reason) ?? 0) + 1);
    this.onCut(reason);
  }

  /**
   * The phone's address. Behind `trustedProxies` proxies (each appending the address it was reached
   * from to X-Forwarded-For, as HAProxy's `option forwardfor` and Caddy do), the phone's is that many
   * entries from the end: entries before it are the phone's own say and are not believed.
   */
  static address(request: IncomingMessage, trustedProxies = 0): string {
    const direct = request.socket.remoteAddress ?? 'unknown';
    if (trustedProxies === 0) return direct;
    const header = request.headers['x-forwarded-for'];
    const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    return entries[entries.length - trustedProxies] ?? direct;
  }

  /** Whether one more connection from this address may open; counts it if so. */
  admit(address: string): Refusal | null {
    if (this.total >= this.config.maxConnections) return 'too-many-connections';
    const count = this.perAddress.get(address) ?? 0;
    if (count >= this.config.maxConnectionsPerAddress) return 'too-many-from-address';
    this.perAddress.set(address, count + 1);
    this.total += 1;
    return null;
  }

  /** Gives back an admitted connection's place (its WebSocket closed, or its handshake failed). */
  release(address: string): void {
    const count = (this.perAddress.get(address) ?? 1) - 1;
    if (count <= 0) this.perAddress.delete(address);
    else this.perAddress.set(address, count);
    this.total -= 1;
  }

  get connections(): number {
    return this.total;
  }

  /**
   * Watches an admitted connection. Must be called before Hocuspocus's handleConnection, so this
   * listener sees each frame first; a frame that breaks a limit still reaches Hocuspocus, which refuses
   * it on its own terms (garbage, unknown room), and the socket is gone right after.
   */
  watch(ws: WebSocket, address: string): void {
    const rooms = new Set<string>();
    let badRoomFrames = 0;
    let frames = 0;
    let syncRequests = 0;
    let windowStart = Date.now();
    let isCut = false;
    const cut = (why: string) => {
      if (isCut) return;
      isCut = true;
      this.count(why);
      ws.terminate();
    };
    const joinDeadline = setTimeout(() => cut('named-no-room'), this.config.joinWithinMs);
    joinDeadline.unref();

    // Hocuspocus re-emits the frames it queued while a room was loading (without ws's isBinary flag),
    // so this listener sees those twice: the limits leave room for that.
    ws.on('message', (data: Buffer) => {
      // Frames already read when the socket was cut still arrive: nothing more to count.
      if (isCut) return;
      const now = Date.now();
      if (now - windowStart > this.config.frameWindowMs) {
        windowStart = now;
        frames = 0;
        syncRequests = 0;
      }
      frames += 1;
      if (frames > this.config.maxFramesPerWindow) return cut('too-many-frames');
      const head = readFrameHead(data);
      if (head === null) return cut('malformed');
      if (head.type === SYNC && head.syncType === SYNC_STEP_1) {
        syncRequests += 1;
        if (syncRequests > this.config.maxSyncRequestsPerWindow) return cut('too-many-sync-requests');
      }
      const { room } = head;
      if (!isRoomName(room)) {
        badRoomFrames += 1;
        if (badRoomFrames > BAD_ROOM_FRAMES) cut('bad-room-name');
        return;
      }
      clearTimeout(joinDeadline);
      rooms.add(room);
      if (rooms.size > this.config.maxRoomsPerConnection) cut('too-many-rooms');
    });
    ws.on('error', (error) => {
      // ws reports an oversized frame or a protocol violation here and closes the socket itself; an
      // 'error' without a listener would end the process. The message names no room.
      this.warn(`connection error: ${error.message}`);
    });
    ws.once('close', () => {
      clearTimeout(joinDeadline);
      this.release(address);
    });
  }
}
