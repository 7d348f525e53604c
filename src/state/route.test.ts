import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, safeDecode } from './route';

describe('parseRoute', () => {
  it('reads every screen of the app', () => {
    expect(parseRoute('')).toEqual({ name: 'score' });
    expect(parseRoute('#/')).toEqual({ name: 'score' });
    expect(parseRoute('#/tonight')).toEqual({ name: 'tonight' });
    expect(parseRoute('#/settle/')).toEqual({ name: 'settle' });
    expect(parseRoute('#/history')).toEqual({ name: 'history' });
    expect(parseRoute('#/h/abc')).toEqual({ name: 'share', code: 'abc' });
    expect(parseRoute('#/rules/hk')).toEqual({ name: 'rules', profile: 'hk' });
    expect(parseRoute('#/rules/sg/ping-hu')).toEqual({ name: 'rules', profile: 'sg', slug: 'ping-hu' });
    expect(parseRoute('#/rules/sg/%E5%B9%B3')).toEqual({ name: 'rules', profile: 'sg', slug: '平' });
  });

  it('answers a malformed escape as an address with nothing at it, without throwing', () => {
    expect(parseRoute('#/rules/sg/%')).toEqual({ name: 'not_found', path: 'rules/sg/%' });
    expect(parseRoute('#/rules/hk/%E0%A4%A')).toEqual({ name: 'not_found', path: 'rules/hk/%E0%A4%A' });
    expect(parseRoute('#/rules/sg/%ZZ')).toEqual({ name: 'not_found', path: 'rules/sg/%ZZ' });
  });

  it('never throws, whatever the fragment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const route = parseRoute(`#/${text}`);
        expect(typeof route.name).toBe('string');
        // The address of the answer is itself readable.
        expect(() => parseRoute(routeHref(route))).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('rules', 'sg', 'hk', '%', '%E0', '%A4', 'A', '/', 'h', '#')),
        (parts) => {
          expect(() => parseRoute(parts.join(''))).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('safeDecode', () => {
  it('decodes good escapes and answers null for bad ones', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%')).toBeNull();
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });
});

describe('the live link route (#/live/<room>[/<server>])', () => {
  const room = 'AbCdEfGhIjKlMnOpQrStUv';

  it('reads a room alone, and a room with its server', () => {
    expect(parseRoute(`#/live/${room}`)).toEqual({ name: 'live', room });
    expect(parseRoute(`#/live/${room}/${encodeURIComponent('wss://sync.club.example:8443/live')}`)).toEqual({
      name: 'live',
      room,
      server: 'wss://sync.club.example:8443/live',
    });
    expect(parseRoute(`#/live/${room}/${encodeURIComponent('ws://127.0.0.1:1234')}`)).toEqual({
      name: 'live',
      room,
      server: 'ws://127.0.0.1:1234',
    });
  });

  it('writes the address it reads', () => {
    for (const route of [
      { name: 'live', room } as const,
      { name: 'live', room, server: 'wss://sync.example/a b' } as const,
    ]) {
      expect(parseRoute(routeHref(route))).toEqual(
        route.server ? { ...route, server: 'wss://sync.example/a%20b' } : route,
      );
    }
  });

  it('refuses hostile and broken live links as addresses with nothing at them', () => {
    const hostile = [
      '#/live',
      '#/live/',
      '#/live/short',
      `#/live/${room}!`,
      `#/live/${'x'.repeat(65)}`,
      `#/live/${room.slice(0, 21)}`,
      `#/live/${room}?secret=1`,
      `#/live/${room}/javascript%3Aalert(1)`,
      `#/live/${room}/${encodeURIComponent('https://evil.example')}`,
      `#/live/${room}/${encodeURIComponent('ws://user:pass@evil.example')}`,
      `#/live/${room}/${encodeURIComponent('wss://a.example/?q=1')}`,
      `#/live/${room}/%E0%A4%A`,
      `#/live/${room}/%`,
      `#/live/${room}/wss://a.example`,
      `#/live/${room}/x/y`,
      `#/live/${room}/${encodeURIComponent(`wss://${'a'.repeat(400)}.example`)}`,
      `#/live/../${room}`,
      `#/live/%2E%2E`,
      `#/live/${room}/${encodeURIComponent('ws://')}`,
      `#/live/<script>/${room}`,
    ];
    for (const fragment of hostile) expect(parseRoute(fragment).name, fragment).toBe('not_found');
  });

  it('never throws, whatever follows #/live/', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (a, b) => {
        const route = parseRoute(`#/live/${a}/${b}`);
        if (route.name === 'live') expect(route.room).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
        expect(() => parseRoute(routeHref(route))).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps the old addresses', () => {
    // Tonight's lived at #/night before the code said night: bookmarks and installed apps keep it.
    expect(parseRoute('#/session')).toEqual({ name: 'tonight' });
    expect(parseRoute('#/session/x')).toEqual({ name: 'not_found', path: 'session/x' });
    expect(parseRoute('#/n/abc')).toEqual({ name: 'night', code: 'abc' });
  });
});
