// Every screen in the phone's language (issue 22): a phone set to zh-SG opens each screen in
// Simplified Chinese and one set to zh-HK in Traditional Chinese, with no English left on it but
// the names players say in English (the app's name, romanised hand names such as Ping Hu) — and the
// first paint, before the app's code has arrived, is already in the phone's language, down to the
// script on the tiles' faces (a Hong Kong set's 蘭 and 雞, a Singapore one's 兰 and 鸡).
import { expect, test } from '@playwright/test';
import { englishLeft } from './english-left';
import { freshStart, paletteFaceText, waitForApp } from './helpers';

const SCREENS = ['/#/', '/#/session', '/#/rules', '/#/settings', '/#/nowhere'] as const;

for (const phone of [
  { locale: 'zh-SG', lang: 'zh-Hans-SG', tab: '算台', orchid: '2兰', rooster: '鸡' },
  { locale: 'zh-HK', lang: 'zh-Hant-HK', tab: '計番', orchid: '2蘭', rooster: '雞' },
] as const) {
  test.describe(`a phone set to ${phone.locale}`, () => {
    test.use({ locale: phone.locale, viewport: { width: 390, height: 844 } });

    test('paints the first screen in its language before the app has loaded', async ({ page }) => {
      // The app's code held back: what shows is the page itself, the shell drawn at build time.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route(/\/assets\/start-.*\.js$/, async (route) => { await held; await route.continue(); });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', phone.lang);
      await expect(page.getByRole('navigation', { name: /./ }).getByRole('link', { name: phone.tab })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      expect(await paletteFaceText(page, 'F2')).toBe(phone.orchid);
      expect(await paletteFaceText(page, 'ROOSTER')).toBe(phone.rooster);
      expect(await paletteFaceText(page, 'c1')).toBe('1一萬');
      release();
      await waitForApp(page);
      await expect(page.getByRole('navigation', { name: /./ }).getByRole('link', { name: phone.tab })).toBeVisible();
    });

    test('opens every screen with no English left on it', async ({ page }) => {
      await freshStart(page, '/');
      for (const screen of SCREENS) {
        await page.goto(screen);
        await waitForApp(page);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', phone.lang);
        expect(await englishLeft(page), screen).toEqual([]);
      }
    });
  });
}
