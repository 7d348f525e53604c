// Money as typed and payments that add up, at a Hong Kong table: a stake typed with a decimal comma
// ("0,20") starts the night at twenty cents, the night's words follow the fan table ("Win by fan",
// "$0.20 a unit"), and a hand won on a discard shared (半銃) lists every payer on the score screen,
// the lines adding up to what the winner collects and to what the ledger records.
import { expect, test, type Page } from '@playwright/test';
import { dismissOfflineNotice, freshStart, tapHand, type TapHand } from './helpers';

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;

/**
 * All Pungs (3 fan) and no flowers (1 fan) in three suits, no honours (so no seat or round counts),
 * with a concealed kong of 1 Bamboo: 4 fan. On the seed 002 table from a 3-fan minimum, 4 fan by
 * discard is 16 units; shared (半銃) the discarder pays half and the other two a quarter each. At
 * $0.20 a unit: $3.20 in all, the discarder $1.60, each other $0.80.
 */
const ALL_PUNGS: TapHand = {
  hand: ['c5', 'c5', 'c5', 'd7', 'd7', 'd7', 'b9', 'b9', 'b9', 'd2', 'd2'],
  exposed: [{ type: 'concealed_kong', tiles: ['b1', 'b1', 'b1', 'b1'] }],
  winning_tile: 'b9',
  winning_from_discard: true,
};

/** "$3.20" as cents. */
const cents = (text: string): number => {
  const match = /\$(\d+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in “${text}”`);
  return Number(match[1]) * 100 + Number(match[2]);
};

const dialog = (page: Page) => page.getByRole('dialog');

test('a stake typed "0,20" is twenty cents, and a Hong Kong discard shared lists every payer, adding up', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await dismissOfflineNotice(page);
  await freshStart(page, '/#/tonight');
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);

  // A decimal comma at a Singapore table: read as it is typed, twenty cents a tai.
  await page.getByLabel('One tai is worth, in dollars').fill('0,20');
  await expect(page.locator('#unit-help')).toContainText(
    'At $0.20 a tai, a 5-tai self-draw costs each player $6.40.',
  );
  // "1,000" could be a thousand dollars or one: refused, both readings named, nothing started.
  await page.getByLabel('One tai is worth, in dollars').fill('1,000');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.locator('#unit-error')).toHaveText(
    '“1,000” could be $1,000.00 (a comma between thousands) or $1.00 (a decimal comma): type 1000 or 1.00.',
  );
  await expect(page.getByLabel('One tai is worth, in dollars')).toBeFocused();
  await page.locator('#unit-error').screenshot({ path: testInfo.outputPath('unit-refused.png') });

  // The Hong Kong table, the discard shared, a table unit of "0,20".
  await page
    .getByRole('radiogroup', { name: 'Table rules' })
    .getByRole('radio', { name: 'Hong Kong' })
    .check({ force: true });
  await page.getByLabel('Table unit, in dollars').fill('0,20');
  await page.locator('summary', { hasText: 'House rules' }).click();
  await page.getByRole('radio', { name: /each other player a quarter \(半銃\)/ }).check();
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByText('Hong Kong · $0.20 a unit · 3 to 10 fan')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Win by fan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Win by tai' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('night-started.png') });

  // The score screen at tonight's table: the stake as the table unit, the hand won on Kumar's discard.
  await page.goto('/#/');
  await expect(page.locator('p', { hasText: 'Tonight’s table' })).toContainText(
    'Hong Kong rules, $0.20 a unit.',
  );
  await page.getByRole('radio', { name: /^Ah Beng/ }).check({ force: true });
  await tapHand(page, ALL_PUNGS);
  await expect(page.getByTestId('score-total')).toHaveText('4');
  const payment = page.getByTestId('payment');
  await expect(payment).toContainText('Winner collects $3.20');
  const lines = await payment.locator('p').allTextContents();
  expect(lines).toEqual([
    'Winner collects $3.20',
    'The discarder pays $1.60',
    'The other two pay $0.80 each',
  ]);
  // The lines add up: one discarder and two others pay what the winner collects.
  expect(cents(lines[1]!) + 2 * cents(lines[2]!)).toBe(cents(lines[0]!));
  // The concealed kong reads as one, not as an exposed declared kong.
  await expect(page.getByTestId('reading')).toContainText(
    'Concealed kong: 1 Bamboo, 1 Bamboo, 1 Bamboo, 1 Bamboo',
  );
  await expect(page.getByTestId('reading')).not.toContainText('Kong, declared');
  await page.screenshot({ path: testInfo.outputPath('score-half-discard.png') });

  // Recorded, the ledger moves the same amounts.
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await dialog(page)
    .getByRole('group', { name: 'Who won?' })
    .getByRole('radio', { name: /^Ah Beng/ })
    .check();
  await dialog(page)
    .getByRole('group', { name: 'Who discarded the winning tile?' })
    .getByRole('radio', { name: /^Kumar/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Record the win' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
  for (const [i, text] of ['+$3.20', '−$0.80', '−$1.60', '−$0.80'].entries()) {
    await expect(page.getByTestId(`total-${i + 1}`)).toHaveText(text);
  }
});
