// The steps of a live night that every live spec takes, written once: the strip, the night's entry
// count and totals, "Invite the table", joining by the link, and a screenshot to look at. The fixture
// that starts servers and phones is e2e/live-helpers.ts.
import type { Page } from '@playwright/test';
import { startNight } from './helpers';
import { expect, test, type Phone } from './live-helpers';

/** A phone connecting to a server that is up: its provider's first tries, not a speed the phone promises. */
export const CONNECTS_WITHIN = { timeout: 30_000 };

/** The status strip: `data-live` says Live, connecting, offline, refused … in any language. */
export const strip = (page: Page) => page.getByTestId('live-status');

export const entriesHeading = (page: Page, count: number) =>
  page.getByRole('heading', { name: `Entries (${count})` });

/** The four players' totals as the screen shows them (total-1 … total-4). */
export const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));

/** "Invite the table" on the night's screen; answers the live link once the night is on the server (a phone joining sooner is told to wait). */
export async function inviteTheTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Invite the table' }).click();
  const field = page.getByRole('textbox', { name: 'Live link' });
  await expect(field).toHaveValue(/#\/live\//);
  await expect(strip(page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  return field.inputValue();
}

/** Opens the live link on a phone: the night's screen, Live. */
export async function joinNight(phone: Phone, link: string): Promise<void> {
  await phone.page.goto(link);
  await expect(phone.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
}

/** A screenshot kept in the test's output folder (test-results/…) and attached to its report, to be looked at. */
export async function lookAt(page: Page, name: string): Promise<void> {
  const path = test.info().outputPath(name);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

/** A night started on `host` (the Night tab's start form), invited, and joined by each guest: the table, Live. Answers the live link. */
export async function startLiveNight(host: Phone, guests: readonly Phone[]): Promise<string> {
  await host.page.goto('/#/tonight');
  await startNight(host.page);
  const link = await inviteTheTable(host.page);
  for (const guest of guests) await joinNight(guest, link);
  return link;
}

/** Tag 26's sub-tag 02 (the PayNow proxy) of an EMVCo payload: the number the code pays. */
export function proxyOf(payload: string): string {
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    const value = payload.slice(at + 4, at + 4 + length);
    if (tag === '26') {
      let inner = 0;
      while (inner < value.length) {
        const sub = value.slice(inner, inner + 2);
        const subLength = Number(value.slice(inner + 2, inner + 4));
        if (sub === '02') return value.slice(inner + 4, inner + 4 + subLength);
        inner += 4 + subLength;
      }
    }
    at += 4 + length;
  }
  throw new Error(`No PayNow proxy in ${payload}`);
}
