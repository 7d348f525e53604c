// On a live night the status strip covers nothing, not even a bonus tile: on a phone upright
// (390×844) and on its side (844×390), with the strip saying Live, every bonus tile of the Score
// screen is on screen and is what a tap there reaches (elementFromPoint), without scrolling; the strip
// overlaps no tab, and nothing of the palette is under it. On its side the strip shares the tab bar's line.
import type { Page } from '@playwright/test';
import { startNight } from './helpers';
import { expect, test } from './live-helpers';

test.use({ actionTimeout: 15_000 });

const BONUS = ['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4', 'CAT', 'RAT', 'ROOSTER', 'CENTIPEDE'];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What a tap at the middle of each element reaches: the element itself, or what covers it. */
async function hitAtCentre(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && (hit === el || el.contains(hit))
        ? 'ok'
        : `${el.getAttribute('data-tile') ?? el.textContent}: under ${hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName}`;
    }),
  );
}

for (const viewport of [
  { width: 844, height: 390 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}×${viewport.height} on a live night, every bonus tile is in view and tappable, and the strip covers nothing`, async ({
    live,
  }) => {
    test.setTimeout(90_000);
    const server = await live.startServer();
    const phone = await live.phone(server, { viewport });
    await phone.page.goto('/#/tonight');
    await startNight(phone.page);
    await phone.page.getByRole('button', { name: 'Invite the table' }).click();
    const strip = phone.page.getByTestId('live-status');
    await expect(strip).toHaveAttribute('data-live', 'live', { timeout: 20_000 });

    // The phone opens on the Score screen (the app started anew: the night stays live on every screen).
    await phone.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Score' }).click();
    await phone.page.reload();
    await expect(strip).toHaveAttribute('data-live', 'live', { timeout: 20_000 });
    await expect(phone.page.locator('[data-tile="F1"]')).toBeVisible();
    // The browser keeps the Night screen's scroll through a tab change and a reload: the Score screen at rest is at its top.
    await phone.page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => phone.page.evaluate(() => window.scrollY)).toBe(0);
    const view = phone.page.viewportSize()!;
    const stripBox = (await strip.boundingBox())!;
    for (const token of BONUS) {
      const tile = phone.page.locator(`[data-tile="${token}"]`);
      const box = (await tile.boundingBox())!;
      expect(
        box.y >= 0 && box.y + box.height <= view.height && box.x >= 0 && box.x + box.width <= view.width,
        `${token} on screen`,
      ).toBe(true);
      expect(overlaps(box, stripBox), `${token} under the strip`).toBe(false);
    }
    // Every tile of the palette, bonus tiles included, is what a tap at its middle reaches.
    expect((await hitAtCentre(phone.page, '[data-tile]')).filter((hit) => hit !== 'ok')).toEqual([]);
    // Every tab is whole and reachable beside (or under) the strip.
    expect((await hitAtCentre(phone.page, 'nav[aria-label="Main"] a')).filter((hit) => hit !== 'ok')).toEqual(
      [],
    );
    // The strip is inside the screen and says Live.
    expect(stripBox.y + stripBox.height).toBeLessThanOrEqual(view.height);
    await expect(strip).toHaveText('Live · 1 phone connected');
    const shot = test.info().outputPath(`score-live-${viewport.width}x${viewport.height}.png`);
    await phone.page.screenshot({ path: shot });
    await test.info().attach('score-live.png', { path: shot, contentType: 'image/png' });
    // A tap on a bonus tile puts it in the hand, without the page moving.
    await phone.page.locator('[data-tile="CAT"]').click();
    await expect(phone.page.locator('[data-bonus-tile="CAT"]')).toBeVisible();
    expect(await phone.page.evaluate(() => window.scrollY)).toBe(0);
  });
}
