// The table's own language, at phone size: the app follows the phone's language the first
// time (zh-SG Simplified, zh-HK Traditional, en-SG English), the choice in Settings holds through a
// reload, and the translated screens pass axe in each language. The catalogs' completeness is a unit
// test (src/i18n/catalogs.test.ts).
import { expect, test } from '@playwright/test';
import { expectAccessible, freshStart, paletteFaceText } from './helpers';

const PHONES = [
  { locale: 'zh-SG', heading: '设置', checked: '简体中文', lang: 'zh-Hans-SG' },
  { locale: 'zh-HK', heading: '設定', checked: '繁體中文', lang: 'zh-Hant-HK' },
  { locale: 'en-SG', heading: 'Settings', checked: 'English', lang: 'en-SG' },
] as const;

for (const phone of PHONES) {
  test.describe(`a phone set to ${phone.locale}`, () => {
    test.use({ locale: phone.locale });

    test(`opens Settings in ${phone.checked}, axe clean`, async ({ page }) => {
      await freshStart(page, '/#/settings');
      await expect(page.getByRole('heading', { level: 1, name: phone.heading })).toBeVisible();
      await expect(page.getByRole('radio', { name: phone.checked, exact: true })).toBeChecked();
      await expect(
        page.getByRole('heading', { level: 1 }).locator('xpath=ancestor::*[@lang][1]'),
      ).toHaveAttribute('lang', phone.lang);
      await expectAccessible(page);
    });
  });
}

test('the choice in Settings switches without a reload, the tiles\u2019 faces with it, and holds through one', async ({
  page,
}) => {
  await freshStart(page, '/#/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const marker = await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
    return true;
  });
  await page.getByRole('radio', { name: '繁體中文', exact: true }).check({ force: true });
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  // The tiles' faces follow: a Hong Kong set's Orchid and Rooster, 蘭 and 雞.
  await page.getByRole('navigation').getByRole('link', { name: '計番', exact: true }).click();
  await expect(page.locator('[data-tile="F2"]')).toBeVisible();
  expect([await paletteFaceText(page, 'F2'), await paletteFaceText(page, 'ROOSTER')]).toEqual(['2蘭', '雞']);
  // The same page: no reload happened.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(marker);
  await page.getByRole('navigation').getByRole('link', { name: '設定', exact: true }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '設定' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '繁體中文', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'English', exact: true }).check({ force: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link').first().click();
  expect([await paletteFaceText(page, 'F2'), await paletteFaceText(page, 'ROOSTER')]).toEqual(['2兰', '鸡']);
});
