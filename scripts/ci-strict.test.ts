import { describe, expect, it } from 'vitest';
import { isCi, skipOrFail } from './ci-strict';
import { CHROMIUM } from './ensure-browser';
import { CADDY } from './ensure-caddy';
import { HAPROXY } from './ensure-haproxy';
import { POSTGRES } from './ensure-postgres';
import { REDIS } from './ensure-redis';

describe('isCi', () => {
  it('is CI when the variable CI is set, as .ci/run and CI services set it', () => {
    for (const value of ['1', 'true', 'TRUE', 'yes']) expect(isCi({ CI: value })).toBe(true);
  });

  it('is not CI when CI is missing, empty, 0 or false', () => {
    for (const env of [{}, { CI: '' }, { CI: '0' }, { CI: 'false' }, { CI: ' False ' }])
      expect(isCi(env)).toBe(false);
  });
});

describe.each([POSTGRES, REDIS, HAPROXY, CADDY, CHROMIUM])('a test that needs $name, missing', (needed) => {
  it('fails under CI, saying what is missing and how to install it', () => {
    expect(() => skipOrFail(needed, { CI: 'true' })).toThrow(`No ${needed.name} on this machine`);
    expect(() => skipOrFail(needed, { CI: 'true' })).toThrow(needed.install);
  });

  it('skips elsewhere, saying the same', () => {
    const note = skipOrFail(needed, {});
    expect(note).toContain(`No ${needed.name} on this machine`);
    expect(note).toContain(needed.install);
    expect(note).not.toContain('\n');
  });
});
