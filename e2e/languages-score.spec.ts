// The score screen in the table's own language: a phone set to zh-SG scores a hand in
// Simplified Chinese at the Singapore table (台), one set to zh-HK in Traditional Chinese at the Hong
// Kong table (番); the tabs, the tiles' names, a refused tap's notice, the total, the verdict and the
// reading are all in the phone's script, and axe finds nothing in either.
import { expect, test } from '@playwright/test';
import { expectAccessible, freshStart } from './helpers';

// A dragon pong and two chows at the Singapore table, a win; all pongs at the Hong Kong table, a
// limit hand (fully concealed, self-drawn).
const SG_HAND = ['RD', 'RD', 'RD', 'c1', 'c2', 'c3', 'b5', 'b5', 'b5', 'd9', 'd9', 'c4', 'c5', 'c6'];
const HK_HAND = ['RD', 'RD', 'RD', 'c1', 'c1', 'c1', 'b5', 'b5', 'b5', 'd9', 'd9', 'E', 'E', 'd9'];

const PHONES = [
  {
    locale: 'zh-SG',
    hand: SG_HAND,
    lang: 'zh-Hans-SG',
    tabs: ['算台', '牌局', '规则', '设置'],
    table: '新加坡',
    unit: '台',
    b5: '五条',
    fifthB5: '四张五条都已经在手牌里了。',
    clear: '清空',
    selfDraw: '自摸',
    verdict: '可以胡。',
    reading: '碰：五条、五条、五条',
  },
  {
    locale: 'zh-HK',
    hand: HK_HAND,
    lang: 'zh-Hant-HK',
    tabs: ['計番', '牌局', '規則', '設定'],
    table: '香港',
    unit: '番',
    b5: '五索',
    fifthB5: '四隻五索都已在手牌中。',
    clear: '清除',
    selfDraw: '自摸',
    verdict: '滿糊：本枱最多付這麼多。',
    reading: '碰：五索、五索、五索',
  },
] as const;

for (const phone of PHONES) {
  test.describe(`a phone set to ${phone.locale}`, () => {
    test.use({ locale: phone.locale });

    test(`scores a hand in its own script, axe clean`, async ({ page }) => {
      await freshStart(page, '/');
      await expect(page.locator('html')).toHaveAttribute('lang', phone.lang);
      const nav = page.getByRole('navigation');
      for (const tab of phone.tabs)
        await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
      await expect(page.locator('[data-tile="b5"]')).toHaveAttribute('aria-label', phone.b5);

      // A fifth copy is refused, in the phone's words (the tile named in its script).
      for (let i = 0; i < 4; i++) await page.locator('[data-tile="b5"]').click();
      // Used up, the tile says so (aria-disabled) but still answers a tap with why.
      await page.locator('[data-tile="b5"]').click({ force: true });
      await expect(page.getByRole('alert')).toHaveText(phone.fifthB5);
      await page.getByRole('button', { name: phone.clear, exact: true }).click();

      await page.getByRole('radio', { name: phone.table, exact: true }).check({ force: true });
      for (const tile of phone.hand) await page.locator(`[data-tile="${tile}"]`).click();
      await expect(page.getByRole('radio', { name: phone.selfDraw, exact: true })).toBeChecked();
      const result = page.locator('section[aria-labelledby="result-heading"]');
      await expect(page.getByTestId('score-total')).toBeVisible();
      await expect(result).toContainText(phone.unit);
      await expect(result.getByRole('status')).toHaveText(phone.verdict);
      await expect(page.getByTestId('reading')).toContainText(phone.reading);
      await expect(page.locator('[data-item]').first()).toBeVisible();
      await expectAccessible(page);
    });
  });
}
