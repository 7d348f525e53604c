// What "Go on with this phone only" keeps (no way out of a live night deletes the phone's last copy):
// a phone at a live night leaves it, keeping its copy; the night's screen then shows the live night's
// history it kept, read-only, with the changes of both phones, and still does after a reload.
import { recordByTai, startNight } from './helpers';
import { expect, test } from './live-helpers';
import { entriesHeading } from './live-steps';

test.use({ actionTimeout: 15_000 });
const WITHIN = { timeout: 20_000 };

test('a phone goes on alone, then sees the live night’s history it kept, read-only', async ({ live }) => {
  test.setTimeout(120_000);
  const server = await live.startServer();
  const host = await live.phone(server);
  const guest = await live.phone(server);
  await host.page.goto('/#/tonight');
  await startNight(host.page);
  await recordByTai(host.page, 2, null, 2);
  await host.page.getByRole('button', { name: 'Invite the table' }).click();
  const link = await host.page.getByRole('textbox', { name: 'Live link' }).inputValue();
  // The room is on the server once the host is Live: a phone joining earlier finds no night there yet.
  await expect(host.page.getByTestId('live-status')).toHaveAttribute('data-live', 'live', WITHIN);
  await guest.page.goto(link);
  await expect(entriesHeading(guest.page, 1)).toBeVisible(WITHIN);
  await recordByTai(guest.page, 1, 0, 1);
  await expect(entriesHeading(host.page, 2)).toBeVisible(WITHIN);

  // The guest leaves the live night, keeping its copy: the night is its own now, with no strip.
  await guest.page.getByRole('button', { name: 'Leave the live night' }).click();
  await guest.page.getByRole('button', { name: 'Leave, keep my copy' }).click();
  await expect(guest.page.getByTestId('live-status')).toHaveCount(0, WITHIN);
  await expect(entriesHeading(guest.page, 2)).toBeVisible();

  // The live night's history, kept: one line on the night's screen, opening it read-only.
  const kept = guest.page.getByTestId('kept-history');
  await expect(kept).toHaveCount(1);
  await kept.getByText(/^This phone kept the live night’s history from /).click();
  const list = guest.page.getByTestId('kept-history-list');
  await expect(list.getByTestId('history-item')).toHaveCount(3);
  await expect(list.getByTestId('history-item').nth(0)).toContainText('this phone: recorded');
  // The host's phone, which never said whose it is, by its number: never by a code.
  await expect(list.getByTestId('history-item').nth(2)).toContainText('Phone 1: started the night');
  await expect(list.getByRole('button')).toHaveCount(0);

  // It is kept on the phone: a reload shows it again, and the host's later hands do not reach it.
  await recordByTai(host.page, 3, null, 1);
  await guest.page.reload();
  await expect(entriesHeading(guest.page, 2)).toBeVisible(WITHIN);
  await guest.page
    .getByTestId('kept-history')
    .getByText(/^This phone kept the live night’s history from /)
    .click();
  await expect(guest.page.getByTestId('kept-history-list').getByTestId('history-item')).toHaveCount(3);
});
