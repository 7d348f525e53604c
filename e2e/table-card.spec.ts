// The table's card, through the screens at phone size: a saved table's card (a pattern not played, one
// valued, one at the limit) scores a hand on the Score tab, a night started with the table records it, the
// hand's link and the table's link open on another phone to the same result and the same totals, and a
// link made before the card opens with the profile's own card whatever this phone's card says. The card's
// screen is axe-clean in each language, light and dark.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, freshStart, phoneContext, PLAYERS, tapHand, type TapHand } from './helpers';

const NAME = 'The card table';
/** The card's three changes, in the order a result lists them. */
const CARD = 'Half Flush: limit · Dragon Pong: 2 tai · Animal: not played';
/**
 * Characters, a chow run and a Red Dragon pong, with the Cat, won on a discard: Half Flush 2, Dragon Pong 1
 * and Animal 1 at the Singapore table's own card (4 tai); under the card, Half Flush at the limit (5 tai),
 * Dragon Pong 2 and no Animal line.
 */
const HAND: TapHand = {
  hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'RD', 'RD', 'RD', 'c5', 'c5'],
  bonus: ['CAT'],
  winning_tile: 'c5',
  winning_from_discard: true,
};
const ITEMS = ['half_flush +5', 'dragon_pong +2'];

/** Each scored line as "id +value", in the order shown. */
const itemsOf = (scope: Page | Locator): Promise<string[]> =>
  scope
    .locator('[data-item]')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.getAttribute('data-item')} ${el.querySelector('.tabular-nums')?.firstChild?.textContent}`,
      ),
    );

/** Taps the hand in (after any hand left there) and marks it won on a discard by keyboard. */
async function tapOnDiscard(page: Page): Promise<void> {
  await expect(page.locator('[data-tile="c1"]')).toBeVisible();
  const clear = page.getByRole('button', { name: 'Clear', exact: true });
  if (await clear.isEnabled()) await clear.click();
  await tapHand(page, { ...HAND, winning_from_discard: false });
  await page.getByRole('radio', { name: 'Self-draw' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Discard' })).toBeChecked();
}

/** Opens the card's screen from a house-rules form, sets the three patterns, and closes it. */
async function setTheCard(page: Page, from: Locator): Promise<void> {
  await from.getByRole('button', { name: 'Set the table’s card' }).click();
  const card = page.getByRole('dialog', { name: "Table's card" });
  await card
    .getByRole('group', { name: 'Animal', exact: true })
    .getByRole('button', { name: 'Not played' })
    .click();
  await card.getByRole('button', { name: 'Dragon Pong: one more' }).click();
  await card
    .getByRole('group', { name: 'Half Flush', exact: true })
    .getByRole('button', { name: 'Limit' })
    .click();
  await expect(card.locator('[data-card-summary]')).toHaveText(CARD);
  await expect(card.getByRole('group', { name: 'Dragon Pong', exact: true })).toContainText(
    'Default: 1 tai.',
  );
  await card.getByRole('button', { name: 'Done' }).click();
  await expect(card).toHaveCount(0);
}

/** Records the hand on the score screen for Ah Beng, Mei Ling discarding, and checks the night's totals. */
async function recordAndCheck(page: Page): Promise<void> {
  await page.goto('/#/');
  await tapOnDiscard(page);
  await expect(page.getByTestId('score-total')).toHaveText('5');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  const record = page.getByRole('dialog', { name: 'Record this hand' });
  await record
    .getByRole('group', { name: 'Who won?' })
    .getByRole('radio', { name: /^Ah Beng/ })
    .check();
  await record
    .getByRole('group', { name: 'Who discarded the winning tile?' })
    .getByRole('radio', { name: /^Mei Ling/ })
    .check();
  await expect(record.getByTestId('score-total')).toHaveText('5');
  expect(await itemsOf(record)).toEqual(ITEMS);
  await record.getByRole('button', { name: 'Record the win' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
  // 5 tai at $0.20: one share is $3.20; the discarder pays two, the others one each.
  await expect(page.getByTestId('total-1')).toHaveText('+$12.80');
  await expect(page.getByTestId('total-2')).toHaveText('−$6.40');
  await expect(page.getByTestId('total-3')).toHaveText('−$3.20');
  await expect(page.getByTestId('total-4')).toHaveText('−$3.20');
}

/** Starts a night with the saved table from the start form, and checks its header says the card. */
async function startWithTheTable(page: Page): Promise<void> {
  await page.goto('/#/tonight');
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Saved table' }).selectOption({ label: NAME });
  await expect(page.getByText(/^House rules: 1 to 5 tai · Table's card: 3 changed$/)).toBeVisible();
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('night-house-rules')).toHaveText("Table's card: 3 changed");
}

async function freshPhone(browser: Browser) {
  const context = await phoneContext(browser);
  return { context, page: await context.newPage() };
}

test('a saved table’s card scores a hand, a night records it, and the hand and the table open the same on another phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await freshStart(page, '/#/settings');
  await page.getByRole('button', { name: 'New table' }).click();
  const editor = page.getByRole('dialog', { name: 'New table' });
  await editor.getByLabel('Table name').fill(NAME);
  await editor.getByLabel('One tai is worth, in dollars').fill('0.20');
  await setTheCard(page, editor);
  await expect(editor.locator('[data-rule="values"] [data-card-changes]')).toHaveText(CARD);
  await editor.getByRole('button', { name: 'Save the table' }).click();
  await expect(page.locator(`[data-saved-table="${NAME}"] [data-table-changes]`)).toHaveText(
    "Table's card: 3 changed",
  );

  // On the Score tab with the table: the card's values, not the profile's.
  await page.getByRole('button', { name: `Score with ${NAME}` }).click();
  await tapOnDiscard(page);
  await expect(page.getByTestId('score-total')).toHaveText('5');
  await expect(page.getByText('Limit hand: the most this table pays.')).toBeVisible();
  expect(await itemsOf(page)).toEqual(ITEMS);
  await page.getByRole('button', { name: 'Share' }).click();
  const handLink = await page.getByRole('textbox', { name: 'Link' }).inputValue();

  // The table's link, made on this phone.
  await page.goto('/#/settings');
  await page.getByRole('button', { name: `Share ${NAME}` }).click();
  const tableLink = await page
    .getByRole('dialog', { name: `Share “${NAME}”` })
    .getByRole('textbox', { name: 'Link' })
    .inputValue();

  // A night started with the table records the hand at its card.
  await startWithTheTable(page);
  await recordAndCheck(page);
  // The rules pages show tonight's values while the night is open (Settings' card is the profile's own).
  await page.goto('/#/rules/sg/dragon_pong');
  await expect(page.getByText('Tonight’s table: 2 tai each. Default: 1 tai each.')).toBeVisible();

  // Another phone: the hand's link opens to the same result.
  const other = await freshPhone(browser);
  await other.page.goto(handLink);
  await expect(other.page.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(other.page.getByTestId('score-total')).toHaveText('5');
  expect(await itemsOf(other.page)).toEqual(ITEMS);

  // And the table's link: saved there, a night started with it records the same totals.
  await other.page.goto(tableLink);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Save this table' })).toBeVisible();
  await expect(other.page.locator('[data-table-changes]')).toHaveText("Table's card: 3 changed");
  await other.page.getByRole('button', { name: 'Save this table' }).click();
  await expect(
    other.page.getByRole('status').filter({ hasText: `Saved “${NAME}” on this phone.` }),
  ).toBeVisible();
  await startWithTheTable(other.page);
  await recordAndCheck(other.page);
  await other.context.close();
});

test('a card set in Settings scores on the Score tab and shows on the rules pages; a link made before the card opens with the profile’s own card', async ({
  page,
}) => {
  await freshStart(page, '/#/settings');
  const sg = page.getByRole('region', { name: 'Singapore table' });
  await setTheCard(page, sg);
  // And Full Flush one more, 5 tai: the old link below has a Full Flush.
  await sg.getByRole('button', { name: 'Set the table’s card' }).click();
  const card = page.getByRole('dialog', { name: "Table's card" });
  await card.getByRole('button', { name: 'Full Flush: one more' }).click();
  await card.getByRole('button', { name: 'Done' }).click();
  const withFlush = 'Half Flush: limit · Full Flush: 5 tai · Dragon Pong: 2 tai · Animal: not played';
  await expect(sg.locator('[data-rule="values"] [data-card-changes]')).toHaveText(withFlush);

  await page.goto('/#/');
  await tapOnDiscard(page);
  await expect(page.getByTestId('score-total')).toHaveText('5');
  expect(await itemsOf(page)).toEqual(ITEMS);

  // The rules pages show this table's value beside the default.
  await page.goto('/#/rules/sg/dragon_pong');
  await expect(page.getByText('Your table in Settings: 2 tai each. Default: 1 tai each.')).toBeVisible();

  // A hand link made before the card (fixtures/codes-before-card.json): Full Flush at the profile's own
  // 4, whatever this phone's card; and Settings' card is still this phone's own.
  await page.goto('/#/h/CmmTABgAiVCEOq5XAAAACA');
  await expect(page.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(page.getByTestId('score-total')).toHaveText('5');
  expect(await itemsOf(page)).toEqual(['fully_concealed +1', 'full_flush +4', 'seat_flower +1']);
  // A table link made before the card opens with the profile's own card: no card among its changes.
  await page.goto('/#/t/B4OhBIKM5NLIwvJAwuhAgurc6NLKTucKIFWQ');
  await expect(page.getByRole('heading', { level: 1, name: 'Save this table' })).toBeVisible();
  await expect(page.locator('[data-table-changes]')).not.toContainText("Table's card");
  await page.goto('/#/settings');
  await expect(sg.locator('[data-rule="values"] [data-card-changes]')).toHaveText(withFlush);
});

for (const [locale, button, title] of [
  ['en-SG', 'Set the table’s card', "Table's card"],
  ['zh-SG', '设定本桌台数表', '本桌台数表'],
  ['zh-HK', '設定本枱番數表', '本枱番數表'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`a phone set to ${locale}, ${scheme}`, () => {
      test.use({ locale, colorScheme: scheme });

      test('the card’s screen passes axe, a pattern changed and a limit hand given a number', async ({
        page,
      }) => {
        await freshStart(page, '/#/settings');
        const hk = page.locator('section[aria-labelledby="rules-hk"]');
        await hk.getByRole('button', { name: button }).click();
        const card = page.getByRole('dialog', { name: title });
        await expect(card).toBeVisible();
        // Little Four Winds from the limit to a number: it then says what it leaves out.
        await card.locator('[data-card-pattern="little_winds"] button').nth(1).click();
        await expect(card.locator('[data-card-pattern="little_winds"]')).toHaveAttribute(
          'data-changed',
          'true',
        );
        await expectAccessible(page);
      });
    });
  }
}

/** The same card, in 简体中文: the words a player there reads, and the same hand and figures. */
const HANS = {
  name: '星期五的牌桌',
  card: '混一色：满贯 · 三元刻：2台 · 动物：不算',
  changed: '本桌台数表：改了3项',
} as const;

/** Taps the hand in on a 简体中文 phone and marks it won on a discard. */
async function tapOnDiscardInHans(page: Page): Promise<void> {
  await expect(page.locator('[data-tile="c1"]')).toBeVisible();
  const clear = page.getByRole('button', { name: '清空', exact: true });
  if (await clear.isEnabled()) await clear.click();
  const tiles = [...HAND.hand];
  tiles.splice(tiles.lastIndexOf(HAND.winning_tile), 1);
  for (const tile of [...tiles, HAND.winning_tile, ...(HAND.bonus ?? [])])
    await page.locator(`[data-tile="${tile}"]`).click();
  await page.getByRole('radio', { name: '放炮胡', exact: true }).check({ force: true });
}

/** Starts a night with the saved table, records the hand for the first player, the second discarding. */
async function startAndRecordInHans(page: Page): Promise<void> {
  await page.goto('/#/tonight');
  await page.getByRole('combobox', { name: '保存的牌桌' }).selectOption({ label: HANS.name });
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `玩家 ${i + 1}` }).fill(name);
  await page.getByRole('button', { name: '开始牌局', exact: true }).click();
  await expect(page.getByTestId('night-house-rules')).toHaveText(HANS.changed);
  await page.goto('/#/');
  await tapOnDiscardInHans(page);
  await expect(page.getByTestId('score-total')).toHaveText('5');
  await page.getByRole('button', { name: '记下', exact: true }).click();
  const record = page.getByRole('dialog', { name: '记下这手牌' });
  await record
    .getByRole('group', { name: '谁胡了？' })
    .getByRole('radio', { name: /^Ah Beng/ })
    .check();
  await record
    .getByRole('group', { name: '谁放炮？' })
    .getByRole('radio', { name: /^Mei Ling/ })
    .check();
  await expect(record.getByTestId('score-total')).toHaveText('5');
  expect(await itemsOf(record)).toEqual(ITEMS);
  await record.getByRole('button', { name: '记下这盘' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
  await expect(page.getByTestId('total-1')).toHaveText('+$12.80');
  await expect(page.getByTestId('total-2')).toHaveText('−$6.40');
  await expect(page.getByTestId('total-3')).toHaveText('−$3.20');
  await expect(page.getByTestId('total-4')).toHaveText('−$3.20');
}

test.describe('a phone set to 简体中文', () => {
  test.use({ locale: 'zh-SG' });

  test('a card set on the card’s screen scores the hand, and its link, its saved table and a night score the same on another phone', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(150_000);
    await freshStart(page, '/#/settings');
    await page.getByRole('button', { name: '新牌桌' }).click();
    const editor = page.getByRole('dialog', { name: '新牌桌' });
    await editor.getByLabel('牌桌名称').fill(HANS.name);
    await editor.getByLabel('每台多少钱（元）').fill('0.20');
    await editor.getByRole('button', { name: '设定本桌台数表' }).click();
    const card = page.getByRole('dialog', { name: '本桌台数表' });
    await card
      .getByRole('group', { name: '动物', exact: true })
      .getByRole('button', { name: '不算' })
      .click();
    await card.getByRole('button', { name: '三元刻：加一' }).click();
    await card
      .getByRole('group', { name: '混一色', exact: true })
      .getByRole('button', { name: '满贯' })
      .click();
    await expect(card.locator('[data-card-summary]')).toHaveText(HANS.card);
    await expect(card.getByRole('group', { name: '三元刻', exact: true })).toContainText('默认：1台。');
    await page.screenshot({ path: testInfo.outputPath('card-zh-Hans-390x844.png') });
    await card.getByRole('button', { name: '完成' }).click();
    await expect(card).toHaveCount(0);
    await expect(editor.locator('[data-rule="values"] [data-card-changes]')).toHaveText(HANS.card);
    await editor.getByRole('button', { name: '保存牌桌' }).click();
    await expect(page.locator(`[data-saved-table="${HANS.name}"] [data-table-changes]`)).toHaveText(
      HANS.changed,
    );

    // The Score tab with the table: the card's values, said in 台.
    await page.getByRole('button', { name: `用${HANS.name}算台` }).click();
    await tapOnDiscardInHans(page);
    await expect(page.getByTestId('score-total')).toHaveText('5');
    await expect(page.getByText('满贯：本桌最多付这么多。')).toBeVisible();
    expect(await itemsOf(page)).toEqual(ITEMS);
    await page.screenshot({ path: testInfo.outputPath('score-zh-Hans-390x844.png'), fullPage: true });
    await page.getByRole('button', { name: '分享', exact: true }).click();
    const handLink = await page.getByRole('textbox', { name: '链接' }).inputValue();
    await page.goto('/#/settings');
    await page.getByRole('button', { name: `分享${HANS.name}` }).click();
    const tableLink = await page
      .getByRole('dialog', { name: `分享“${HANS.name}”` })
      .getByRole('textbox', { name: '链接' })
      .inputValue();

    // Another phone in 简体中文: the hand's link, then the table saved there and a night started with it.
    const other = await phoneContext(browser, { locale: 'zh-SG' });
    const phone = await other.newPage();
    await phone.goto(handLink);
    await expect(phone.getByRole('heading', { name: '分享的牌' })).toBeVisible();
    await expect(phone.getByTestId('score-total')).toHaveText('5');
    expect(await itemsOf(phone)).toEqual(ITEMS);
    await phone.goto(tableLink);
    await expect(phone.locator('[data-table-changes]')).toHaveText(HANS.changed);
    await phone.getByRole('button', { name: '保存这张牌桌' }).click();
    await expect(phone.getByRole('status').filter({ hasText: `已在本机保存“${HANS.name}”。` })).toBeVisible();
    await startAndRecordInHans(phone);
    await phone.screenshot({ path: testInfo.outputPath('night-zh-Hans-390x844.png'), fullPage: true });
    await other.close();
  });
});
