import { describe, expect, it } from 'vitest';
import { ensureRedis, WHAT_TO_INSTALL, type Machine } from './ensure-redis';

function fakeMachine(over: Partial<Machine> & { installs?: boolean }): Machine & { commands: string[] } {
  const present = new Set<string>();
  const commands: string[] = [];
  return {
    candidates: ['/usr/bin/redis-server', '/usr/local/bin/redis-server'],
    exists: (path) => present.has(path),
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      if (over.installs && args.includes('redis-server')) present.add('/usr/bin/redis-server');
      return over.installs === false && args.includes('redis-server') ? 100 : 0;
    },
    isRoot: true,
    isDebian: true,
    log: () => {},
    commands,
    ...over,
  };
}

describe('ensureRedis', () => {
  it('uses a redis-server that is there, installing nothing', () => {
    const machine = fakeMachine({ exists: (path) => path === '/usr/local/bin/redis-server' });
    expect(ensureRedis(machine)).toEqual({ ok: true, path: '/usr/local/bin/redis-server', installed: false });
    expect(machine.commands).toEqual([]);
  });

  it('installs Debian’s redis-server when root on Debian', () => {
    const machine = fakeMachine({ installs: true });
    expect(ensureRedis(machine)).toEqual({ ok: true, path: '/usr/bin/redis-server', installed: true });
    expect(machine.commands).toEqual(['apt-get update -qq', 'apt-get install -y -qq --no-install-recommends redis-server']);
  });

  it('says what to install when it cannot (not root, or apt fails)', () => {
    expect(ensureRedis(fakeMachine({ isRoot: false }))).toEqual({ ok: false, message: WHAT_TO_INSTALL });
    expect(ensureRedis(fakeMachine({ installs: false }))).toEqual({ ok: false, message: WHAT_TO_INSTALL });
  });
});
