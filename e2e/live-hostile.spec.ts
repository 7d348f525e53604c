// A peer with the link against two phones playing, through the real sync server: the peer
// deletes the night's records and overwrites keys; both phones, and a phone joining afterwards, keep
// every entry and the same totals. Then a restore to before a change, seen on every phone, and the
// joined link gone from the address.
import type { Page } from '@playwright/test';
import { connectPhone, waitUntil } from '../server/testing';
import { roomOnServer } from '../src/sync/room-on-server';
import { recordByTai, startNight } from './helpers';
import { expect, test, type Phone } from './live-helpers';

test.use({ actionTimeout: 15_000 });
const WITHIN = { timeout: 30_000 };

const liveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Offline|No answer from the server)/ });
const entriesHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Entries (${count})` });
const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));
const roomSecret = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#\/live\//, '').split(/[/?&]/)[0] ?? '');

async function expectSameNight(pages: Page[], entries: number): Promise<void> {
  for (const page of pages) await expect(entriesHeading(page, entries)).toBeVisible(WITHIN);
  const [first, ...rest] = await Promise.all(pages.map(totalsOn));
  for (const totals of rest) expect(totals).toEqual(first);
}

async function join(phone: Phone, link: string): Promise<void> {
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
}

test('a peer with the link cannot erase or rewrite the night; a restore is seen on every phone', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const keeper = await live.phone(server);
  const guest = await live.phone(server);

  await keeper.page.goto('/#/tonight');
  await startNight(keeper.page);
  await recordByTai(keeper.page, 2, null, 2);
  await keeper.page.getByRole('button', { name: 'Invite the table' }).click();
  const link = await keeper.page.getByRole('textbox', { name: 'Live link' }).inputValue();
  await expect(liveStatus(keeper.page)).toHaveText(/^Live/, WITHIN);
  await join(guest, link);
  // The room's secret is out of the guest's address once it joined.
  expect(guest.page.url()).not.toContain(roomSecret(link));
  await expectSameNight([keeper.page, guest.page], 1);

  // The peer: a plain Yjs client in the room (it has the link: the room's id and admission token), deleting
  // every record, then overwriting keys.
  const room = roomOnServer(roomSecret(link));
  const peer = connectPhone(server.url, room.name, undefined, room.token ?? undefined);
  await waitUntil('the peer synced', () => peer.synced(), 20_000);
  const log = peer.doc.getArray('log');
  expect(log.length).toBeGreaterThan(1);
  log.delete(0, log.length);
  peer.doc.getMap('night').set('status', 'finished');
  peer.doc
    .getArray('log')
    .push([{ v: 2, t: 'status', id: 'x', phone: 'peer', at: 1_000, status: 'finished', extra: true }]);
  // Time for the server to refuse each (the peer's provider then sends them again on reconnecting, refused again).
  await new Promise((resolve) => setTimeout(resolve, 1_000));

  // The table plays on: a hand on each phone.
  await recordByTai(guest.page, 1, 0, 1);
  await recordByTai(keeper.page, 3, null, 1);
  await expectSameNight([keeper.page, guest.page], 3);
  peer.destroy();

  // A phone joining afterwards gets the whole night.
  const late = await live.phone(server);
  await join(late, link);
  await expectSameNight([keeper.page, guest.page, late.page], 3);
  const totals = await totalsOn(keeper.page);

  // The keeper puts the night back to before its last hand: every phone follows.
  await keeper.page.getByText(/^History of this night/).click();
  const newest = keeper.page.getByTestId('history-item').first();
  await newest.getByRole('button', { name: 'Restore the night to how it stood before this change' }).click();
  await newest.getByRole('button', { name: 'Restore', exact: true }).click();
  await expectSameNight([keeper.page, guest.page, late.page], 2);
  expect(await totalsOn(guest.page)).not.toEqual(totals);
  // The restore is itself a change: a reload keeps it.
  await guest.page.reload();
  await expectSameNight([keeper.page, guest.page], 2);
});
