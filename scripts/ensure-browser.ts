// A test command that sets itself up: `npm test` runs this before the end-to-end tests. It finds a
// Chromium (the system's, then Playwright's own), installs one when none is found (Playwright's
// installer; where that cannot download and we are root on Debian, apt-get), and otherwise stops
// with one line saying what to install. playwright.config.ts uses `findBrowser` for the same path.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Needed } from './ensure-tool';

/** Where a browser may be, in order. `TAI_TABLE_BROWSERS` (paths joined by ':') replaces the list, for tests and odd machines. */
export function candidatePaths(
  env: NodeJS.ProcessEnv = process.env,
  playwrightPath: string | null = playwrightChromium(),
): string[] {
  const override = env.TAI_TABLE_BROWSERS;
  if (override !== undefined) return override.split(':').filter((path) => path !== '');
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser', ...(playwrightPath ? [playwrightPath] : [])];
}

function playwrightChromium(): string | null {
  try {
    // Resolved lazily: Playwright's own registry knows where its Chromium goes for this version.
    const require = createRequire(import.meta.url);
    const { chromium } = require('@playwright/test') as { chromium: { executablePath: () => string } };
    return chromium.executablePath();
  } catch {
    // No Playwright (or no path for this platform): only the system browsers are candidates.
    return null;
  }
}

/** The first candidate that exists. */
export function findBrowser(
  candidates: readonly string[] = candidatePaths(),
  exists: (path: string) => boolean = existsSync,
): string | null {
  return candidates.find((path) => exists(path)) ?? null;
}

/**
 * Chromium's headless shell installed beside Debian's Chromium (its package `chromium-headless-shell`), or null.
 * It is what Playwright itself runs for headless tests where it downloads its own browsers, and the
 * end-to-end tests ran about a tenth faster on it here (docs/benchmarks.md); the full browser stays the
 * one the benchmarks and Lighthouse measure.
 */
export function headlessShellBeside(
  browser: string | null,
  exists: (path: string) => boolean = existsSync,
): string | null {
  // Debian's: `/usr/bin/chromium` and `/usr/bin/chromium-headless-shell` are scripts that start the programs in
  // /usr/lib/chromium as their children; the program itself, so that closing the browser ends it.
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  return browser === '/usr/bin/chromium' && exists(shell) ? shell : null;
}

/** What the machine offers, for the decision; the real one is read by `machine()`. */
export interface Machine {
  candidates: readonly string[];
  exists: (path: string) => boolean;
  /** Runs a command, inheriting the output; answers its exit code. */
  run: (command: string, args: readonly string[]) => number;
  isRoot: boolean;
  isDebian: boolean;
  hasCjkFont: () => boolean;
  log: (line: string) => void;
}

export type Outcome =
  { ok: true; path: string; installed: 'none' | 'playwright' | 'apt' } | { ok: false; message: string };

/** Chromium, as the tests that start it as a process of their own need it (scripts/ci-strict.ts). */
export const CHROMIUM: Needed = {
  name: 'Chromium',
  neededBy: 'the tests that run Chromium as a process of their own',
  install:
    'run `npx playwright install chromium` (or, on Debian as root, `apt-get install -y chromium fonts-noto-cjk`)',
};

export const WHAT_TO_INSTALL = `No Chromium for the end-to-end tests and none could be installed: ${CHROMIUM.install}, then \`npm test\` again.`;

/** Finds a browser, or installs one, or says in one line what to install. */
export function ensureBrowser(machine: Machine): Outcome {
  const found = findBrowser(machine.candidates, machine.exists);
  if (found) {
    ensureCjkFont(machine);
    return { ok: true, path: found, installed: 'none' };
  }
  machine.log('No Chromium found: installing Playwright’s own (npx playwright install chromium)…');
  if (machine.run('npx', ['playwright', 'install', 'chromium']) === 0) {
    const installed = findBrowser(machine.candidates, machine.exists);
    if (installed) {
      ensureCjkFont(machine);
      return { ok: true, path: installed, installed: 'playwright' };
    }
  }
  if (machine.isRoot && machine.isDebian) {
    machine.log(
      'Playwright could not download its Chromium: installing Debian’s (apt-get install chromium chromium-headless-shell fonts-noto-cjk)…',
    );
    // The headless shell too: the end-to-end tests run on it where it is (headlessShellBeside).
    const apt = aptInstall(machine, ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk']);
    const installed = apt ? findBrowser(machine.candidates, machine.exists) : null;
    if (installed) return { ok: true, path: installed, installed: 'apt' };
  }
  return { ok: false, message: WHAT_TO_INSTALL };
}

/** The honour tiles' Chinese characters need a CJK font in headless Chromium (phones have one); a missing one is installed where we can, else said. */
function ensureCjkFont(machine: Machine): void {
  if (machine.hasCjkFont()) return;
  if (machine.isRoot && machine.isDebian && aptInstall(machine, ['fonts-noto-cjk'])) return;
  machine.log(
    'No CJK font found: Chinese characters on the tiles will show as boxes in screenshots (install fonts-noto-cjk).',
  );
}

function aptInstall(machine: Machine, packages: readonly string[]): boolean {
  return (
    machine.run('apt-get', ['update', '-qq']) === 0 &&
    machine.run('apt-get', ['install', '-y', '-qq', ...packages]) === 0
  );
}

function machine(): Machine {
  return {
    candidates: candidatePaths(),
    exists: existsSync,
    run: (command, args) =>
      spawnSync(command, args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    isDebian: existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get'),
    hasCjkFont: () => /CJK/i.test(spawnSync('fc-list', [], { encoding: 'utf8' }).stdout ?? ''),
    log: (line) => process.stderr.write(`ensure-browser: ${line}\n`),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outcome = ensureBrowser(machine());
  if (!outcome.ok) {
    process.stderr.write(`${outcome.message}\n`);
    process.exit(1);
  }
  if (outcome.installed !== 'none') process.stderr.write(`ensure-browser: using ${outcome.path}\n`);
}
