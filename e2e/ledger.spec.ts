// A night's running score kept on one phone: six hands and more (two tapped in on the score screen
// and recorded, a kong payment, a drawn hand, a Bao, an edit of an earlier hand), every total checked
// after each step against RULES.md section 9 worked out here; then a reload and an offline reload
// lose nothing; settle up, past nights, and a backup out and back in.
import { expect, test, type Page } from '@playwright/test';
import {
  ALL_CHOW_F3,
  dismissOfflineNotice,
  expectAccessible,
  freshStart,
  tapHand,
  type TapHand,
} from './helpers';

// The offline reload needs the service worker, which the config blocks by default.
test.use({ serviceWorkers: 'allow' });

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;
type Player = 0 | 1 | 2 | 3;
const [AH_BENG, MEI_LING, KUMAR, SIEW_LAN] = [0, 1, 2, 3] as const;

// ---- RULES.md section 9 at $0.20 a tai, worked out independently of the app ----

const UNIT = 20;
/** One share = unit × 2^(tai − 1). */
const share = (tai: number): number => UNIT * 2 ** (tai - 1);

type Entry =
  | { kind: 'discard'; winner: Player; discarder: Player; tai: number }
  | { kind: 'self'; winner: Player; tai: number; bao?: Player }
  | { kind: 'table'; receiver: Player; units: number }
  | { kind: 'draw' };

/** Each player's running total after the entries, in cents. */
function totalsOf(entries: readonly Entry[]): number[] {
  const totals = [0, 0, 0, 0];
  const pay = (from: number, to: number, amount: number): void => {
    totals[from]! -= amount;
    totals[to]! += amount;
  };
  for (const e of entries) {
    const others = (p: number): number[] => [0, 1, 2, 3].filter((q) => q !== p);
    if (e.kind === 'discard') {
      // The discarder pays two shares, each other player one.
      for (const p of others(e.winner)) pay(p, e.winner, p === e.discarder ? 2 * share(e.tai) : share(e.tai));
    } else if (e.kind === 'self') {
      // Everyone pays two shares; under Bao one player pays all six.
      if (e.bao !== undefined) pay(e.bao, e.winner, 6 * share(e.tai));
      else for (const p of others(e.winner)) pay(p, e.winner, 2 * share(e.tai));
    } else if (e.kind === 'table') {
      // An exposed kong: 2 units from each other player.
      for (const p of others(e.receiver)) pay(p, e.receiver, e.units * UNIT);
    }
  }
  expect(totals.reduce((a, b) => a + b, 0)).toBe(0);
  return totals;
}

