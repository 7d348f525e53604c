// Benchmark, not a test: tap-to-painted-result on the built app in Chromium with the CPU slowed
// 4× (a mid-range phone). For each hand, 13 tiles are tapped in, then the time is taken from the
// 14th tap (the click event's timestamp) to the first animation frame after the result is in
// the DOM, i.e. the frame that paints it. The 13th tap (which paints the waits) is timed the same way.
// Then the first tap of a visit: the app opened afresh each time, the first tile's tap timed to its
// next paint as the browser's Event Timing reports it (what INP reads, in steps of 8 ms), which
// catches what a page does once only, at its first tap (src/i18n/intl-warmup.ts).
// Usage: npm run build && npm run --silent bench:tap -- [--json] [--hands N] [--opens N]
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { randomWinningHand, seededRng } from '../src/core/testing/random-hands';
import { startPreview } from './preview-server';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const count = Number(args[args.indexOf('--hands') + 1]) || 40;
const opens = Number(args[args.indexOf('--opens') + 1]) || 10;
// BENCH_PORT lets several checkouts on one machine run it side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4179);

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const stop = await startPreview(PORT);
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({
  executablePath,
  args: ['--disable-background-networking', '--no-first-run'],
});
// The timing helper is injected as a script, which the app's CSP would refuse: lift it for the benchmark only.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const page = await browser.newPage({ ...PHONE, bypassCSP: true });
await page.goto(`http://localhost:${PORT}/`);
await page.evaluate(() => localStorage.clear());
await page.reload();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

// In the page: time a click on a tile until the first frame after `selector` shows up.
await page.addScriptTag({
  content: `window.__timeTap = (token, selector) => new Promise((resolve) => {
    const button = document.querySelector('[data-tile="' + token + '"]');
    let start = 0;
    button.addEventListener('click', (e) => { start = e.timeStamp; }, { capture: true, once: true });
    const done = () => requestAnimationFrame(() => resolve(performance.now() - start));
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)) { observer.disconnect(); done(); }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    button.click();
  });`,
});

const rng = seededRng(7);
const complete: number[] = [];
const waits: number[] = [];
for (let i = 0; i < count; i++) {
  const hand = randomWinningHand(rng, { profile: 'sg', declareChance: 0 });
  if ((hand.exposed ?? []).length > 0 || (hand.bonus ?? []).length > 0) {
    i--;
    continue;
  }
  const clear = page.getByRole('button', { name: 'Clear' });
  if (await clear.isEnabled()) await clear.click();
  const tiles = [...hand.hand];
  const last = tiles.pop()!;
  const thirteenth = tiles.pop()!;
  for (const t of tiles) await page.locator(`[data-tile="${t}"]`).click();
  waits.push(
    await page.evaluate(
      ([t]) =>
        (window as unknown as { __timeTap: (t: string, s: string) => Promise<number> }).__timeTap(
          t!,
          '[data-result-state="waits-ready"]',
        ),
      [thirteenth],
    ),
  );
  complete.push(
    await page.evaluate(
      ([t]) =>
        (window as unknown as { __timeTap: (t: string, s: string) => Promise<number> }).__timeTap(
          t!,
          '[data-result-state="scored-ready"]',
        ),
      [last],
    ),
  );
}

// The first tap of a visit, on a page opened afresh each time (a fresh context: nothing stored).
const firstTaps: number[] = [];
for (let i = 0; i < opens; i++) {
  const context = await browser.newContext(PHONE);
  const fresh = await context.newPage();
  await fresh.goto(`http://localhost:${PORT}/`);
  await fresh.waitForLoadState('networkidle');
  // A player looks at the screen a moment before the first tap; the page's idle work runs meanwhile.
  await fresh.waitForTimeout(2_500);
  await (await context.newCDPSession(fresh)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await fresh.evaluate(() => {
    const taps: number[] = [];
    (window as unknown as { __firstTaps: number[] }).__firstTaps = taps;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') taps.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await fresh.locator('[data-tile="c1"]').click();
  const tapped = await fresh.waitForFunction(
    () => (window as unknown as { __firstTaps: number[] }).__firstTaps[0],
  );
  firstTaps.push(Number(await tapped.jsonValue()));
  await context.close();
}
await browser.close();
stop();

const report = {
  cpu_throttling: 4,
  hands: count,
  complete_p50_ms: Number(percentile(complete, 50).toFixed(1)),
  complete_p95_ms: Number(percentile(complete, 95).toFixed(1)),
  complete_max_ms: Number(Math.max(...complete).toFixed(1)),
  waits_p50_ms: Number(percentile(waits, 50).toFixed(1)),
  waits_p95_ms: Number(percentile(waits, 95).toFixed(1)),
  opens,
  first_tap_p50_ms: percentile(firstTaps, 50),
  first_tap_p95_ms: percentile(firstTaps, 95),
};
if (process.env.BENCH_SAMPLES) console.log(complete.map((v) => v.toFixed(0)).join(' '));
if (asJson) console.log(JSON.stringify(report));
else {
  console.log(
    `tap → painted result, CPU 4× slower, ${count} hands: p50 ${report.complete_p50_ms} ms, p95 ${report.complete_p95_ms} ms, max ${report.complete_max_ms} ms`,
  );
  console.log(`13th tap → painted waits: p50 ${report.waits_p50_ms} ms, p95 ${report.waits_p95_ms} ms`);
  console.log(
    `first tap of a visit → next paint, ${opens} visits: p50 ${report.first_tap_p50_ms} ms, p95 ${report.first_tap_p95_ms} ms`,
  );
}
process.exit(0);
