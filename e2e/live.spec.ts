// The night live on every phone at the table, against the real sync server started by the
// tests (e2e/live-helpers.ts): phones are browser contexts of their own at 390×844. Three flows, each
// checking several things: two phones on one night (with no server, Invite says why; a night already
// running made live; each hand on the other phone within 2 s; a phone offline that keeps recording
// and catches up; a reload; axe; light and dark); the server killed while both phones record (every
// hand everywhere, the same totals, the concurrent hands flagged and one kept with a tap), then killed
// with SIGKILL, and a third phone that joins alone gets the whole night; two servers sharing Redis, a
// phone on each.
import type { Page } from '@playwright/test';
import { skipOrFail } from '../scripts/ci-strict';
import { REDIS } from '../scripts/ensure-redis';
import { expectAccessible, recordByTai, startNight } from './helpers';
import { expect, test, type Phone } from './live-helpers';
import { entriesHeading, lookAt, totalsOn } from './live-steps';

// A tap that finds nothing fails in seconds, not at the flow's deadline.
test.use({ actionTimeout: 15_000 });

/** A change reaches another connected phone within a second on a normal network; twice that leaves room for a shared machine. */
const ARRIVES_WITHIN = { timeout: 2_000 };
/** A provider reconnecting to a server that came back: its back-off, not a speed the phone promises. */
const RECONNECTS_WITHIN = { timeout: 30_000 };

async function newNight(page: Page): Promise<void> {
  await page.goto('/#/tonight');
  await startNight(page);
}

/** "Invite the table" on the night's screen: answers the live link (its room secret only after `#`). */
async function inviteTheTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Invite the table' }).click();
  const field = page.getByRole('textbox', { name: 'Live link' });
  await expect(field).toHaveValue(/#\/live\//);
  const link = await field.inputValue();
  const url = new URL(link);
  expect(url.search, 'the room secret never travels in a query string').toBe('');
  // The night reaches the server before anyone can join it (a phone joining sooner is told to wait and try again).
  await expect(liveStatus(page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  return link;
}

/** The room's secret from a live link: what must never reach a log line. */
const roomSecret = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#\/live\//, '').split(/[/?&]/)[0] ?? '');

/**
 * The same invitation through another server (`#/live/<room>/<server, URI-encoded>`, src/sync/link.ts):
 * what a club running two servers behind one name amounts to, a phone on each.
 */
function throughServer(link: string, server: string): string {
  const url = new URL(link);
  url.hash = `#/live/${roomSecret(link)}/${encodeURIComponent(server)}`;
  return url.href;
}

/** Opens the live link on a phone and waits for the night's screen. */
async function join(phone: Phone, link: string): Promise<void> {
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('hand-now')).toBeVisible({ timeout: 10_000 });
}

/** The line saying where the phone stands: Live / Connecting… / Offline (or No answer from the server) — N changes waiting. */
const liveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Offline|No answer from the server)/ });

/**
 * Every phone shows `entries` entries and the same totals, within `options`. The totals are waited for
 * too: a phone can show that many entries before the other phone's changes are in its rows (a phone back
 * online held as many of its own), and its rows take the room's changes a moment after its strip says Live.
 */
async function expectSameNight(pages: Page[], entries: number, options = ARRIVES_WITHIN): Promise<void> {
  for (const page of pages) await expect(entriesHeading(page, entries)).toBeVisible(options);
  await expect
    .poll(
      async () => {
        const [first, ...rest] = await Promise.all(pages.map(totalsOn));
        return rest.filter((totals) => totals.join(' ') !== first!.join(' ')).length;
      },
      { ...options, message: 'phones whose totals differ from the first phone’s' },
    )
    .toBe(0);
}

