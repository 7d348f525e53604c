// `npm run --silent bench:live -- [--phones 3] [--recordings 30] [--json]`  (after `npm run build`)
//
// One live night as a table plays it, timed: a real sync server (server/sync-server.ts, a child process
// on the loopback), the built app (vite preview), and three or more Chromium phones at 390×844, each a
// browser context of its own (its own IndexedDB). The phones take turns recording, alternately from the
// Night tab (Win by tai) and from the Score tab (a hand tapped in, then Record); the others wait on the
// Night tab. For each recording: from the tap on the sheet's Record button to the entry painted on the
// phone that recorded it (own), and to the entry painted on every other phone (others). Times are read
// in the pages (performance.timeOrigin + performance.now(), one clock on one machine), painted meaning
// the frame after the entry list shows the new count. Prints phones, samples, own_p95_ms and p95_ms.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findBrowser } from './ensure-browser';
import { startPreview } from './preview-server';
import { freePort, startServerProcess } from '../server/testing';

const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;
const SERVER_KEY = 'tai-table:sync-server';
/** A recording that has not reached a phone in this long is a failure of the night, not a slow sample. */
const ARRIVAL_BOUND_MS = 15_000;

interface Options {
  phones: number;
  recordings: number;
  json: boolean;
  /** Prints where the time goes, phase by phase, from the app's performance marks. */
  trace: boolean;
}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { phones: 3, recordings: 30, json: false, trace: false };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i]!;
    if (flag === '--json') options.json = true;
    else if (flag === '--trace') options.trace = true;
    else if (flag === '--phones' || flag === '--recordings') {
      const value = Number(argv[i + 1]);
      if (!Number.isSafeInteger(value) || value < 1)
        throw new Error(`${flag} takes a whole number of at least 1`);
      if (flag === '--phones') options.phones = value;
      else options.recordings = value;
      i += 1;
    } else throw new Error(`Unknown flag ${flag}`);
  }
  // Bounded: at most 6 phones and 200 recordings (a long night), and at least the 3 phones and 30 recordings
  // the targets are set for (docs/benchmarks.md).
  options.phones = Math.min(Math.max(options.phones, 3), 6);
  options.recordings = Math.min(Math.max(options.recordings, 30), 200);
  return options;
}

/** Seed 000's Ping Hu with Flower 3, won on a discard: scores at every seat (All Chow at least). */
const SCORE_TAB_HAND = {
  chow: ['c1', 'c2', 'c3'],
  tiles: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd9', 'd9', 'd6'],
  bonus: ['F3'],
};

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

// The in-page code is given as text: tsx names the functions it compiles (`__name`), which the page lacks.

