// Offline-first: the service worker precaches the app, every screen and a shared link open with the
// network off, the app meets the install criteria, an update waits for the player and keeps the
// draft (and, chosen in one tab, reloads that tab only), and nothing is ever requested from another origin.
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { encodeShareCode } from '../src/core/share-code';
import { freshStart, tapHand } from './helpers';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** Waits until the service worker controls the page (it claims it on the first reload). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const SHARED = encodeShareCode({
  hand: 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9'.split(' '),
  winning_tile: 'd9',
  bonus: ['CAT'],
});

const SCREENS: ReadonlyArray<[path: string, heading: RegExp | string]> = [
  ['/#/', 'Score a hand'],
  ['/#/tonight', /Tonight|Start a night/],
  ['/#/settle', /Settle/],
  ['/#/history', /Past nights/],
  ['/#/rules', 'Rules'],
  ['/#/rules/sg', 'Singapore table: every pattern'],
  ['/#/rules/hk/settlement', /Who pays what/],
  ['/#/settings', 'Settings'],
  [`/#/h/${SHARED}`, 'Shared hand'],
];

test('every screen and a shared link open offline, from a reload', async ({ page, context }) => {
  // Nine full page loads from the service worker: 12 s alone, and 26–30 s beside two other workers on a
  // slow 2-core machine, where the default 30 s failed at the last screen.
  test.setTimeout(90_000);
  await freshStart(page);
  await controlledByServiceWorker(page);
  await context.setOffline(true);
  for (const [path, heading] of SCREENS) {
    await page.goto(path);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeAttached();
  }
  // The shared hand is scored offline too.
  await expect(page.getByTestId('score-total')).toHaveText('2');
  await context.setOffline(false);
});

test('the install criteria: a valid manifest with its icons', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = (await page.evaluate(async (url) => (await fetch(url!)).json(), href)) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; purpose?: string; type: string }>;
  };
  expect(manifest).toMatchObject({
    name: expect.any(String),
    short_name: 'Tai Table',
    display: 'standalone',
    start_url: './',
  });
  expect(manifest.theme_color).toMatch(/^#/);
  expect(manifest.background_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) {
    const [width] = icon.sizes.split('x').map(Number);
    const natural = await page.evaluate(
      async (src) => {
        const img = new Image();
        img.src = src;
        await img.decode();
        return img.naturalWidth;
      },
      new URL(icon.src, new URL(href!, page.url())).href,
    );
    expect(natural).toBe(width);
  }
});

test('an update is offered, never forced, and keeps the draft hand', async ({ page }) => {
  await freshStart(page);
  await controlledByServiceWorker(page);
  await tapHand(page, { hand: ['c1', 'c2', 'c3', 'b5', 'b5'], winning_tile: 'b5' });
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const swPath = 'dist/sw.js';
  const original = readFileSync(swPath, 'utf8');
  try {
    writeFileSync(swPath, `${original}\n// a new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version is ready.')).toBeVisible({ timeout: 15_000 });
    // Nothing reloaded by itself: the page and the draft are as they were.
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(page.locator('[data-hand-tile]')).toHaveCount(5);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere ?? false)).toBe(
      false,
    );
    await expect(page.locator('[data-hand-tile]')).toHaveCount(5);
    // Five tiles are not a complete hand, so no tile is marked as the winning one: the tiles themselves are checked.
    await expect(page.locator('[data-hand-tile="b5"]')).toHaveCount(2);
  } finally {
    writeFileSync(swPath, original);
  }
});

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;
const READY = 'A new version is ready.';

/** Marks the page's JavaScript world: the mark is gone once the page has reloaded. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameLoad: boolean }).sameLoad = true;
  });
const sameLoad = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad ?? false);

test('Update chosen in one tab reloads that tab only; another keeps its open sheet and asks its player', async ({
  context,
}) => {
  test.setTimeout(90_000);
  const one = await context.newPage();
  await freshStart(one, '/#/tonight');
  for (const [i, name] of PLAYERS.entries())
    await one.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await one.getByLabel('One tai is worth, in dollars').fill('0.20');
  await one.getByRole('button', { name: 'Start the night' }).click();
  await expect(one.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
  await controlledByServiceWorker(one);
  const two = await context.newPage();
  await two.goto('/#/tonight');
  await controlledByServiceWorker(two);
  await expect(two.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');

  // A new version on the server, as a new deployment would put it there (a route cannot serve a service worker's script).
  const swPath = 'dist/sw.js';
  const original = readFileSync(swPath, 'utf8');
  try {
    writeFileSync(swPath, `${original}\n// the next version ${Date.now()}\n`);
    await one.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(one.getByText(READY)).toBeVisible({ timeout: 15_000 });
    await expect(two.getByText(READY)).toBeVisible({ timeout: 15_000 });

    // Tab two says "Later" and opens a sheet: a win half entered, Kumar chosen.
    await two.getByRole('button', { name: 'Later' }).click();
    await expect(two.getByText(READY)).toHaveCount(0);
    await two.getByRole('button', { name: 'Win by tai' }).click();
    const sheet = two.getByRole('dialog');
    await sheet
      .getByRole('group', { name: 'Who won?' })
      .getByRole('radio', { name: /^Kumar/ })
      .check();
    await Promise.all([mark(one), mark(two)]);

    // Tab one updates: it reloads, on the new version.
    const reloaded = one.waitForEvent('load');
    await one.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    expect(await sameLoad(one)).toBe(false);
    await expect(one.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');

    // Tab two did not reload: its sheet is open as it was, and it is told, without an Update to tap yet.
    await expect(two.getByText(/A new version is ready: finish what you are entering first/)).toBeAttached();
    expect(await sameLoad(two)).toBe(true);
    await expect(
      sheet.getByRole('group', { name: 'Who won?' }).getByRole('radio', { name: /^Kumar/ }),
    ).toBeChecked();
    await expect(two.getByRole('button', { name: 'Update' })).toHaveCount(0);

    // The sheet closed, its player chooses Update: now tab two reloads.
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(two.getByText(READY)).toBeVisible();
    const twoReloaded = two.waitForEvent('load');
    await two.getByRole('button', { name: 'Update' }).click();
    await twoReloaded;
    expect(await sameLoad(two)).toBe(false);
    await expect(two.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
    await expect(two.getByText(READY)).toHaveCount(0);
  } finally {
    writeFileSync(swPath, original);
  }
});

test('no request leaves the app’s own origin, and the page has a strict Content Security Policy', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) elsewhere.push(request.url());
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await freshStart(page);
  await tapHand(page, { hand: 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9'.split(' '), winning_tile: 'd9' });
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();
  for (const [path] of SCREENS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  }
  expect(elsewhere).toEqual([]);
  expect(refused).toEqual([]);
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https?:/);
});
