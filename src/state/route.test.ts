import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRoute, routeHref, safeDecode } from './route';

describe('parseRoute', () => {
  it('reads every screen of the app', () => {
    expect(parseRoute('')).toEqual({ name: 'score' });
    expect(parseRoute('#/')).toEqual({ name: 'score' });
    expect(parseRoute('#/session')).toEqual({ name: 'session' });
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
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => {
      const route = parseRoute(`#/${text}`);
      expect(typeof route.name).toBe('string');
      // The address of the answer is itself readable.
      expect(() => parseRoute(routeHref(route))).not.toThrow();
    }), { numRuns: 2000 });
    fc.assert(fc.property(fc.array(fc.constantFrom('rules', 'sg', 'hk', '%', '%E0', '%A4', 'A', '/', 'h', '#')), (parts) => {
      expect(() => parseRoute(parts.join(''))).not.toThrow();
    }), { numRuns: 2000 });
  });
});

describe('safeDecode', () => {
  it('decodes good escapes and answers null for bad ones', () => {
    expect(safeDecode('a%20b')).toBe('a b');
    expect(safeDecode('%')).toBeNull();
    expect(safeDecode('%E0%A4%A')).toBeNull();
  });
});
