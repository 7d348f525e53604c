// The score screen at the table: nothing moves under the thumb, the whole result in one
// view, the reading set by set, night-aware money, the keyboard, axe; and the draft hand surviving
// a killed browser and storage that refuses. Real Chromium on the built app.
import { chromium, expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible, freshStart, killBrowser, waitForApp } from './helpers';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
] as const;
/** Ping Hu: c1-c3 c4-c6 b1-b3 d4-d6 d9 pair; c6 wins it (4 tai on a discard, 32 a tai-unit in all). */
const PING_HU = 'c1 c2 c3 c4 c5 b1 b2 b3 d4 d5 d6 d9 d9 c6'.split(' ');

const tap = (page: Page, token: string) => page.locator(`[data-tile="${token}"]`).click();

async function palettePositions(page: Page): Promise<string> {
  return page.locator('[data-tile]').evaluateAll((els) =>
    els
      .map((el) => {
        const r = el.getBoundingClientRect();
        return `${el.getAttribute('data-tile')}:${Math.round(r.x)},${Math.round(r.y)},${Math.round(r.width)}`;
      })
      .join(' '),
  );
}

async function inViewport(page: Page, selector: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await selector.boundingBox();
  const view = page.viewportSize()!;
  return (
    box !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= view.height &&
    box.x + box.width <= view.width
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the palette stays put through the 13th and 14th taps; then the result and Win by are in view', async ({
      page,
    }) => {
      await freshStart(page);
      for (const t of PING_HU.slice(0, 12)) await tap(page, t);
      const before = await palettePositions(page);
      await tap(page, PING_HU[12]!);
      await expect(page.locator('[data-result-state="waits-ready"]')).toBeVisible();
      expect(await palettePositions(page)).toBe(before);
      await tap(page, PING_HU[13]!);
      await expect(page.getByTestId('score-total')).toHaveText('4');
      expect(await palettePositions(page)).toBe(before);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // The whole result in one view: total, payment, items, and the win context.
      await page.getByRole('radio', { name: 'Discard' }).check({ force: true });
      await expect(page.getByText('Winner collects 32')).toBeVisible();
      expect(await palettePositions(page)).toBe(before);
      for (const part of [
        page.getByTestId('score-total'),
        page.getByTestId('payment'),
        page.locator('[data-item]').last(),
        page.getByRole('radiogroup', { name: 'Win by' }),
        page.getByRole('radiogroup', { name: 'Seat' }),
        page.getByRole('radiogroup', { name: 'Round' }),
        page.getByRole('button', { name: /^Special wins/ }),
      ]) {
        expect(await inViewport(page, part), await part.evaluate((el) => el.outerHTML.slice(0, 80))).toBe(
          true,
        );
      }
    });

    test('the reading shows five sets for a standard hand, the pair last, a declared set marked', async ({
      page,
    }) => {
      await freshStart(page);
      await page.getByRole('radio', { name: 'Chow', exact: true }).check({ force: true });
      await tap(page, 'c1');
      for (const t of PING_HU.slice(3)) await tap(page, t);
      await expect(page.getByTestId('score-total')).toBeVisible();
      const sets = page.getByTestId('reading').locator('[data-set]');
      await expect(sets).toHaveCount(5);
      await expect(sets.last()).toHaveAttribute('data-set', 'pair');
      await expect(page.getByTestId('reading').locator('[data-declared]')).toHaveCount(1);
      await expect(page.getByTestId('reading')).toContainText(
        'Chow, declared: 1 Characters, 2 Characters, 3 Characters',
      );
    });
  });
}

test('no winning-tile badge before the hand is complete', async ({ page }) => {
  await freshStart(page);
  for (const t of PING_HU.slice(0, 13)) await tap(page, t);
  await expect(page.getByRole('button', { name: /, winning tile$/ })).toHaveCount(0);
  await tap(page, 'c6');
  await expect(page.getByRole('button', { name: '6 Characters, winning tile' })).toBeVisible();
});

