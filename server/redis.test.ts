// The Redis extension's names for a room (its channel and its lock) are a hash, never the room's name,
// which is the night's secret (server/redis.ts, nameRoomsByHash). Checked on the extension's own naming
// methods, so an upgrade of @hocuspocus/extension-redis that renames them fails here. No Redis needed:
// the clients never connect.
import { Redis } from '@hocuspocus/extension-redis';
import RedisClient from 'ioredis';
import { describe, expect, it } from 'vitest';
import { nameRoomsByHash, redisName } from './redis';

/** The extension's private naming methods, as it calls them when it publishes, subscribes and locks. */
interface Names {
  pubKey(documentName: string): string;
  subKey(documentName: string): string;
  lockKey(documentName: string): string;
}

const ROOM = 'tai-7Yq2nWm4Xc9LbR0pVd3kTz';

describe('the names a room goes by in Redis', () => {
  it('are a hash of the room’s name for its channel and its lock', () => {
    const extension = new Redis({ createClient: () => new RedisClient({ lazyConnect: true }) });
    const names = extension as unknown as Names;
    // Hocuspocus's own naming first: the room's name itself, which is why it is replaced.
    expect(names.pubKey(ROOM)).toBe(`hocuspocus:${ROOM}`);
    nameRoomsByHash(extension);
    for (const name of [names.pubKey(ROOM), names.subKey(ROOM), names.lockKey(ROOM)]) {
      expect(name.startsWith(redisName(ROOM))).toBe(true);
      expect(name).not.toContain(ROOM);
    }
    expect(names.lockKey(ROOM)).toBe(`${redisName(ROOM)}:lock`);
  });

  it('differ from room to room and never show the name', () => {
    expect(redisName(ROOM)).toMatch(/^tai:[0-9a-f]{64}$/);
    expect(redisName(`${ROOM}x`)).not.toBe(redisName(ROOM));
  });
});
