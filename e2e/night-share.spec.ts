// The whole table sees the night: a night of 16 entries recorded on one phone is shared as a link,
// opened on a second phone (a fresh browser) with the same totals, entries and payments, kept as a
// copy, updated in place from a newer link, refused when cut short, and opened offline; the running
// totals chart has a line a player, and every screen is axe-clean in light and dark.
import { expect, test, type Page } from '@playwright/test';
import {
  ALL_CHOW_F3,
  dialog,
  dismissOfflineNotice,
  expectAccessible,
  freshStart,
  phoneContext,
  pickPlayer,
  recordByTai,
  startNight,
  tapHand,
  type Player,
  type TapHand,
} from './helpers';

test.use({ serviceWorkers: 'allow' });

/** A West pong, three chows and a pair, self-drawn (as in ledger.spec.ts). */
const WEST_PONG: TapHand = {
  hand: ['W', 'W', 'W', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b7', 'b8', 'b9', 'd5', 'd5'],
  winning_tile: 'c6',
  winning_from_discard: false,
};
async function recordTapped(
  page: Page,
  hand: TapHand,
  winner: Player,
  discarder: Player | null,
): Promise<void> {
  await page.goto('/#/');
  const clear = page.getByRole('button', { name: 'Clear' });
  if (await clear.isEnabled()) await clear.click();
  await tapHand(page, hand);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await pickPlayer(page, 'Who won?', winner);
  if (discarder !== null) await pickPlayer(page, 'Who discarded the winning tile?', discarder);
  await dialog(page).getByRole('button', { name: 'Record the win' }).click();
  await expect(page).toHaveURL(/#\/tonight$/);
}

const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));
/** Each entry as it reads, without its Edit and Delete buttons (only the keeper's phone has them). */
const entriesOn = (page: Page): Promise<string[]> =>
  page.locator('[data-entry]').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((button) => button.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
const transfersOn = (page: Page): Promise<string[]> => page.locator('[data-transfer]').allInnerTexts();

async function shareLink(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Share the night' }).click();
  const field = page.getByRole('textbox', { name: 'Link' });
  await expect(field).toHaveValue(/#\/n\//);
  return field.inputValue();
}

const hashOf = (url: string): string => `/${url.slice(url.indexOf('#'))}`;

test('a night of 16 entries shared to a second phone: same night, one copy kept and updated, a cut link refused, offline too', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  await dismissOfflineNotice(page);
  await freshStart(page, '/#/tonight');
  await startNight(page);

  // Two hands tapped in and recorded, a kong payment, a drawn hand, then twelve wins by tai.
  await recordTapped(page, WEST_PONG, 2, null);
  await recordTapped(page, ALL_CHOW_F3, 3, 0);
  await page.getByRole('button', { name: 'Kong or bonus' }).click();
  await pickPlayer(page, 'Who is paid?', 0);
  await dialog(page)
    .getByRole('radio', { name: /Exposed kong/ })
    .check();
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Drawn hand' }).click();
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const byTai: Array<[Player, Player | null, number]> = [
    [0, 1, 2],
    [1, null, 1],
    [2, 3, 3],
    [3, 0, 1],
    [0, null, 4],
    [1, 2, 2],
    [2, null, 5],
    [3, 1, 1],
    [0, 2, 3],
    [1, 3, 2],
    [2, 0, 1],
    [3, null, 2],
  ];
  for (const [winner, discarder, tai] of byTai) await recordByTai(page, winner, discarder, tai);
  await expect(page.getByRole('heading', { name: 'Entries (16)' })).toBeVisible();

  // The chart: a line a player.
  const chart = page.getByTestId('totals-chart');
  await expect(chart.locator('[data-series]')).toHaveCount(4);
  await expect(chart.locator('[data-mark="dealer"]').first()).toBeAttached();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page
      .locator('section', { has: chart })
      .screenshot({ path: testInfo.outputPath(`chart-${scheme}.png`) });
    await expectAccessible(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  const link = await shareLink(page);
  const code = link.slice(link.indexOf('#/n/') + 4);
  console.log(
    `16 entries (two with their tiles): a code of ${code.length} characters, a link of ${link.length}`,
  );
  expect(code.length).toBeLessThanOrEqual(600);
  await expect(page.getByRole('img', { name: 'QR code of the night’s link' })).toBeVisible();
  const totals = await totalsOn(page);
  const entries = await entriesOn(page);
  expect(entries).toHaveLength(16);
  await page.goto('/#/settle');
  await expect(page.locator('[data-transfer]').first()).toBeVisible();
  const transfers = await transfersOn(page);
  await expect(page.getByTestId('totals-chart').locator('[data-series]')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Share the night' })).toBeVisible();

  // The second phone opens the link: the same totals, entries and payments, read-only.
  // The second phone keeps the app offline as this one does: its service worker runs too.
  const other = await phoneContext(browser, { serviceWorkers: 'allow' });
  const phone = await other.newPage();
  await dismissOfflineNotice(phone);
  await phone.goto(hashOf(link));
  await expect(phone.getByRole('heading', { name: /^Shared night:/ })).toBeVisible();
  expect(await totalsOn(phone)).toEqual(totals);
  expect(await entriesOn(phone)).toEqual(entries);
  expect(await transfersOn(phone)).toEqual(transfers);
  await expect(phone.getByTestId('totals-chart').locator('[data-series]')).toHaveCount(4);
  await expect(phone.getByRole('button', { name: /^Edit entry/ })).toHaveCount(0);
  for (const scheme of ['light', 'dark'] as const) {
    await phone.emulateMedia({ colorScheme: scheme });
    await expectAccessible(phone);
  }
  await phone.emulateMedia({ colorScheme: 'light' });

  // Keep a copy: it is in past nights as a copy, not among the phone's own nights.
  await phone.getByRole('button', { name: 'Keep a copy' }).click();
  await expect(
    phone.getByText(/This phone keeps a copy of this night, as of hand \d+ \(16 entries\)/),
  ).toBeVisible();
  await phone.goto('/#/history');
  const copies = phone.getByRole('list', { name: 'Copies of nights from other phones' });
  await expect(copies.getByRole('listitem')).toHaveCount(1);
  await expect(copies).toContainText('16 entries');
  await expect(phone.getByRole('list', { name: 'Nights, newest first' })).toHaveCount(0);
  await expect(phone.getByRole('region', { name: 'Nights compared' })).toContainText('Ah Beng');
  await expectAccessible(phone);

  // Two more hands on the first phone, and a newer link: the copy is updated, not doubled.
  await page.goto('/#/tonight');
  await recordByTai(page, 0, 3, 2);
  await recordByTai(page, 1, null, 3);
  const newer = await shareLink(page);
  const newerTotals = await totalsOn(page);
  await phone.goto(hashOf(newer));
  await expect(
    phone.getByText(/Your copy of this night was brought up to date: as of hand \d+ \(18 entries\)/),
  ).toBeVisible();
  expect(await totalsOn(phone)).toEqual(newerTotals);
  await phone.goto('/#/history');
  await expect(copies.getByRole('listitem')).toHaveCount(1);
  await expect(copies).toContainText('18 entries');

  // A link cut short: an alert, and nothing written.
  await phone.goto(hashOf(newer.slice(0, -7)));
  await expect(phone.getByRole('alert')).toContainText('This shared night cannot be opened');
  await expect(phone.getByRole('alert')).toContainText('incomplete');
  await expect(phone.getByRole('button', { name: 'Keep a copy' })).toHaveCount(0);
  await phone.goto('/#/history');
  await expect(copies.getByRole('listitem')).toHaveCount(1);
  await expect(copies).toContainText('18 entries');

  // Offline: once the app is installed on the second phone, the link opens with the network off.
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await phone.evaluate(() => navigator.serviceWorker.controller !== null))) await phone.reload();
  await phone.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await other.setOffline(true);
  await phone.goto(hashOf(newer));
  await phone.reload();
  await expect(phone.getByRole('heading', { name: /^Shared night:/ })).toBeVisible();
  expect(await totalsOn(phone)).toEqual(newerTotals);
  await expect(phone.getByTestId('totals-chart').locator('[data-series]')).toHaveCount(4);
  await other.setOffline(false);

  // The copy can be deleted.
  await phone.goto('/#/history');
  await phone.getByRole('button', { name: /^Delete the copy of/ }).click();
  await dialog(phone).getByRole('button', { name: 'Delete the copy' }).click();
  await expect(phone.getByText(/was deleted from this phone/)).toBeVisible();
  await expect(copies).toHaveCount(0);
  await expect(phone.getByRole('button', { name: /^Open the copy of/ })).toHaveCount(0);
  await other.close();
});
