// A night kept in the table's own language: in 繁體中文 a night started, a hand recorded by
// its tai and settled up, every screen in Traditional words and axe clean; in 简体中文 a night started
// and a drawn hand recorded in Simplified words. The English flows are ledger.spec.ts and its kin.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, freshStart } from './helpers';

const PLAYERS = ['阿明', '美玲', 'Kumar', '秀蘭'] as const;

async function startNight(
  page: Page,
  names: { player: (n: number) => string; stake: string; start: string },
): Promise<void> {
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: names.player(i + 1) }).fill(name);
  await page.getByLabel(names.stake).fill('0.20');
  await page.getByRole('button', { name: names.start }).click();
}

test.describe('a phone set to zh-HK', () => {
  test.use({ locale: 'zh-HK' });

  test('starts a night, records a hand by its tai and settles up in 繁體中文, axe clean', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await freshStart(page, '/#/tonight');
    await expect(page.getByRole('heading', { level: 1, name: '開始牌局' })).toBeVisible();
    await expectAccessible(page);
    await startNight(page, { player: (n) => `玩家 ${n}`, stake: '每台多少錢（元）', start: '開始牌局' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^今晚：\d{4}年\d{1,2}月\d{1,2}日週./);
    await expect(page.getByText('新加坡枱 · 每台 $0.20 · 1至5台')).toBeVisible();
    await expect(page.getByTestId('hand-now')).toHaveText('第 1 鋪 · 東風圈 · 阿明做莊');

    // Kumar wins 2 tai on 美玲's discard: 美玲 pays two shares ($0.80), the others one ($0.40).
    await page.getByRole('button', { name: '按台記糊' }).click();
    const sheet = page.getByRole('dialog', { name: '按台數記錄食糊' });
    await sheet.getByRole('group', { name: '誰食糊？' }).getByText('Kumar').click();
    await expect(sheet.getByRole('radio', { name: '出銃' })).toBeChecked();
    await sheet.getByRole('group', { name: '誰出銃？' }).getByText('美玲').click();
    await sheet.getByRole('radio', { name: '2台' }).check({ force: true });
    await expect(sheet.getByText('Kumar食美玲出銃，2台', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await sheet.getByRole('button', { name: '記錄', exact: true }).click();
    await expect(sheet).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: '已記錄：Kumar食美玲出銃，2台。' }),
    ).toBeVisible();
    for (const [i, total] of ['−$0.40', '−$0.80', '+$1.60', '−$0.40'].entries())
      await expect(page.getByTestId(`total-${i + 1}`)).toHaveText(total);
    await expect(page.locator('[data-entry="1"]')).toContainText('第 1 鋪 · 東風圈');
    await expect(page.getByRole('button', { name: '修改第 1 條記錄' })).toBeVisible();
    await expectAccessible(page);

    // Finish and settle up: who pays whom in Traditional words.
    await page.getByRole('button', { name: '完局' }).click();
    await page.getByRole('dialog', { name: '完局？' }).getByRole('button', { name: '完局找數' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '找數' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '誰付給誰' })).toBeVisible();
    await expect(page.getByRole('list', { name: '找數要付的錢' }).getByRole('listitem')).toHaveText([
      '阿明付給Kumar $0.40',
      '美玲付給Kumar $0.80',
      '秀蘭付給Kumar $0.40',
    ]);
    await expect(page.getByRole('heading', { name: '$0.20的份數表' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a phone set to zh-SG', () => {
  test.use({ locale: 'zh-SG' });

  test('starts a night and records a drawn hand in 简体中文', async ({ page }) => {
    await freshStart(page, '/#/tonight');
    await expect(page.getByRole('heading', { level: 1, name: '开始牌局' })).toBeVisible();
    await startNight(page, { player: (n) => `玩家 ${n}`, stake: '每台多少钱（元）', start: '开始牌局' });
    await expect(page.getByTestId('hand-now')).toHaveText('第 1 盘 · 东风圈 · 阿明做庄');
    await page.getByRole('button', { name: '流局' }).click();
    await page
      .getByRole('dialog', { name: '记下流局' })
      .getByRole('button', { name: '记下', exact: true })
      .click();
    await expect(page.locator('[data-entry="1"]')).toContainText('流局');
    await expect(page.getByTestId('hand-now')).toHaveText('第 2 盘 · 东风圈 · 阿明做庄');
    await expect(page.getByRole('button', { name: '撤销' })).toBeEnabled();
    await expectAccessible(page);
  });
});
