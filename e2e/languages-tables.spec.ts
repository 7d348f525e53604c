// Saved tables, shared links and Settings in the table's own language, at phone size: in
// 繁體中文 a table of house rules is saved, shared and opened on a second phone in Traditional Chinese;
// a shared night opens in 简体中文 with its dates in Chinese; Settings shows its tables and house rules
// in each language; every screen is axe-clean.
import { expect, test, type Page } from '@playwright/test';
import { discardWin, selfDrawnWin, table } from '../src/core/ledger/testing';
import { encodeNightCode } from '../src/core/night-code';
import { expectAccessible, freshStart, phoneContext } from './helpers';

const hashOf = (url: string): string => `/${url.slice(url.indexOf('#'))}`;

test.describe('a phone set to zh-HK', () => {
  test.use({ locale: 'zh-HK' });

  test('saves a table of house rules, shares it, and a second phone opens and saves it in Traditional Chinese', async ({
    page,
    browser,
  }) => {
    await freshStart(page, '/#/settings');
    await page.getByRole('button', { name: '新增枱' }).click();
    const sheet = page.getByRole('dialog', { name: '新增枱' });
    await sheet.getByLabel('枱名').fill('星期五姨媽家');
    await sheet.getByLabel('每台多少錢（元）').fill('0.20');
    await sheet.locator('[data-rule="shooter_pays"]').getByRole('switch').check();
    await expect(sheet.locator('[data-rule="shooter_pays"]')).toContainText('已改');
    await sheet.getByRole('button', { name: '儲存枱' }).click();
    await expect(page.getByText('已儲存「星期五姨媽家」。')).toBeVisible();
    const card = page.locator('[data-saved-table="星期五姨媽家"]');
    await expect(card).toContainText('每台$0.20');
    await expectAccessible(page);

    await card.getByRole('button', { name: '分享星期五姨媽家' }).click();
    const share = page.getByRole('dialog', { name: '分享「星期五姨媽家」' });
    await expect(share.getByRole('button', { name: '分享連結' })).toBeVisible();
    await expect(share.getByText('在另一部手機打開它，就可以儲存同一張枱。')).toBeVisible();
    const link = await share.getByRole('textbox', { name: '連結' }).inputValue();
    expect(link).toMatch(/#\/t\//);

    // A second phone, also in Traditional Chinese, with storage of its own.
    const other = await phoneContext(browser, { locale: 'zh-HK' });
    const phone = await other.newPage();
    await freshStart(phone, hashOf(link));
    await expect(phone.getByRole('heading', { level: 1, name: '儲存這張枱' })).toBeVisible();
    await expect(phone.getByRole('heading', { level: 2, name: '星期五姨媽家' })).toBeVisible();
    await expect(phone.getByText(/每台\$0\.20/)).toBeVisible();
    await expect(phone.getByLabel('儲存名稱')).toHaveValue('星期五姨媽家');
    await expectAccessible(phone);
    await phone.getByRole('button', { name: '儲存這張枱' }).click();
    await expect(phone.getByText('已在本機儲存「星期五姨媽家」。')).toBeVisible();
    await expect(phone.getByRole('button', { name: '用它計番' })).toBeVisible();
    await expectAccessible(phone);
    // A cut link says why in Traditional Chinese and saves nothing.
    await phone.goto(hashOf(link.slice(0, -6)));
    await expect(phone.getByRole('heading', { level: 1, name: '分享的枱' })).toBeVisible();
    await expect(phone.getByRole('alert')).toContainText('無法打開這張分享的枱。');
    await other.close();
  });
});

test.describe('a phone set to zh-SG', () => {
  test.use({ locale: 'zh-SG' });

  test('opens a shared night in Simplified Chinese, keeps a copy, axe clean', async ({ page }) => {
    const settings = table('sg', { unit: 20 });
    const night = {
      id: '4c1f0a9b-8e2d-4b7a-9f3c-2d1e0b9a8c7f',
      name: '周五牌局',
      createdAt: Date.UTC(2025, 5, 13, 12),
      finished: false,
      sharedAt: Date.UTC(2025, 5, 13, 15, 40),
      settings,
      entries: [selfDrawnWin(settings, 0, 2), discardWin(settings, 1, 2, 3), selfDrawnWin(settings, 2, 1)],
    };
    await freshStart(page, `/#/n/${await encodeNightCode(night)}`);
    await expect(page.getByRole('heading', { level: 1, name: '分享的牌局：周五牌局' })).toBeVisible();
    await expect(page.getByText('只读', { exact: true })).toBeVisible();
    // The date and time as a Singapore table reads them in Chinese (Intl, zh-Hans-SG).
    await expect(page.getByText(/截至第 \d+ 盘（3条记录），2025年6月13日/)).toBeVisible();
    await expect(page.getByRole('heading', { name: '累计总分' })).toBeVisible();
    await expect(page.getByTestId('totals-chart').locator('[data-series]')).toHaveCount(4);
    await expectAccessible(page);
    await page.getByRole('button', { name: '保存副本' }).click();
    await expect(page.getByText(/^本机保存了这个牌局的副本：/)).toBeVisible();
    await expectAccessible(page);
  });
});

const SETTINGS = [
  { locale: 'en-SG', tables: 'Tables', rule: 'Read the rule', none: 'No saved tables yet.' },
  { locale: 'zh-SG', tables: '保存的牌桌', rule: '查看规则', none: '还没有保存的牌桌。' },
  { locale: 'zh-HK', tables: '已儲存的枱', rule: '查看規則', none: '還沒有已儲存的枱。' },
] as const;

async function settingsIn(page: Page, words: (typeof SETTINGS)[number]): Promise<void> {
  await freshStart(page, '/#/settings');
  await expect(page.getByRole('heading', { level: 2, name: words.tables })).toBeVisible();
  await expect(page.getByText(words.none)).toBeVisible();
  await expect(page.getByRole('link', { name: words.rule }).first()).toBeVisible();
  await expectAccessible(page);
}

for (const words of SETTINGS) {
  test.describe(`Settings on a phone set to ${words.locale}`, () => {
    test.use({ locale: words.locale });
    test('shows its tables and house rules in that language, axe clean', async ({ page }) => {
      await settingsIn(page, words);
    });
  });
}
