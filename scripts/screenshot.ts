// Dev aid: a phone-size screenshot of a page after optional taps, to look at a screen.
// npx tsx scripts/screenshot.ts URL OUT.png [width] [height] [light|dark]
// TAPS="c1 c2 @Discard" taps palette tiles (and checks radios named after @); FULL=1 for the full page.
import { chromium } from '@playwright/test';

const [url, out, width, height, scheme] = process.argv.slice(2);
if (!url || !out) throw new Error('usage: screenshot.ts URL OUT.png [width] [height] [light|dark]');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-background-networking', '--no-first-run'],
});
const page = await browser.newPage({
  viewport: { width: Number(width) || 390, height: Number(height) || 844 },
  deviceScaleFactor: 2,
  colorScheme: scheme === 'dark' ? 'dark' : 'light',
});
page.on('console', (m) => {
  if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text());
});
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url);
await page.waitForTimeout(400);
for (const tap of (process.env.TAPS ?? '').split(' ').filter(Boolean)) {
  if (tap.startsWith('@'))
    await page
      .getByRole('radio', { name: tap.slice(1).replace(/_/g, ' '), exact: true })
      .check({ force: true });
  else await page.locator(`[data-tile="${tap}"]`).click();
}
await page.waitForTimeout(300);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
