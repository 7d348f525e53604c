// Every screen in the phone's language: a phone set to zh-SG opens each screen in
// Simplified Chinese and one set to zh-HK in Traditional Chinese, with no English left on it but
// the names players say in English (the app's name, romanised hand names such as Ping Hu) — and the
// first paint, before the app's code has arrived, is already in the phone's language, down to the
// script on the tiles' faces (a Hong Kong set's 蘭 and 雞, a Singapore one's 兰 and 鸡).
import { expect, test } from '@playwright/test';
import { discardWin, table } from '../src/core/ledger/testing';
import { writeNightCode } from '../src/core/night-code';
import { englishLeft } from './english-left';
import { builtScripts, freshStart, paletteFaceText, waitForApp } from './helpers';

const SCREENS = ['/#/', '/#/tonight', '/#/rules', '/#/settings', '/#/nowhere'] as const;

/**
 * A night link whose night does not add up: a win of 99 fan at a Hong Kong table, written past the
 * encoder's check (no app makes it). The core refuses it with a code and its values; the screen words them.
 */
async function nightThatDoesNotAddUp(): Promise<string> {
  const START = Date.UTC(2025, 5, 13, 12, 0);
  const settings = table('hk', { unit: 50 }, { players: ['阿明', '美玲', '嘉明', '秀蘭'] });
  return writeNightCode({
    id: '5d2e1b0a-9f3c-4c8b-8a4d-3e2f1c0b9a8d',
    name: '星期五',
    createdAt: START,
    finished: false,
    sharedAt: START + 60_000,
    settings,
    entries: [{ ...discardWin(settings, 0, 1, 3), at: START + 1, tai: 99 }],
  });
}

for (const phone of [
  { locale: 'zh-SG', lang: 'zh-Hans-SG', tab: '算台', orchid: '2兰', rooster: '鸡' },
  { locale: 'zh-HK', lang: 'zh-Hant-HK', tab: '計番', orchid: '2蘭', rooster: '雞' },
] as const) {
  test.describe(`a phone set to ${phone.locale}`, () => {
    test.use({ locale: phone.locale, viewport: { width: 390, height: 844 } });

    test('paints the first screen in its language before the app has loaded', async ({ page }) => {
      // The app's code held back: what shows is the page itself, the shell drawn at build time.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The page's entry too: the shell in the phone's language is put in place by the page itself.
      await page.route(builtScripts('index', 'start'), async (route) => {
        await held;
        await route.continue();
      });
      // Not until the page has loaded, nor its deferred scripts run: they cannot, while its entry is held back.
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.locator('html')).toHaveAttribute('lang', phone.lang);
      await expect(
        page.getByRole('navigation', { name: /./ }).getByRole('link', { name: phone.tab }),
      ).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      // The faces as painted: the first paint waits for the stylesheet that holds their sprites, but the
      // page's elements are there before it, and read then they have no sprite yet.
      await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
      expect(await paletteFaceText(page, 'F2')).toBe(phone.orchid);
      expect(await paletteFaceText(page, 'ROOSTER')).toBe(phone.rooster);
      expect(await paletteFaceText(page, 'c1')).toBe('1一萬');
      release();
      await waitForApp(page);
      await expect(
        page.getByRole('navigation', { name: /./ }).getByRole('link', { name: phone.tab }),
      ).toBeVisible();
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

    test('says why a night link that does not add up cannot be opened, with no English left', async ({
      page,
    }, testInfo) => {
      await freshStart(page, `/#/n/${await nightThatDoesNotAddUp()}`);
      const alert = page.getByRole('alert');
      // The core's reason, by its code and values: the first entry, at a table that counts in fan.
      await expect(alert).toContainText(phone.locale === 'zh-HK' ? '第 1 條記錄' : '第 1 条记录');
      await expect(alert).toContainText('番');
      expect(await englishLeft(page)).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`night-link-refused-${phone.locale}.png`) });
    });
  });
}
