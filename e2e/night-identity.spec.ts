// One night in every place: the keeper's phone, whose clock was an hour fast when it first
// shared the night and right afterwards, shares it twice; the second phone keeps a copy, and the later
// link (shared at an earlier clock time) still brings the copy up to date. Then the keeper backs up
// every night and the second phone restores that file over its copy: one night, its totals counted once.
import { expect, test, type Page } from '@playwright/test';
import { freshStart, phoneContext, PLAYERS, recordByTai, startNight } from './helpers';

const HOUR = 3_600_000;

/** Shares the night; `before`, the link shared earlier on this screen, is shown until the new one is made. */
async function shareLink(page: Page, before?: string): Promise<string> {
  await page.getByRole('button', { name: 'Share the night' }).click();
  const field = page.getByRole('textbox', { name: 'Link' });
  await expect(field).toHaveValue(/#\/n\//);
  if (before) await expect(field).not.toHaveValue(before);
  return field.inputValue();
}

const hashOf = (url: string): string => `/${url.slice(url.indexOf('#'))}`;
const totalsOn = (page: Page): Promise<string[]> =>
  Promise.all([1, 2, 3, 4].map((n) => page.getByTestId(`total-${n}`).innerText()));

test('a copy updated by contents whatever the keeper’s clock, then a restore over it: one night, totals once', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const now = Date.now();
  // The keeper's phone: its clock an hour fast while the night starts, two hands are recorded and shared.
  await page.clock.install({ time: now + HOUR });
  await freshStart(page, '/#/tonight');
  await startNight(page);
  await recordByTai(page, 0, 1, 2);
  await recordByTai(page, 2, null, 1);
  const first = await shareLink(page);

  const other = await phoneContext(browser);
  const phone = await other.newPage();
  await phone.goto(hashOf(first));
  await phone.getByRole('button', { name: 'Keep a copy' }).click();
  await expect(
    phone.getByText(/This phone keeps a copy of this night, as of hand \d+ \(2 entries\)/),
  ).toBeVisible();

  // The keeper's clock is put right (an hour back); a third hand, and a link shared "earlier" than the first.
  await page.clock.setSystemTime(now + 60_000);
  await page.goto('/#/tonight');
  await recordByTai(page, 3, 0, 3);
  const second = await shareLink(page, first);
  const totals = await totalsOn(page);
  await phone.goto(hashOf(second));
  await expect(
    phone.getByText(/Your copy of this night was brought up to date: as of hand \d+ \(3 entries\)/),
  ).toBeVisible();
  expect(await totalsOn(phone)).toEqual(totals);
  await phone.screenshot({ path: testInfo.outputPath('copy-updated.png') });
  // The first link again, opened after: it holds less than the copy, and says so without a word of clocks.
  await phone.goto(hashOf(first));
  await expect(
    phone.getByText(/The copy on this phone holds more of this night than this link \(1 more entry;/),
  ).toBeVisible();
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.screenshot({ path: testInfo.outputPath('older-link-dark.png') });
  await phone.emulateMedia({ colorScheme: 'light' });

  // The keeper backs up every night; the second phone restores that file over its copy.
  await page.goto('/#/history');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Back up every night' }).click(),
  ]);
  const file = testInfo.outputPath('backup.json');
  await download.saveAs(file);

  await phone.goto('/#/history');
  await expect(
    phone.getByRole('list', { name: 'Copies of nights from other phones' }).getByRole('listitem'),
  ).toHaveCount(1);
  await phone.getByLabel('Restore from a backup file').setInputFiles(file);
  await expect(
    phone.getByText(
      /restoring it replaces your copy of “.+” \(kept from a link\) with the night itself, so each night is here once/,
    ),
  ).toBeVisible();
  await phone.emulateMedia({ colorScheme: 'dark' });
  await phone.setViewportSize({ width: 844, height: 390 });
  await phone
    .getByRole('region', { name: 'Backups' })
    .screenshot({ path: testInfo.outputPath('restore-preview-dark-landscape.png') });
  await phone.setViewportSize({ width: 390, height: 844 });
  await phone.emulateMedia({ colorScheme: 'light' });
  await phone.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(
    phone.getByText(
      /^Replaced your copy of “.+” \(kept from a link\) with the night itself, so each night is here once and counted once\.$/,
    ),
  ).toBeVisible();

  // One night: among this phone's own, no longer among the copies; compared once, each net the night's total.
  await expect(phone.getByRole('button', { name: /^Open the night of/ })).toHaveCount(1);
  await expect(phone.getByRole('list', { name: 'Copies of nights from other phones' })).toHaveCount(0);
  const compared = phone.getByRole('region', { name: 'Nights compared' });
  await expect(compared).toContainText('1 night on this phone');
  for (const [seat, name] of PLAYERS.entries()) {
    const row = compared.locator(`[data-player="${name}"]`);
    await expect(row).toContainText('1 night ·');
    const net = (await row.locator('.tabular-nums').innerText()).replace(/^net\s*/, '');
    // A total is shown as "+$1.20" / "−$0.40" / "$0.00" on both screens, with or without its sign.
    expect(net.replace(/[+−-]/g, '')).toBe(totals[seat]!.replace(/[+−-]/g, ''));
  }
  await phone.screenshot({ path: testInfo.outputPath('restored-over-copy.png'), fullPage: true });
  await other.close();
});