test('two phones on one night: a running night made live, each hand on the other within 2 s, offline and back, reload, axe, light and dark', async ({
  live,
}) => {
  // A deadline against hanging, not a speed: at load average 27 on this 2-core machine the flow took 80 s.
  test.setTimeout(240_000);
  const server = await live.startServer();
  // The keeper's phone starts with no server at all (the build has none): the night is only its own.
  const keeper = await live.phone(null);
  const guest = await live.phone(server, { colorScheme: 'dark' });

  // A night already running before anyone thought of live: one hand recorded on the keeper's phone.
  await newNight(keeper.page);
  await recordByTai(keeper.page, 2, null, 2); // Kumar self-draws 2 tai: each pays $0.80
  await expect(keeper.page.getByTestId('total-3')).toHaveText('+$2.40');
  // With no server, "Invite the table" says why not and where to set one, and changes nothing.
  await keeper.page.getByRole('button', { name: 'Invite the table' }).click();
  await expect(keeper.page.getByRole('alert')).toContainText('no live server');
  await expect(keeper.page.getByRole('textbox', { name: 'Live link' })).toHaveCount(0);
  await expect(liveStatus(keeper.page)).toHaveCount(0);
  // A server set (Settings keeps it in tai-table:sync-server), the same night is made live.
  await keeper.useServer(server.url);
  await keeper.page.reload();
  await expect(keeper.page.getByTestId('total-3')).toHaveText('+$2.40');
  const link = await inviteTheTable(keeper.page);

  // The guest opens the link: the whole night so far, the same totals, and live.
  await join(guest, link);
  await expect(liveStatus(guest.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expectSameNight([keeper.page, guest.page], 1, { timeout: 10_000 });

  // A hand on each phone shows on the other within 2 s.
  await recordByTai(guest.page, 1, 0, 1); // Mei Ling on Ah Beng's discard, 1 tai
  await expect(entriesHeading(keeper.page, 2)).toBeVisible(ARRIVES_WITHIN);
  await expect(keeper.page.getByTestId('total-1')).toHaveText('−$1.20', ARRIVES_WITHIN);
  await expect(keeper.page.getByTestId('total-2')).toHaveText('$0.00', ARRIVES_WITHIN);
  await recordByTai(keeper.page, 3, null, 1); // Siew Lan self-draws 1 tai
  await expect(entriesHeading(guest.page, 3)).toBeVisible(ARRIVES_WITHIN);
  await expectSameNight([keeper.page, guest.page], 3);

  await expectAccessible(keeper.page);
  await expectAccessible(guest.page);
  await lookAt(keeper.page, 'live-light.png');
  await lookAt(guest.page, 'live-dark.png');

  // The guest's phone drops off the network: its socket notices nothing, yet the phone says Offline
  // as soon as the browser does; it keeps recording and says how many changes wait.
  await guest.goOffline();
  await expect(guest.page.getByRole('status').filter({ hasText: /^Offline — / })).toBeVisible();
  await recordByTai(guest.page, 0, null, 3); // Ah Beng self-draws 3 tai
  await expect(entriesHeading(guest.page, 4)).toBeVisible();
  await recordByTai(guest.page, 2, 3, 2); // Kumar on Siew Lan's discard, 2 tai
  await expect(entriesHeading(guest.page, 5)).toBeVisible();
  await expect(liveStatus(guest.page)).toHaveText(/Offline.*2 changes waiting/);
  await lookAt(guest.page, 'live-offline-dark.png');
  await expectAccessible(guest.page);
  // Meanwhile the keeper's phone has not seen them, and records one of its own.
  await expect(entriesHeading(keeper.page, 3)).toBeVisible();
  await recordByTai(keeper.page, 1, null, 1); // Mei Ling self-draws 1 tai

  // Back on the network: both sides merge, nothing lost. The keeper's hand and the guest's first offline
  // hand were both "hand 4": one turn, so the night counts one of them meanwhile and shows the other in
  // its note, not counted (5 entries in the list, the same on both).
  await guest.goOnline();
  await expect(liveStatus(guest.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expectSameNight([keeper.page, guest.page], 5, RECONNECTS_WITHIN);
  for (const page of [keeper.page, guest.page])
    await expect(page.locator('[data-waiting-hand]')).toHaveCount(1);

  // A reload keeps the night live, with every entry.
  await guest.page.reload();
  await expect(liveStatus(guest.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expectSameNight([keeper.page, guest.page], 5, { timeout: 10_000 });
  await recordByTai(guest.page, 3, 0, 1);
  await expect(entriesHeading(keeper.page, 6)).toBeVisible(ARRIVES_WITHIN);

  expect(server.output(), 'the room secret is never in a log line').not.toContain(roomSecret(link));
});

test('the server killed while both phones record: every hand on every phone, conflicts flagged and kept with a tap; after SIGKILL a third phone gets the whole night', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server);

  await newNight(one.page);
  const link = await inviteTheTable(one.page);
  await join(two, link);
  await recordByTai(one.page, 2, null, 2);
  await expectSameNight([one.page, two.page], 1);

  // The server stops (cleanly); both phones go on recording the same hand, apart.
  await server.kill('SIGTERM');
  await expect(liveStatus(one.page)).toHaveText(
    /^(No answer from the server|Connecting…)/,
    RECONNECTS_WITHIN,
  );
  await expect(liveStatus(two.page)).toHaveText(
    /^(No answer from the server|Connecting…)/,
    RECONNECTS_WITHIN,
  );
  await recordByTai(one.page, 1, 0, 1); // phone one says Mei Ling won hand 2 on Ah Beng's discard …
  await recordByTai(two.page, 3, null, 2); // … phone two says Siew Lan self-drew it
  await expect(entriesHeading(one.page, 2)).toBeVisible();
  await expect(entriesHeading(two.page, 2)).toBeVisible();

  // The server is back: every phone shows both hands, the same totals, and the two flagged: one turn,
  // one hand counted meanwhile (2 entries), the other shown in its note as hand 2, not counted.
  await server.restart();
  await expect(liveStatus(one.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expect(liveStatus(two.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expectSameNight([one.page, two.page], 2, RECONNECTS_WITHIN);
  for (const page of [one.page, two.page])
    await expect(page.getByTestId('live-conflict').first()).toBeVisible(ARRIVES_WITHIN);
  // Both recorded with their strips saying Offline or Connecting…: the note says so.
  for (const page of [one.page, two.page])
    await expect(page.locator('[data-entry][data-testid="live-conflict"]').first()).toContainText(
      'Two phones recorded hand 2 while apart.',
    );
  for (const page of [one.page, two.page])
    await expect(page.locator('[data-waiting-hand]')).toContainText('Hand 2, not counted');
  await one.page.locator('[data-entry][data-testid="live-conflict"]').first().scrollIntoViewIfNeeded();
  await lookAt(one.page, 'live-conflict.png');
  await expectAccessible(one.page);

  // One tap keeps one of them: on both phones the conflict is gone and the totals agree.
  // The conflict's entry rows carry live-conflict, and so does the notice over the totals: the row has the choice.
  await one.page
    .locator('[data-entry][data-testid="live-conflict"]')
    .first()
    .getByRole('button', { name: /^Keep/ })
    .first()
    .click();
  for (const page of [one.page, two.page])
    await expect(page.getByTestId('live-conflict')).toHaveCount(0, ARRIVES_WITHIN);
  await expectSameNight([one.page, two.page], 2);
  const totals = await totalsOn(one.page);

  // SIGKILL: nothing gets to run on the server. Once it is back, a third phone that joins alone (the
  // other two gone) gets the whole night from the server's disk.
  await expect(liveStatus(one.page)).toHaveText(/^Live/);
  await expect(liveStatus(two.page)).toHaveText(/^Live/);
  await one.close();
  await two.close();
  await server.kill('SIGKILL');
  await server.restart();
  const three = await live.phone(server);
  await join(three, link);
  await expect(liveStatus(three.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expect(entriesHeading(three.page, 2)).toBeVisible({ timeout: 10_000 });
  expect(await totalsOn(three.page)).toEqual(totals);
  await expect(three.page.getByTestId('live-conflict')).toHaveCount(0);

  expect(server.output(), 'the room secret is never in a log line').not.toContain(roomSecret(link));
});

test('two servers sharing Redis: a phone on each sees the other’s hands', async ({ live }) => {
  test.setTimeout(120_000);
  const redis = await live.startRedis();
  if (redis === null) test.skip(true, skipOrFail(REDIS));
  const first = await live.startServer({ redisUrl: redis!.url });
  // One rooms' folder, as README's two servers on one machine: the second server may read the night
  // from disk when its phone joins, but every hand recorded afterwards reaches it only through Redis.
  const second = await live.startServer({ redisUrl: redis!.url, dataDir: first.dataDir });
  const one = await live.phone(first);
  const two = await live.phone(second);
  // Neither server may write the room's name in a log line.
  const logs = () => first.output() + second.output();

  await newNight(one.page);
  await recordByTai(one.page, 0, null, 1);
  const link = await inviteTheTable(one.page);
  expect(roomSecret(link)).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
  await join(two, throughServer(link, second.url));
  await expect(liveStatus(two.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
  await expectSameNight([one.page, two.page], 1, { timeout: 10_000 });

  await recordByTai(two.page, 1, 2, 2);
  await expect(entriesHeading(one.page, 2)).toBeVisible(ARRIVES_WITHIN);
  await recordByTai(one.page, 3, null, 3);
  await expect(entriesHeading(two.page, 3)).toBeVisible(ARRIVES_WITHIN);
  await expectSameNight([one.page, two.page], 3);
  expect(logs(), 'the room secret is never in a log line').not.toContain(roomSecret(link));
});
