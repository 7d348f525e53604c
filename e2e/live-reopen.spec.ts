// A night finished on one phone and reopened there, against the real sync server (e2e/live-helpers.ts): the
// phones that were on it hear of the reopen wherever they are, as they heard of the finish (otherwise a
// phone on the Past nights list, or under the "finished on another phone" notice, goes on showing the
// night finished, with fewer entries, until it opens it). Their phone stays on the finished
// night's room until it moves on (src/sync/keep.ts).
import type { Page } from '@playwright/test';
import { dialog, expectAccessible, recordByTai, startNight } from './helpers';
import { expect, test } from './live-helpers';
import { CONNECTS_WITHIN, entriesHeading, startLiveNight, strip } from './live-steps';

test.use({ actionTimeout: 15_000 });

/** "Within a few seconds": a change reaches a phone on the night in well under a second here. */
const HEARD_WITHIN = { timeout: 5_000 };

/** The night's card on Past nights (the only night on these phones): its badge says Open or Finished (its button says Open). */
const pastNight = (page: Page) =>
  page.getByRole('list', { name: 'Nights, newest first' }).getByRole('listitem').first();

test('a night reopened on one phone is open again at once on a phone on Past nights and on one under the finished notice, and both record into it', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const server = await live.startServer();
  const first = await live.phone(server);
  const onList = await live.phone(server);
  const underNotice = await live.phone(server);

  await startLiveNight(first, [onList, underNotice]);
  await recordByTai(first.page, 1, 0, 2);
  for (const phone of [first, onList, underNotice])
    await expect(entriesHeading(phone.page, 1)).toBeVisible(HEARD_WITHIN);

  // One phone waits on the Past nights list; the first finishes the night.
  await onList.page.goto('/#/history');
  await expect(pastNight(onList.page)).not.toContainText('Finished');
  await first.page.getByRole('button', { name: 'Finish the night' }).click();
  await dialog(first.page).getByRole('button', { name: 'Finish and settle up' }).click();
  await expect(first.page).toHaveURL(/#\/settle$/);
  await expect(underNotice.page.getByTestId('night-finished-elsewhere')).toContainText(
    'was finished on Phone 1',
    HEARD_WITHIN,
  );
  await expect(pastNight(onList.page)).toContainText('Finished', HEARD_WITHIN);
  await expect(onList.page.getByTestId('night-finished-elsewhere')).toContainText('was finished on Phone 1');
  // A finished night says nothing in the strip: nothing can be recorded, so nothing is "Live".
  for (const phone of [first, onList, underNotice]) await expect(strip(phone.page)).toHaveCount(0);

  // Some seconds later, the first reopens it from Past nights.
  await first.page.goto('/#/history');
  await first.page
    .getByRole('button', { name: /^Open the night of/ })
    .first()
    .click();
  await first.page.getByRole('button', { name: 'Reopen this night' }).click();
  await expect(first.page).toHaveURL(/#\/tonight$/);
  await expect(first.page.getByTestId('hand-now')).toBeVisible();

  // The phone on Past nights shows it open, with no tap; the one under the notice is told it was reopened.
  await expect(pastNight(onList.page)).not.toContainText('Finished', HEARD_WITHIN);
  const reopened = underNotice.page.getByTestId('night-reopened-elsewhere');
  await expect(reopened).toContainText(
    /^The night “.+”, started at \d{1,2}:\d{2}\s?(am|pm)? \(Singapore table\), was reopened on Phone 1/i,
    HEARD_WITHIN,
  );
  await expect(underNotice.page.getByTestId('night-finished-elsewhere')).toHaveCount(0);
  // …on the Night tab, which shows the night open again, not "Start a night".
  await expect(underNotice.page.getByTestId('hand-now')).toHaveText(/^Hand 2 · /, HEARD_WITHIN);
  // No notice of its own reopen on the phone that reopened it.
  await expect(first.page.getByTestId('night-reopened-elsewhere')).toHaveCount(0);
  await expectAccessible(underNotice.page);

  // Both record into the reopened night, and the first phone (and each other) gets each hand.
  await onList.page.goto('/#/tonight');
  await expect(strip(onList.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await recordByTai(onList.page, 2, null, 1);
  for (const phone of [first, onList, underNotice])
    await expect(entriesHeading(phone.page, 2)).toBeVisible(HEARD_WITHIN);
  await reopened.getByRole('link', { name: 'Go to the night' }).click();
  await expect(reopened).toHaveCount(0);
  await expect(strip(underNotice.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await recordByTai(underNotice.page, 3, 1, 3);
  for (const phone of [first, onList, underNotice])
    await expect(entriesHeading(phone.page, 3)).toBeVisible(HEARD_WITHIN);
  for (const phone of [first, onList, underNotice])
    await expect(strip(phone.page)).toHaveText('Live · 3 phones connected', { timeout: 8_000 });
});

test('a phone that started another night is no longer on the finished one: a reopen elsewhere does not pull it back', async ({
  live,
}) => {
  test.setTimeout(150_000);
  const server = await live.startServer();
  const first = await live.phone(server);
  const other = await live.phone(server);
  await startLiveNight(first, [other]);
  await expect(strip(other.page)).toHaveText('Live · 2 phones connected', CONNECTS_WITHIN);

  await first.page.getByRole('button', { name: 'Finish the night' }).click();
  await dialog(first.page).getByRole('button', { name: 'Finish and settle up' }).click();
  await expect(other.page.getByTestId('night-finished-elsewhere')).toBeVisible(HEARD_WITHIN);
  // The other phone moves on: it starts the next night, on this phone only.
  await startNight(other.page);
  await expect(other.page.getByTestId('night-finished-elsewhere')).toHaveCount(0);

  await first.page.goto('/#/history');
  await first.page
    .getByRole('button', { name: /^Open the night of/ })
    .first()
    .click();
  await first.page.getByRole('button', { name: 'Reopen this night' }).click();
  // The reopened night is live on the first phone alone: the other left its room when it started its own night.
  await expect(strip(first.page)).toHaveText('Live · 1 phone connected', CONNECTS_WITHIN);
  await other.page.goto('/#/history');
  const nights = other.page.getByRole('list', { name: 'Nights, newest first' }).getByRole('listitem');
  await expect(nights).toHaveCount(2);
  // Its copy of the first night stays as it left it (finished): it hears of the room again only by opening it.
  await expect(nights.filter({ hasText: 'Finished' })).toHaveCount(1);
  await expect(other.page.getByTestId('night-reopened-elsewhere')).toHaveCount(0);
});
