// A night link outside the bounds of a night made on a phone (a name of 250,000 characters, a
// shared-at date that is no date) is refused with the reason, offers no "Keep a copy", and stores
// nothing; the page stays phone-wide.
import { expect, test } from '@playwright/test';
import type { SharedNight } from '../src/core/night-code';
import { writeNightCode } from '../src/core/night-code';

const START = Date.UTC(2025, 5, 13, 12, 0);
const night: SharedNight = {
  id: '4c1f0a9b-8e2d-4b7a-9f3c-2d1e0b9a8c7f',
  name: 'Fri, 13 Jun 2025',
  createdAt: START,
  finished: false,
  sharedAt: START + 60_000,
  settings: {
    profile: 'sg',
    options: { unit: 10 },
    players: ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'],
    firstDealer: 0,
    startingWind: 'E',
  },
  entries: [{ id: 'e1', at: START + 1, kind: 'draw' }],
};

test('night links outside the bounds are refused with the reason, and nothing is kept', async ({
  page,
}, testInfo) => {
  const cases: Array<[SharedNight, RegExp]> = [
    [
      { ...night, name: 'x'.repeat(250_000) },
      /Its name has 250,000 characters; a night’s name has at most 60\./,
    ],
    [{ ...night, sharedAt: 8.64e15 + 1 }, /The time it was shared is not a real date\./],
  ];
  for (const [index, [bad, reason]] of cases.entries()) {
    // A different hash each time: the app opens the new link without a reload.
    await page.goto(`/#/n/${await writeNightCode(bad)}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This shared night cannot be opened');
    await expect(alert).toContainText(reason);
    await expect(page.getByText('Nothing was saved on this phone.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Keep a copy' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath(`refused-${index + 1}.png`) });
  }
  // The same night inside the bounds opens and can be kept; the refused ones left nothing behind.
  await page.goto(`/#/n/${await writeNightCode(night)}`);
  await expect(page.getByRole('button', { name: 'Keep a copy' })).toBeVisible();
  await page.goto('/#/history');
  await expect(page.getByRole('button', { name: /^Open the copy of/ })).toHaveCount(0);
});
