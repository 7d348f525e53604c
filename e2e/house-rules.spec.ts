// Every table's house rules, at phone size: a saved table with three house rules scores a hand and
// the shared hand opens the same elsewhere; a shared table is saved on another phone, a night is started with
// it and a hand recorded under its rules; broken table links explain themselves; the screens pass axe.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ALPHABET, sealCode } from '../src/core/codes/container';
import { expectAccessible, freshStart, phoneContext, tapHand, type TapHand } from './helpers';

const NAME = 'Friday at Auntie’s';
/** What the table changes from the Singapore table's defaults, as its card and the shared view say it. */
const CHANGES = 'Concealed Ping Hu +1 · Seven pairs 8 tai · cap 10 tai';
/** Seven pairs won on a discard: 8 tai under the table (worth 8, capped at 10), no winning hand at the defaults. */
const SEVEN_PAIRS: TapHand = {
  hand: ['c1', 'c1', 'c4', 'c4', 'b2', 'b2', 'b7', 'b7', 'd3', 'd3', 'd8', 'd8', 'N', 'N'],
  winning_tile: 'N',
  winning_from_discard: true,
};
const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'];

async function itemsOf(page: Page): Promise<string[]> {
  return page
    .locator('[data-item]')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-item')} ${el.textContent}`));
}

