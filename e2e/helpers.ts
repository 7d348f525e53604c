// Shared steps for the end-to-end specs: build a hand by taps as a player would.
import axe from 'axe-core';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { SPRITE_COLUMNS } from '../src/ui/tiles/tile-images';

/**
 * The address of the built scripts of the chunks named `names` (the build's manifest,
 * dist/.vite/manifest.json): a script's file is named by its hash alone (vite.config.ts).
 */
export function builtScripts(...names: string[]): RegExp {
  const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
    string,
    { name?: string; file: string }
  >;
  const files = names.map((name) => {
    const found = Object.values(manifest).filter((chunk) => chunk.name === name);
    if (found.length !== 1) throw new Error(`The build has ${found.length} chunks named ${name}, not one.`);
    return found[0]!.file.replaceAll('.', '\\.');
  });
  return new RegExp(`/(?:${files.join('|')})$`);
}

export interface TapHand {
  hand: string[];
  exposed?: { type: 'chow' | 'pong' | 'kong' | 'concealed_kong'; tiles: string[] }[];
  bonus?: string[];
  winning_tile: string;
  winning_from_discard?: boolean;
}

/** Seed 000's Ping Hu with Flower 3 (West's flower), won on a discard: All Chow 1, plus 1 in the West seat. */
export const ALL_CHOW_F3: TapHand = {
  hand: ['c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  exposed: [{ type: 'chow', tiles: ['c1', 'c2', 'c3'] }],
  bonus: ['F3'],
  winning_tile: 'd6',
  winning_from_discard: true,
};

const DECLARE_LABEL = { chow: 'Chow', pong: 'Pong', kong: 'Kong', concealed_kong: 'Concealed kong' } as const;

/** Taps a hand into the score screen: declared sets first, then the concealed tiles with the winning tile last. */
export async function tapHand(page: Page, hand: TapHand): Promise<void> {
  for (const set of hand.exposed ?? []) {
    await page.getByRole('radio', { name: DECLARE_LABEL[set.type], exact: true }).check({ force: true });
    const lowest = [...set.tiles].sort()[0]!;
    await page.locator(`[data-tile="${set.type === 'chow' ? lowestOfChow(set.tiles) : lowest}"]`).click();
  }
  const tiles = [...hand.hand];
  tiles.splice(tiles.lastIndexOf(hand.winning_tile), 1);
  for (const tile of [...tiles, hand.winning_tile]) await page.locator(`[data-tile="${tile}"]`).click();
  for (const tile of hand.bonus ?? []) await page.locator(`[data-tile="${tile}"]`).click();
  // Exact: a house rule's choices ("Any self-drawn win …") may be on the page too.
  await page
    .getByRole('radio', { name: hand.winning_from_discard ? 'Discard' : 'Self-draw', exact: true })
    .check({ force: true });
}

function lowestOfChow(tiles: string[]): string {
  return [...tiles].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)))[0]!;
}

/**
 * Another phone at the table: a browser context of its own (its own storage), the phone the project's
 * tests are (playwright.config.ts `use`: the app's address, 390×844, touch, 2× pixels, service
 * workers blocked), which a context made by hand would not otherwise take. `options` says what
 * differs: a language, dark, service workers allowed.
 */
export function phoneContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const { baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, serviceWorkers } =
    test.info().project.use;
  return browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    serviceWorkers,
    ...options,
  });
}

/** The four players the English night specs seat, East first. */
export const PLAYERS = ['Ah Beng', 'Mei Ling', 'Kumar', 'Siew Lan'] as const;
export type Player = 0 | 1 | 2 | 3;

/** The sheet open on the page (Record, Win by tai, an edit, a confirmation). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Picks a player in one of the open sheet's groups ("Who won?", "Who discarded the winning tile?", …). */
export const pickPlayer = (page: Page, group: string, player: Player): Promise<void> =>
  dialog(page)
    .getByRole('group', { name: group })
    .getByRole('radio', { name: new RegExp(`^${PLAYERS[player]}`) })
    .check();

