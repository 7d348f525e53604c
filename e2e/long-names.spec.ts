// Names as tables have them: Malay, Indian and Chinese names, long ones, ones of 21
// letters with no space and ones in Chinese characters, never widen a phone's screen or push a
// control out of reach, on the start form, the night, settle-up, a shared night, the score screen and
// Past nights (with Nights compared);
// settle-up's who-pays-whom and the entry list show them whole.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshStart } from './helpers';

/** The four that overflowed "Who deals first" (a 411 px page on a 390 px phone). */
const EVERYDAY = ['Muhammad Hafiz', 'Nurul Aisyah', 'Christopher Tan', 'Siew Lan Wong'] as const;
/** Harder still: a full Malay name, Chinese characters, a long Indian name, 21 letters with no space. */
const LONG = ['Nur Aisyah binti Abdullah', '黃秀蘭', 'Ramasamy Krishnan', 'MuhammadHafizAbdullah'] as const;

const dialog = (page: Page) => page.getByRole('dialog');

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  // Against the phone's own width too: a phone browser widens innerWidth to a page that overflows.
  const phone = page.viewportSize()!.width;
  const page_ = await page.evaluate(
    (phone) => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      // What sticks out, to say so when it fails.
      past: [...document.querySelectorAll('body *')]
        .filter(
          (el) =>
            el.getBoundingClientRect().right > phone + 0.5 &&
            getComputedStyle(el).position !== 'fixed' &&
            getComputedStyle(el.parentElement!).overflowX === 'visible' &&
            (el.parentElement?.getBoundingClientRect().right ?? 0) <= phone + 0.5,
        )
        .slice(0, 3)
        .map(
          (el) =>
            `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">${el.textContent?.slice(0, 40) ?? ''}`,
        ),
    }),
    phone,
  );
  expect(
    page_.scrollWidth,
    `${where}: page ${page_.scrollWidth} px wide on a ${phone} px screen: ${page_.past.join(' | ')}`,
  ).toBeLessThanOrEqual(Math.min(page_.innerWidth, phone));
}

/** Scrolled to as far as the page goes, the control is on screen and a tap at its middle lands on it (no bar over it). */
async function expectReachable(control: Locator, where: string): Promise<void> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  const phone = control.page().viewportSize()!;
  const hit = await control.evaluate((control, { width, height }) => {
    // A radio is drawn by its label: the input itself is visually hidden.
    const element = control.closest('label') ?? control;
    const box = element.getBoundingClientRect();
    const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { inside, hits: top !== null && (top === element || element.contains(top)) };
  }, phone);
  expect(hit, `${where}: ${await control.textContent()}`).toEqual({ inside: true, hits: true });
}

/** Checks the page and its bottom bar, with screenshots light and dark for a person to look at. */
async function expectFits(page: Page, where: string, controls: Locator[] = [], sheet = false): Promise<void> {
  // Screenshots first, to be looked at even when a check fails.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.screenshot({ path: test.info().outputPath(`${where}-${scheme}.png`) });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await expectNoSidewaysScroll(page, where);
  // Behind an open sheet the tab bar is out of reach on purpose.
  const settings = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' });
  for (const control of sheet ? controls : [...controls, settings]) {
    await expectReachable(control, where);
  }
}

/** No text inside is cut short: every element is as wide as its own content. */
async function expectWhole(area: Locator, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(area).toContainText(name);
  const clipped = await area.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
}

for (const width of [360, 390]) {
  test(`long names fit every night screen at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 360 ? 640 : 844 });
    await freshStart(page, '/#/tonight');
    const start = page.getByRole('button', { name: 'Start the night' });

    for (const [i, name] of EVERYDAY.entries())
      await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await expectFits(page, `${width}-start-everyday`, [
      start,
      page.getByRole('radio', { name: EVERYDAY[3] }),
    ]);
    for (const [i, name] of LONG.entries())
      await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
    await page.getByRole('radio', { name: LONG[3] }).check({ force: true });
    await expectFits(page, `${width}-start-long`, [start, page.getByRole('radio', { name: LONG[0] })]);
    await page.getByLabel('One tai is worth, in dollars').fill('0.20');
    await start.click();
    await expect(page.getByTestId('hand-now')).toContainText('Hand 1 · East round');

    // The night, with its sheet open: every player can be chosen.
    await page.getByRole('button', { name: 'Win by tai' }).click();
    const won = dialog(page).getByRole('group', { name: 'Who won?' });
    await won.getByRole('radio', { name: new RegExp(`^${LONG[1]}`) }).check();
    await dialog(page).getByRole('radio', { name: 'Discard', exact: true }).check({ force: true });
    await dialog(page)
      .getByRole('group', { name: 'Who discarded the winning tile?' })
      .getByRole('radio', { name: new RegExp(`^${LONG[3]}`) })
      .check();
    await dialog(page).getByRole('radio', { name: '3 tai' }).check({ force: true });
    await expectFits(
      page,
      `${width}-win-sheet`,
      [
        dialog(page).getByRole('button', { name: 'Record' }),
        won.getByRole('radio', { name: new RegExp(`^${LONG[0]}`) }),
      ],
      true,
    );
    await dialog(page).getByRole('button', { name: 'Record' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expectFits(page, `${width}-night`, [page.getByRole('button', { name: 'Win by tai' })]);
    await expectWhole(page.locator('[data-entry="1"]'), [LONG[1], LONG[3]]);

    // The score screen's "Who won?" with the night open.
    await page.goto('/#/');
    await expect(page.getByText('Who won?')).toBeVisible();
    await expectFits(page, `${width}-score`, [page.getByRole('radio', { name: new RegExp(`^${LONG[0]}`) })]);

    // Settle-up: who pays whom, in full names.
    await page.goto('/#/settle');
    await expect(page.getByRole('heading', { name: 'Who pays whom' })).toBeVisible();
    await expectFits(page, `${width}-settle`);
    await expectWhole(page.getByRole('list', { name: 'Payments to settle up' }), LONG);

    // The night's link, opened: the shared night with its board and chart.
    await page.getByRole('button', { name: 'Share the night' }).click();
    const link = page.getByRole('textbox', { name: 'Link' });
    await expect(link).toHaveValue(/#\/n\//);
    await page.goto(await link.inputValue());
    await expect(page.getByRole('heading', { name: /^Shared night/ })).toBeVisible();
    await expectFits(page, `${width}-shared-night`);

    // Past nights.
    await page.goto('/#/history');
    const open = page.getByRole('button', { name: /^Open the night of/ });
    await expectFits(page, `${width}-history`, [open]);
    await open.click();
    await expectFits(page, `${width}-history-night`);
  });
}