test('a robbed kong names the konger as the one who pays', async ({ page }) => {
  await freshStart(page);
  for (const t of PING_HU) await tap(page, t);
  // A robbed kong is a discard win (RULES.md section 2): on a self-draw the screen offers it disabled, with why.
  await page.getByRole('button', { name: /^Special wins/ }).click();
  await expect(page.getByRole('checkbox', { name: /Robbed a kong/ })).toBeDisabled();
  await page.getByRole('radio', { name: 'Discard' }).check({ force: true });
  await page.getByRole('checkbox', { name: /Robbed a kong/ }).check();
  await expect(page.getByTestId('payment')).toContainText('The konger pays');
  await expect(page.getByTestId('payment')).not.toContainText('discarder');
});

// RULES.md section 5: a valued pair blocks Ping Hu, and the 0-tai line says so.
test('a dragon pair on four chows shows the valued_pair line', async ({ page }) => {
  await freshStart(page);
  for (const t of 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 RD RD'.split(' ')) await tap(page, t);
  await page.getByRole('radio', { name: 'Discard' }).check({ force: true });
  await expect(page.locator('[data-item="valued_pair"]')).toBeVisible();
});

test('with a $0.20 night open, a 4-tai discard win shows $6.40 collected, and who won sets the seat', async ({
  page,
}) => {
  await freshStart(page, '/#/tonight');
  for (const [i, name] of ['Ah Beng', 'Mei Ling', 'Kumar', 'Siti'].entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toBeVisible();
  await page.goto('/#/');
  const whoWon = page.getByRole('radiogroup', { name: 'Who won?' });
  await expect(whoWon).toBeVisible();
  for (const t of PING_HU) await tap(page, t);
  await page.getByRole('radio', { name: 'Discard' }).check({ force: true });
  await expect(page.getByTestId('score-total')).toHaveText('4');
  await expect(page.getByTestId('payment')).toContainText('Winner collects $6.40');
  await expect(page.getByTestId('payment')).toContainText('The discarder pays $3.20');
  // Kumar sits West this hand: Flower 3 is his own (All Chow 1 + Seat Flower 1); for Ah Beng, East, it is not.
  await whoWon.getByRole('radio', { name: /^Kumar/ }).check({ force: true });
  await expect(page.locator('[data-tile="F3"]')).toHaveAttribute('aria-description', /your seat’s own/);
  await tap(page, 'F3');
  await expect(page.getByTestId('score-total')).toHaveText('2');
  await whoWon.getByRole('radio', { name: /^Ah Beng/ }).check({ force: true });
  await expect(page.getByTestId('score-total')).toHaveText('1');
  // Record starts from the winner chosen here: what the screen showed is what the sheet records.
  await page.getByRole('button', { name: 'Record' }).click();
  const sheet = page.getByRole('dialog');
  await expect(
    sheet.getByRole('group', { name: 'Who won?' }).getByRole('radio', { name: /^Ah Beng/ }),
  ).toBeChecked();
  await expect(
    sheet
      .getByRole('group', { name: 'Who discarded the winning tile?' })
      .getByRole('radio', { name: /^Ah Beng/ }),
  ).toBeDisabled();
});

test('a whole hand entered from the keyboard alone', async ({ page }) => {
  await freshStart(page);
  // One Tab stop for the palette: Tab until c1 has focus, then arrows and Enter.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-tile') === 'c1')) break;
  }
  // The palette's one Tab stop (the tile tapped last), where the next hand starts.
  expect(
    await page.evaluate(() => {
      const el = document.activeElement;
      return el?.hasAttribute('data-tile') === true && el.getAttribute('tabindex') === '0';
    }),
  ).toBe(true);
  const order = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'];
  const grid = [
    'c1',
    'c2',
    'c3',
    'c4',
    'c5',
    'c6',
    'c7',
    'c8',
    'c9',
    'b1',
    'b2',
    'b3',
    'b4',
    'b5',
    'b6',
    'b7',
    'b8',
    'b9',
    'd1',
    'd2',
    'd3',
    'd4',
    'd5',
    'd6',
    'd7',
    'd8',
    'd9',
  ];
  let at = 0;
  for (const tile of order) {
    const to = grid.indexOf(tile);
    for (; at < to; at++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('score-total')).toHaveText('4');
  // Up keeps the column: from 9 Dots to 9 Bamboo above it.
  await page.keyboard.press('ArrowUp');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tile'))).toBe('b9');
  // The next Tab leaves the palette for what follows it, not for the next of 46 tiles.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-tile'))).toBe(false);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the score screen passes axe in ${scheme} mode: waits, a scored hand, special wins open`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await freshStart(page);
    await expectAccessible(page);
    for (const t of PING_HU.slice(0, 13)) await tap(page, t);
    await expect(page.locator('[data-result-state="waits-ready"]')).toBeVisible();
    await expectAccessible(page);
    await tap(page, 'c6');
    await expect(page.getByTestId('score-total')).toHaveText('4');
    await page.getByRole('button', { name: /^Special wins/ }).click();
    await expectAccessible(page);
  });
}

test('local storage that throws gives one message, and the hand stays on screen', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/');
  for (const t of PING_HU.slice(0, 5)) await tap(page, t);
  await expect(page.getByText(/refusing to save the hand/)).toHaveCount(1);
  for (const t of PING_HU.slice(5, 9)) await tap(page, t);
  await expect(page.getByText(/refusing to save the hand/)).toHaveCount(1);
  await expect(page.locator('[data-hand-tile]')).toHaveCount(9);
});

