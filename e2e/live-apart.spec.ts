// Phones apart for several hands, against the real sync server: a phone offline
// records hands 2 and 3 while the table records its own 2 and 3. Back online, every phone counts three
// hands for three turns (never four), marks a conflict on each of hands 2 and 3, and one tap on any
// phone keeps one phone's hands for both turns. Three phones on different screens: portrait, dark, and
// on its side.
import { expectAccessible, recordByTai } from './helpers';
import { expect, test } from './live-helpers';
import { CONNECTS_WITHIN, entriesHeading, lookAt, startLiveNight, strip, totalsOn } from './live-steps';

test.use({ actionTimeout: 15_000 });

const ARRIVES_WITHIN = { timeout: 5_000 };

test('a phone apart for two hands: a conflict per hand, three hands counted for three turns, one tap keeps its hands 2–3 on every phone', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server, { colorScheme: 'dark' });
  const three = await live.phone(server, { viewport: { width: 844, height: 390 } });
  const phones = [one, two, three];
  const pages = phones.map((phone) => phone.page);

  await startLiveNight(one, [two, three]);
  await recordByTai(one.page, 2, null, 2); // hand 1: Kumar self-draws
  for (const page of pages) await expect(entriesHeading(page, 1)).toBeVisible(ARRIVES_WITHIN);

  // Phone two loses its network and records hands 2 and 3 as it saw them …
  await two.goOffline();
  await expect(strip(two.page)).toHaveAttribute('data-live', 'offline', CONNECTS_WITHIN);
  await recordByTai(two.page, 2, null, 3); // Kumar self-draws 3 tai
  await recordByTai(two.page, 3, null, 1); // Siew Lan self-draws 1 tai
  await expect(two.page.getByTestId('hand-now')).toContainText('Hand 4');
  // … while phone one records the table's hands 2 and 3, which phone three follows.
  await recordByTai(one.page, 1, 0, 1); // Mei Ling wins on Ah Beng's discard
  await recordByTai(one.page, 0, null, 2); // Ah Beng self-draws
  await expect(entriesHeading(three.page, 3)).toBeVisible(ARRIVES_WITHIN);

  // Back: three hands counted for three turns on every phone, hands 2 and 3 each marked, the same totals.
  await two.goOnline();
  for (const page of pages) await expect(strip(page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  for (const page of pages) {
    await expect(page.locator('[data-entry][data-testid="live-conflict"]')).toHaveCount(2, CONNECTS_WITHIN);
    await expect(entriesHeading(page, 3)).toBeVisible();
    await expect(page.getByTestId('hand-now')).toContainText('Hand 4');
  }
  const [first, ...rest] = await Promise.all(pages.map(totalsOn));
  for (const totals of rest) expect(totals).toEqual(first);
  // The list is newest first: hand 3's note, then hand 2's, which offers the branch.
  const noteOf = (page: typeof one.page, hand: number) =>
    page
      .locator('[data-entry][data-testid="live-conflict"]')
      .filter({ hasText: `Two phones recorded hand ${hand} while apart.` });
  const note = (page: typeof one.page) => noteOf(page, 2);
  for (const page of pages) {
    await expect(note(page)).toHaveCount(1);
    await expect(note(page)).toContainText(
      'The same phones went on recording apart until hand 3: keep one phone’s hands 2 to 3 at once, or hand by hand.',
    );
    await expect(noteOf(page, 3)).toHaveCount(1);
    await expect(noteOf(page, 3)).not.toContainText('went on recording apart');
  }
  for (const [index, page] of pages.entries()) {
    await note(page).scrollIntoViewIfNeeded();
    await lookAt(page, `apart-${index + 1}.png`);
    await expectAccessible(page);
  }

  // On the phone on its side, one tap keeps phone two's hands 2 and 3 (Kumar's, then Siew Lan's).
  const kumars = three.page.locator('[data-waiting-hand]').filter({ hasText: 'Kumar won 3 tai, self-drawn' });
  const keep =
    (await kumars.count()) > 0
      ? kumars.getByRole('button', { name: /^Keep hands 2 to 3 of/ })
      : note(three.page).getByRole('button', { name: /^Keep hands 2 to 3 of entry/ });
  await expect(keep).toHaveText('Keep hands 2–3');
  await keep.click();
  for (const page of pages) {
    await expect(page.getByTestId('live-conflict')).toHaveCount(0, ARRIVES_WITHIN);
    await expect(entriesHeading(page, 3)).toBeVisible();
    await expect(page.locator('[data-entry="2"]')).toContainText('Kumar');
    await expect(page.locator('[data-entry="3"]')).toContainText('Siew Lan');
    await expect(page.locator('[data-set-aside]')).toHaveCount(2);
  }
  const [kept, ...others] = await Promise.all(pages.map(totalsOn));
  for (const totals of others) expect(totals).toEqual(kept);
  await lookAt(three.page, 'apart-kept-3.png');
});
