// The rules reference in the table's language: a phone set to zh-SG reads a rule page and
// its FAQ in Simplified Chinese with Singapore words (台, 平胡), one set to zh-HK in Traditional
// Chinese with Hong Kong words (番, 出銃), and search finds a page by its Chinese or romanised name.
import { expect, test } from '@playwright/test';
import { expectAccessible, freshStart } from './helpers';

test.describe('a phone set to zh-SG', () => {
  test.use({ locale: 'zh-SG' });

  test('reads the Ping Hu page and its FAQ in 简体中文, axe clean', async ({ page }) => {
    await freshStart(page, '/#/rules/sg/ping-hu');
    const title = page.getByRole('heading', { level: 1, name: '平胡（Ping Hu）与全顺子的牌' });
    await expect(title).toBeVisible();
    await expect(title.locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute('lang', 'zh-Hans-SG');
    await expect(page.getByRole('heading', { name: '新加坡牌桌的规则' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '玩家常问的问题' })).toBeVisible();
    await page.getByText('一张花会破平胡吗？').click();
    await expect(page.getByText('所以带自己正花的平胡是2台，不是5台。', { exact: false })).toBeVisible();
    // The live example speaks the table's words too, and its total is the scorer's.
    await expect(page.locator('[data-example-result]').first()).toContainText('台');
    await expectAccessible(page);
  });
});

test.describe('a phone set to zh-HK', () => {
  test.use({ locale: 'zh-HK' });

  test('finds Who pays what by Zha Hu and reads it and its FAQ in 繁體中文, axe clean', async ({ page }) => {
    await freshStart(page, '/#/rules');
    await expect(page.getByRole('heading', { level: 1, name: '規則' })).toBeVisible();
    await page.getByLabel('用英文或中文名搜尋').fill('Zha Hu');
    await page.getByRole('link', { name: /^誰付多少/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: '誰付多少' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::*[@lang][1]'),
    ).toHaveAttribute('lang', 'zh-Hant-HK');
    await expect(page.getByRole('table', { name: '香港，3至10番，底1' })).toBeVisible();
    await page.getByText('詐糊要付多少？').click();
    await expect(page.getByText('按封頂付每位其他玩家2份：封頂5台時是32底。')).toBeVisible();
    await expectAccessible(page);
  });
});
