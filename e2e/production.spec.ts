// The sync service in its production shape: phones on a night through HAProxy
// (deploy/haproxy.cfg) in front of two sync servers with data folders of their own, sharing PostgreSQL
// and Redis (server/stack.ts). One server is killed with SIGKILL mid-night while the phones record;
// its phones reconnect through the balancer to the other, and every phone ends with every hand.
import type { Page } from '@playwright/test';
import { recordByTai, startNight } from './helpers';
import { expect, test } from './live-helpers';
import { skipOrFail } from '../scripts/ci-strict';
import { HAPROXY } from '../scripts/ensure-haproxy';
import { findPostgresBin, POSTGRES } from '../scripts/ensure-postgres';
import { REDIS } from '../scripts/ensure-redis';
import { startStack } from '../server/stack';
import type { ServerProcess } from '../server/testing';

test.use({ actionTimeout: 15_000 });

const RECONNECTS_WITHIN = { timeout: 30_000 };
const liveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Live|Connecting…|Offline|No answer from the server)/ });
const entriesHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Entries (${count})` });
const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));

/**
 * From now on, whether the phone's strip says anything but Live at some moment: a phone whose server
 * dies says Offline or Connecting… until it is through to another server. Watched in the page, so no
 * state is missed between two looks of the test.
 */
async function watchStrip(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const state = { left: false };
    (window as unknown as { stripLeftLive: typeof state }).stripLeftLive = state;
    const look = () => {
      const strip = document.querySelector('[data-testid="live-status"]');
      if (strip?.getAttribute('data-live') !== 'live') state.left = true;
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-live'],
    });
    look();
  });
  return () =>
    page.evaluate(() => (window as unknown as { stripLeftLive: { left: boolean } }).stripLeftLive.left);
}

async function expectSameNight(pages: Page[], entries: number, options: { timeout: number }): Promise<void> {
  for (const page of pages) await expect(entriesHeading(page, entries)).toBeVisible(options);
  const [first, ...rest] = await Promise.all(pages.map(totalsOn));
  for (const totals of rest) expect(totals).toEqual(first);
}

test('four phones through HAProxy, one server SIGKILLed mid-night: every phone ends with every hand', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const stack = await startStack();
  if (stack === null) test.skip(true, skipOrFail(findPostgresBin() ? REDIS : POSTGRES));
  try {
    if (stack!.haproxy === null) test.skip(true, skipOrFail(HAPROXY));
    const balancer = { url: stack!.haproxy!.url };
    const phones = await Promise.all([0, 1, 2, 3].map(() => live.phone(balancer)));
    const [keeper, ...guests] = phones as [(typeof phones)[0], ...typeof phones];
    const pages = phones.map((phone) => phone.page);

    await keeper.page.goto('/#/session');
    await startNight(keeper.page);
    await keeper.page.getByRole('button', { name: 'Invite the table' }).click();
    const link = await keeper.page.getByRole('textbox', { name: 'Live link' }).inputValue();
    await expect(liveStatus(keeper.page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
    for (const guest of guests) {
      await guest.page.goto(link);
      await expect(guest.page.getByTestId('hand-now')).toBeVisible({ timeout: 10_000 });
    }
    for (const page of pages) await expect(liveStatus(page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
    await recordByTai(pages[0]!, 0, 1, 2);
    await recordByTai(pages[1]!, 2, null, 1);
    await expectSameNight(pages, 2, { timeout: 10_000 });

    // Both servers carry phones (least connections); one of them dies with no chance to do anything.
    const [one, two] = stack!.servers as [ServerProcess, ServerProcess];
    const counts = [(await one.stats()).connections, (await two.stats()).connections];
    expect(
      counts.every((count) => count > 0),
      `phones on each server: ${counts}`,
    ).toBe(true);
    const strips = await Promise.all(pages.map(watchStrip));
    await one.kill('SIGKILL');
    // Which phones were on the dead server: those whose strip left Live (its socket closed at once; the
    // reconnection through the balancer waits its half-second back-off). The balancer places phones by
    // its count of connections, which differs from run to run, so the test finds out rather than assumes.
    await expect
      .poll(async () => (await Promise.all(strips.map((left) => left()))).filter(Boolean).length, {
        timeout: 5_000,
      })
      .toBe(counts[0]);
    const left = await Promise.all(strips.map((leftLive) => leftLive()));
    const cut = pages.filter((_, index) => left[index]);
    const kept = pages.filter((_, index) => !left[index]);
    // Hands recorded right away, on phones of either server, while the dead server's phones reconnect.
    // A hand is recorded for the turn after the last hand its phone has, so two phones that record while
    // one lacks the other's hand record two hands for one turn: the app rightly keeps both as a conflict
    // ("recorded while apart") and counts one. Phones in a fixed order would do just that whenever the
    // balancer put the next one on the dead server, or the hand before it was still waiting on a phone of
    // the dead server. So the order follows what each phone has: a phone of the dead server records at
    // once (its hand waits on it until it is through to the other server), and each next phone records as
    // soon as it shows the hand before, one of the other server first.
    const [first, second, third] = [cut[0]!, kept[0]!, cut[1] ?? kept[1]!];
    await recordByTai(first, 1, 3, 3);
    await expect(entriesHeading(second, 3)).toBeVisible(RECONNECTS_WITHIN);
    await recordByTai(second, 3, 0, 2);
    await expect(entriesHeading(third, 4)).toBeVisible(RECONNECTS_WITHIN);
    await recordByTai(third, 0, null, 1);
    await expectSameNight(pages, 5, RECONNECTS_WITHIN);
    for (const page of pages) await expect(liveStatus(page)).toHaveText(/^Live/, RECONNECTS_WITHIN);
    for (const page of pages) await expect(page.getByTestId('live-conflict')).toHaveCount(0);
    expect((await two.stats()).connections).toBeGreaterThanOrEqual(4);

    const secret = decodeURIComponent(new URL(link).hash.replace(/^#\/live\//, '').split(/[/?&]/)[0] ?? '');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{22,64}$/);
    expect(one.output() + two.output(), 'the room secret is never in a log line').not.toContain(secret);
  } finally {
    await stack?.stop();
  }
});