/** Records a win by tai on the night's screen: who won, who discarded (null: self-drawn), how many tai. */
export async function recordByTai(
  page: Page,
  winner: Player,
  discarder: Player | null,
  tai: number,
): Promise<void> {
  await page.getByRole('button', { name: 'Win by tai' }).click();
  await pickPlayer(page, 'Who won?', winner);
  if (discarder === null) await dialog(page).getByRole('radio', { name: 'Self-draw' }).check({ force: true });
  else await pickPlayer(page, 'Who discarded the winning tile?', discarder);
  await dialog(page)
    .getByRole('radio', { name: `${tai} tai` })
    .check({ force: true });
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

/** Starts a night of PLAYERS at $0.20 a tai from the night's start form, on screen in English. */
export async function startNight(page: Page): Promise<void> {
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page.getByLabel('One tai is worth, in dollars').fill('0.20');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await expect(page.getByTestId('hand-now')).toHaveText('Hand 1 · East round · Ah Beng deals');
}

/**
 * From the newest of 300 entries' Edit, 60 Tabs walk on entry by entry, past the rows first drawn:
 * none leaves the list, and the one reached is in view.
 */
export async function expectTabsWalkTheEntries(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Edit entry 300' }).focus();
  for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAccessibleName(/^(Edit|Delete) entry \d+$/);
  const reached = Number((await focused.getAttribute('aria-label'))!.match(/\d+/)![0]);
  expect(reached).toBeLessThan(300 - 25);
  await expect(focused).toBeInViewport();
}

export async function freshStart(page: Page, path = '/'): Promise<void> {
  // A test's own page, blank in a context of its own, has nothing stored yet: one load is enough (the suite
  // is bound by the machine's two cores, and every load of the app is work it waits on). Any other page is
  // cleared first.
  const blankAndAlone = page.url() === 'about:blank' && page.context().pages().length === 1;
  if (!blankAndAlone) {
    await page.goto(path);
    await page.evaluate(() => localStorage.clear());
  }
  await page.goto(path);
  await waitForApp(page);
}

/**
 * Waits until the app has taken over the page (src/main.tsx marks <html data-app="live">). Before
 * that the static shell is on screen: a tap on it is held and delivered later, but a radio does
 * not look checked yet, and another address still shows the shell's score screen.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('html[data-app="live"]').waitFor({ state: 'attached' });
}

/**
 * Dismisses the "Ready to work offline." notice whenever it shows, for specs that let the service
 * worker run. A short wait: behind an open sheet the notice is inert, and it leaves by itself after
 * 4 s; either way there is nothing left to dismiss, and an unbounded tap would hang the test.
 */
export function dismissOfflineNotice(page: Page): Promise<void> {
  return page.addLocatorHandler(page.getByText('Ready to work offline.'), async () => {
    await page
      .getByRole('status')
      .filter({ hasText: 'Ready to work offline.' })
      .getByRole('button', { name: 'OK' })
      .click({ timeout: 3_000 })
      .catch(() => undefined);
  });
}

/**
 * The characters a palette tile's face shows, read from the sprite cell its box has as background
 * (tile-faces.css): the very picture the phone draws, in the page's language as it is now.
 */
export function paletteFaceText(page: Page, token: string): Promise<string> {
  return page.locator(`[data-tile="${token}"] .tile-face`).evaluate(async (face, columns) => {
    const style = getComputedStyle(face);
    const url = /^url\("(.*)"\)$/s.exec(style.backgroundImage)?.[1];
    if (!url) throw new Error(`No sprite behind the face of ${face.className}: ${style.backgroundImage}`);
    const column = Math.round((parseFloat(style.backgroundPositionX) / 100) * (columns - 1));
    // The sprites are in the stylesheet, as data: URLs (tile-faces.css): read, not fetched, which the
    // page's Content-Security-Policy would refuse.
    const text = url.startsWith('data:')
      ? decodeURIComponent(url.slice(url.indexOf(',') + 1))
      : await (await fetch(url)).text();
    const sprite = new DOMParser().parseFromString(text, 'image/svg+xml');
    return [...sprite.querySelectorAll(`:root > svg[x="${column * 60}"] text`)]
      .map((text) => text.textContent)
      .join('');
  }, SPRITE_COLUMNS);
}

/** axe-core on the page as it is: no violations at all. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe-core itself, run in the page as @axe-core/playwright's legacy mode runs it, without that wrapper's
  // cost: it opened a second page in the context for every check (to gather frames' results the app has
  // none of: it has no frames) and sent axe's 500 kB source twice. That was 0.5 s of a 0.6 s check. The
  // source is sent only when the page does not have it yet (a load or a reload drops it). Every rule runs;
  // only the violations are described and sent back.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((results) =>
        results.violations.map(
          (v) =>
            `${v.impact}: ${v.id} — ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        ),
      ),
  );
  expect(violations).toEqual([]);
}

/**
 * SIGKILL to a browser started in a process group of its own (spawn's `detached`) and to every
 * helper process it started, as when the phone kills the app: killing the browser process alone
 * leaves helpers writing into the profile for a while.
 */
export async function killBrowser(browser: ChildProcess): Promise<void> {
  if (browser.exitCode !== null || browser.signalCode !== null) return;
  const exited = new Promise((r) => browser.once('exit', r));
  process.kill(-browser.pid!, 'SIGKILL');
  await exited;
}
