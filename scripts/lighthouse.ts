// Lighthouse 12.2.3 on the built app, mobile settings (its default: a mid-range phone, slow 4G,
// simulated throttling), in the system Chromium. Prints performance, accessibility and best
// practices for the front door and a shared hand; exits 1 under the targets (0.95 / 1.0 / 0.95).
// LH_LANGS=en-SG,zh-SG,zh-HK runs each page with the browser set to each language in turn (the app
// follows the phone's language: English, 简体中文, 繁體中文); the default is the browser's own (English).
// Usage: npm run build && CHROME_PATH=/usr/bin/chromium npm run --silent lighthouse [-- --json]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync, writeFileSync } from 'node:fs';
import { startPreview } from './preview-server';

// LH_PORT lets several checkouts on one machine run it side by side.
const PORT = Number(process.env.LH_PORT ?? 4181);
const TARGETS = { performance: 0.95, accessibility: 1, 'best-practices': 0.95 } as const;
const PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : ['/', '/#/rules/sg/ping-hu'];

const stopServer = await startPreview(PORT);

const chromePath =
  process.env.CHROME_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const LANGS: (string | null)[] = process.env.LH_LANGS ? process.env.LH_LANGS.split(',') : [null];

const results: Array<{ page: string; lang: string | null; scores: Record<string, number> }> = [];
for (const lang of LANGS) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(lang ? [`--lang=${lang}`, `--accept-lang=${lang}`] : []),
    ],
  });
  try {
    await runPages(chrome.port, lang);
  } finally {
    await chrome.kill();
  }
}
stopServer();

async function runPages(port: number, lang: string | null): Promise<void> {
  for (const path of PAGES) {
    const run = await lighthouse(`http://localhost:${PORT}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(TARGETS),
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${path}`);
    // LH_OUT=dir keeps each page's whole report, for reading what holds a figure back.
    if (process.env.LH_OUT)
      writeFileSync(
        `${process.env.LH_OUT}/${lang ?? ''}${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`,
        JSON.stringify(run.lhr),
      );
    const scores: Record<string, number> = {};
    for (const [id, category] of Object.entries(run.lhr.categories)) scores[id] = category.score ?? 0;
    results.push({ page: path, lang, scores });
    const failing = Object.values(run.lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary',
    );
    if (!process.argv.includes('--json')) {
      console.log(
        `${path}${lang ? ` (${lang})` : ''}: ${Object.entries(scores)
          .map(([k, v]) => `${k} ${v.toFixed(2)}`)
          .join(', ')}`,
      );
      for (const audit of failing) {
        const items =
          (audit.details as { items?: Array<{ node?: { snippet?: string } }> } | undefined)?.items ?? [];
        console.log(
          `  not passed: ${audit.id} — ${audit.title} ${items
            .slice(0, 3)
            .map((i) => i.node?.snippet ?? '')
            .join(' ')}`,
        );
      }
      const metrics = [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ];
      console.log(`  ${metrics.map((id) => `${id} ${run.lhr.audits[id]?.displayValue ?? '?'}`).join(', ')}`);
    }
  }
}

if (process.argv.includes('--json')) console.log(JSON.stringify(results));
const below = results.flatMap(({ page, lang, scores }) =>
  Object.entries(TARGETS)
    .filter(([id, target]) => (scores[id] ?? 0) < target)
    .map(([id, target]) => `${page}${lang ? ` (${lang})` : ''} ${id} ${scores[id]} < ${target}`),
);
if (below.length > 0) {
  console.error(`Below target: ${below.join('; ')}`);
  process.exit(1);
}
process.exit(0);
