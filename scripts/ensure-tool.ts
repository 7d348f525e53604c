// Finding or installing a server program the tests need (Redis, PostgreSQL, HAProxy): the first candidate
// path that exists, or Debian's package installed when we are root on Debian, or one line saying what to
// install. Then the tests that need it skip, saying so; under CI (the environment variable CI set) this
// stops `npm test` instead, and those tests fail rather than skip (scripts/ci-strict.ts). The browser has
// its own (scripts/ensure-browser.ts): Playwright's installer comes first there.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { isCi } from './ci-strict';

export interface ToolMachine {
  exists: (path: string) => boolean;
  /** Runs a command, inheriting the output; answers its exit code. */
  run: (command: string, args: readonly string[]) => number;
  isRoot: boolean;
  isDebian: boolean;
  log: (line: string) => void;
}

/** A program some tests need, in the words their messages use. */
export interface Needed {
  /** What the messages call it: "redis-server". */
  name: string;
  /** The tests that need it: "the tests of sync servers sharing Redis". */
  neededBy: string;
  /** How to install it by hand: "install Redis (Debian: `apt-get install -y redis-server`; …)". */
  install: string;
}

export interface Tool extends Needed {
  /** Where it may be, in order (read again after an install). */
  candidates: () => readonly string[];
  aptPackages: readonly string[];
}

/** The one line said when a program cannot be found nor installed. */
export function whatToInstall(needed: Needed): string {
  return `No ${needed.name}, so ${needed.neededBy} will be skipped (under CI they fail): ${needed.install}, then \`npm test\` again.`;
}

export type ToolOutcome = { ok: true; path: string; installed: boolean } | { ok: false; message: string };

export function findTool(tool: Tool, exists: (path: string) => boolean = existsSync): string | null {
  return tool.candidates().find((path) => exists(path)) ?? null;
}

export function ensureTool(tool: Tool, machine: ToolMachine): ToolOutcome {
  const found = findTool(tool, machine.exists);
  if (found) return { ok: true, path: found, installed: false };
  if (machine.isRoot && machine.isDebian) {
    machine.log(
      `No ${tool.name} found: installing Debian’s (apt-get install ${tool.aptPackages.join(' ')})…`,
    );
    const installed =
      machine.run('apt-get', ['update', '-qq']) === 0 &&
      machine.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...tool.aptPackages]) === 0;
    const path = installed ? findTool(tool, machine.exists) : null;
    if (path) return { ok: true, path, installed: true };
  }
  return { ok: false, message: whatToInstall(tool) };
}

/**
 * `npm run --silent ensure-<tool>`: finds or installs the tool, saying which when it installed one. When it
 * cannot, it says what to install, and answers the exit code: 0 (the tests that need it skip), or 1 under
 * CI, which stops `npm test` there.
 */
export function ensureToolHere(
  tool: Tool,
  machine: ToolMachine,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const outcome = ensureTool(tool, machine);
  if (outcome.ok) {
    if (outcome.installed) machine.log(`using ${outcome.path}`);
    return 0;
  }
  machine.log(outcome.message);
  return isCi(env) ? 1 : 0;
}

export function thisMachine(prefix: string): ToolMachine {
  return {
    exists: existsSync,
    run: (command, args) =>
      spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
    log: (line) => process.stderr.write(`${prefix}: ${line}\n`),
  };
}

/** Debian keeps each PostgreSQL major version's programs in /usr/lib/postgresql/<major>/bin: newest first. */
export function debianPostgresBins(root = '/usr/lib/postgresql'): string[] {
  try {
    return readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a))
      .map((major) => `${root}/${major}/bin`);
  } catch {
    // No such folder: no Debian PostgreSQL.
    return [];
  }
}
