// The rules reference in the built app: each profile's patterns, a rule page, a live example opened
// in the score screen with the same total, search, and the link from a scored item to its rule.
import { expect, test } from '@playwright/test';
import { expectAccessible, freshStart, tapHand } from './helpers';

for (const [profile, name, pattern] of [
  ['sg', 'Singapore table', 'Ping Hu'],
  ['sg-reference', 'Singapore 0–5 tai reference', 'Little Ping Hu'],
  ['hk', 'Hong Kong', 'Chicken Hand'],
] as const) {
  test(`the ${profile} rules list every pattern with a live example`, async ({ page }) => {
    // Every pattern of the table scored live and then one axe scan of the whole long page: about
    // 25 s on the 2-core CI machine, so this test gets more than the default 30 s (not a speed check).
    test.setTimeout(120_000);
    await freshStart(page, `/#/rules/${profile}`);
    await expect(page.getByRole('heading', { level: 1, name: `${name}: every pattern` })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`^${pattern}`) }).first()).toBeVisible();
    const cards = page.locator('article');
    expect(await cards.count()).toBeGreaterThan(20);
    // Every card's example is scored by the app, none fails to score.
    expect(await page.locator('[data-example-result]').count()).toBe(await cards.count());
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('a rule page: open an example in the score screen and see the same total', async ({ page }) => {
  await freshStart(page, '/#/rules');
  await page.getByRole('link', { name: /Ping Hu and the all-chow hands/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ping Hu and the all-chow hands/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How tables differ' })).toBeVisible();
  await expectAccessible(page);
  const example = page.locator('[id^="example-"]').first();
  const total = await example.locator('[data-example-total]').textContent();
  await example.getByRole('button', { name: 'Open in score screen' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('score-total')).toHaveText(total!);
});

test('an example opens as a share link too', async ({ page }) => {
  await freshStart(page, '/#/rules/hk/settlement');
  const example = page.locator('[id^="example-"]').first();
  const total = await example.locator('[data-example-total]').textContent();
  await example.getByRole('link', { name: 'Share link' }).click();
  await expect(page.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(page.getByTestId('score-total')).toHaveText(total!);
});

test('search finds patterns by English or Chinese name', async ({ page }) => {
  await freshStart(page, '/#/rules');
  await page.getByLabel('Search by English or Chinese name').fill('平胡');
  await expect(page.getByRole('link', { name: 'Ping Hu', exact: true }).first()).toBeVisible();
  await page.getByLabel('Search by English or Chinese name').fill('little dragons');
  await expect(page.getByRole('link', { name: 'Little Dragons' }).first()).toBeVisible();
  await page.getByLabel('Search by English or Chinese name').fill('zzzz');
  await expect(page.getByText('No rule page matches “zzzz”.')).toBeVisible();
});

test('each scored item links to its rule', async ({ page }) => {
  await freshStart(page);
  await tapHand(page, { hand: 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9'.split(' '), winning_tile: 'd9' });
  await page.locator('[data-item="ping_hu"] a').click();
  await expect(page).toHaveURL(/#\/rules\/sg\/ping_hu$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ping Hu/ })).toBeVisible();
  await page.getByRole('link', { name: 'Ping Hu and the all-chow hands' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Ping Hu and the all-chow hands/ })).toBeVisible();
});
