// A keyboard user on a long night's screen never loses their place. The live-night panel ("Invite
// the table") was suspected of moving the focus as it arrived: it arrives with the night's screen,
// never after its controls, and the swap from "Opening…" to the screen leaves a focus placed
// meanwhile where it was. What did lose the focus was Tab outrunning the long list's drawing: on a
// page too busy to draw at once, Tab ran past the drawn entries, out of the list, and wrapped round
// to "Win by tai" (one clean-clone CI run in three). Here the page hears of each scroll late, as a
// busy one does, and Tab still walks the entries one by one.
import { expect, test, type Route } from '@playwright/test';
import { bigNightBackup } from '../scripts/big-night';
import { builtScripts, expectTabsWalkTheEntries, freshStart } from './helpers';

test('the night’s screen keeps the keyboard’s place: nothing arrives after its controls, and Tab walks a long list however late the page draws', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A page too busy to draw: the long list hears of each scroll 400 ms late.
  await page.addInitScript(() => {
    const listen = window.addEventListener.bind(window);
    window.addEventListener = ((
      type: string,
      listener: EventListenerOrEventListenerObject,
      options?: boolean | AddEventListenerOptions,
    ) => {
      if (type !== 'scroll' && type !== 'scrollend') return listen(type, listener, options);
      const late = (event: Event) =>
        setTimeout(
          () => (typeof listener === 'function' ? listener(event) : listener.handleEvent(event)),
          400,
        );
      return listen(type, late, options);
    }) as typeof window.addEventListener;
  });
  // Every script the night's screen fetches (its own, the live night's engine, their words) is held back
  // until a keyboard user, starting at once, has placed the focus. The screen's own chunk is held from the
  // first load: the page's idle-time loading may ask for it early, and it must still be waiting.
  const held: Route[] = [];
  let holding: 'the screen' | 'every script' | 'none' = 'the screen';
  const screens = builtScripts('NightScreen');
  const isTheScreens = (route: Route) => screens.test(route.request().url());
  await page.route(/\/assets\/.*\.js$/, (route) =>
    holding === 'every script' || (holding === 'the screen' && isTheScreens(route))
      ? held.push(route)
      : route.continue(),
  );
  await freshStart(page, '/#/history');
  await page.getByLabel('Restore from a backup file').setInputFiles({
    name: 'long-night.json',
    mimeType: 'application/json',
    buffer: Buffer.from(bigNightBackup(300, 'long-own-night', 'Long own night')),
  });
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByText('Restored 1 night')).toBeVisible();

  // Whether "Invite the table" is there the moment the first entry's Edit is.
  await page.evaluate(() => {
    const seen = window as unknown as { inviteWithEntries?: boolean };
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[aria-label="Edit entry 300"]')) return;
      seen.inviteWithEntries = [...document.querySelectorAll('button')].some(
        (button) => button.textContent === 'Invite the table',
      );
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  holding = 'every script';
  await page.goto('/#/tonight');
  await expect(page.getByText('Opening…')).toBeVisible();
  await expect
    .poll(() => held.filter(isTheScreens).length, { message: 'the night’s screen waits for its own script' })
    .toBeGreaterThan(0);
  const nightTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Night' });
  await nightTab.focus();
  holding = 'none';
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('button', { name: 'Invite the table' })).toBeVisible();
  await expect(nightTab).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { inviteWithEntries?: boolean }).inviteWithEntries),
  ).toBe(true);

  // From the newest entry's Edit, at once, 60 Tabs walk the entries; none leaves the list.
  await expectTabsWalkTheEntries(page);
});
