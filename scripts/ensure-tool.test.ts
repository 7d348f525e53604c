import { describe, expect, it } from 'vitest';
import { ensureTool, ensureToolHere, whatToInstall, type Tool, type ToolMachine } from './ensure-tool';
import { CADDY } from './ensure-caddy';
import { HAPROXY } from './ensure-haproxy';
import { POSTGRES } from './ensure-postgres';
import { REDIS } from './ensure-redis';

function fakeMachine(
  tool: Tool,
  over: Partial<ToolMachine> & { installs?: boolean; present?: string[] },
): ToolMachine & { commands: string[] } {
  const present = new Set(over.present ?? []);
  const commands: string[] = [];
  return {
    exists: (path) => present.has(path),
    run: (command, args) => {
      commands.push([command, ...args].join(' '));
      const installing = tool.aptPackages.every((name) => args.includes(name));
      if (over.installs && installing) present.add(tool.candidates()[0]!);
      return over.installs === false && installing ? 100 : 0;
    },
    isRoot: true,
    isDebian: true,
    log: () => {},
    commands,
    ...over,
  };
}

describe.each([POSTGRES, HAPROXY, REDIS, CADDY])('ensureTool($name)', (tool) => {
  it('uses what is there, installing nothing', () => {
    const there = tool.candidates().at(-1)!;
    const machine = fakeMachine(tool, { present: [there] });
    expect(ensureTool(tool, machine)).toEqual({ ok: true, path: there, installed: false });
    expect(machine.commands).toEqual([]);
  });

  it('installs Debian’s package when root on Debian', () => {
    const machine = fakeMachine(tool, { installs: true });
    expect(ensureTool(tool, machine)).toEqual({ ok: true, path: tool.candidates()[0], installed: true });
    expect(machine.commands).toEqual([
      'apt-get update -qq',
      `apt-get install -y -qq --no-install-recommends ${tool.aptPackages.join(' ')}`,
    ]);
  });

  it('says what to install when it cannot (not root, or apt fails)', () => {
    expect(ensureTool(tool, fakeMachine(tool, { isRoot: false }))).toEqual({
      ok: false,
      message: whatToInstall(tool),
    });
    expect(ensureTool(tool, fakeMachine(tool, { installs: false }))).toEqual({
      ok: false,
      message: whatToInstall(tool),
    });
  });
});

describe.each([POSTGRES, HAPROXY, REDIS, CADDY])('npm run ensure-… for $name', (tool) => {
  it('lets `npm test` go on where it cannot install the tool (its tests skip), saying what to install', () => {
    const said: string[] = [];
    expect(
      ensureToolHere(tool, fakeMachine(tool, { isRoot: false, log: (line) => said.push(line) }), {}),
    ).toBe(0);
    expect(said).toEqual([whatToInstall(tool)]);
  });

  it('stops `npm test` under CI where it cannot install the tool', () => {
    expect(ensureToolHere(tool, fakeMachine(tool, { isRoot: false }), { CI: 'true' })).toBe(1);
    expect(ensureToolHere(tool, fakeMachine(tool, { installs: true }), { CI: 'true' })).toBe(0);
  });
});
