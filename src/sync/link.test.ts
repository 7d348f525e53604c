// The live link: a room's secret of 256 random bits and the server, only in the fragment, read back checked.
import { describe, expect, it } from 'vitest';
import { roomKeysOf } from '@tai-table/night-log';
import { newRoomSecret } from './engine';
import { checkServerUrl, liveLinkFragment, parseLiveLink } from './link';

describe('the live link', () => {
  it('draws sealed rooms’ secrets of 43 base64url characters (256 bits), never the same twice', () => {
    const rooms = new Set(Array.from({ length: 500 }, newRoomSecret));
    expect(rooms.size).toBe(500);
    for (const room of rooms) {
      expect(room).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(roomKeysOf(room)).not.toBeNull();
    }
  });

  it('still reads an older room’s link (a 22-character secret)', () => {
    expect(parseLiveLink('#/live/AAECAwQFBgcICQoLDA0ODw', 'ws://a.b')).toEqual({
      room: 'AAECAwQFBgcICQoLDA0ODw',
      server: 'ws://a.b',
    });
  });

  it('carries the server only when it is not the app’s default, and reads back what it wrote', () => {
    const room = newRoomSecret();
    expect(liveLinkFragment({ room, server: 'wss://sync.example.org' }, 'wss://sync.example.org')).toBe(
      `#/live/${room}`,
    );
    const other = liveLinkFragment(
      { room, server: 'wss://club.example.net:8443/sync' },
      'wss://sync.example.org',
    );
    expect(other).toBe(`#/live/${room}/${encodeURIComponent('wss://club.example.net:8443/sync')}`);
    expect(parseLiveLink(other, 'wss://sync.example.org')).toEqual({
      room,
      server: 'wss://club.example.net:8443/sync',
    });
    expect(parseLiveLink(`#/live/${room}`, 'wss://sync.example.org')).toEqual({
      room,
      server: 'wss://sync.example.org',
    });
    expect(parseLiveLink(`/live/${room}`, 'ws://127.0.0.1:1234')).toEqual({
      room,
      server: 'ws://127.0.0.1:1234',
    });
  });

  it('refuses what is not a live link, a room that is not a secret, and servers that are not WebSocket addresses', () => {
    const room = newRoomSecret();
    expect(parseLiveLink('#/n/abc', 'ws://a.b')).toEqual({ error: 'not_a_live_link' });
    expect(parseLiveLink('#/live/short', 'ws://a.b')).toEqual({ error: 'bad_room' });
    expect(parseLiveLink(`#/live/${'a'.repeat(65)}`, 'ws://a.b')).toEqual({ error: 'bad_room' });
    expect(parseLiveLink(`#/live/${room.slice(0, 21)}!`, 'ws://a.b')).toEqual({ error: 'bad_room' });
    expect(parseLiveLink(`#/live/${room}`)).toEqual({ error: 'bad_server' });
    for (const server of [
      'https://a.b',
      'javascript:alert(1)',
      'ws://user:pw@a.b',
      'ws://a.b/?room=x',
      '%E0%A4%A',
      'ws://' + 'a'.repeat(400),
    ]) {
      expect(
        parseLiveLink(
          `#/live/${room}/${server.startsWith('%') ? server : encodeURIComponent(server)}`,
          'ws://a.b',
        ),
      ).toEqual({ error: 'bad_server' });
    }
    expect(checkServerUrl('wss://sync.example.org/')).toBe('wss://sync.example.org');
  });
});
