import { describe, expect, it } from 'vitest';
import { configFromEnv, DEFAULTS, maxFrameBytes } from './config';
import { ConnectionGuard } from './guard';
import { isRoomName, redactRoomNames } from './room-name';
import { newRoomName } from './testing';

describe('configFromEnv', () => {
  it('defaults to 127.0.0.1:1234, ./sync-data, 90 days, no Redis', () => {
    const config = configFromEnv({});
    expect(config).toEqual(DEFAULTS);
    expect([config.host, config.port, config.dataDir, config.forgetDays, config.redis]).toEqual([
      '127.0.0.1',
      1234,
      './sync-data',
      90,
      null,
    ]);
    // A whole night must fit in one frame: a phone's first sync of a night made offline sends it all.
    expect(maxFrameBytes(config)).toBeGreaterThan(config.maxDocBytes);
  });

  it('reads the environment, and Redis from REDIS_URL or SYNC_REDIS', () => {
    const config = configFromEnv({
      PORT: '1291',
      SYNC_DATA: '/tmp/rooms',
      SYNC_FORGET_DAYS: '30',
      SYNC_REDIS: '127.0.0.1:6390',
    });
    expect([config.port, config.dataDir, config.forgetDays, config.redis]).toEqual([
      1291,
      '/tmp/rooms',
      30,
      { url: 'redis://127.0.0.1:6390' },
    ]);
    expect(configFromEnv({ REDIS_URL: 'redis://:secret@cache:6379/2' }).redis).toEqual({
      url: 'redis://:secret@cache:6379/2',
    });
  });

  it('keeps rooms in PostgreSQL when SYNC_DATABASE_URL is set', () => {
    expect(configFromEnv({}).databaseUrl).toBeNull();
    expect(configFromEnv({ SYNC_DATABASE_URL: 'postgres://tai@db:5432/tai' }).databaseUrl).toBe(
      'postgres://tai@db:5432/tai',
    );
    expect(() => configFromEnv({ SYNC_DATABASE_URL: 'mysql://db/tai' })).toThrow(/SYNC_DATABASE_URL/);
  });

  it('refuses a bad value by naming the variable', () => {
    expect(() => configFromEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => configFromEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => configFromEnv({ SYNC_FORGET_DAYS: '0' })).toThrow(/SYNC_FORGET_DAYS/);
    expect(() => configFromEnv({ SYNC_REDIS: 'cache' })).toThrow(/SYNC_REDIS/);
    expect(() => configFromEnv({ REDIS_URL: 'cache:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('the phone’s address behind proxies', () => {
  const request = (forwarded: string | undefined) =>
    ({
      socket: { remoteAddress: '10.0.0.9' },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as import('node:http').IncomingMessage;
  it('is the socket’s, unless proxies are trusted; then that many entries from the end of X-Forwarded-For', () => {
    expect(ConnectionGuard.address(request('1.2.3.4'))).toBe('10.0.0.9');
    expect(ConnectionGuard.address(request('1.2.3.4'), 1)).toBe('1.2.3.4');
    // A phone's own X-Forwarded-For (a lie) comes before what Caddy and HAProxy appended.
    expect(ConnectionGuard.address(request('6.6.6.6, 1.2.3.4, 127.0.0.1'), 2)).toBe('1.2.3.4');
    expect(ConnectionGuard.address(request(undefined), 2)).toBe('10.0.0.9');
    expect(configFromEnv({ SYNC_TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
  });
});

describe('room names', () => {
  it('takes 128-bit base64url secrets only', () => {
    for (let i = 0; i < 50; i += 1) expect(isRoomName(newRoomName())).toBe(true);
    expect(newRoomName()).toHaveLength(22);
    for (const bad of [
      '',
      'night',
      'a'.repeat(21),
      `${'a'.repeat(21)}=`,
      `${'a'.repeat(21)}/`,
      'é'.repeat(22),
      'a'.repeat(65),
    ]) {
      expect(isRoomName(bad)).toBe(false);
    }
  });

  it('are redacted from any log line', () => {
    const room = newRoomName();
    expect(redactRoomNames(`closing connection (while handling ${room}) because of exception`)).toBe(
      'closing connection (while handling [room]) because of exception',
    );
    expect(redactRoomNames('connection error: Max payload size exceeded')).toBe(
      'connection error: Max payload size exceeded',
    );
  });
});
