// Benchmark, not a test: how long a night of 50, 500 and 2,000 entries takes to open in the built
// app in Chromium, in each of the three places a night is shown: the phone's own night (#/tonight,
// restored from a backup file), a night link (#/n/<code>), and a kept copy (Past nights → Open).
// Each figure is from the action (the address changed, the button clicked) to the end of the first
// frame that paints the result: the frame's layout and paint included, which is where a long list
// costs (the time is taken in a task queued from that frame's animation-frame callback).
// Usage: npm run build && npm run --silent bench:ledger -- [--json] [--runs N] [--cpu N]
import { chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { bigNightBackup, bigNightCode } from './big-night';
import { startPreview } from './preview-server';

const args = process.argv.slice(2);
const asJson = args.includes('--json');
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) || fallback : fallback;
};
const runs = option('--runs', 3);
/** Chrome's CPU throttling (1: none, as the README's figures; 4: a mid-range phone). */
const cpuRate = option('--cpu', 1);
const SIZES = [50, 500, 2_000];
// BENCH_PORT lets several checkouts on one machine run it side by side.
const PORT = Number(process.env.BENCH_PORT ?? 4179);

interface Night {
  size: number;
  backup: string;
  link: string;
  copyName: string;
}

/** The same entries twice: as this phone's own open night (a backup file) and as another phone's link. */
async function nightOf(size: number): Promise<Night> {
  const copyName = `Linked night of ${size}`;
  const code = await bigNightCode(size, `bench-link-${size}`, copyName);
  return {
    size,
    backup: bigNightBackup(size, `bench-own-${size}`, `Own night of ${size}`),
    link: `#/n/${code}`,
    copyName,
  };
}

// In the page, from its first script on: wait for what an action shows, then for the end of the
// frame that paints it. A cold load of a night link is timed from the navigation's start.
const IN_PAGE = `(() => {
  const shown = (selector, text) => [...document.querySelectorAll(selector)].some((el) => !text || (el.textContent || '').includes(text));
  window.__painted = (selector, text, start) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now() - start);
      channel.port2.postMessage(0);
    });
    if (shown(selector, text)) return done();
    const observer = new MutationObserver(() => {
      if (shown(selector, text)) { observer.disconnect(); done(); }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  window.__address = (hash, selector, text) => {
    const start = performance.now();
    const painted = window.__painted(selector, text, start);
    location.hash = hash;
    return painted;
  };
  window.__click = (label, selector, text) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === label || b.textContent === label);
    if (!button) throw new Error('no button ' + label);
    const start = performance.now();
    const painted = window.__painted(selector, text, start);
    button.click();
    return painted;
  };
  if (location.hash.startsWith('#/n/')) window.__cold = window.__painted('[data-entry]', '', 0);
})();`;

const KEYS = ['own', 'own_again', 'link', 'link_again', 'link_cold', 'keep', 'history', 'copy'] as const;
type Timings = Record<(typeof KEYS)[number], number>;

const inPage = <T>(page: Page, script: string): Promise<T> => page.evaluate(script) as Promise<T>;

async function measure(page: Page, night: Night): Promise<Timings> {
  await page.goto(`http://localhost:${PORT}/#/history`);
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
  await page
    .getByLabel('Restore from a backup file')
    .setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(night.backup) });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await page.getByText('Restored 1 night').waitFor();
  // Each address is opened from the score screen, so nothing of the screen before is still showing.
  const fromScore = async (): Promise<void> => {
    await page.evaluate(() => {
      location.hash = '#/';
    });
    await page.locator('[data-tile]').first().waitFor();
  };
  const q = JSON.stringify;
  await fromScore();
  const own = await inPage<number>(page, `window.__address('#/tonight', '[data-entry="${night.size}"]', '')`);
  await fromScore();
  const link = await inPage<number>(
    page,
    `window.__address(${q(night.link)}, '[data-entry="${night.size}"]', '')`,
  );
  await page.getByRole('button', { name: 'Keep a copy' }).waitFor();
  // Both again, their screens' code loaded and compiled by now.
  await fromScore();
  const ownAgain = await inPage<number>(
    page,
    `window.__address('#/tonight', '[data-entry="${night.size}"]', '')`,
  );
  await fromScore();
  const linkAgain = await inPage<number>(
    page,
    `window.__address(${q(night.link)}, '[data-entry="${night.size}"]', '')`,
  );
  await page.getByRole('button', { name: 'Keep a copy' }).waitFor();
  const keep = await inPage<number>(
    page,
    `window.__click('Keep a copy', '[role="status"], p', 'This phone keeps a copy')`,
  );
  await fromScore();
  const history = await inPage<number>(page, `window.__address('#/history', '[data-copy]', '')`);
  const copy = await inPage<number>(
    page,
    `window.__click(${q(`Open the copy of ${night.copyName}`)}, '[data-entry="${night.size}"]', '')`,
  );
  // A night link opened cold, as from a chat: the whole app loads, then the night.
  await page.goto('about:blank');
  await page.goto(`http://localhost:${PORT}/${night.link}`);
  const cold = await inPage<number>(page, 'window.__cold');
  return { own, own_again: ownAgain, link, link_again: linkAgain, keep, history, copy, link_cold: cold };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (ms: number): number => Math.round(ms);

const nights = await Promise.all(SIZES.map(nightOf));
const stop = await startPreview(PORT);
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const browser = await chromium.launch({
  executablePath,
  args: ['--disable-background-networking', '--no-first-run'],
});
const samples = new Map<number, Timings[]>(SIZES.map((size) => [size, []]));
for (let run = 0; run < runs; run++) {
  for (const night of nights) {
    // A fresh phone each time: its own storage, nothing kept.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      bypassCSP: true,
    });
    await context.addInitScript(IN_PAGE);
    const page = await context.newPage();
    if (cpuRate > 1)
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    samples.get(night.size)!.push(await measure(page, night));
    await context.close();
  }
}
const version = browser.version();
await browser.close();
stop();

const results = SIZES.map((size) => {
  const all = samples.get(size)!;
  const figures: Record<string, number> = { entries: size };
  for (const key of KEYS) {
    const values = all.map((t) => t[key]);
    figures[`${key}_ms`] = round(median(values));
    figures[`${key}_ms_min`] = round(Math.min(...values));
  }
  return figures;
});
const report = {
  browser: `Chromium ${version}, built app (vite preview), 390×844`,
  cpu_throttling: cpuRate,
  machine: {
    cores: cpus().length,
    node: process.version,
    load: Number(loadavg()[0]!.toFixed(1)),
    date: new Date().toISOString().slice(0, 10),
  },
  runs,
  results,
};
if (asJson) process.stdout.write(`${JSON.stringify(report)}\n`);
else {
  process.stdout.write(
    `Ledger in ${report.browser}; CPU ×${cpuRate}; ${report.machine.cores} cores, load ${report.machine.load}; median (min) of ${runs}\n`,
  );
  const words: Record<(typeof KEYS)[number], string> = {
    own: 'own night',
    own_again: 'again',
    link: 'link',
    link_again: 'again',
    link_cold: 'link, cold load',
    keep: 'keep a copy',
    history: 'Past nights',
    copy: 'open the copy',
  };
  for (const r of results) {
    const parts = KEYS.map((key) => `${words[key]} ${r[`${key}_ms`]} (${r[`${key}_ms_min`]})`);
    process.stdout.write(`${String(r.entries).padStart(5)} entries: ${parts.join(', ')} ms\n`);
  }
}
process.exit(0);
