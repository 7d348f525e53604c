// axe-core on the screens not covered by their own specs, in light and dark, and the reduced-motion preference.
import { expect, test } from '@playwright/test';
import { expectAccessible, freshStart, waitForApp } from './helpers';

const SCREENS = ['/#/settings', '/#/rules', '/#/rules/sg-reference/house-rules', '/#/nowhere'];

for (const scheme of ['light', 'dark'] as const) {
  for (const path of SCREENS) {
    test(`${path} passes axe in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await freshStart(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });
  }
}

test('the axe check fails on a violation, on a page it has checked before and after a reload', async ({
  page,
}) => {
  await freshStart(page, '/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectAccessible(page);
  // A button with no name, added after axe is in the page: the check runs again, it does not reuse a result.
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('button')));
  await expect(expectAccessible(page)).rejects.toThrow(/button-name/);
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectAccessible(page);
});

test('the house rules on the settings screen change what the score screen uses', async ({ page }) => {
  await freshStart(page, '/#/settings');
  const sg = page.getByRole('region', { name: 'Singapore table' });
  await sg.getByLabel('Seven pairs').check();
  await page.goto('/#/');
  for (const t of 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 d8 d8 N N'.split(' '))
    await page.locator(`[data-tile="${t}"]`).click();
  await expect(page.getByTestId('score-total')).toHaveText('4');
  await expect(page.locator('[data-item="seven_pairs"]')).toBeVisible();
});

test('with reduced motion, nothing animates', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await freshStart(page);
  const duration = await page
    .locator('[data-tile="c1"]')
    .evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(duration.split(',').every((d) => parseFloat(d) <= 0.00001)).toBe(true);
});
