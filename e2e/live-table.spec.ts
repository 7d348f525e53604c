// A live night as a table plays it, against the real sync server (e2e/live-helpers.ts):
// three phones, each on the screen a player would leave it on. A phone waiting on the Score tab follows
// the hands recorded elsewhere and records the next one from there, at the right hand and seats, with
// no conflict; Settle up on another phone follows each hand; the strip counts the phones on every
// screen; finishing on one phone is said on the others. A night started on an English phone shows its
// date in 繁體中文 on a Hong Kong phone. Axe in light and dark, upright and on its side. Two phones
// both Live recording the same turn at once are told "at the same time" (the apart case: live.spec.ts).
import type { Page } from '@playwright/test';
import {
  ALL_CHOW_F3,
  dialog,
  expectAccessible,
  pickPlayer,
  recordByTai,
  startNight,
  tapHand,
} from './helpers';
import { expect, test, type Phone } from './live-helpers';
import { entriesHeading, joinNight as join, lookAt, startLiveNight, strip, totalsOn } from './live-steps';

test.use({ actionTimeout: 15_000 });

/** A change reaching another connected phone: within a second on a normal network, with room for a shared machine. */
const ARRIVES_WITHIN = { timeout: 3_000 };
/** Joining, connecting: the provider's own pace. */
const CONNECTS_WITHIN = { timeout: 20_000 };

/** Axe on the Score tab, the night and Settle up of each phone, each drawn (not its "Opening…") and live. */
async function axeOnEveryLiveScreen(phones: readonly Phone[]): Promise<void> {
  for (const path of ['/#/', '/#/tonight', '/#/settle']) {
    for (const phone of phones) {
      await phone.page.goto(path);
      await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
      await expect(phone.page.getByRole('heading', { level: 1 })).toBeAttached();
      await expect(
        path === '/#/' ? phone.page.locator('[data-tile]').first() : phone.page.getByTestId('total-1'),
      ).toBeAttached();
      await expectAccessible(phone.page);
    }
  }
}

