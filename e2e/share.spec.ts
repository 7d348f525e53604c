// Share a scored hand as a link and open it elsewhere; broken links explain themselves and change nothing.
import { expect, test } from '@playwright/test';
import { SHARE_CODE_VERSION, encodeShareCode } from '../src/core/share-code';
import { expectAccessible, freshStart, tapHand } from './helpers';

const HAND = {
  hand: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  exposed: [{ type: 'chow' as const, tiles: ['c1', 'c2', 'c3'] }],
  bonus: ['F2', 'CAT'],
  winning_tile: 'd6',
  winning_from_discard: true,
};

async function itemsOf(page: import('@playwright/test').Page): Promise<string[]> {
  // On the score screen the items render a moment after the total.
  await page.locator('[data-item]').first().waitFor();
  return page
    .locator('[data-item]')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-item')} ${el.textContent}`));
}

test('a shared link opens to the same result in a fresh browser', async ({ page, browser }) => {
  await freshStart(page);
  await tapHand(page, HAND);
  await expect(page.getByTestId('score-total')).toHaveText('2');
  const items = await itemsOf(page);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Link' }).inputValue();
  expect(link).toMatch(/#\/h\/[A-Za-z0-9_-]{10,60}$/);
  expect(link.split('#/h/')[1]!.length).toBeLessThanOrEqual(60);
  await expect(page.getByRole('img', { name: 'QR code of the link' })).toBeVisible();

  const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { name: 'Shared hand' })).toBeVisible();
  await expect(other.getByTestId('score-total')).toHaveText('2');
  expect(await itemsOf(other)).toEqual(items);
  await expectAccessible(other);

  // "Edit a copy" puts it on the score screen of that phone.
  await other.getByRole('button', { name: 'Edit a copy' }).click();
  await expect(other).toHaveURL(/#\/$/);
  await expect(other.locator('[data-hand-tile]')).toHaveCount(11);
  await expect(other.getByTestId('score-total')).toHaveText('2');
  await fresh.close();
});

for (const [what, code] of [
  ['malformed', 'not*a*code'],
  ['truncated', 'BAZ'],
  ['tampered', 'BxxABCDEFGHIJKL'],
  ['empty', ' '],
] as const) {
  test(`a ${what} link shows a message and the score screen, and writes nothing`, async ({ page }) => {
    await freshStart(page);
    await page.locator('[data-tile="c1"]').click();
    const before = await page.evaluate(() => localStorage.getItem('tai-table:draft'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/#/h/${encodeURIComponent(code)}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This shared hand cannot be opened.' }),
    ).toBeVisible();
    await expect(page.locator('[data-tile="c2"]')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('tai-table:draft'))).toBe(before);
    expect(errors).toEqual([]);
  });
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A correctly checksummed code of another version (the container documented in share-code.ts). */
function resealed(code: string, version: number): string {
  const payload = code.slice(3);
  let crc = 0xfff;
  for (const digit of [version, ...[...payload].map((c) => ALPHABET.indexOf(c))]) {
    for (let bit = 5; bit >= 0; bit--) {
      const feedback = ((crc >> 11) ^ (digit >> bit)) & 1;
      crc = (crc << 1) & 0xfff;
      if (feedback) crc ^= 0x80f;
    }
  }
  return ALPHABET[version]! + ALPHABET[crc >> 6]! + ALPHABET[crc & 63]! + payload;
}

test('a link from a newer version asks for an update', async ({ page }) => {
  await freshStart(page);
  const newer = resealed(
    encodeShareCode({ ...HAND, hand: [...HAND.hand], exposed: HAND.exposed }),
    SHARE_CODE_VERSION + 1,
  );
  await page.goto(`/#/h/${newer}`);
  await expect(page.getByRole('alert')).toContainText(
    'This hand was shared from a newer version of the app. Update the app to open it.',
  );
  await expect(page.locator('[data-tile="c1"]')).toBeVisible();
});
