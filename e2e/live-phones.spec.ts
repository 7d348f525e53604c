// Phones named as people, against the real sync server (e2e/live-helpers.ts): each phone is asked once
// whose it is, in the live panel, never in the way (a phone records before answering); the night's
// history then names every phone as its people did ("Ah Beng’s phone", "Phone 2", "this phone"), never
// by a code, each time written one way, with a full-width colon in Chinese. Then a player's PayNow
// number is the phone's that first shared it: a peer with the forwarded link giving the seat its own
// number gets no code offered to it on any phone, and every phone says so, naming both phones.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { connectSealedPhone, waitUntil } from '../server/testing';
import { expectAccessible, recordByTai, startNight } from './helpers';
import { expect, test } from './live-helpers';
import {
  CONNECTS_WITHIN,
  entriesHeading,
  inviteTheTable,
  joinNight,
  lookAt,
  proxyOf,
  strip,
} from './live-steps';

test.use({ actionTimeout: 15_000 });

/** A change reaching another connected phone: within a second on a normal network, with room for a shared machine. */
const ARRIVES_WITHIN = { timeout: 10_000 };

const roomSecret = (link: string): string =>
  decodeURIComponent(new URL(link).hash.replace(/^#\/live\//, '').split(/[/?&]/)[0] ?? '');

const question = (page: Page, name = 'Whose phone is this?'): Locator => page.getByRole('group', { name });

async function openHistory(page: Page): Promise<Locator> {
  const summary = page.getByText(/^(History of this night|这个牌局的更改记录|這個牌局的更改紀錄)/);
  await summary.scrollIntoViewIfNeeded();
  if ((await page.getByTestId('night-history').getAttribute('open')) === null) await summary.click();
  return page.getByTestId('history-item');
}

test('each phone says once whose it is, never in the way, and the history names every phone as a person, in one time format', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const host = await live.phone(server);
  const guest = await live.phone(server);
  const chinese = await live.phone(server, { locale: 'zh-SG' });

  // The phone that makes the night live is asked, below the link it shares: it is Ah Beng's.
  await host.page.goto('/#/tonight');
  await startNight(host.page);
  const link = await inviteTheTable(host.page);
  await expect(question(host.page)).toBeVisible();
  await lookAt(host.page, 'question-en.png');
  await question(host.page).getByRole('button', { name: 'Ah Beng' }).click();
  await expect(host.page.getByText('The table sees this phone as Ah Beng’s phone.')).toBeVisible();
  await expect(question(host.page)).toHaveCount(0);

  // A joining phone is asked too, and records a hand before answering: nothing waits for the answer.
  await joinNight(guest, link);
  await expect(question(guest.page)).toBeVisible();
  await recordByTai(guest.page, 1, 0, 2);
  await expect(entriesHeading(host.page, 1)).toBeVisible(ARRIVES_WITHIN);
  await question(guest.page).getByRole('button', { name: 'Not now' }).click();
  await expect(guest.page.getByText('The table sees this phone as Phone 2.')).toBeVisible();
  // Not asked again on this night, after a reload either.
  await guest.page.reload();
  await expect(entriesHeading(guest.page, 1)).toBeVisible(CONNECTS_WITHIN);
  await expect(guest.page.getByText('The table sees this phone as Phone 2.')).toBeVisible();
  await expect(question(guest.page)).toHaveCount(0);

  // The host's history names the guest's phone by its number, and its own as this phone.
  let items = await openHistory(host.page);
  await expect(items.filter({ hasText: 'Phone 2: recorded Mei Ling won 2 tai' })).toHaveCount(
    1,
    ARRIVES_WITHIN,
  );
  await expect(items.filter({ hasText: 'this phone: said it is Ah Beng’s phone' })).toHaveCount(1);

  // The guest answers later, from the live panel: a name typed in. Every record of it is named anew.
  await guest.page.getByRole('button', { name: 'Say whose phone this is' }).click();
  await question(guest.page).getByRole('button', { name: 'Someone else' }).click();
  await question(guest.page).getByRole('textbox', { name: 'Name' }).fill('Auntie Lim');
  await question(guest.page).getByRole('button', { name: 'Save' }).click();
  await expect(guest.page.getByText('The table sees this phone as Auntie Lim’s phone.')).toBeVisible();
  await expect(items.filter({ hasText: 'Auntie Lim’s phone: recorded Mei Ling won 2 tai' })).toHaveCount(
    1,
    ARRIVES_WITHIN,
  );

  // A phone in 简体中文 joins, answers in one tap, and records a hand.
  await joinNight(chinese, link);
  await question(chinese.page, '这是谁的手机？').getByRole('button', { name: 'Kumar' }).click();
  await expect(chinese.page.getByText('同桌的其他手机把这部手机称为Kumar的手机。')).toBeVisible();
  await host.page.bringToFront();
  await recordByTai(host.page, 2, 3, 1);
  await expect(chinese.page.getByRole('heading', { name: '记录（2）' })).toBeVisible(ARRIVES_WITHIN);

  // Every phone's history names every phone, never by a code, and no two phones alike: the start, three
  // answers, and a hand from each of two phones.
  items = await openHistory(host.page);
  await expect(items).toHaveCount(6, ARRIVES_WITHIN);
  await expect(items.filter({ hasText: 'Kumar’s phone: said it is Kumar’s phone' })).toHaveCount(1);
  await expect(items.filter({ hasText: /another phone|\(\w{4}\)/i })).toHaveCount(0);
  // One time format: the history's times are written as the entries' ("9:26 pm", never "9:28 PM").
  await expect(host.page.locator('[data-entry="2"] p').first()).toHaveText(/ · \d{1,2}:\d{2} [ap]m$/);
  for (const text of await items.allInnerTexts()) expect(text).toMatch(/^\d{1,2}:\d{2} [ap]m · /);
  await lookAt(host.page, 'history-en.png');

  const chineseItems = await openHistory(chinese.page);
  await expect(chineseItems).toHaveCount(6, ARRIVES_WITHIN);
  const texts = await chineseItems.allInnerTexts();
  expect(texts.some((text) => text.includes('Ah Beng的手机：开始了牌局'))).toBe(true);
  expect(texts.some((text) => text.includes('Auntie Lim的手机：记下了'))).toBe(true);
  expect(texts.some((text) => text.includes('这部手机：说这是Kumar的手机'))).toBe(true);
  for (const text of texts) {
    expect(text).not.toMatch(/: |另一部手机/);
    expect(text).toMatch(/^(上午|下午|中午|晚上|凌晨)?\d{1,2}:\d{2} · /);
  }
  await lookAt(chinese.page, 'history-zh-Hans.png');
  await expectAccessible(chinese.page);
  await expectAccessible(guest.page);
});

/** The payments to Kumar, in English ("Siew Lan pays Kumar …") or 简体中文 ("Siew Lan付给Kumar …"). */
const toKumar = (page: Page): Locator =>
  page.locator('[data-payment]').filter({ hasText: /pays Kumar|付给Kumar/ });

/** Every number a code on the page would pay. */
async function codesOn(page: Page): Promise<string[]> {
  const payloads = await page
    .locator('[data-qr-payload]')
    .evaluateAll((codes) => codes.map((code) => code.getAttribute('data-qr-payload') ?? ''));
  return payloads.map(proxyOf);
}

test('a player’s number is the phone’s that shared it: a number a forwarded link gives the seat is offered as a code on no phone', async ({
  live,
}) => {
  test.setTimeout(240_000);
  const server = await live.startServer();
  const kumar = await live.phone(server);
  const payer = await live.phone(server, { locale: 'zh-SG' });

  // Kumar wins on Siew Lan's discard: Siew Lan pays Kumar. Kumar's own phone says so and shares his number.
  await kumar.page.goto('/#/tonight');
  await startNight(kumar.page);
  await recordByTai(kumar.page, 2, 3, 2);
  const link = await inviteTheTable(kumar.page);
  await question(kumar.page).getByRole('button', { name: 'Kumar' }).click();
  await joinNight(payer, link);
  await question(payer.page, '这是谁的手机？').getByRole('button', { name: '以后再说' }).click();

  await kumar.page.goto('/#/settle');
  await expect(strip(kumar.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  const box = kumar.page.getByRole('textbox', { name: 'PayNow for Kumar' });
  await box.fill('8123 4567');
  await box.press('Enter');
  const share = kumar.page.getByRole('switch', { name: 'Share Kumar’s PayNow with the table' });
  await expect(share).toBeEnabled();
  await share.check();
  await expect(
    kumar.page.getByText('Shared with the table: every phone of this night shows it.'),
  ).toBeVisible();

  // The payer's phone offers Kumar's number for each of the three payments to him, captioned with the
  // phone that shared it; its own switch cannot share one.
  await payer.page.goto('/#/settle');
  await expect(strip(payer.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await expect(toKumar(payer.page).locator('[data-qr-payload]')).toHaveCount(3, ARRIVES_WITHIN);
  expect(await codesOn(payer.page)).toEqual(['+6581234567', '+6581234567', '+6581234567']);
  await expect(toKumar(payer.page).first()).toContainText('由Kumar的手机与同桌分享。');
  const payerSwitch = payer.page.getByRole('switch', { name: '与同桌分享Kumar的 PayNow' });
  await expect(payerSwitch).toBeDisabled();
  await expect(payerSwitch).toHaveAccessibleDescription(/Kumar的手机已分享Kumar的收款资料：\+65 8123 4567。/);

  // A peer the link was forwarded to writes past the screens, signing with a key of its own (the night
  // is sealed): its own number for Kumar's seat.
  const peer = connectSealedPhone(server.url, roomSecret(link));
  await waitUntil('the peer synced', () => peer.synced(), 20_000);
  peer.write([
    {
      v: 2,
      t: 'pay_address',
      id: 'peer-pay-1',
      phone: 'forwarded-peer-1',
      at: Date.now(),
      seat: 2,
      scheme: 'paynow',
      address: '+6590000000',
    },
  ]);
  await waitUntil('the peer’s record reached the server', () => peer.synced(), 20_000);

  // No phone offers a code to the peer's number, nor to Kumar's while two numbers stand; both say why, naming both phones.
  const warningOnPayer = toKumar(payer.page).first().getByTestId('pay-disputed');
  await expect(warningOnPayer).toBeVisible(ARRIVES_WITHIN);
  await expect(warningOnPayer).toContainText('两部手机为Kumar分享了不同的 PayNow 收款资料。');
  await expect(warningOnPayer).toContainText('Kumar的手机：+65 8123 4567（最先分享）');
  await expect(warningOnPayer).toContainText('2号手机：+65 9000 0000');
  await expect(warningOnPayer).toContainText('付钱之前请先向Kumar确认');
  expect(await codesOn(payer.page)).toEqual([]);
  await lookAt(payer.page, 'two-numbers-zh-Hans.png');

  const warningOnKumar = toKumar(kumar.page).first().getByTestId('pay-disputed');
  await expect(warningOnKumar).toBeVisible(ARRIVES_WITHIN);
  await expect(warningOnKumar).toContainText('Two phones gave different PayNow numbers for Kumar.');
  await expect(warningOnKumar).toContainText('This phone: +65 8123 4567 (shared first)');
  await expect(warningOnKumar).toContainText('Phone 2: +65 9000 0000');
  // Kumar's phone keeps its own number (typed there): its code is its own, and never the peer's.
  expect(await codesOn(kumar.page)).toEqual(['+6581234567', '+6581234567', '+6581234567']);
  await expectAccessible(payer.page);
  await expectAccessible(kumar.page);

  // The peer withdraws its number: the table's is Kumar's again, on every phone.
  peer.write([
    {
      v: 2,
      t: 'pay_address',
      id: 'peer-pay-2',
      phone: 'forwarded-peer-1',
      at: Date.now(),
      seat: 2,
      scheme: 'paynow',
      address: null,
    },
  ]);
  await expect(payer.page.getByTestId('pay-disputed')).toHaveCount(0, ARRIVES_WITHIN);
  await expect(toKumar(payer.page).locator('[data-qr-payload]')).toHaveCount(3, ARRIVES_WITHIN);
  expect(await codesOn(payer.page)).toEqual(['+6581234567', '+6581234567', '+6581234567']);
  peer.destroy();

  // What the server keeps of this night (its SQLite files, the write-ahead log included) holds no player's
  // name, no shared number and not the link's secret: the night reached it sealed.
  const kept = filesUnder(server.dataDir).map((file) => readFileSync(file));
  expect(kept.length).toBeGreaterThan(0);
  for (const secret of ['Kumar', 'Siew Lan', '81234567', '90000000', roomSecret(link)])
    expect(
      kept.some((bytes) => bytes.includes(Buffer.from(secret, 'utf8'))),
      `the server's files hold ${secret}`,
    ).toBe(false);
});

/** Every file under a folder, however deep. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
