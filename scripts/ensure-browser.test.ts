// The browser search and install decision, on a pretend machine: no real install is run here.
import { describe, expect, it } from 'vitest';
import {
  WHAT_TO_INSTALL,
  candidatePaths,
  ensureBrowser,
  findBrowser,
  headlessShellBeside,
  type Machine,
} from './ensure-browser';

/** A machine where `present` paths exist and each command's exit code (and what it installs) is given. */
function pretend(options: {
  present?: string[];
  root?: boolean;
  debian?: boolean;
  cjk?: boolean;
  installs?: Record<string, { code: number; adds?: string[]; font?: boolean }>;
}) {
  const present = new Set(options.present ?? []);
  let cjk = options.cjk ?? true;
  const ran: string[] = [];
  const logged: string[] = [];
  const machine: Machine = {
    candidates: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/root/.cache/ms-playwright/chrome'],
    exists: (path) => present.has(path),
    run: (command, args) => {
      const line = [command, ...args].join(' ');
      ran.push(line);
      const effect = Object.entries(options.installs ?? {}).find(([prefix]) => line.startsWith(prefix))?.[1];
      if (!effect) return 0;
      for (const path of effect.adds ?? []) present.add(path);
      if (effect.font) cjk = true;
      return effect.code;
    },
    isRoot: options.root ?? false,
    isDebian: options.debian ?? false,
    hasCjkFont: () => cjk,
    log: (line) => logged.push(line),
  };
  return { machine, ran, logged };
}

describe('findBrowser', () => {
  it('takes the first candidate that exists', () => {
    expect(findBrowser(['/a', '/b', '/c'], (p) => p !== '/a')).toBe('/b');
    expect(findBrowser(['/a'], () => false)).toBeNull();
  });

  it('uses TAI_TABLE_BROWSERS instead of the usual places when set', () => {
    expect(candidatePaths({ TAI_TABLE_BROWSERS: '/opt/x/chrome:/nowhere' }, '/pw/chrome')).toEqual([
      '/opt/x/chrome',
      '/nowhere',
    ]);
    expect(candidatePaths({}, '/pw/chrome')).toEqual([
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/pw/chrome',
    ]);
    expect(candidatePaths({ TAI_TABLE_BROWSERS: '' }, '/pw/chrome')).toEqual([]);
  });
});

describe('headlessShellBeside', () => {
  const shell = '/usr/lib/chromium/chromium-headless-shell';
  it("answers Debian's headless shell where it is installed beside Debian's Chromium", () => {
    expect(headlessShellBeside('/usr/bin/chromium', (p) => p === shell)).toBe(shell);
  });

  it('answers nothing without the shell, or for another browser', () => {
    expect(headlessShellBeside('/usr/bin/chromium', () => false)).toBeNull();
    expect(headlessShellBeside('/root/.cache/ms-playwright/chrome', () => true)).toBeNull();
    expect(headlessShellBeside('/usr/bin/chromium-browser', () => true)).toBeNull();
    expect(headlessShellBeside(null, () => true)).toBeNull();
  });
});

describe('ensureBrowser', () => {
  it('uses the system Chromium when there is one, installing nothing', () => {
    const { machine, ran } = pretend({ present: ['/usr/bin/chromium', '/root/.cache/ms-playwright/chrome'] });
    expect(ensureBrowser(machine)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: 'none' });
    expect(ran).toEqual([]);
  });

  it('installs Playwright’s own Chromium when none is found', () => {
    const { machine, ran } = pretend({
      installs: {
        'npx playwright install chromium': { code: 0, adds: ['/root/.cache/ms-playwright/chrome'] },
      },
    });
    expect(ensureBrowser(machine)).toEqual({
      ok: true,
      path: '/root/.cache/ms-playwright/chrome',
      installed: 'playwright',
    });
    expect(ran).toEqual(['npx playwright install chromium']);
  });

  it('falls back to apt-get as root on Debian when Playwright cannot download', () => {
    const { machine, ran } = pretend({
      root: true,
      debian: true,
      installs: {
        'npx playwright install chromium': { code: 1 },
        'apt-get install': { code: 0, adds: ['/usr/bin/chromium'], font: true },
      },
    });
    expect(ensureBrowser(machine)).toEqual({ ok: true, path: '/usr/bin/chromium', installed: 'apt' });
    expect(ran).toEqual([
      'npx playwright install chromium',
      'apt-get update -qq',
      'apt-get install -y -qq chromium chromium-headless-shell fonts-noto-cjk',
    ]);
  });

  it('stops with one line saying what to install when nothing can be installed', () => {
    const { machine, ran } = pretend({
      root: false,
      debian: true,
      installs: { 'npx playwright': { code: 1 } },
    });
    expect(ensureBrowser(machine)).toEqual({ ok: false, message: WHAT_TO_INSTALL });
    expect(WHAT_TO_INSTALL).not.toContain('\n');
    // Not root: apt-get is never tried.
    expect(ran).toEqual(['npx playwright install chromium']);
  });

  it('stops when apt-get too fails', () => {
    const { machine } = pretend({
      root: true,
      debian: true,
      installs: { 'npx playwright': { code: 1 }, 'apt-get update': { code: 100 } },
    });
    expect(ensureBrowser(machine).ok).toBe(false);
  });

  it('installs the CJK font the tiles need beside a system Chromium, as root on Debian', () => {
    const { machine, ran } = pretend({
      present: ['/usr/bin/chromium'],
      cjk: false,
      root: true,
      debian: true,
    });
    expect(ensureBrowser(machine).ok).toBe(true);
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq fonts-noto-cjk']);
    const elsewhere = pretend({ present: ['/usr/bin/chromium'], cjk: false });
    expect(ensureBrowser(elsewhere.machine).ok).toBe(true);
    expect(elsewhere.logged.join()).toMatch(/No CJK font found/);
  });
});