// ---- A killed browser: Chromium with its own profile, killed with SIGKILL after the last tap ----

// The browser binary itself (Debian's /usr/bin/chromium is a wrapper script), so SIGKILL hits the browser process.
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? 'chromium';

/** Chromium on a profile directory, its debugging port chosen by Chromium itself (read from DevToolsActivePort). */
async function launchWithProfile(profile: string) {
  const portFile = join(profile, 'DevToolsActivePort');
  rmSync(portFile, { force: true });
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      'about:blank',
    ],
    { stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 150; i++) {
    if (existsSync(portFile)) {
      const port = readFileSync(portFile, 'utf8').split('\n')[0];
      try {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        return { child, browser };
      } catch {
        // Listening but not ready: try again shortly.
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await killBrowser(child);
  throw new Error('Chromium did not start');
}

for (const delay of [300, 1000]) {
  test(`the draft survives the browser killed ${delay} ms after the last tap`, async ({ baseURL }) => {
    test.setTimeout(60_000);
    const profile = mkdtempSync(join(tmpdir(), 'tai-kill-'));
    const launched: ChildProcess[] = [];
    try {
      const first = await launchWithProfile(profile);
      launched.push(first.child);
      const page = first.browser.contexts()[0]!.pages()[0] ?? (await first.browser.contexts()[0]!.newPage());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(baseURL!);
      for (const t of PING_HU.slice(0, 10)) await tap(page, t);
      await expect(page.locator('[data-hand-tile]')).toHaveCount(10);
      await new Promise((r) => setTimeout(r, delay));
      await killBrowser(first.child);

      const second = await launchWithProfile(profile);
      launched.push(second.child);
      const again =
        second.browser.contexts()[0]!.pages()[0] ?? (await second.browser.contexts()[0]!.newPage());
      await again.goto(baseURL!);
      await expect(again.locator('[data-hand-tile]')).toHaveCount(10);
      await killBrowser(second.child);
    } finally {
      // A failed step leaves no browser behind; then the profile goes (retried, as the file system
      // may take a moment to let go of a killed browser's files).
      for (const child of launched) await killBrowser(child);
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    }
  });
}

// ---- The biggest hands in full view, the right screen from the first paint ----

/** A limit hand (Pong Pong, Half Flush, a dragon, two animals: 7 counted, capped at 5) with eight bonus tiles and five item lines. */
const LIMIT_HAND = 'c1 c1 c1 c5 c5 c5 c9 c9 RD RD RD E E c9'.split(' ');
const EIGHT_BONUS = 'F2 F3 F4 S2 S3 S4 CAT RAT'.split(' ');

/**
 * Each element's centre is on screen and the element itself (or a child) is what is drawn there:
 * not clipped, scrolled away or covered by the header, the tab bar or a notice. Returns what is not.
 */
function notOnTop(locator: ReturnType<Page['locator']>): Promise<string[]> {
  return locator.evaluateAll((elements) =>
    elements.flatMap((el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const onScreen =
        r.width > 0 &&
        r.height > 0 &&
        r.top >= 0 &&
        r.left >= 0 &&
        r.bottom <= window.innerHeight &&
        r.right <= window.innerWidth;
      const hit = document.elementFromPoint(x, y);
      const onTop = hit !== null && (hit === el || el.contains(hit));
      if (onScreen && onTop) return [];
      const what = (el.textContent ?? '').trim().slice(0, 40) || el.outerHTML.slice(0, 60);
      return [
        `${what}: ${onScreen ? '' : 'off screen; '}${onTop ? '' : `under ${hit?.outerHTML.slice(0, 80) ?? 'nothing'}`}`,
      ];
    }),
  );
}

async function startNight(page: Page): Promise<void> {
  await freshStart(page, '/#/tonight');
  for (const [i, name] of ['Ah Beng', 'Mei Ling', 'Kumar', 'Siti'].entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toBeVisible();
}

for (const viewport of [...VIEWPORTS, { width: 360, height: 640 }]) {
  test(`at ${viewport.width}x${viewport.height} a limit hand with eight bonus tiles is seen whole: every result line, every bonus tile${viewport.height >= 390 && viewport.width !== 360 ? ', every item and Record' : ''}`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await startNight(page);
    // The night opens at its top, its heading focused (the Start button was low on a scrolled page).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('heading', { name: /^Tonight/ })).toBeFocused();
    await page.goto('/#/');
    await expect(page.getByRole('radiogroup', { name: 'Who won?' })).toBeVisible();
    for (const t of [...LIMIT_HAND, ...EIGHT_BONUS]) await tap(page, t);
    await page.getByRole('radio', { name: 'Discard' }).check({ force: true });
    await expect(page.getByTestId('score-total')).toHaveText('5');
    await expect(page.getByTestId('payment')).toContainText('The other two pay $3.20 each');
    await expect(page.locator('[data-item]')).toHaveCount(5);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const lines = page.locator('[data-result-state] p:not(.sr-only)');
    await expect(lines.filter({ hasText: 'Limit hand' })).toHaveCount(1);
    await expect(lines.filter({ hasText: '7 counted' })).toHaveCount(1);
    expect(await lines.count()).toBe(6);
    expect(await notOnTop(lines)).toEqual([]);
    expect(await notOnTop(page.getByTestId('score-total'))).toEqual([]);
    const bonus = page.locator('[data-bonus-tile]');
    expect(await bonus.evaluateAll((els) => els.map((el) => el.getAttribute('data-bonus-tile')))).toEqual(
      EIGHT_BONUS,
    );
    expect(await notOnTop(bonus)).toEqual([]);
    // Readable: each bonus tile at the palette's size, wider than the 20 px of the tray it replaces.
    for (const width of await bonus.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width)))
      expect(width).toBeGreaterThan(22);

    await page.screenshot({
      path: testInfo.outputPath(`limit-hand-${viewport.width}x${viewport.height}-light.png`),
    });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({
      path: testInfo.outputPath(`limit-hand-${viewport.width}x${viewport.height}-dark.png`),
    });
    if (viewport.width === 360) return;

    expect(await notOnTop(page.locator('[data-item]'))).toEqual([]);
    expect(await notOnTop(page.getByRole('button', { name: 'Record' }))).toEqual([]);
    expect(await notOnTop(page.getByRole('button', { name: 'Share' }))).toEqual([]);
    // The Record sheet's "Record the win" is in reach without scrolling the sheet, on its side too.
    await page.getByRole('button', { name: 'Record' }).click();
    const recordTheWin = page.getByRole('dialog').getByRole('button', { name: 'Record the win' });
    await expect(recordTheWin).toBeVisible();
    expect(await notOnTop(recordTheWin)).toEqual([]);
    await page.screenshot({
      path: testInfo.outputPath(`record-sheet-${viewport.width}x${viewport.height}-dark.png`),
    });
  });
}

