// Every screen in use, in the phone's language: not only the empty screens
// (languages-every-screen.spec.ts) but what a night at the table shows: the waits of a hand one tile
// short, a scored hand with its items, Record and Share and the special wins' list open, the link of a
// shared hand, a night with its entries and an edit sheet, the settle-up and the past nights. A night is
// recorded in English, then the phone is switched to each script (Settings keeps the choice), and each
// screen must show no English word but the names players say in English.
import { expect, test, type Page } from '@playwright/test';
import { PLAYERS, freshStart, recordByTai, startNight, waitForApp } from './helpers';
import { englishLeft } from './english-left';

// Three chows, a Red Dragon pong and a 9 Dots: one short, waiting on 9 Dots (Dragon Pong, 1 tai).
const ONE_SHORT = ['b2', 'b3', 'b4', 'c5', 'c6', 'c7', 'd3', 'd4', 'd5', 'RD', 'RD', 'RD', 'd9'];

/** The players' names and the night's (its date as the phone that started it wrote it, in English here): theirs, in every language. */
let theirs: string[] = [...PLAYERS];

async function noEnglish(page: Page, where: string): Promise<void> {
  expect(await englishLeft(page, theirs), where).toEqual([]);
}

for (const phone of [
  { language: 'zh-Hans', lang: 'zh-Hans-SG' },
  { language: 'zh-Hant', lang: 'zh-Hant-HK' },
] as const) {
  test(`a night in use, every screen in ${phone.language} with no English left`, async ({ page }) => {
    test.setTimeout(90_000);
    await freshStart(page, '/#/tonight');
    await startNight(page);
    await recordByTai(page, 2, 1, 2);
    await recordByTai(page, 0, null, 3);
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    theirs = [...PLAYERS, heading.replace(/^Tonight: /, '')];

    await page.evaluate((language) => localStorage.setItem('tai-table:language', language), phone.language);
    await page.goto('/#/');
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('lang', phone.lang);

    // The score screen at tonight's table: the waits, then the scored hand with everything open.
    for (const tile of ONE_SHORT) await page.locator(`[data-tile="${tile}"]`).click();
    await expect(page.locator('[data-wait="d9"]')).toBeVisible();
    await noEnglish(page, 'the waits');
    await page.locator('[data-wait="d9"]').click();
    await expect(page.getByTestId('score-total')).toHaveText('1');
    await page.locator('[aria-controls="special-wins-list"]').click();
    await expect(page.locator('#special-wins-list input').first()).toBeVisible();
    await expect(page.locator('[data-item]').first()).toBeVisible();
    await noEnglish(page, 'a scored hand');
    // Share: the link's box (its address is an identifier, not words).
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await expect(page.locator('#share-link')).toHaveValue(/#\/h\//);
    await noEnglish(page, 'a shared hand’s link');

    // The night, an entry's edit sheet, the settle-up and the past nights.
    await page.goto('/#/tonight');
    await expect(page.locator('[data-entry="2"]')).toBeVisible();
    await noEnglish(page, 'the night');
    await page.locator('[data-entry="1"]').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await noEnglish(page, 'an entry’s edit sheet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    for (const screen of ['/#/settle', '/#/history']) {
      await page.goto(screen);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await noEnglish(page, screen);
    }
  });
}