/** In the page: resolves with the epoch time of the frame after the entry list first shows `count` entries. */
function paintedAt(page: Page, count: number): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const now = () => performance.timeOrigin + performance.now();
    const shown = () => (document.getElementById('entries-heading')?.textContent ?? '').includes('(${count})');
    let observer = null;
    let timer = null;
    const done = () => {
      if (observer) observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(now()));
    };
    timer = setTimeout(() => { if (observer) observer.disconnect(); reject(new Error('entry ${count} never showed')); }, ${ARRIVAL_BOUND_MS});
    if (shown()) done();
    else {
      observer = new MutationObserver(() => { if (shown()) done(); });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }
  })`) as Promise<number>;
}

/** In the page: notes the epoch time of the next click on the button named `name` (the sheet's Record). */
async function armClick(page: Page, name: string): Promise<void> {
  await page.evaluate(`(() => {
    delete window.benchClickAt;
    document.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target && target.textContent.trim() === ${JSON.stringify(name)} && window.benchClickAt === undefined) window.benchClickAt = performance.timeOrigin + performance.now();
    }, { capture: true, once: false });
  })()`);
}

/** In the page: the epoch times of the app's `live:` performance marks since `after` (epoch ms), by name (first of each). */
async function marksAfter(page: Page, after: number): Promise<Record<string, number>> {
  return (await page.evaluate(`(() => {
    const out = {};
    for (const mark of performance.getEntriesByType('mark')) {
      const at = performance.timeOrigin + mark.startTime;
      if (!mark.name.startsWith('live:') || at < ${after}) continue;
      if (out[mark.name] === undefined) out[mark.name] = at;
    }
    return out;
  })()`)) as Record<string, number>;
}

const clickAt = async (page: Page): Promise<number> => Number(await page.evaluate('window.benchClickAt'));

async function openPhone(browser: Browser, appUrl: string, serverUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
    locale: 'en-SG',
  });
  await context.addInitScript(
    ([key, url]) => {
      if (location.protocol.startsWith('http')) localStorage.setItem(key, url);
    },
    [SERVER_KEY, serverUrl] as const,
  );
  const page = await context.newPage();
  await page.goto('/#/');
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
  return page;
}

async function startNight(page: Page): Promise<string> {
  await page.goto('/#/tonight');
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await page.getByTestId('hand-now').waitFor();
  await page.getByRole('button', { name: 'Invite the table' }).click();
  const field = page.getByRole('textbox', { name: 'Live link' });
  await field.waitFor();
  await page.locator('[data-testid="live-status"][data-live="live"]').waitFor({ timeout: 30_000 });
  return field.inputValue();
}

const sheet = (page: Page) => page.getByRole('dialog');
const pick = (page: Page, group: string, player: number) =>
  sheet(page)
    .getByRole('group', { name: group })
    .getByRole('radio', { name: new RegExp(`^${PLAYERS[player]}`) })
    .check();

/** Opens the Win by tai sheet and fills it; the timed tap is the caller's. */
async function prepareNightTab(page: Page, winner: number, discarder: number): Promise<string> {
  if (!page.url().endsWith('#/tonight')) await page.goto('/#/tonight');
  await page.getByRole('button', { name: 'Win by tai' }).click();
  await pick(page, 'Who won?', winner);
  await pick(page, 'Who discarded the winning tile?', discarder);
  await sheet(page).getByRole('radio', { name: '1 tai' }).check({ force: true });
  return 'Record';
}

/** Taps the hand in on the Score tab and opens Record's sheet, filled; the timed tap is the caller's. */
async function prepareScoreTab(page: Page, winner: number, discarder: number): Promise<string> {
  await page.goto('/#/');
  const clear = page.getByRole('button', { name: 'Clear' });
  if (await clear.isEnabled()) await clear.click();
  await page.getByRole('radio', { name: 'Chow', exact: true }).check({ force: true });
  await page.locator('[data-tile="c1"]').click();
  for (const tile of SCORE_TAB_HAND.tiles) await page.locator(`[data-tile="${tile}"]`).click();
  for (const tile of SCORE_TAB_HAND.bonus) await page.locator(`[data-tile="${tile}"]`).click();
  await page.getByRole('radio', { name: 'Discard', exact: true }).check({ force: true });
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await pick(page, 'Who won?', winner);
  await pick(page, 'Who discarded the winning tile?', discarder);
  return 'Record the win';
}

/** The server's own figures for the night: how long it took from receiving an update to sending it on, and to store it. */
async function relayFigures(port: number): Promise<string> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const figure = (pattern: RegExp): number => Number(pattern.exec(text)?.[1] ?? NaN);
  const relayed = figure(/^tai_sync_update_relay_seconds_count (\S+)/m);
  const relaySum = figure(/^tai_sync_update_relay_seconds_sum (\S+)/m);
  const appended = figure(/^tai_sync_store_seconds_count\{operation="append"\} (\S+)/m);
  const appendSum = figure(/^tai_sync_store_seconds_sum\{operation="append"\} (\S+)/m);
  const buckets = [...text.matchAll(/^tai_sync_update_relay_seconds_bucket\{le="([^"]+)"\} (\S+)/gm)]
    .map(([, le, n]) => `≤${le}s:${n}`)
    .join(' ');
  return (
    `server: ${relayed} updates relayed, mean ${((relaySum / relayed) * 1_000).toFixed(1)} ms from arrival to sent on ` +
    `(${buckets}); store append mean ${((appendSum / appended) * 1_000).toFixed(2)} ms over ${appended}`
  );
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = mkdtempSync(join(tmpdir(), 'tai-table-bench-live-'));
  const serverPort = await freePort();
  const server = await startServerProcess({ PORT: String(serverPort), SYNC_DATA: dataDir });
  const serverUrl = server.url;
  const appPort = await freePort();
  const stopPreview = await startPreview(appPort);
  const executablePath = findBrowser() ?? undefined;
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      // Every phone is on screen at the table: none is throttled as a background tab.
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
  const own: number[] = [];
  const others: number[] = [];
  const bySource = { night: [] as number[], score: [] as number[] };
  /** Per phase, how long it took (ms), from the app's performance marks: where the time goes. */
  const phases = new Map<string, number[]>();
  const phase = (name: string, from: number | undefined, to: number | undefined) => {
    if (from === undefined || to === undefined) return;
    phases.set(name, [...(phases.get(name) ?? []), to - from]);
  };
  try {
    const appUrl = `http://localhost:${appPort}`;
    const phones: Page[] = [];
    for (let i = 0; i < options.phones; i += 1) phones.push(await openPhone(browser, appUrl, serverUrl));
    const link = await startNight(phones[0]!);
    for (const page of phones.slice(1)) {
      await page.goto(link);
      await page.getByTestId('hand-now').waitFor({ timeout: 30_000 });
      await page.locator('[data-testid="live-status"][data-live="live"]').waitFor({ timeout: 30_000 });
    }
    for (let n = 1; n <= options.recordings; n += 1) {
      const recorder = phones[(n - 1) % phones.length]!;
      const fromScore = n % 2 === 0;
      const winner = n % 4;
      const discarder = (n + 1) % 4;
      // The others wait on the Night tab, as the table leaves its phones.
      for (const page of phones)
        if (page !== recorder && !page.url().endsWith('#/tonight')) await page.goto('/#/tonight');
      for (const page of phones) if (page !== recorder) await page.getByTestId('hand-now').waitFor();
      const button = fromScore
        ? await prepareScoreTab(recorder, winner, discarder)
        : await prepareNightTab(recorder, winner, discarder);
      await armClick(recorder, button);
      // Armed before the tap on every phone; a Score-tab recording opens the Night screen in the same
      // document (a change of the address's fragment), so the recorder's wait sees it painted there.
      const arrivals = phones.map((page) => paintedAt(page, n));
      await sheet(recorder).getByRole('button', { name: button, exact: true }).click();
      const tapped = await clickAt(recorder);
      const paints = await Promise.all(arrivals);
      // The recording phone draws its hand as it goes to the table, before the write stores and projects
      // it (db/ledger.ts's SentChange): the projection's mark may come after the paint, so it is waited for.
      if (options.trace)
        await recorder.evaluate(`new Promise((resolve) => {
          const seen = () => performance.getEntriesByName('live:own-projected').some((m) => performance.timeOrigin + m.startTime >= ${tapped});
          const poll = () => (seen() ? resolve(true) : setTimeout(poll, 5));
          poll();
        })`);
      const ownMarks = options.trace ? await marksAfter(recorder, tapped) : {};
      phase('own: tap → sent', tapped, ownMarks['live:sent']);
      phase('own: sent → projected', ownMarks['live:sent'], ownMarks['live:own-projected']);
      for (const [i, painted] of paints.entries()) {
        const took = painted - tapped;
        if (phones[i] !== recorder) {
          others.push(took);
          if (options.trace) {
            const m = await marksAfter(phones[i]!, tapped);
            phase('others: sent → received', ownMarks['live:sent'], m['live:remote-update']);
            phase('others: received → notified', m['live:remote-update'], m['live:remote-notified']);
            phase('others: notified → flush', m['live:remote-notified'], m['live:flush-start']);
            phase('others: flush → read', m['live:flush-start'], m['live:flush-read']);
            phase('others: read → stored, projected', m['live:flush-read'], m['live:flush-projected']);
            phase('others: projected → committed', m['live:flush-projected'], m['live:flush-committed']);
            phase('others: committed → painted', m['live:flush-committed'], painted);
          }
        } else {
          if (options.trace) phase('own: sent → painted', ownMarks['live:sent'], painted);
          own.push(took);
          bySource[fromScore ? 'score' : 'night'].push(took);
        }
      }
    }
    if (options.trace) console.error(await relayFigures(serverPort));
  } finally {
    await browser.close();
    stopPreview();
    await server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
  const round = (value: number): number => Math.round(value);
  const result = {
    phones: options.phones,
    samples: own.length,
    own_p50_ms: round(percentile(own, 50)),
    own_p95_ms: round(percentile(own, 95)),
    own_p95_night_tab_ms: round(percentile(bySource.night, 95)),
    own_p95_score_tab_ms: round(percentile(bySource.score, 95)),
    p50_ms: round(percentile(others, 50)),
    p95_ms: round(percentile(others, 95)),
    other_samples: others.length,
    cpus: cpus().length,
    load_average: Number(loadavg()[0]!.toFixed(2)),
  };
  if (options.trace)
    for (const [name, values] of phases)
      console.error(
        `${name.padEnd(34)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms  (${values.length})`,
      );
  if (options.json) console.log(JSON.stringify(result));
  else {
    console.log(
      `${result.phones} phones, ${result.samples} recordings (${result.other_samples} arrivals on other phones), ${result.cpus} CPUs, load ${result.load_average}`,
    );
    console.log(
      `own phone: p50 ${result.own_p50_ms} ms, p95 ${result.own_p95_ms} ms (Night tab ${result.own_p95_night_tab_ms}, Score tab ${result.own_p95_score_tab_ms}); p95 target ≤ 100`,
    );
    console.log(`other phones: p50 ${result.p50_ms} ms, p95 ${result.p95_ms} ms; p95 target ≤ 150`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