test('a reload with a night open never shows the Seat control, the table’s rules or an amount in points, from the first paint', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await startNight(page);
  await page.goto('/#/');
  await expect(page.getByRole('radiogroup', { name: 'Who won?' })).toBeVisible();
  for (const t of LIMIT_HAND) await tap(page, t);
  await expect(page.getByTestId('payment')).toContainText('Winner collects $');
  // From the first frame on, before each is painted: whether a Seat group or the plain table's rules were
  // ever shown (the shell may hold their places unseen), or a "Winner collects" without dollars was in the page.
  await page.addInitScript(() => {
    const seen = { seat: false, rules: false, points: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const shown = (element: Element): boolean => element.checkVisibility({ visibilityProperty: true });
    const frame = (): void => {
      for (const group of document.querySelectorAll('[role="radiogroup"][aria-labelledby]')) {
        const name = document.getElementById(group.getAttribute('aria-labelledby')!)?.textContent?.trim();
        if (name === 'Seat' && shown(group)) seen.seat = true;
        if (name === 'Table rules' && shown(group)) seen.rules = true;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    new MutationObserver(() => {
      if (/Winner collects \d/.test(document.body?.textContent ?? '')) seen.points = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  const reload = async (): Promise<void> => {
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('radiogroup', { name: 'Who won?' })).toBeVisible();
  };
  // A hand in progress: the app draws afresh over the shell.
  await reload();
  await expect(page.getByTestId('payment')).toContainText('Winner collects $');
  expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
    seat: false,
    rules: false,
    points: false,
  });
  // No hand: the shell, its plain table's places held unseen, then the app drawn afresh over it.
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  await reload();
  expect(await page.evaluate(() => (window as unknown as { seen: unknown }).seen)).toEqual({
    seat: false,
    rules: false,
    points: false,
  });
});

test('the keyboard: Tab goes from Win by and the seat to the palette, and Clear leaves the focus on the palette', async ({
  page,
}) => {
  await freshStart(page);
  for (const t of PING_HU.slice(0, 4)) await tap(page, t);
  // From the top of the page: the app's name in the header.
  await page.getByRole('link', { name: /^Tai Table/ }).focus();
  const order: string[] = [];
  for (let i = 0; i < 20 && !order.includes('palette'); i++) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return 'none';
        if (el.dataset.tile) return 'palette';
        const group = el.closest('[role="radiogroup"]');
        const label =
          group && document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent?.trim();
        return label ?? el.textContent?.trim() ?? el.tagName;
      }),
    );
  }
  expect(order.indexOf('Win by'), order.join(' › ')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('palette'), order.join(' › ')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('Win by')).toBeLessThan(order.indexOf('Seat'));
  expect(order.indexOf('Seat')).toBeLessThan(order.indexOf('Round'));
  expect(order.indexOf('Round')).toBeLessThan(order.indexOf('Clear'));
  expect(order.indexOf('Clear')).toBeLessThan(order.indexOf('palette'));
  await page.getByRole('button', { name: 'Clear' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-hand-tile]')).toHaveCount(0);
  // The palette's one Tab stop (the tile tapped last), where the next hand starts.
  expect(
    await page.evaluate(() => {
      const el = document.activeElement;
      return el?.hasAttribute('data-tile') === true && el.getAttribute('tabindex') === '0';
    }),
  ).toBe(true);
});
