// Settle up with two conflicts open, against the real sync server (e2e/live-helpers.ts): two
// phones apart each record hand 3 and each correct hand 1; back together, Settle up on a third phone
// pays only what is settled (hand 2) and shows, for each conflict, each choice as "If you keep hand N
// (…):" with what it would pay, the other conflict left out; the chart says on itself what it plots.
// Then the same Settle up on a Singapore phone in 简体中文 and a Hong Kong phone in 繁體中文, axe clean at
// 390×844 in light and dark, each looked at in a screenshot.
import type { Page } from '@playwright/test';
import { computeLedger, fewestTransfers, type LedgerEntry } from '../src/core/ledger';
import { discardWin, NAMES, selfDrawnWin, table } from '../src/core/ledger/testing';
import { formatMoney } from '../src/core/amounts';
import { dialog, expectAccessible, recordByTai } from './helpers';
import { expect, test } from './live-helpers';
import { entriesHeading, joinNight, startLiveNight, strip } from './live-steps';

test.use({ actionTimeout: 15_000 });

const ARRIVES_WITHIN = { timeout: 5_000 };
const CONNECTS_WITHIN = { timeout: 30_000 };

// The night as the phones record it, at $0.20 a tai (startNight), to know what each choice pays.
const sg = table('sg', { unit: 20 });
const hand1As3 = selfDrawnWin(sg, 2, 3); // phone one's correction: Kumar self-drew 3 tai
const hand1As1 = selfDrawnWin(sg, 2, 1); // phone two's: 1 tai
const hand2 = discardWin(sg, 3, 0, 1); // Siew Lan won 1 tai on Ah Beng's discard
const hand3One = selfDrawnWin(sg, 1, 1); // phone one: Mei Ling self-drew 1 tai
const hand3Two = discardWin(sg, 2, 3, 2); // phone two: Kumar won 2 tai on Siew Lan's discard
/** What Settle up lists for a night of these entries: "Ah Beng pays Siew Lan $0.40", … */
const payments = (entries: LedgerEntry[]): string[] =>
  fewestTransfers(computeLedger(sg, entries).totals).map(
    ({ from, to, amount }) => `${NAMES[from]} pays ${NAMES[to]} ${formatMoney(amount)}`,
  );

async function editTai(page: Page, tai: number): Promise<void> {
  await page.getByRole('button', { name: 'Edit entry 1' }).click();
  await dialog(page)
    .getByRole('radio', { name: `${tai} tai` })
    .check({ force: true });
  await dialog(page).getByRole('button', { name: 'Save the change' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Settle up with every conflict unfolded, axe-checked and photographed: the phone's screen, Settle up's payments whole, the chart. */
async function unfoldCheckAndLook(page: Page, name: string): Promise<void> {
  const folded = page.locator('details[data-conflict]');
  await expect(folded).toHaveCount(2);
  for (const details of await folded.all()) {
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open)))
      await details.locator('summary').click();
  }
  await expect(page.locator('details[data-conflict][open]')).toHaveCount(2);
  await expectAccessible(page);
  // Who pays whom, as a phone of 390×844 shows it from its top, and the chart with its notice.
  const settle = page.locator('section[aria-labelledby="transfers-heading"]');
  // Its heading to the top of the screen, just under the app's bar.
  await page.evaluate(() => {
    document.getElementById('transfers-heading')?.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -64);
  });
  await look(page, name);
  await look(page, name.replace('.png', '-whole.png'), settle);
  await look(
    page,
    name.replace('.png', '-chart.png'),
    page.locator('section:has([data-testid="totals-chart"])'),
  );
}

