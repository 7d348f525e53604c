// Long nights: a night of 300 entries on this phone is walked by keyboard past the entries first
// drawn, its first entry edited after scrolling, and its link (too long for a QR code) shared; the link
// of a night of 2,000 entries opens with the right totals, only the entries near the screen drawn, each
// saying where it stands, every one reachable by scrolling; kept as a copy, the copy opens the same way
// from Past nights.
import { expect, test, type Page } from '@playwright/test';
import { computeLedger, describeEntry } from '../src/core/ledger';
import { formatSignedMoney } from '../src/core/amounts';
import { BIG_NIGHT_SETTINGS, bigNightBackup, bigNightCode, bigNightEntries } from '../scripts/big-night';
import { expectAccessible, expectTabsWalkTheEntries, freshStart } from './helpers';

const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));

/** Scrolls the page until `entry` is drawn and on screen (row heights are measured as they are drawn). */
async function scrollUntilShown(page: Page, entry: number, where: 'end' | 'middle'): Promise<void> {
  const row = page.locator(`[data-entry="${entry}"]`);
  await expect(async () => {
    await page.evaluate((to) => {
      const list = document.querySelector('ol[aria-label="Entries, newest first"]')!;
      const box = list.getBoundingClientRect();
      const top = box.top + window.scrollY;
      window.scrollTo(0, to === 'end' ? top + box.height - window.innerHeight / 2 : top + box.height / 2);
    }, where);
    await expect(row).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a long night: reached by keyboard and by scrolling; a 2,000-entry link opened and kept with the right totals', async ({
  page,
}) => {
  test.setTimeout(120_000);

  // This phone's own night of 300 entries, restored from a backup.
  await freshStart(page, '/#/history');
  await page.getByLabel('Restore from a backup file').setInputFiles({
    name: 'long-night.json',
    mimeType: 'application/json',
    buffer: Buffer.from(bigNightBackup(300, 'long-own-night', 'Long own night')),
  });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Restored 1 night')).toBeVisible();
  await page.goto('/#/tonight');
  await expect(page.getByRole('heading', { name: 'Entries (300)' })).toBeVisible();
  expect(await page.locator('[data-entry]').count()).toBeLessThan(40);

  // Tab from the newest entry's Edit goes on entry by entry, past the entries first drawn.
  await expectTabsWalkTheEntries(page);

  // The night's first entry, at the end of the list: scrolled to and edited.
  await scrollUntilShown(page, 1, 'end');
  await page.getByRole('button', { name: 'Edit entry 1', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Edit entry 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Its link is longer than a QR code holds: the share says so where the code would be (the screen
  // failed here before), and gives the link to send.
  await page.getByRole('button', { name: 'Share the night' }).click();
  await expect(page.getByLabel('Link', { exact: true })).toHaveValue(/#\/n\/.{2400}/);
  await expect(
    page.getByText('This link is too long for a QR code: send the link itself instead.'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the night’s link' })).toHaveCount(0);

  // Another phone's night of 2,000 entries, from its link.
  const size = 2_000;
  const ledger = computeLedger(BIG_NIGHT_SETTINGS, bigNightEntries(size));
  const totals = ledger.totals.map(formatSignedMoney);
  // As the ledger has them (a win recorded with its tiles is scored at the seat it was won in).
  const first = describeEntry(BIG_NIGHT_SETTINGS, ledger.rows[0]!.entry);
  const middle = describeEntry(BIG_NIGHT_SETTINGS, ledger.rows[999]!.entry);
  await page.goto(`/#/n/${await bigNightCode(size, 'long-linked-night', 'The long night')}`);
  await expect(page.getByRole('heading', { name: 'Shared night: The long night' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Entries (${size})` })).toBeVisible();
  expect(await totalsOn(page)).toEqual(totals);
  for (const [player, total] of totals.entries())
    await expect(page.getByTestId(`settle-total-${player + 1}`)).toHaveText(total);

  // Only the entries near the screen are drawn; each says where it stands in the whole list.
  expect(await page.locator('[data-entry]').count()).toBeLessThan(40);
  expect(await page.locator('tr[aria-rowindex]').count()).toBeLessThan(60);
  const newest = page.locator(`[data-entry="${size}"]`);
  await expect(newest).toHaveAttribute('aria-posinset', '1');
  await expect(newest).toHaveAttribute('aria-setsize', String(size));
  await scrollUntilShown(page, 1_000, 'middle');
  await expect(page.locator('[data-entry="1000"]')).toContainText(middle);
  await expectAccessible(page);
  await scrollUntilShown(page, 1, 'end');
  await expect(page.locator('[data-entry="1"]')).toContainText('#1 · Hand 1 · East round');
  await expect(page.locator('[data-entry="1"]')).toContainText(first);
  await expect(page.locator('[data-entry="1"]')).toHaveAttribute('aria-posinset', String(size));

  // Kept as a copy: Past nights opens it the same way.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Keep a copy' }).click();
  await expect(
    page.getByText(/This phone keeps a copy of this night, as of hand \d+ \(2,000 entries\)/),
  ).toBeVisible();
  await page.goto('/#/history');
  await page.getByRole('button', { name: 'Open the copy of The long night' }).click();
  await expect(page.getByRole('heading', { name: `Entries (${size})` })).toBeVisible();
  expect(await totalsOn(page)).toEqual(totals);
  expect(await page.locator('[data-entry]').count()).toBeLessThan(40);
  await scrollUntilShown(page, 1, 'end');
  await expect(page.locator('[data-entry="1"]')).toContainText(first);
});