/** Names the table on the settings screen: $0.20 a tai, seven pairs worth 8, a cap of 10 and the concealed bonus. */
async function saveFriday(page: Page): Promise<void> {
  await freshStart(page, '/#/settings');
  await page.getByRole('button', { name: 'New table' }).click();
  const sheet = page.getByRole('dialog', { name: 'New table' });
  await sheet.getByLabel('Table name').fill(NAME);
  await sheet.getByLabel('One tai is worth, in dollars').fill('0.20');
  await sheet.getByRole('switch', { name: 'Seven pairs' }).check();
  await sheet.getByRole('spinbutton', { name: 'Seven pairs, worth' }).fill('8');
  await sheet.getByRole('spinbutton', { name: 'Cap', exact: true }).fill('10');
  await sheet.getByRole('spinbutton', { name: 'Concealed Ping Hu bonus' }).fill('1');
  await expect(sheet.getByText(CHANGES)).toBeVisible();
  await sheet.getByRole('button', { name: 'Save the table' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${NAME}”.` })).toBeVisible();
  await expect(page.locator(`[data-saved-table="${NAME}"] [data-table-changes]`)).toHaveText(CHANGES);
}

/**
 * Taps the hand in, then marks it won on a discard by keyboard: with a night open the score screen is taller,
 * and a forced click on the visually hidden radio can land on the tab bar that covers it.
 */
async function tapOnDiscard(page: Page, hand: TapHand): Promise<void> {
  await expect(page.locator('[data-tile="c1"]')).toBeVisible();
  await tapHand(page, { ...hand, winning_from_discard: false });
  const discard = page.getByRole('radio', { name: 'Discard' });
  await page.getByRole('radio', { name: 'Self-draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(discard).toBeChecked();
}

async function freshPhone(browser: Browser) {
  const context = await phoneContext(browser);
  return { context, page: await context.newPage() };
}

test('a saved table with three house rules scores a hand, and the shared hand opens the same in a fresh browser', async ({
  page,
  browser,
}) => {
  await saveFriday(page);
  // Until the score screen has its own saved-table picker, the table's card puts its rules on the score screen.
  await page.getByRole('button', { name: `Score with ${NAME}` }).click();
  await expect(page).toHaveURL(/#\/$/);
  await tapOnDiscard(page, SEVEN_PAIRS);
  await expect(page.getByTestId('score-total')).toHaveText('8');
  await expect(page.locator('[data-item="seven_pairs"]')).toContainText('8');
  await expect(page.getByText('Winner collects 10,240')).toBeVisible();
  await expect(page.getByText('The discarder pays 5,120')).toBeVisible();
  const items = await itemsOf(page);

  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  const other = await freshPhone(browser);
  await other.page.goto(link);
  await expect(other.page.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(other.page.getByTestId('score-total')).toHaveText('8');
  expect(await itemsOf(other.page)).toEqual(items);
  await expect(other.page.getByText('Winner collects 10,240')).toBeVisible();
  await expect(other.page.getByText('The discarder pays 5,120')).toBeVisible();
  await expect(other.page.getByText('The other two pay 2,560 each')).toBeVisible();
  await other.context.close();
});

test('a shared table is saved on another phone, starts a night there and a hand is recorded under its rules', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await saveFriday(page);
  await page.getByRole('button', { name: `Share ${NAME}` }).click();
  const sheet = page.getByRole('dialog', { name: `Share “${NAME}”` });
  await expect(sheet.getByRole('img', { name: 'QR code of the table’s link' })).toBeVisible();
  const link = await sheet.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/#\/t\/[A-Za-z0-9_-]{10,80}$/);

  const other = await freshPhone(browser);
  const phone = other.page;
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Save this table' })).toBeVisible();
  await expect(phone.getByRole('heading', { name: NAME })).toBeVisible();
  await expect(phone.getByText('Singapore table · $0.20 a tai')).toBeVisible();
  await expect(phone.locator('[data-table-changes]')).toHaveText(CHANGES);
  await phone.getByRole('button', { name: 'Save this table' }).click();
  await expect(phone.getByRole('status').filter({ hasText: `Saved “${NAME}” on this phone.` })).toBeVisible();

  await phone.getByRole('link', { name: 'Start a night' }).click();
  await expect(phone.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  await phone.getByRole('combobox', { name: 'Saved table' }).selectOption({ label: NAME });
  await expect(phone.getByLabel('One tai is worth, in dollars')).toHaveValue('0.20');
  await expect(
    phone.getByText(/^House rules: 1 to 10 tai · Concealed Ping Hu \+1 · Seven pairs 8 tai/),
  ).toBeVisible();
  for (const [i, name] of PLAYERS.entries())
    await phone.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await phone.getByRole('button', { name: 'Start the night' }).click();
  await expect(phone.getByRole('heading', { name: /^Tonight/ })).toBeVisible();

  // With the night open, the score screen scores under the night's rules (seven pairs 8), as Record will.
  await phone.goto('/#/');
  await tapOnDiscard(phone, SEVEN_PAIRS);
  await expect(phone.getByTestId('score-total')).toHaveText('8');
  await phone.getByRole('button', { name: 'Record', exact: true }).click();
  const record = phone.getByRole('dialog', { name: 'Record this hand' });
  await record
    .getByRole('group', { name: 'Who won?' })
    .getByRole('radio', { name: /^Ah Beng/ })
    .check();
  await record
    .getByRole('group', { name: 'Who discarded the winning tile?' })
    .getByRole('radio', { name: /^Mei Ling/ })
    .check();
  await expect(record.getByTestId('score-total')).toHaveText('8');
  await record.getByRole('button', { name: 'Record the win' }).click();
  await expect(phone).toHaveURL(/#\/tonight$/);
  // 8 tai at $0.20: one share is $25.60; the discarder pays two, the others one each.
  await expect(phone.getByTestId('total-1')).toHaveText('+$102.40');
  await expect(phone.getByTestId('total-2')).toHaveText('−$51.20');
  await expect(phone.getByTestId('total-3')).toHaveText('−$25.60');
  await expect(phone.getByTestId('total-4')).toHaveText('−$25.60');
  await other.context.close();
});

for (const [what, code, message] of [
  ['damaged', 'BxxABCDEFGHIJKLMNOP', 'This link was changed or mistyped after it was shared'],
  ['cut short', 'BAZ', 'This link is incomplete'],
  [
    'newer',
    sealCode(ALPHABET.length - 1, [0, 0, 0, 0]),
    'This table was shared from a newer version of the app. Update the app to open it.',
  ],
] as const) {
  test(`a ${what} table link says why in a player's words and saves nothing`, async ({ page }) => {
    await freshStart(page, `/#/t/${code}`);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This shared table cannot be opened.');
    await expect(alert).toContainText(message);
    await expect(page.getByRole('button', { name: 'Save this table' })).toHaveCount(0);
    await page.getByRole('link', { name: 'See your saved tables' }).click();
    await expect(page.getByText('No saved tables yet.')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the settings form, the tables list and the Save this table view pass axe in ${scheme} mode`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await saveFriday(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`tables-list-${scheme}.png`) });
    await page.getByRole('button', { name: `Edit ${NAME}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`table-editor-${scheme}.png`) });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Singapore table' }).evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath(`settings-form-${scheme}.png`) });

    await page.getByRole('button', { name: `Share ${NAME}` }).click();
    const link = await page.getByRole('dialog').getByRole('textbox', { name: 'Link' }).inputValue();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`share-table-${scheme}.png`) });
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Save this table' })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`save-table-${scheme}.png`) });
    await page.goto('/#/rules/sg/house-rules');
    await expect(page.getByRole('heading', { name: 'Every house rule of this table' })).toBeVisible();
    await expectAccessible(page);
    await page.locator('[data-house-rule="seven_pairs"]').evaluate((el) => el.scrollIntoView());
    await page.screenshot({ path: testInfo.outputPath(`rules-house-rules-${scheme}.png`) });
  });
}