async function look(page: Page, name: string, part?: ReturnType<Page['locator']>): Promise<void> {
  const path = test.info().outputPath(name);
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

test('two conflicts open: Settle up on a third phone pays what is settled and shows each choice of each, in English, 简体中文 and 繁體中文', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server, { colorScheme: 'dark' });
  const three = await live.phone(server);

  const link = await startLiveNight(one, [two, three]);
  await recordByTai(one.page, 2, null, 2); // hand 1: Kumar self-draws 2 tai
  await expect(entriesHeading(two.page, 1)).toBeVisible(ARRIVES_WITHIN);
  await recordByTai(two.page, 3, 0, 1); // hand 2
  for (const phone of [one, three]) await expect(entriesHeading(phone.page, 2)).toBeVisible(ARRIVES_WITHIN);
  await three.page.goto('/#/settle');
  await expect(three.page.locator('[data-transfer]')).toHaveText(payments([selfDrawnWin(sg, 2, 2), hand2]));

  // The server goes away. Each of two phones records hand 3 its own way and corrects hand 1 its own way.
  await server.kill('SIGTERM');
  for (const phone of [one, two])
    await expect(strip(phone.page)).not.toHaveAttribute('data-live', 'live', { timeout: 15_000 });
  await recordByTai(one.page, 1, null, 1);
  await editTai(one.page, 3);
  await recordByTai(two.page, 2, 3, 2);
  await editTai(two.page, 1);

  // Back: both phones say two conflicts are open, on the totals and on the chart itself.
  await server.restart();
  for (const phone of [one, two]) {
    await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
    await expect(phone.page.locator('[data-open-conflicts]')).toContainText('2 conflicts are open', {
      timeout: 10_000,
    });
    const chartNotice = phone.page.locator(
      'section:has([data-testid="totals-chart"]) [data-testid="live-conflict"]',
    );
    await expect(chartNotice).toContainText(
      '2 conflicts are open: this chart shows the night as it counts meanwhile, not what the table owes.',
    );
    await expect(chartNotice).toContainText(
      'A turn recorded on two phones counts one of its records meanwhile, marked on the Night tab.',
    );
    await expect(chartNotice).toContainText('An entry changed on two phones counts its latest version.');
  }
  await expectAccessible(two.page); // the night, dark, with both conflicts and the chart's notice

  // Settle up on the third phone: no payment to make now; what is settled is hand 2 alone.
  const page = three.page;
  await expect(page.locator('[data-open-conflicts]')).toContainText('2 conflicts are open', {
    timeout: 10_000,
  });
  await expect(page.locator('[data-transfer]')).toHaveCount(0);
  const settled = page.locator('[data-settled]');
  await expect(settled).toContainText('Leaves out the 2 open conflicts below.');
  await expect(settled.getByRole('listitem')).toHaveText(payments([hand2]));
  await expect(page.locator('details[data-conflict] > summary')).toHaveText([
    'Hand 1: changed on two phones',
    'Hand 3: recorded on two phones',
  ]);
  await unfoldCheckAndLook(page, 'settle-two-conflicts-en-light.png');
  const choice = (name: string) =>
    page.getByRole('heading', { name, exact: true }).locator('..').getByRole('listitem');
  // Each choice made, the other conflict left out.
  await expect(choice('If you keep hand 1 (Kumar won 3 tai, self-drawn):')).toHaveText(
    payments([hand1As3, hand2]),
  );
  await expect(choice('If you keep hand 1 (Kumar won 1 tai, self-drawn):')).toHaveText(
    payments([hand1As1, hand2]),
  );
  await expect(choice('If you keep hand 3 (Mei Ling won 1 tai, self-drawn):')).toHaveText(
    payments([hand2, hand3One]),
  );
  await expect(choice('If you keep hand 3 (Kumar won 2 tai on Siew Lan’s discard):')).toHaveText(
    payments([hand2, hand3Two]),
  );
  await expect(page.getByText('Each choice here leaves out the other open conflicts.')).toHaveCount(2);
  await expect(
    page.locator('section:has([data-testid="totals-chart"]) [data-testid="live-conflict"]'),
  ).toContainText('2 conflicts are open');
  // Phones one and two are done: the server keeps the night for the ones who join now.
  await one.close();
  await two.close();

  // The same Settle up in Singapore's 简体中文 (light) and Hong Kong's 繁體中文 (dark).
  for (const { locale, colorScheme, summaries, heading } of [
    {
      locale: 'zh-SG',
      colorScheme: 'light' as const,
      summaries: ['第 1 盘：两部手机各自改动了', '第 3 盘：两部手机都记下了'],
      heading: /^如果保留第 3 盘（/,
    },
    {
      locale: 'zh-HK',
      colorScheme: 'dark' as const,
      summaries: ['第 1 鋪：兩部手機各自修改了', '第 3 鋪：兩部手機都記錄了'],
      heading: /^如果保留第 3 鋪（/,
    },
  ]) {
    const phone = await live.phone(server, { locale, colorScheme });
    await joinNight(phone, link);
    await phone.page.goto('/#/settle');
    await expect(phone.page.locator('[data-open-conflicts]')).toBeVisible({ timeout: 10_000 });
    await expect(phone.page.locator('details[data-conflict] > summary')).toHaveText(summaries);
    await unfoldCheckAndLook(phone.page, `settle-two-conflicts-${locale}-${colorScheme}.png`);
    await expect(phone.page.getByRole('heading', { name: heading })).toHaveCount(2);
    await expect(phone.page.locator('[data-choice]')).toHaveCount(4);
    await phone.close();
  }
});
