// Nothing lost, nothing blank: malformed addresses and a night that cannot be shown never blank a
// screen (and the night can be deleted), storage that throws gives a message and never a second
// night, and a browser killed right after Record keeps every entry it confirmed.
import { chromium, expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { skipOrFail } from '../scripts/ci-strict';
import { CHROMIUM, findBrowser } from '../scripts/ensure-browser';
import { freshStart, killBrowser } from './helpers';

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;
const dialog = (page: Page) => page.getByRole('dialog');

async function fillStart(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
}

async function recordDraw(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Drawn hand' }).click();
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** The app's shell is there and the page is not blank: the header and the tab bar. */
async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('link', { name: /Tai Table/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

for (const address of ['#/rules/sg/%', '#/rules/hk/%E0%A4%A']) {
  test(`the malformed address ${address} shows "Page not found", and going back works`, async ({ page }) => {
    await page.goto(`/${address}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectShell(page);
    await page.evaluate(() => {
      window.location.hash = '#/';
    });
    await expect(page.locator('[data-tile="c1"]')).toBeVisible();
    await page.goto(`/${address}`);
    await page.goBack();
    await expectShell(page);
  });
}

test('a night that cannot be shown blanks no screen, and can be deleted', async ({ page }) => {
  await freshStart(page, '/#/tonight');
  await fillStart(page);
  await page.getByRole('button', { name: 'Start the night' }).click();
  await page.getByRole('button', { name: 'Win by tai' }).click();
  await dialog(page)
    .getByRole('group', { name: 'Who won?' })
    .getByRole('radio', { name: /^Kumar/ })
    .check();
  await dialog(page).getByRole('radio', { name: 'Self-draw' }).check({ force: true });
  await dialog(page).getByRole('radio', { name: '2 tai' }).check({ force: true });
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(page.getByRole('heading', { name: 'Entries (1)' })).toBeVisible();

  // As a crafted backup restored by an earlier version left it: the win's hand has events 5.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tai-table');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('hands', 'readwrite');
          const store = tx.objectStore('hands');
          const all = store.getAll();
          all.onsuccess = () => {
            for (const row of all.result as { entry: Record<string, unknown> }[]) {
              row.entry.hand = { hand: ['c1'], winning_tile: 'c1', events: 5 };
              store.put(row);
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );

  for (const path of ['/#/tonight', '/#/settle', '/#/history']) {
    // A fresh load, as after the damage (it was written behind the app's back).
    await page.goto(path);
    await page.reload();
    await expectShell(page);
    // Past nights lists the night by its summary; opening it reads its hands.
    if (path === '/#/history') await page.getByRole('button', { name: /^Open the night of / }).click();
    await expect(page.getByRole('heading', { name: /cannot be (shown|settled)/ })).toBeVisible();
    await expect(
      page.getByText(/entry 1 is unreadable \(The scored hand saved with this win cannot be read/).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to score' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save a backup' }).first()).toBeVisible();
  }
  await page.goto('/#/tonight');
  await page.getByRole('button', { name: 'Delete this night' }).click();
  await page.getByRole('button', { name: 'Delete the night' }).click();
  // The night is gone: the night screen offers a new one.
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  await page.goto('/#/history');
  await expect(page.getByText('No nights on this phone yet.')).toBeVisible();
});

test('a restored backup holding such a night is refused, saying what and where, and changes nothing', async ({
  page,
}) => {
  await freshStart(page, '/#/history');
  const backup = {
    format: 'tai-table-backup',
    version: 1,
    exportedAt: '2026-11-27T12:00:00.000Z',
    sessions: [
      {
        id: 'crafted',
        name: 'Crafted',
        createdAt: 1_764_000_000_000,
        updatedAt: 1_764_000_000_000,
        status: 'open',
        settings: {
          profile: 'sg',
          options: { unit: 20 },
          players: [...PLAYERS],
          firstDealer: 0,
          startingWind: 'E',
        },
        entries: [
          {
            id: 'e1',
            at: 1_764_000_000_000,
            kind: 'win',
            winner: 2,
            selfDrawn: true,
            discarder: null,
            tai: 2,
            payment: { discarder: null, others: 80, total: 240 },
            hand: { hand: ['c1'], winning_tile: 'c1', events: 5 },
          },
        ],
        totals: [-80, -80, 240, -80],
      },
    ],
  };
  await page.getByLabel('Restore from a backup file').setInputFiles({
    name: 'crafted.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup)),
  });
  await expect(page.getByRole('alert')).toContainText(
    'Night 1 of the file (“Crafted”) does not add up. Entry 1 cannot be used: The scored hand saved with this win cannot be read',
  );
  await expect(page.getByRole('alert')).toContainText('so nothing was restored.');
  await expect(page.getByText('No nights on this phone yet.')).toBeVisible();
});

test('local storage that throws: one tap, one night, and the player is told', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = (): never => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    Storage.prototype.setItem = refuse;
    Storage.prototype.getItem = refuse;
    Storage.prototype.removeItem = refuse;
  });
  await page.goto('/#/tonight');
  await fillStart(page);
  // Three taps before the screen can answer the first.
  await page.getByRole('button', { name: 'Start the night' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
  await expect(page.getByText(/This browser refuses to let the app keep small settings/)).toBeVisible();
  await recordDraw(page);
  await page.goto('/#/history');
  await expect(page.getByRole('list', { name: 'Nights, newest first' }).getByRole('listitem')).toHaveCount(1);
});

test('IndexedDB that refuses writes: a message on every tap, nothing half-saved, then one night', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { failWrites: boolean };
    w.failWrites = true;
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (
        this: IDBObjectStore,
        ...args: Parameters<typeof original>
      ) {
        if (w.failWrites) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      } as typeof original;
    }
  });
  await freshStart(page, '/#/tonight');
  await fillStart(page);
  for (let tap = 0; tap < 3; tap++) {
    await page.getByRole('button', { name: 'Start the night' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'out of storage space' })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { failWrites: boolean }).failWrites = false;
  });
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
  await page.goto('/#/history');
  await expect(page.getByRole('list', { name: 'Nights, newest first' }).getByRole('listitem')).toHaveCount(1);
});

test('a browser killed 0–500 ms after Record keeps every entry it confirmed', async ({ baseURL }) => {
  // Eight launches of a real Chromium on one profile: slow on a busy 2-core machine, so a generous limit.
  test.setTimeout(300_000);
  const found = findBrowser();
  // Debian's /usr/bin/chromium is a launcher script: the browser itself is killed, as a phone's system would.
  const executable =
    found === '/usr/bin/chromium' && existsSync('/usr/lib/chromium/chromium')
      ? '/usr/lib/chromium/chromium'
      : found;
  if (!executable) test.skip(true, skipOrFail(CHROMIUM));
  const profile = mkdtempSync(join(tmpdir(), 'tai-table-kill-'));
  const port = Number(process.env.E2E_PORT ?? 4173) + 100;
  // Its own process group, so SIGKILL takes the browser and all its helpers at once.
  const alive = new Set<ChildProcess>();
  const launch = (): ChildProcess => {
    const running = spawn(
      executable!,
      [
        '--headless=new',
        `--remote-debugging-port=${port}`,
        `--user-data-dir=${profile}`,
        '--no-first-run',
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        'about:blank',
      ],
      { stdio: 'ignore', detached: true },
    );
    alive.add(running);
    running.once('exit', () => alive.delete(running));
    return running;
  };
  const connect = async () => {
    for (let i = 0; i < 100; i++) {
      try {
        return await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      } catch {
        // Not listening yet.
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error('Chromium did not start');
  };
  const pageOf = async (browser: Awaited<ReturnType<typeof connect>>) => {
    const context = browser.contexts()[0]!;
    return context.pages()[0] ?? context.newPage();
  };

  try {
    let confirmed = 0;
    for (const [round, killAfter] of [0, 120, 260, 500].entries()) {
      const running = launch();
      const browser = await connect();
      const page = await pageOf(browser);
      // A real profile installs the service worker, whose "Ready to work offline." notice shows once, at
      // a moment of its own, and leaves by itself after 4 s. No handler dismisses it: one that ran while
      // a sheet was open would wait forever to tap its OK (inert behind the sheet, then gone), so the
      // Record tap never happened. A click already waits while the notice covers its button.
      await page.goto(`${baseURL}/#/tonight`);
      if (round === 0) {
        await fillStart(page);
        await page.getByRole('button', { name: 'Start the night' }).click();
      }
      await expect(page.getByRole('heading', { name: `Entries (${confirmed})` })).toBeVisible();
      // Two hands confirmed on screen, then a third killed right after its Record tap.
      for (let i = 0; i < 2; i++) {
        await recordDraw(page);
        confirmed += 1;
        await expect(page.getByRole('heading', { name: `Entries (${confirmed})` })).toBeVisible();
      }
      await page.getByRole('button', { name: 'Drawn hand' }).click();
      await dialog(page).getByRole('button', { name: 'Record' }).click();
      await new Promise((r) => setTimeout(r, killAfter));
      await killBrowser(running);

      // Reopened on the same profile: every confirmed entry is there (the last one may be too).
      const again = launch();
      const reopened = await connect();
      const check = await pageOf(reopened);
      await check.goto(`${baseURL}/#/tonight`);
      const heading = check.getByRole('heading', { name: /^Entries \(\d+\)$/ });
      await expect(heading).toBeVisible();
      const count = Number((await heading.innerText()).match(/\d+/)![0]);
      expect(count).toBeGreaterThanOrEqual(confirmed);
      expect(count).toBeLessThanOrEqual(confirmed + 1);
      // Each entry whole and once: numbered 1 to count, each a drawn hand, and the night moved on by
      // exactly that many hands; no sheet came back open.
      const entries = check.locator('[data-entry]');
      await expect(entries).toHaveCount(count);
      expect(
        await entries.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-entry')))),
      ).toEqual(Array.from({ length: count }, (_, i) => count - i));
      for (const item of await entries.all()) await expect(item).toContainText('Drawn hand');
      await expect(check.getByTestId('hand-now')).toContainText(`Hand ${count + 1} ·`);
      await expect(dialog(check)).toHaveCount(0);
      confirmed = count;
      await reopened.close();
      await killBrowser(again);
    }
  } finally {
    // A failed step leaves no browser behind on the port.
    for (const running of alive) await killBrowser(running);
    // Retried: a killed Chromium's helper processes may still be writing into the profile for a moment.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
});

test('the preview server forbids framing with real headers (a meta CSP cannot)', async ({ page }) => {
  const response = await page.goto('/');
  expect(response!.headers()['x-frame-options']).toBe('DENY');
  expect(response!.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
});
