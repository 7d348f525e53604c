// The score screen in real Chromium on the built app: seed 000's hands tapped in, an invalid
// hand, a reload, the keyboard and axe.
import { expect, test } from '@playwright/test';
import seed000 from '../src/core/fixtures/seed-000-ping-hu.json' with { type: 'json' };
import { builtScripts, expectAccessible, freshStart, tapHand, type TapHand } from './helpers';

for (const example of seed000.examples) {
  test(`${example.id}: ${example.label}, tapped in, scores as the fixture says`, async ({ page }) => {
    await freshStart(page);
    await tapHand(page, example.fixture as TapHand);
    const { expected } = example;
    await expect(page.getByTestId('score-total')).toHaveText(String(expected.tai));
    // The reading and the items render a moment after the total: wait for them.
    await expect(page.getByTestId('reading')).toBeVisible();
    // The items can render after the reading on a busy phone: read them until they say so (or time out).
    const items = page.locator('[data-item]');
    const names = () =>
      items.evaluateAll((els) =>
        els.map((el) => (el as HTMLElement).querySelector('a,span')?.textContent ?? ''),
      );
    if ('includes_item_prefix' in expected && expected.includes_item_prefix) {
      await expect
        .poll(async () => (await names()).some((n) => n.startsWith(expected.includes_item_prefix!)))
        .toBe(true);
    }
    if ('excludes_item_prefix' in expected && expected.excludes_item_prefix) {
      expect((await names()).some((n) => n.startsWith(expected.excludes_item_prefix!))).toBe(false);
    }
    await expect(
      page.getByRole('status').filter({ hasText: expected.win ? 'winning hand' : 'Below the table minimum' }),
    ).toBeVisible();
  });
}

test('an invalid hand shows its message beside the tiles', async ({ page }) => {
  // A draft from storage with a fifth tile (as an old or damaged draft could be): the scorer explains.
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'tai-table:draft',
      JSON.stringify({
        state: {
          concealed: ['c5', 'c5', 'c5', 'c5', 'c5', 'c6', 'c7', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'N'],
          profile: 'sg',
        },
        version: 1,
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toContainText(
    'There are 5 × 5 Characters in this hand; the set has only four.',
  );
  await expect(page.getByTestId('score-total')).toHaveCount(0);
});

test('a house rule that cannot be right is explained, not scored', async ({ page }) => {
  await freshStart(page);
  await page.getByText('House rules for this table').click();
  await page.getByRole('spinbutton', { name: 'Minimum to win' }).fill('6');
  await tapHand(page, seed000.examples[0]!.fixture as TapHand);
  await expect(page.getByRole('alert').first()).toContainText(
    'The minimum (6 tai) is above the cap (5 tai).',
  );
});

test('a reload keeps the draft hand and its context', async ({ page }) => {
  await freshStart(page);
  await tapHand(page, {
    hand: ['c1', 'c2', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9', 'c3'],
    winning_tile: 'c3',
    winning_from_discard: true,
  });
  await expect(page.locator('[data-item="kah_long"]')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-hand-tile]')).toHaveCount(14);
  await expect(page.getByRole('radio', { name: 'Discard' })).toBeChecked();
  await expect(page.getByRole('button', { name: '3 Characters, winning tile' })).toBeVisible();
  await expect(page.getByTestId('score-total')).toHaveText('0');
});

test('the whole screen works from the keyboard', async ({ page }) => {
  await freshStart(page);
  // Tab until the first palette tile has focus, then add tiles with Enter and Space.
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-tile') === 'c1')) break;
  }
  await page.keyboard.press('Enter');
  // The palette is one Tab stop: the arrow keys move between its tiles.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(page.locator('[data-hand-tile]')).toHaveCount(2);
  // The win-by radios move with the arrow keys.
  await page.getByRole('radio', { name: 'Self-draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Discard' })).toBeChecked();
});

test('the score screen passes axe, empty and with a scored hand', async ({ page }) => {
  await freshStart(page);
  await expectAccessible(page);
  await tapHand(page, seed000.examples[2]!.fixture as TapHand);
  await expect(page.getByTestId('score-total')).toHaveText('2');
  await expectAccessible(page);
});

test('dark mode follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await freshStart(page);
  const background = await page.evaluate(
    () => getComputedStyle(document.body.firstElementChild!).backgroundColor,
  );
  expect(background).not.toBe('rgb(250, 250, 249)');
  await expectAccessible(page);
});

// The worker is built with the app and imports the page's own chunks of the scorer
// (scripts/vite-plugin-workers-in-app-build.ts): the one worker the app starts must answer by itself,
// with nothing of the page's first screen, and the app must never fall back to the main thread.
test('the scoring worker starts, and answers from the scorer the page has', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await freshStart(page);
  const [example] = seed000.examples;
  await tapHand(page, example!.fixture as TapHand);
  await expect(page.getByTestId('score-total')).toHaveText(String(example!.expected.tai));
  // The scoring worker's own: the page also starts a throwaway worker for Intl (src/i18n/intl-warmup.ts).
  const scorer = builtScripts('scorer.worker');
  const scorers = () => workers.filter((url) => scorer.test(url));
  await expect.poll(scorers).toHaveLength(1);

  // A hand sent to a worker of the same script, as the app sends one.
  const answer = await page.evaluate(
    ([url, hand]) =>
      new Promise<unknown>((resolve) => {
        const worker = new Worker(url!, { type: 'module' });
        worker.onmessage = (event: MessageEvent) => resolve(event.data);
        worker.onerror = (event) => resolve(`error: ${event.message}`);
        worker.postMessage({ id: 7, kind: 'score', hand });
      }),
    [scorers()[0]!, example!.fixture] as const,
  );
  expect(answer).toMatchObject({
    id: 7,
    kind: 'score',
    result: { ok: true, win: true, tai: example!.expected.tai },
  });
  expect(warnings.filter((text) => text.includes('Scoring worker'))).toEqual([]);
});
