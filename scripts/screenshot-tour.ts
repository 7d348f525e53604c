// Dev aid: every screen in every language, to look at. Against a running preview (npm run build &&
// npx vite preview --port 4199), it records a night in English once (three hands, one by tiles), then
// photographs each screen in English, 简体中文 and 繁體中文, in each size and scheme asked for:
//   npx tsx scripts/screenshot-tour.ts [BASE_URL] [OUT_DIR]
// TOUR_SIZES="390x844,844x390,360x640" and TOUR_SCHEMES="light,dark" (the defaults), TOUR_LANGS="en,zh-Hans,zh-Hant".
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';

const [base = 'http://localhost:4199', out = 'screenshots'] = process.argv.slice(2);
const sizes = (process.env.TOUR_SIZES ?? '390x844,844x390,360x640')
  .split(',')
  .map((s) => s.split('x').map(Number) as [number, number]);
const schemes = (process.env.TOUR_SCHEMES ?? 'light,dark').split(',') as ('light' | 'dark')[];
const langs = (process.env.TOUR_LANGS ?? 'en,zh-Hans,zh-Hant').split(',');
mkdirSync(out, { recursive: true });

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'];
// A hand one tile short (13 tiles: three chows, a Red Dragon pong, a 9 Dots), then its winning tile:
// the waits, then the scored result (Dragon Pong, 1 tai).
const ONE_SHORT = ['b2', 'b3', 'b4', 'c5', 'c6', 'c7', 'd3', 'd4', 'd5', 'RD', 'RD', 'RD', 'd9'];
const WINNING = 'd9';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--no-first-run'],
});
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
});
const page = await context.newPage();
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const ready = (p: Page) => p.locator('html[data-app="live"]').waitFor({ state: 'attached' });

// The night, recorded once in English: a win by tai on a discard, a self-drawn win, and a hand by its tiles.
await page.goto(`${base}/#/tonight`);
await page.evaluate(() => localStorage.clear());
await page.goto(`${base}/#/tonight`);
await ready(page);
for (const [i, name] of PLAYERS.entries())
  await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
await page.getByLabel('One tai is worth, in dollars').fill('0.20');
await page.getByRole('button', { name: 'Start the night' }).click();
const dialog = page.getByRole('dialog');
for (const [winner, discarder, tai] of [
  [2, 1, 2],
  [0, null, 3],
] as const) {
  await page.getByRole('button', { name: 'Win by tai' }).click();
  await dialog.getByRole('group', { name: 'Who won?' }).getByText(PLAYERS[winner]!).click();
  if (discarder === null) await dialog.getByRole('radio', { name: 'Self-draw' }).check({ force: true });
  else
    await dialog
      .getByRole('group', { name: 'Who discarded the winning tile?' })
      .getByText(PLAYERS[discarder]!)
      .click();
  await dialog.getByRole('radio', { name: `${tai} tai` }).check({ force: true });
  await dialog.getByRole('button', { name: 'Record' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function shoot(name: string): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: `${out}/${name}.png` });
}

for (const lang of langs) {
  await page.evaluate((l) => localStorage.setItem('tai-table:language', l), lang);
  for (const [width, height] of sizes) {
    for (const scheme of schemes) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      const tag = `${lang}-${width}x${height}-${scheme}`;
      // The score screen with tonight's table: empty, one tile short (the waits), scored with the special wins open.
      await page.goto(`${base}/#/`);
      await page.reload();
      await ready(page);
      await page.locator('[data-result-state]').waitFor();
      await shoot(`${tag}-1-score-empty`);
      for (const tile of ONE_SHORT) await page.locator(`[data-tile="${tile}"]`).click();
      await page.locator('[data-result-state="waits-ready"]').waitFor();
      await shoot(`${tag}-2-score-waits`);
      await page.locator(`[data-tile="${WINNING}"]`).click();
      await page.locator('[data-result-state="scored-ready"]').waitFor();
      await page.locator('[aria-controls="special-wins-list"]').click();
      await page.locator('#special-wins-list input').first().waitFor();
      await shoot(`${tag}-3-score-result`);
      // Clear the hand for the next round of pictures (the hand's own Clear, in each language).
      await page.locator('button.btn-quiet', { hasText: /^(Clear|清.*)$/ }).click();
      for (const [route, n] of [
        ['tonight', 4],
        ['settle', 5],
        ['history', 6],
        ['rules', 7],
        ['rules/sg/ping-hu', 8],
        ['settings', 9],
      ] as const) {
        await page.goto(`${base}/#/${route}`);
        await ready(page);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await shoot(`${tag}-${n}-${route.replace(/\//g, '_')}`);
      }
    }
  }
}
await browser.close();
console.log(`Screenshots in ${out}/`);