/** Cents as the app writes a running total: "+$1.20", "−$0.40", "$0.00". */
function money(cents: number, signed = true): string {
  const abs = Math.abs(cents);
  const text = `$${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  if (!signed) return text;
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

async function expectTotals(page: Page, entries: readonly Entry[]): Promise<void> {
  const expected = totalsOf(entries).map((cents) => money(cents));
  for (const [i, text] of expected.entries())
    await expect(page.getByTestId(`total-${i + 1}`)).toHaveText(text);
}

// ---- The hands tapped in on the score screen ----

/** A West pong, three chows and a pair, self-drawn. As tapped (seat East, East round) it is 0 tai. */
const WEST_PONG: TapHand = {
  hand: ['W', 'W', 'W', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b7', 'b8', 'b9', 'd5', 'd5'],
  winning_tile: 'c6',
  winning_from_discard: false,
};

const dialog = (page: Page) => page.getByRole('dialog');
const pick = (page: Page, group: string, player: Player) =>
  dialog(page)
    .getByRole('group', { name: group })
    .getByRole('radio', { name: new RegExp(`^${PLAYERS[player]}`) })
    .check();

async function recordTapped(
  page: Page,
  hand: TapHand,
  winner: Player,
  discarder: Player | null,
  tai: number,
  before: number,
): Promise<void> {
  await page.goto('/#/');
  const clear = page.getByRole('button', { name: 'Clear' });
  if (await clear.isEnabled()) await clear.click();
  await tapHand(page, hand);
  await expect(page.getByTestId('score-total')).toHaveText(String(before));
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog(page)).toHaveAccessibleName('Record this hand');
  await pick(page, 'Who won?', winner);
  if (discarder !== null) await pick(page, 'Who discarded the winning tile?', discarder);
  // Scored again with the winner's seat wind: the score screen's seat East gave another value.
  await expect(dialog(page).getByText(/^Scored again for tonight, because/)).toContainText(`${tai} tai here`);
  await expect(dialog(page).getByTestId('score-total')).toHaveText(String(tai));
  await dialog(page).getByRole('button', { name: 'Record the win' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
}

async function recordByTai(
  page: Page,
  e: { winner: Player; discarder: Player | null; tai: number; bao?: Player },
): Promise<void> {
  await page.getByRole('button', { name: 'Win by tai' }).click();
  await pick(page, 'Who won?', e.winner);
  if (e.discarder === null)
    await dialog(page).getByRole('radio', { name: 'Self-draw' }).check({ force: true });
  else await pick(page, 'Who discarded the winning tile?', e.discarder);
  await dialog(page)
    .getByRole('radio', { name: `${e.tai} tai` })
    .check({ force: true });
  if (e.bao !== undefined)
    await dialog(page).getByLabel('Bao: who pays for everyone').selectOption({ label: PLAYERS[e.bao] });
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Waits for the service worker to control the page (reloading once after its first install). */
async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('a night of seven entries and six hands keeps exact totals through edits, reloads and going offline', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(180_000);
  // The "ready to work offline" notice may rise over the buttons: it is dismissed whenever it shows.
  await dismissOfflineNotice(page);
  await freshStart(page, '/#/tonight');

  // Start the night: sg, $0.20 a tai, Ah Beng deals first in the East round.
  await expect(page.getByRole('heading', { name: 'Start a night' })).toBeVisible();
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
  const entries: Entry[] = [];
  await expectTotals(page, entries);

  // Hand 1: Kumar (West this hand) self-draws the West pong: 1 tai for his seat wind.
  await recordTapped(page, WEST_PONG, KUMAR, null, 1, 0);
  entries.push({ kind: 'self', winner: KUMAR, tai: 1 });
  await expectTotals(page, entries);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 2 · East round · Mei Ling deals');

  // Hand 2: Siew Lan (West now) wins on Ah Beng's discard: All Chow 1 and her seat flower 1.
  await recordTapped(page, ALL_CHOW_F3, SIEW_LAN, AH_BENG, 2, 1);
  entries.push({ kind: 'discard', winner: SIEW_LAN, discarder: AH_BENG, tai: 2 });
  await expectTotals(page, entries);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 3 · East round · Kumar deals');

  // During hand 3: Ah Beng's exposed kong; the amount is shown before confirming.
  await page.getByRole('button', { name: 'Kong or bonus' }).click();
  await pick(page, 'Who is paid?', AH_BENG);
  const exposed = dialog(page).getByRole('radio', { name: /Exposed kong/ });
  await expect(dialog(page).locator('label').filter({ hasText: 'Exposed kong' })).toContainText(
    `${money(2 * UNIT, false)} each`,
  );
  await exposed.check();
  await expectAccessible(page);
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  entries.push({ kind: 'table', receiver: AH_BENG, units: 2 });
  await expectTotals(page, entries);

  // Hand 3 is drawn: Kumar deals again.
  await page.getByRole('button', { name: 'Drawn hand' }).click();
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  entries.push({ kind: 'draw' });
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 4 · East round · Kumar deals');
  await expectTotals(page, entries);

  // Hand 4: Mei Ling self-draws 3 tai and Siew Lan is Bao: she pays all of it.
  await recordByTai(page, { winner: MEI_LING, discarder: null, tai: 3, bao: SIEW_LAN });
  entries.push({ kind: 'self', winner: MEI_LING, tai: 3, bao: SIEW_LAN });
  await expectTotals(page, entries);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 5 · East round · Siew Lan deals');

  // Hand 5: Ah Beng wins 2 tai on Kumar's discard; the deal comes back to him: the South round.
  await recordByTai(page, { winner: AH_BENG, discarder: KUMAR, tai: 2 });
  entries.push({ kind: 'discard', winner: AH_BENG, discarder: KUMAR, tai: 2 });
  await expectTotals(page, entries);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 6 · South round · Ah Beng deals');

  // Hand 6: Kumar self-draws 1 tai.
  await recordByTai(page, { winner: KUMAR, discarder: null, tai: 1 });
  entries.push({ kind: 'self', winner: KUMAR, tai: 1 });
  await expectTotals(page, entries);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 7 · South round · Mei Ling deals');

  // An earlier hand corrected: hand 2's winning tile was Kumar's discard, not Ah Beng's.
  await page.getByRole('button', { name: 'Edit entry 2' }).click();
  await pick(page, 'Who discarded the winning tile?', KUMAR);
  await dialog(page).getByRole('button', { name: 'Save the change' }).click();
  entries[1] = { kind: 'discard', winner: SIEW_LAN, discarder: KUMAR, tai: 2 };
  await expectTotals(page, entries);
  await expect(page.locator('[data-entry="2"]')).toContainText('Siew Lan won 2 tai on Kumar’s discard');
  await expectAccessible(page);

  // A reload loses nothing.
  const shown = async (): Promise<string[]> =>
    Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));
  const before = await shown();
  await page.reload();
  await expectTotals(page, entries);
  expect(await shown()).toEqual(before);
  await expect(page.locator('[data-entry]')).toHaveCount(7);

  // Offline: the service worker serves the app, IndexedDB the night.
  await untilControlled(page);
  await context.setOffline(true);
  await page.reload();
  await expectTotals(page, entries);
  expect(await shown()).toEqual(before);
  await expect(page.locator('[data-entry]')).toHaveCount(7);
  await page.goto('/#/settle');
  await expect(page.getByRole('heading', { name: 'Who pays whom' })).toBeVisible();
  await context.setOffline(false);

  // Settle up: Siew Lan alone is down, so she pays each of the others what they are up.
  const totals = totalsOf(entries);
  expect(totals.filter((t) => t < 0)).toHaveLength(1);
  const debtor = totals.findIndex((t) => t < 0);
  const expectedTransfers = totals.flatMap((t, p) =>
    t > 0 ? [`${PLAYERS[debtor]} pays ${PLAYERS[p]} ${money(t, false)}`] : [],
  );
  await expect(page.locator('[data-transfer]')).toHaveText(expectedTransfers);
  for (const [i, cents] of totals.entries())
    await expect(page.getByTestId(`settle-total-${i + 1}`)).toHaveText(money(cents));
  await expect(page.getByText(/Check: the four totals add up to \$0\.00/)).toBeVisible();
  await expectAccessible(page);

  // Past nights: back up every night, delete the night, restore it from the file: nothing lost.
  await page.goto('/#/history');
  await expect(page.getByRole('button', { name: /^Open the night of/ })).toHaveCount(1);
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Back up every night' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tai-table-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('backup.json');
  await download.saveAs(file);

  await page.getByRole('button', { name: /^Open the night of/ }).click();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete this night' }).click();
  await dialog(page).getByRole('button', { name: 'Delete the night' }).click();
  await expect(page.getByText(/No nights on this phone yet/)).toBeVisible();

  await page.getByLabel('Restore from a backup file').setInputFiles(file);
  await expect(page.getByText(/restoring it adds 1 night\./)).toBeVisible();
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Restored 1 night.')).toBeVisible();
  await page.goto('/#/tonight');
  await expectTotals(page, entries);
  expect(await shown()).toEqual(before);
  await expect(page.locator('[data-entry]')).toHaveCount(7);
});

test('Record on the score screen with no night open says so and leads to starting one', async ({ page }) => {
  await freshStart(page);
  await tapHand(page, WEST_PONG);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog(page).getByText(/No night is being kept on this phone/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Record', exact: true })).toBeFocused();
});

/** Half flush (2) and a Red Dragon pong (1), self-drawn, with Plum (F1): East's flower, 1 more at East. */
const PLUM_HALF_FLUSH: TapHand = {
  hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8', 'c9', 'RD', 'RD', 'RD', 'c5', 'c5'],
  bonus: ['F1'],
  winning_tile: 'c9',
  winning_from_discard: false,
};

test('an edit that moves the deal re-scores a later hand recorded with its tiles, and Undo puts it back', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await freshStart(page, '/#/tonight');
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');

  // Hand 1: Siew Lan wins 1 tai on Ah Beng's discard, so Mei Ling deals hand 2 and sits East.
  await recordByTai(page, { winner: SIEW_LAN, discarder: AH_BENG, tai: 1 });
  // Hand 2: Mei Ling self-draws the Plum half flush at East: 2 + 1 + her seat flower 1 = 4 tai.
  await page.goto('/#/');
  await tapHand(page, PLUM_HALF_FLUSH);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await pick(page, 'Who won?', MEI_LING);
  await expect(dialog(page).getByTestId('score-total')).toHaveText('4');
  await dialog(page).getByRole('button', { name: 'Record the win' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
  const recorded: Entry[] = [
    { kind: 'discard', winner: SIEW_LAN, discarder: AH_BENG, tai: 1 },
    { kind: 'self', winner: MEI_LING, tai: 4 },
  ];
  await expectTotals(page, recorded);
  const plum = page.locator('[data-entry="2"]');
  await expect(plum).toContainText('Mei Ling won 4 tai, self-drawn');
  await expect(plum).toContainText(money(6 * share(4)));

  // Entry 1 corrected: Ah Beng, the dealer, won it on Siew Lan's discard. He keeps the deal, Mei
  // Ling sits South in hand 2, Plum is not her flower: the same tiles are 3 tai, each pays half.
  await page.getByRole('button', { name: 'Edit entry 1' }).click();
  await pick(page, 'Who won?', AH_BENG);
  await pick(page, 'Who discarded the winning tile?', SIEW_LAN);
  await dialog(page).getByRole('button', { name: 'Save the change' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const edited: Entry[] = [
    { kind: 'discard', winner: AH_BENG, discarder: SIEW_LAN, tai: 1 },
    { kind: 'self', winner: MEI_LING, tai: 3 },
  ];
  await expectTotals(page, edited);
  await expect(plum).toContainText('Mei Ling won 3 tai, self-drawn');
  await expect(plum.locator('[data-rescore="rescored"]')).toHaveText(
    'Was 4 tai when recorded: Mei Ling now sits South, not East.',
  );
  await expect(plum).toContainText(money(6 * share(3)));
  await expect(plum).not.toContainText(money(6 * share(4)));
  // Ah Beng dealt hand 2 and Mei Ling won it, so she deals hand 3 (as she did before, keeping the deal).
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 3 · East round · Mei Ling deals');
  await page.screenshot({ path: testInfo.outputPath('rescored-light.png') });
  await page.emulateMedia({ colorScheme: 'dark' });
  await plum.screenshot({ path: testInfo.outputPath('rescored-entry-dark.png') });
  await page.emulateMedia({ colorScheme: 'light' });
  await expectAccessible(page);

  // A kong of Kumar's from hand 1, paid in hand 3, recorded against hand 1: listed where recorded.
  await page.getByRole('button', { name: 'Kong or bonus' }).click();
  await pick(page, 'Who is paid?', KUMAR);
  await dialog(page)
    .getByRole('radio', { name: /Exposed kong/ })
    .check();
  await dialog(page).getByRole('combobox', { name: 'Which hand?' }).selectOption({ label: 'Hand 1' });
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expectTotals(page, [...edited, { kind: 'table', receiver: KUMAR, units: 2 }]);
  await expect(page.locator('[data-entry="3"]')).toContainText(
    'During hand 1 · East round (recorded in hand 3)',
  );

  // Undo takes the kong back, then the edit: the Plum hand is 4 tai again, every total as recorded.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Undo' }).click();
    await dialog(page).getByRole('button', { name: 'Undo it' }).click();
    await expect(dialog(page)).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Undone:' })).toHaveText(
    'Undone: the edit that made it “Ah Beng won 1 tai on Siew Lan’s discard”; it is “Siew Lan won 1 tai on Ah Beng’s discard” again.',
  );
  await expectTotals(page, recorded);
  await expect(plum).toContainText('Mei Ling won 4 tai, self-drawn');
  await expect(plum.locator('[data-rescore]')).toHaveCount(0);
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 3 · East round · Mei Ling deals');
  await page.screenshot({ path: testInfo.outputPath('undone.png') });
});
