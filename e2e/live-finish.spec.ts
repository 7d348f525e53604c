// A hand recorded offline while another phone finishes the night, against the real sync server
// (e2e/live-helpers.ts): the finish names what its phone had seen, so every phone counts the same entries
// and says the late hand alike (a finish that named nothing left the phones disagreeing on the night's
// last entries), "Reopen" reaches every phone that looks, and a fresh phone opening the finished night's
// link is told where it is.
import type { Page } from '@playwright/test';
import { dialog, expectAccessible, recordByTai, startNight } from './helpers';
import { expect, test, type Phone } from './live-helpers';
import { entriesHeading, strip } from './live-steps';

test.use({ actionTimeout: 15_000 });

const ARRIVES_WITHIN = { timeout: 5_000 };
const CONNECTS_WITHIN = { timeout: 20_000 };

const settleTotals = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`settle-total-${n}`).innerText()));

/** A phone's network gone as a phone really loses it silences WebSockets: the browser's offline mode and CDP's. */
async function loseNetwork(phone: Phone): Promise<() => Promise<void>> {
  const cdp = await phone.context.newCDPSession(phone.page);
  await phone.goOffline();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await phone.goOnline();
  };
}

test('a hand recorded offline while another phone finishes: every phone counts the same, says the late hand, and a reopen reaches them all', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const keeper = await live.phone(server);
  const late = await live.phone(server);
  const finisher = await live.phone(server);

  await keeper.page.goto('/#/tonight');
  await startNight(keeper.page);
  await keeper.page.getByRole('button', { name: 'Invite the table' }).click();
  const link = await keeper.page.getByRole('textbox', { name: 'Live link' }).inputValue();
  expect(link).toMatch(/#\/live\//);
  // The room holds the night once the keeper is Live: joining before would find it empty.
  await expect(strip(keeper.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  for (const phone of [late, finisher]) {
    await phone.page.goto(link);
    await expect(phone.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  }
  for (const phone of [keeper, late, finisher])
    await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  // Two of the phones say whose they are; the keeper does not (it is "Phone 1" to the others).
  for (const [phone, player] of [
    [late, 'Kumar'],
    [finisher, 'Mei Ling'],
  ] as const)
    await phone.page
      .getByRole('group', { name: 'Whose phone is this?' })
      .getByRole('button', { name: player })
      .click();

  // Two hands everyone has.
  await recordByTai(keeper.page, 1, 0, 1);
  await recordByTai(keeper.page, 2, 1, 2);
  for (const phone of [keeper, late, finisher])
    await expect(entriesHeading(phone.page, 2)).toBeVisible(ARRIVES_WITHIN);

  // The late phone loses its network and records hand 3; meanwhile the finisher finishes the night.
  const backOnline = await loseNetwork(late);
  await expect(strip(late.page)).toHaveAttribute('data-live', 'offline', ARRIVES_WITHIN);
  await recordByTai(late.page, 3, null, 2);
  await expect(entriesHeading(late.page, 3)).toBeVisible();
  await finisher.page.getByRole('button', { name: 'Finish the night' }).click();
  await dialog(finisher.page).getByRole('button', { name: 'Finish and settle up' }).click();
  await expect(finisher.page).toHaveURL(/#\/settle$/);
  await expect(keeper.page.getByTestId('night-finished-elsewhere')).toContainText(
    'was finished on Mei Ling’s phone',
    ARRIVES_WITHIN,
  );

  // Back: its hand reaches the server; it hears of the finish, and its Night tab says its hand came late.
  await backOnline();
  await expect(late.page.getByTestId('night-finished-elsewhere')).toContainText(
    'was finished on Mei Ling’s phone',
    CONNECTS_WITHIN,
  );
  await expect(late.page).toHaveURL(/#\/tonight$/);
  await expect(late.page.getByTestId('night-late-change')).toHaveText(
    'Hand 3, recorded on this phone after the night was finished on Mei Ling’s phone: not counted.',
    CONNECTS_WITHIN,
  );
  await expect(late.page.getByRole('button', { name: 'Reopen the night to count it' })).toBeVisible();

  // Every phone that looks at the night (Settle up connects to a finished live night's room): 2 entries
  // counted, the same totals, and the late hand said, on this phone or another.
  const notices = {
    keeper: 'recorded on Kumar’s phone after the night was finished on Mei Ling’s phone',
    late: 'recorded on this phone after the night was finished on Mei Ling’s phone',
    finisher: 'recorded on Kumar’s phone after the night was finished on this phone',
  };
  const totals: string[][] = [];
  for (const [name, phone] of [
    ['keeper', keeper],
    ['late', late],
    ['finisher', finisher],
  ] as const) {
    await phone.page.goto('/#/settle');
    await expect(phone.page.getByTestId('night-late-change')).toHaveText(
      `Hand 3, ${notices[name]}: not counted.`,
      CONNECTS_WITHIN,
    );
    await expect(phone.page.getByText('2 entries', { exact: false }).first()).toBeVisible();
    totals.push(await settleTotals(phone.page));
  }
  expect(totals[1]).toEqual(totals[0]);
  expect(totals[2]).toEqual(totals[0]);
  // The notice and its reopen pass axe, on the screen that shows it with the money.
  await expectAccessible(finisher.page);

  // A fresh phone opening the link: told the night was finished and where it is, not a silent "Start a night";
  // on Past nights it counts the same and says the late hand too.
  const fresh = await live.phone(server);
  await fresh.page.goto(link);
  await expect(fresh.page.getByTestId('joined-night-finished')).toContainText(
    'was finished on',
    CONNECTS_WITHIN,
  );
  await fresh.page.getByTestId('joined-night-finished').getByRole('link', { name: 'Past nights' }).click();
  await fresh.page
    .getByRole('button', { name: /^Open the night of/ })
    .first()
    .click();
  await expect(fresh.page.getByTestId('night-late-change')).toHaveText(
    'Hand 3, recorded on Kumar’s phone after the night was finished on Mei Ling’s phone: not counted.',
    CONNECTS_WITHIN,
  );

  // Reopened from the notice on one phone: the others, looking at the night, count the hand.
  await keeper.page.getByRole('button', { name: 'Reopen the night to count it' }).click();
  await expect(keeper.page).toHaveURL(/#\/tonight$/);
  await expect(entriesHeading(keeper.page, 3)).toBeVisible(CONNECTS_WITHIN);
  for (const phone of [late, finisher]) {
    await expect(phone.page.getByTestId('night-late-change')).toHaveCount(0, CONNECTS_WITHIN);
    await expect(phone.page.getByText('3 entries', { exact: false }).first()).toBeVisible(CONNECTS_WITHIN);
  }
  await keeper.page.goto('/#/settle');
  const reopened = await settleTotals(keeper.page);
  expect(reopened).not.toEqual(totals[0]);
  for (const phone of [late, finisher]) expect(await settleTotals(phone.page)).toEqual(reopened);

  // The reopened night is live on every phone again, and each counts the table right within a few seconds
  // (after a reopen, phones once said 1 or 2 of 4 for 20–40 s, as this test did then: a provider made anew
  // restarted its presence clock below what the others remembered).
  // The fresh phone is still on the night (looking at it on Past nights), so the table is four phones.
  for (const phone of [keeper, late, finisher]) await phone.page.goto('/#/tonight');
  for (const phone of [keeper, late, finisher, fresh])
    await expect(strip(phone.page)).toHaveText('Live · 4 phones connected', { timeout: 8_000 });
  expect(server.output()).not.toContain('flooding presence');
});

test('the notice of a night finished on another phone names it by its start time and table, and goes when this phone starts the next night', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const server = await live.startServer();
  const keeper = await live.phone(server);
  const other = await live.phone(server);
  await keeper.page.goto('/#/tonight');
  await startNight(keeper.page);
  await keeper.page.getByRole('button', { name: 'Invite the table' }).click();
  const link = await keeper.page.getByRole('textbox', { name: 'Live link' }).inputValue();
  await expect(strip(keeper.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await other.page.goto(link);
  await expect(other.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  await expect(strip(other.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);

  await keeper.page.getByRole('button', { name: 'Finish the night' }).click();
  await dialog(keeper.page).getByRole('button', { name: 'Finish and settle up' }).click();
  const notice = other.page.getByTestId('night-finished-elsewhere');
  // Named by its date, its start time and its table: the next night of the same day has the same date name.
  await expect(notice).toContainText(
    /^The night “.+”, started at \d{1,2}:\d{2}\s?(am|pm)? \(Singapore table\), was finished on Phone 1\./i,
    ARRIVES_WITHIN,
  );
  // It stays on the screens a player goes to next…
  await other.page.goto('/#/history');
  await expect(notice).toBeVisible();
  // …until this phone starts the next night (of the same date name): then it is gone, there and everywhere.
  await other.page.goto('/#/tonight');
  await startNight(other.page);
  await expect(notice).toHaveCount(0);
  await other.page.goto('/#/settle');
  await expect(other.page.getByTestId('settle-total-1')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