async function inviteTheTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Invite the table' }).click();
  const field = page.getByRole('textbox', { name: 'Live link' });
  await expect(field).toHaveValue(/#\/live\//);
  // The link is in view, not under the status strip or the tab bar.
  await expect(field).toBeInViewport({ ratio: 1 });
  const fieldBox = (await field.boundingBox())!;
  const stripBox = (await strip(page).boundingBox())!;
  expect(fieldBox.y + fieldBox.height, 'the link field is above the status strip').toBeLessThanOrEqual(
    stripBox.y,
  );
  await expect(strip(page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  return field.inputValue();
}

test('three phones: Score tab and Settle up follow the night, a hand recorded from the Score tab is the next hand at the right seats, the strip counts the phones, finishing is said', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const server = await live.startServer();
  const keeper = await live.phone(server);
  const scorer = await live.phone(server);
  const settler = await live.phone(server, { colorScheme: 'dark' });

  await keeper.page.goto('/#/tonight');
  await startNight(keeper.page);
  const link = await inviteTheTable(keeper.page);
  await join(scorer, link);
  await join(settler, link);

  // Each phone goes to the screen its player leaves it on: the Score tab, Settle up.
  await scorer.page.goto('/#/');
  await settler.page.goto('/#/settle');
  // The strip is on every screen, and counts the three phones.
  for (const page of [keeper.page, scorer.page, settler.page]) {
    await expect(strip(page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
    await expect(strip(page)).toHaveText('Live · 3 phones connected', { timeout: 8_000 });
  }
  await expect(settler.page.getByTestId('total-2')).toHaveText('$0.00');
  // Before any hand, the Score tab's night context: Ah Beng deals in the East.
  await expect(scorer.page.getByRole('radio', { name: 'Ah Beng, East, dealer' })).toBeAttached();

  // Hand 1 on the keeper's phone: Mei Ling wins on Ah Beng's discard, 1 tai; the deal passes to her.
  await recordByTai(keeper.page, 1, 0, 1);
  await expect(keeper.page.getByTestId('hand-now')).toHaveText('Hand 2 · East round · Mei Ling deals');
  // The Score tab follows: Mei Ling deals, Siew Lan sits West now.
  await expect(scorer.page.getByRole('radio', { name: 'Mei Ling, East, dealer' })).toBeAttached(
    ARRIVES_WITHIN,
  );
  await expect(scorer.page.getByRole('radio', { name: 'Siew Lan, West' })).toBeAttached();
  // Settle up follows.
  await expect(settler.page.getByTestId('total-2')).not.toHaveText('$0.00', ARRIVES_WITHIN);
  expect(await totalsOn(settler.page)).toEqual(await totalsOn(keeper.page));
  await lookAt(scorer.page, 'score-tab-live-light.png');
  await lookAt(settler.page, 'settle-live-dark.png');

  // Hand 2 tapped in on the Score tab: Siew Lan won, with West's flower: 2 tai at her seat this hand.
  await tapHand(scorer.page, ALL_CHOW_F3);
  await scorer.page.getByRole('radio', { name: 'Siew Lan, West' }).check({ force: true });
  await scorer.page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog(scorer.page)).toHaveAccessibleName('Record this hand');
  await expect(dialog(scorer.page)).toContainText('hand 2, East round, Mei Ling deals.');
  await dialog(scorer.page)
    .getByRole('group', { name: 'Who discarded the winning tile?' })
    .getByRole('radio', { name: /^Kumar/ })
    .check();
  await expect(dialog(scorer.page).getByTestId('score-total')).toHaveText('2');
  await dialog(scorer.page).getByRole('button', { name: 'Record the win' }).click();
  await expect(scorer.page).toHaveURL(/#\/tonight$/);

  // Every phone: two entries, hand 3 next (Siew Lan won, so Kumar deals), no conflict, the same totals.
  await expect(entriesHeading(scorer.page, 2)).toBeVisible();
  for (const page of [keeper.page, scorer.page]) {
    await expect(entriesHeading(page, 2)).toBeVisible(ARRIVES_WITHIN);
    await expect(page.getByTestId('hand-now')).toHaveText('Hand 3 · East round · Kumar deals');
    await expect(page.getByTestId('live-conflict')).toHaveCount(0);
  }
  await expect(settler.page.getByText('2 entries', { exact: false })).toBeVisible(ARRIVES_WITHIN);
  expect(await totalsOn(settler.page)).toEqual(await totalsOn(keeper.page));
  expect(await totalsOn(scorer.page)).toEqual(await totalsOn(keeper.page));

  // Finished on the keeper's phone: the others are told, by the night's name, with Settle up one tap away.
  await keeper.page.getByRole('button', { name: 'Finish the night' }).click();
  await dialog(keeper.page).getByRole('button', { name: 'Finish and settle up' }).click();
  await expect(keeper.page).toHaveURL(/#\/settle$/);
  await expect(keeper.page.getByTestId('night-finished-elsewhere')).toHaveCount(0);
  for (const page of [scorer.page, settler.page]) {
    await expect(page.getByTestId('night-finished-elsewhere')).toContainText(
      'was finished on Phone 1',
      ARRIVES_WITHIN,
    );
  }
  await lookAt(scorer.page, 'finished-elsewhere-light.png');
  await scorer.page.getByTestId('night-finished-elsewhere').getByRole('link', { name: 'Settle up' }).click();
  await expect(scorer.page).toHaveURL(/#\/settle$/);
  expect(await totalsOn(scorer.page)).toEqual(await totalsOn(keeper.page));
  // The night is over: no strip (the connection closed), on any phone.
  for (const page of [keeper.page, scorer.page, settler.page])
    await expect(strip(page)).toHaveCount(0, ARRIVES_WITHIN);
});

test('a night started on an English phone shows its date in 繁體中文 on a Hong Kong phone; axe clean in light and dark, upright and on its side', async ({
  live,
}) => {
  test.setTimeout(150_000);
  const server = await live.startServer();
  const english = await live.phone(server);
  const hongKong = await live.phone(server, { locale: 'zh-HK', colorScheme: 'dark' });

  await english.page.goto('/#/tonight');
  await startNight(english.page);
  const started = Date.now();
  const parts: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  };
  await expect(english.page.getByRole('heading', { level: 1 })).toHaveText(
    `Tonight: ${new Intl.DateTimeFormat('en-SG', parts).format(started)}`,
  );
  const link = await inviteTheTable(english.page);
  await join(hongKong, link);
  const chinese = new Intl.DateTimeFormat('zh-Hant-HK', parts).format(started);
  await expect(hongKong.page.getByRole('heading', { level: 1 })).toContainText(chinese);
  await expect(hongKong.page.getByRole('heading', { level: 1 })).not.toContainText(/[A-Za-z]/);
  await lookAt(hongKong.page, 'zh-hk-night-dark.png');

  await recordByTai(english.page, 2, null, 2);
  await expect(hongKong.page.getByTestId('total-3')).toHaveText('+$2.40', ARRIVES_WITHIN);

  // Axe on every live screen: upright light (English), upright dark (Hong Kong), then both on their side.
  await axeOnEveryLiveScreen([english, hongKong]);
  for (const phone of [english, hongKong]) await phone.page.setViewportSize({ width: 844, height: 390 });
  await axeOnEveryLiveScreen([english, hongKong]);
  await lookAt(english.page, 'settle-landscape-light.png');
  await hongKong.page.goto('/#/tonight');
  await lookAt(hongKong.page, 'night-landscape-dark.png');
});

test('two phones edit one entry with the server down: both versions kept and told on both phones, Settle up says the night is not settled, one tap chooses for all', async ({
  live,
}) => {
  test.setTimeout(180_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server, { colorScheme: 'dark' });
  const three = await live.phone(server);

  await startLiveNight(one, [two, three]);
  await recordByTai(one.page, 2, null, 2); // Kumar self-draws 2 tai
  for (const phone of [two, three]) await expect(entriesHeading(phone.page, 1)).toBeVisible(ARRIVES_WITHIN);
  await three.page.goto('/#/settle');

  // The server goes away; each of two phones corrects entry 1 its own way.
  await server.kill('SIGTERM');
  for (const phone of [one, two])
    await expect(strip(phone.page)).not.toHaveAttribute('data-live', 'live', { timeout: 15_000 });
  await one.page.getByRole('button', { name: 'Edit entry 1' }).click();
  await dialog(one.page).getByRole('radio', { name: '3 tai' }).check({ force: true });
  await dialog(one.page).getByRole('button', { name: 'Save the change' }).click();
  await expect(dialog(one.page)).toHaveCount(0);
  await two.page.getByRole('button', { name: 'Edit entry 1' }).click();
  await dialog(two.page).getByRole('radio', { name: '1 tai' }).check({ force: true });
  await dialog(two.page).getByRole('button', { name: 'Save the change' }).click();
  await expect(dialog(two.page)).toHaveCount(0);

  // Back: both phones are told, each version readable, and the totals say they are not settled.
  await server.restart();
  for (const phone of [one, two]) {
    await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
    const row = phone.page.locator('[data-entry="1"]');
    await expect(row).toHaveAttribute('data-testid', 'live-conflict', { timeout: 10_000 });
    await expect(row).toContainText('Kumar won 3 tai, self-drawn');
    await expect(row).toContainText('Kumar won 1 tai, self-drawn');
    await expect(phone.page.locator('[data-open-conflicts]')).toContainText('1 conflict is open');
  }
  await lookAt(two.page, 'edit-conflict-dark.png');
  await expectAccessible(two.page);
  // Settle up on the third phone: no one settlement, but one for each version.
  await expect(three.page.locator('[data-open-conflicts]')).toBeVisible({ timeout: 10_000 });
  await expect(
    three.page.getByRole('heading', { name: 'If you keep hand 1 (Kumar won 3 tai, self-drawn):' }),
  ).toBeVisible();
  await expect(
    three.page.getByRole('heading', { name: 'If you keep hand 1 (Kumar won 1 tai, self-drawn):' }),
  ).toBeVisible();
  await expect(three.page.locator('[data-transfer]')).toHaveCount(0);
  await lookAt(three.page, 'settle-open-conflict-light.png');
  await expectAccessible(three.page);
  // Finishing asks to resolve first.
  await one.page.getByRole('button', { name: 'Finish the night' }).click();
  await expect(dialog(one.page)).toHaveAccessibleName('Resolve the conflicts first');
  await dialog(one.page).getByRole('button', { name: 'Back to the entries' }).click();

  // One tap on the second phone keeps its 1 tai: on every phone the conflict is gone, the totals agree.
  const keepOne = two.page
    .locator('[data-entry="1"] li')
    .filter({ hasText: 'Kumar won 1 tai, self-drawn' })
    .getByRole('button', { name: /^Keep version/ });
  await keepOne.click();
  for (const phone of [one, two]) {
    await expect(phone.page.locator('[data-entry="1"]')).not.toHaveAttribute(
      'data-testid',
      'live-conflict',
      ARRIVES_WITHIN,
    );
    await expect(phone.page.locator('[data-entry="1"]')).toContainText('Kumar won 1 tai, self-drawn');
    await expect(phone.page.locator('[data-open-conflicts]')).toHaveCount(0);
  }
  await expect(three.page.locator('[data-open-conflicts]')).toHaveCount(0, ARRIVES_WITHIN);
  await expect(three.page.locator('[data-transfer]').first()).toBeVisible();
  expect(await totalsOn(three.page)).toEqual(await totalsOn(one.page));
  expect(await totalsOn(two.page)).toEqual(await totalsOn(one.page));
  await lookAt(three.page, 'settle-kept-light.png');
});

test('a hung server is noticed within 10 s, idle or with a hand waiting; resumed, the hand arrives; the count follows a phone joining, reloading and leaving', async ({
  live,
}) => {
  test.setTimeout(120_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server);
  const link = await startLiveNight(one, [two]);
  await two.page.goto('/#/');

  // Hung with nothing waiting: the heartbeat goes unanswered.
  server.pause();
  const hungAt = Date.now();
  for (const phone of [one, two])
    await expect(strip(phone.page)).not.toHaveAttribute('data-live', 'live', { timeout: 10_000 });
  expect(Date.now() - hungAt, 'noticed within 10 s').toBeLessThan(10_000);
  // A hand recorded meanwhile waits, and the strip counts it.
  await recordByTai(one.page, 2, null, 2);
  await expect(strip(one.page)).toContainText('1 change waiting');
  await lookAt(one.page, 'hung-server-light.png');

  server.resume();
  for (const phone of [one, two])
    await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', { timeout: 30_000 });
  await expect(strip(one.page)).not.toContainText('waiting');
  // Kumar won hand 1: the Score tab of the other phone follows, Mei Ling deals.
  await expect(two.page.getByRole('radio', { name: 'Mei Ling, East, dealer' })).toBeAttached({
    timeout: 10_000,
  });
  await two.page.goto('/#/tonight');
  await expect(entriesHeading(two.page, 1)).toBeVisible();

  // The count follows a phone joining and leaving within seconds; a reload (a new connection of the
  // same phone) does not inflate it.
  const three = await live.phone(server);
  await join(three, link);
  for (const phone of [one, two, three])
    await expect(strip(phone.page)).toHaveText('Live · 3 phones connected', { timeout: 8_000 });
  await three.page.reload();
  await expect(strip(three.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  for (const phone of [one, two, three])
    await expect(strip(phone.page)).toHaveText('Live · 3 phones connected', { timeout: 8_000 });
  await three.close();
  for (const phone of [one, two])
    await expect(strip(phone.page)).toHaveText('Live · 2 phones connected', { timeout: 8_000 });
});

test('two phones, both Live, record the same turn at once: one conflict, "at the same time" on both; two different choices at once leave the turn open again, never empty', async ({
  live,
}) => {
  test.setTimeout(120_000);
  const server = await live.startServer();
  const one = await live.phone(server);
  const two = await live.phone(server);
  await startLiveNight(one, [two]);
  await two.page.goto('/#/tonight');
  // Each phone has its Record sheet ready for hand 1: Mei Ling on Ah Beng's discard, Siew Lan self-drawn.
  for (const [phone, winner, discarder] of [
    [one, 1, 0],
    [two, 3, null],
  ] as const) {
    await expect(strip(phone.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
    await phone.page.getByRole('button', { name: 'Win by tai' }).click();
    await pickPlayer(phone.page, 'Who won?', winner);
    if (discarder === null)
      await dialog(phone.page).getByRole('radio', { name: 'Self-draw' }).check({ force: true });
    else await pickPlayer(phone.page, 'Who discarded the winning tile?', discarder);
    await dialog(phone.page).getByRole('radio', { name: '2 tai' }).check({ force: true });
  }
  // Both tap Record. The relay is held (SIGSTOP) for the instant of the two taps, so that neither phone can
  // have the other's hand when it records, however the machine schedules them: both still say Live.
  server.pause();
  try {
    for (const phone of [one, two]) await dialog(phone.page).getByRole('button', { name: 'Record' }).click();
    for (const phone of [one, two]) {
      await expect(dialog(phone.page)).toHaveCount(0);
      await expect(strip(phone.page)).toHaveAttribute('data-live', 'live');
    }
  } finally {
    server.resume();
  }
  // One turn, counted once: the later record is the night's entry, its row says how it came about and
  // shows the other record, not counted.
  for (const phone of [one, two]) {
    await expect(entriesHeading(phone.page, 1)).toBeVisible(CONNECTS_WITHIN);
    const row = phone.page.locator('[data-entry][data-testid="live-conflict"]');
    await expect(row).toHaveCount(1, ARRIVES_WITHIN);
    await expect(row).toContainText('Two phones recorded hand 1 at the same time.');
    await expect(row).not.toContainText('while apart');
    await expect(row.locator('[data-waiting-hand]')).toContainText('Hand 1, not counted');
  }

  // Both choose at the same instant, differently: the turn must not vanish from both phones, as it once did.
  // The relay stays held until each phone has taken its own choice (its conflict settled on its own screen):
  // a tap is an event, its write comes after, and on a busy machine the other's choice could come first.
  server.pause();
  try {
    await one.page.getByRole('button', { name: 'Keep entry 1' }).click();
    await two.page.getByRole('button', { name: 'Keep the other record of hand 1' }).click();
    for (const phone of [one, two]) await expect(phone.page.getByTestId('live-conflict')).toHaveCount(0);
  } finally {
    server.resume();
  }
  // The turn is never left empty: the choice is open again, said so, one hand counted meanwhile.
  for (const phone of [one, two]) {
    const row = phone.page.locator('[data-entry][data-testid="live-conflict"]');
    await expect(row).toContainText(
      'Two phones kept different records of hand 1 at once: neither choice stands.',
      CONNECTS_WITHIN,
    );
    await expect(entriesHeading(phone.page, 1)).toBeVisible();
    await expect(phone.page.locator('[data-set-aside]')).toHaveCount(0);
  }
  await expectAccessible(two.page);
  // One phone chooses alone: settled on both, the other record set aside and named by its hand.
  await two.page.getByRole('button', { name: 'Keep entry 1' }).click();
  for (const phone of [one, two]) {
    await expect(phone.page.getByTestId('live-conflict')).toHaveCount(0, ARRIVES_WITHIN);
    await expect(entriesHeading(phone.page, 1)).toBeVisible();
    await expect(phone.page.locator('[data-set-aside]')).toContainText('Hand 1 · ');
  }
});
