// The first screen: the static shell paints before the app's code is fetched, the app
// then hydrates it (the same elements, no redraw, no mismatch), and taps made on the shell in
// between are delivered in order once it has. Real Chromium on the built app.
import { expect, test } from '@playwright/test';
import { builtScripts, waitForApp } from './helpers';

test('the shell is painted before the app is fetched, then hydrated in place with no error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // Keep hold of an element of the shell: hydration must keep it, where a fresh render replaces it.
  await page.evaluate(() => {
    (window as unknown as { shellTile: Element | null }).shellTile =
      document.querySelector('[data-tile="c1"]');
  });
  await waitForApp(page);
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const appFetch = await page.evaluate(
    (start) =>
      performance.getEntriesByType('resource').find((r) => new RegExp(start).test(r.name))?.startTime ?? null,
    builtScripts('start').source,
  );
  expect(paint).not.toBeNull();
  expect(appFetch).not.toBeNull();
  expect(appFetch!).toBeGreaterThanOrEqual(paint!);
  expect(
    await page.evaluate(
      () =>
        (window as unknown as { shellTile: Element | null }).shellTile ===
        document.querySelector('[data-tile="c1"]'),
    ),
  ).toBe(true);
  // The hydrated page answers: a tap adds the tile.
  await page.locator('[data-tile="c1"]').click();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('the first paint needs the page and its stylesheet only: the tile faces and the icon are inside them', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);
  const pictures: string[] = [];
  page.on('request', (r) => {
    if (/\.(svg|png)(\?|$)/.test(new URL(r.url()).pathname)) pictures.push(r.url());
  });
  await page.goto('/');
  await waitForApp(page);
  // Every palette tile's face is drawn from a sprite in the stylesheet: no picture file was asked for.
  const face = await page
    .locator('[data-tile="c1"] .tile-face')
    .evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(face).toMatch(/^url\("data:image\/svg\+xml,/);
  expect(pictures.filter((url) => !url.includes('/icons/'))).toEqual([]);
  // No Chinese on an English phone's first screen, shell or app: one character would make its first layout
  // load a Chinese font (the app's name 台数 did; src/app/App.tsx).
  const firstScreen = (source: string): string =>
    source.slice(source.indexOf('<div id="root"'), source.indexOf('<span id="shell-ready"'));
  expect(firstScreen(html)).toContain('data-tile="c1"');
  expect(firstScreen(html).match(/\p{Script=Han}+/gu)).toBeNull();
  expect((await page.locator('body').innerText()).match(/\p{Script=Han}+/gu)).toBeNull();
});

test('taps on the shell before the app has taken over are all delivered, in order', async ({ page }) => {
  // A slow connection: the app's code arrives four seconds after it is asked for.
  await page.route(builtScripts('start'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.goto('/');
  const taps = ['c1', 'c2', 'c3', 'RD', 'RD'];
  for (const token of taps) await page.locator(`[data-tile="${token}"]`).click();
  // Still the shell: nothing has answered yet.
  expect(await page.locator('html[data-app="live"]').count()).toBe(0);
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  await waitForApp(page);
  await expect(page.locator('[data-hand-tile]')).toHaveCount(taps.length);
  await expect(page.getByRole('heading', { name: /Hand/ })).toContainText('5/14');
  // The Undo of the last tap takes away the last tile tapped: they came in the order they were made.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('[data-hand-tile="RD"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(2);
  await expect(page.locator('[data-hand-tile="c3"]')).toHaveCount(0);
});

test('a hand in progress is drawn afresh over the shell, and a tile tapped on the shell meanwhile joins it', async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  for (const token of ['b1', 'b2']) await page.locator(`[data-tile="${token}"]`).click();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(2);
  await page.route(builtScripts('start'), async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.reload();
  // The shell shows an empty hand, won by self-draw: a tile tapped on it, and Discard.
  await page.locator('[data-tile="b3"]').click();
  await page.getByText('Discard', { exact: true }).click();
  await waitForApp(page);
  // The app shows the kept hand, with the tile added; the other tap meant something on the empty
  // shell only, and is not replayed onto the hand.
  await expect(page.locator('[data-hand-tile]')).toHaveCount(3);
  await expect(page.locator('[data-hand-tile="b3"]')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Self-draw' })).toBeChecked();
});

test('when the app cannot load, the page says so and offers a reload that works', async ({ page }) => {
  let refuse = true;
  await page.route(builtScripts('start'), (route) =>
    refuse ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'could not finish loading' });
  await expect(alert).toBeVisible();
  refuse = false;
  await alert.getByRole('button', { name: 'Reload' }).click();
  await waitForApp(page);
  await page.locator('[data-tile="c1"]').click();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(1);
});

test('a first visit loads no database code and creates no ledger, and a night started in another window reaches the score screen', async ({
  context,
}) => {
  const score = await context.newPage();
  await score.goto('/');
  await waitForApp(score);
  await score.locator('[data-tile="c1"]').click();
  await expect(score.locator('[data-hand-tile]')).toHaveCount(1);
  await score.waitForLoadState('networkidle');
  const databaseCode = await score.evaluate(
    (scripts) =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((name) => new RegExp(scripts).test(name)),
    builtScripts('db', 'dexie-react-hooks', 'NightWatcher', 'ScoreTableChooser').source,
  );
  expect(databaseCode).toEqual([]);
  const databases = await score.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(databases).not.toContain('tai-table');
  await expect(score.getByText('No saved tables yet.')).toBeVisible();

  // Another window starts a night: the score screen hears of the new ledger and scores for that night.
  const tonight = await context.newPage();
  await tonight.goto('/#/tonight');
  await waitForApp(tonight);
  for (const [i, name] of ['Ah Beng', 'Mei Ling', 'Kumar', 'Siti'].entries())
    await tonight.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await tonight.getByLabel('One tai is worth, in dollars').fill('0.20');
  await tonight.getByRole('button', { name: 'Start the night' }).click();
  await expect(tonight.getByTestId('hand-now')).toBeVisible();
  await expect(score.getByRole('radiogroup', { name: 'Who won?' })).toBeVisible();
  await expect(score.locator('[data-hand-tile]')).toHaveCount(1);
});

test('Intl’s data is loaded in idle time by a throwaway worker, which then ends, and the first tap’s count reads as before', async ({
  page,
}) => {
  // Lingui writes a plural's count with Intl.NumberFormat; the page's first Intl format loads Intl's
  // data on its thread (src/i18n/intl-warmup.ts). What this saves is measured by `bench:tap`.
  const warmup = builtScripts('intl-warmup.worker');
  const ended = new Promise<string>((resolve) =>
    page.on('worker', (worker) => {
      if (warmup.test(worker.url())) worker.on('close', () => resolve(worker.url()));
    }),
  );
  await page.goto('/');
  await waitForApp(page);
  expect(await ended).toMatch(warmup);
  await page.locator('[data-tile="c1"]').click();
  await expect(page.getByText('Add 13 more tiles to score the hand.')).toBeVisible();
});

for (const { locale, shell, tag, appName } of [
  { locale: 'zh-HK', shell: 'zh-Hant', tag: 'zh-Hant-HK', appName: 'Tai Table 台數' },
  { locale: 'zh-SG', shell: 'zh-Hans', tag: 'zh-Hans-SG', appName: 'Tai Table 台数' },
]) {
  test.describe(() => {
    test.use({ locale });
    test(`a ${locale} phone's first paint is its own shell, however late the stylesheet comes`, async ({
      page,
    }) => {
      // A stylesheet still on its way once the page is parsed: a script after it would wait, and
      // Chromium painted the English shell meanwhile (src/i18n/shell-language.ts).
      await page.route(/\/assets\/style-[^/]+\.css$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.addInitScript(() => {
        const seen = { swappedAt: -1, langAtSwap: '' };
        (window as unknown as { shellSeen: typeof seen }).shellSeen = seen;
        new MutationObserver(() => {
          const root = document.getElementById('root');
          if (seen.swappedAt < 0 && root?.dataset.shell !== undefined) {
            seen.swappedAt = performance.now();
            seen.langAtSwap = `${root.dataset.shell} ${document.documentElement.lang}`;
          }
        }).observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto('/');
      await waitForApp(page);
      const { swappedAt, langAtSwap, firstPaint, stylesheetAt } = await page.evaluate(() => ({
        ...(window as unknown as { shellSeen: { swappedAt: number; langAtSwap: string } }).shellSeen,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        stylesheetAt:
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
            /\/assets\/style-[^/]+\.css$/.test(r.name),
          )?.responseEnd ?? -1,
      }));
      expect(langAtSwap).toBe(`${shell} ${tag}`);
      expect(swappedAt).toBeGreaterThan(0);
      // The swap never waits for the stylesheet, so no paint can come between them.
      expect(stylesheetAt).toBeGreaterThan(swappedAt);
      expect(firstPaint).toBeGreaterThan(swappedAt);
      // A Chinese phone's header keeps the app's Chinese name, in its own script.
      await expect(page.getByRole('link', { name: appName })).toBeVisible();
    });
  });
}
