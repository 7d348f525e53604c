// Settle with a scan: on Settle up each payment whose payee has added a PayNow (Singapore)
// or FPS (Hong Kong) address shows a code carrying that payee and that exact amount; a payee without
// one is told how to add it; the address is kept on this phone for the name, and can be forgotten. In
// English, 简体中文 and 繁體中文, axe clean.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { englishLeft } from './english-left';
import {
  dialog,
  expectAccessible,
  freshStart,
  pickPlayer,
  PLAYERS,
  recordByTai,
  startNight,
  type Player,
} from './helpers';

/** The data objects of an EMVCo payload, templates (26, 62) read into their sub-tags: tag → value. */
function readPayload(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  const walk = (text: string, prefix: string): void => {
    let at = 0;
    while (at < text.length) {
      const tag = text.slice(at, at + 2);
      const length = Number(text.slice(at + 2, at + 4));
      const value = text.slice(at + 4, at + 4 + length);
      expect(value).toHaveLength(length);
      fields.set(`${prefix}${tag}`, value);
      if (prefix === '' && (tag === '26' || tag === '62')) walk(value, `${tag}.`);
      at += 4 + length;
    }
  };
  walk(payload, '');
  return fields;
}

/** "$1.20" in a payment's line as the text of tag 54: "1.20". */
const amountOf = (line: string): string => /\$(\d+\.\d\d)/.exec(line)![1]!;

const payment = (page: Page, text: string): Locator =>
  page.locator('[data-payment]').filter({ hasText: text });

async function payloadOf(item: Locator): Promise<Map<string, string>> {
  const payload = await item.locator('[data-qr-payload]').getAttribute('data-qr-payload');
  expect(payload).not.toBeNull();
  return readPayload(payload!);
}

/**
 * Three wins on Siew Lan's discard at $0.20 a tai (a share doubling with each tai): Ah Beng 2 tai, Mei
 * Ling 1, Kumar 1. Totals +$1.20, +$0.20, +$0.20, −$1.60: Siew Lan pays each of the three.
 */
async function singaporeNight(page: Page): Promise<void> {
  await freshStart(page, '/#/tonight');
  await startNight(page);
  await recordByTai(page, 0, 3, 2);
  await recordByTai(page, 1, 3, 1);
  await recordByTai(page, 2, 3, 1);
  await page.goto('/#/settle');
}

test('a Singapore night: the PayNow numbers of two players make codes of their payments; the third is told how to add one', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await singaporeNight(page);
  await expect(page.locator('[data-transfer]')).toHaveText([
    'Siew Lan pays Ah Beng $1.20',
    'Siew Lan pays Mei Ling $0.20',
    'Siew Lan pays Kumar $0.20',
  ]);
  await expect(page.getByRole('heading', { name: 'Settle with a scan' })).toBeVisible();
  await expect(page.locator('[data-qr-payload]')).toHaveCount(0);
  await expect(payment(page, 'Siew Lan pays Mei Ling')).toContainText(
    'No PayNow address for Mei Ling on this phone: Mei Ling can add it below, in “PayNow for Mei Ling”',
  );

  // A number that is not one is refused with the reason, and nothing is kept.
  const meiLing = page.getByRole('textbox', { name: 'PayNow for Mei Ling' });
  await meiLing.fill('6123 4567');
  await meiLing.press('Enter');
  await expect(meiLing).toHaveAttribute('aria-invalid', 'true');
  await expect(meiLing).toHaveAccessibleDescription(
    '“6123 4567” is not a Singapore mobile number: those start with 8 or 9, like 9123 4567.',
  );
  await page.getByRole('textbox', { name: 'PayNow for Kumar' }).fill('1234567A');
  await page.getByRole('textbox', { name: 'PayNow for Kumar' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'PayNow for Kumar' })).toHaveAccessibleDescription(
    /^“1234567A” is not a UEN/,
  );
  await expect(page.locator('[data-qr-payload]')).toHaveCount(0);
  await meiLing.fill('');
  await meiLing.press('Enter');

  // Ah Beng's number kept by Enter, Kumar's when the field is left.
  await page.getByRole('textbox', { name: 'PayNow for Ah Beng' }).fill('9123 4567');
  await page.getByRole('textbox', { name: 'PayNow for Ah Beng' }).press('Enter');
  await expect(page.getByText('Kept on this phone for Ah Beng.')).toBeVisible();
  await page.getByRole('textbox', { name: 'PayNow for Kumar' }).fill('+65 8123 4567');
  await page.getByRole('textbox', { name: 'PayNow for Siew Lan' }).focus();
  await expect(page.getByRole('textbox', { name: 'PayNow for Kumar' })).toHaveValue('+65 8123 4567');

  const expectCodes = async (): Promise<void> => {
    for (const [payee, number] of [
      ['Ah Beng', '+6591234567'],
      ['Kumar', '+6581234567'],
    ] as const) {
      const item = payment(page, `Siew Lan pays ${payee}`);
      await expect(item.getByText('Pay with PayNow')).toBeVisible();
      await expect(item.getByRole('img', { name: `PayNow code: Siew Lan pays ${payee} $` })).toBeVisible();
      const line = (await item.locator('[data-transfer], p').first().textContent())!;
      const fields = await payloadOf(item);
      expect(fields.get('26.00')).toBe('SG.PAYNOW');
      expect(fields.get('26.01')).toBe('0');
      expect(fields.get('26.02')).toBe(number);
      expect(fields.get('26.03')).toBe('0');
      expect(fields.get('53')).toBe('702');
      expect(fields.get('54')).toBe(amountOf(line));
      expect(fields.get('62.01')).toMatch(/^Tai Table \d{1,2} [A-Z][a-z]{2}$/);
      await expect(item.getByRole('button', { name: 'Copy amount' })).toBeVisible();
    }
    await expect(payment(page, 'Siew Lan pays Ah Beng').locator('[data-pay-amount]')).toHaveText('$1.20');
    expect((await payloadOf(payment(page, 'Siew Lan pays Ah Beng'))).get('54')).toBe('1.20');
    expect((await payloadOf(payment(page, 'Siew Lan pays Kumar'))).get('54')).toBe('0.20');
    await expect(payment(page, 'Siew Lan pays Mei Ling').locator('[data-qr-payload]')).toHaveCount(0);
    await expect(payment(page, 'Siew Lan pays Mei Ling')).toContainText('in “PayNow for Mei Ling”');
  };
  await expectCodes();
  await page
    .getByRole('region', { name: 'Settle with a scan' })
    .screenshot({ path: testInfo.outputPath('settle-scan.png') });
  await expectAccessible(page);

  // Remembered on this phone for the names, after the page is opened again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'PayNow for Ah Beng' })).toHaveValue('+65 9123 4567');
  await expectCodes();

  // Copy amount puts the digits a banking app takes on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await payment(page, 'Siew Lan pays Ah Beng').getByRole('button', { name: 'Copy amount' }).click();
  await expect(payment(page, 'Siew Lan pays Ah Beng').getByRole('status')).toHaveText(
    'Copied: 1.20. Paste it in the banking app’s amount.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('1.20');

  // Forgotten: Kumar's payment goes back to saying how to add one.
  await page.getByRole('button', { name: 'Forget the PayNow number of Kumar' }).click();
  await expect(page.getByRole('textbox', { name: 'PayNow for Kumar' })).toHaveValue('');
  await expect(payment(page, 'Siew Lan pays Kumar').locator('[data-qr-payload]')).toHaveCount(0);
  await expect(payment(page, 'Siew Lan pays Kumar')).toContainText(
    'No PayNow address for Kumar on this phone',
  );
  await expectAccessible(page);
});

test('a PayNow number added on the night’s screen is ready on Settle up', async ({ page }) => {
  test.setTimeout(90_000);
  await freshStart(page, '/#/tonight');
  await startNight(page);
  await recordByTai(page, 2, 3, 1);
  await page.getByText('How each player is paid by PayNow').click();
  await page.getByRole('textbox', { name: 'PayNow for Kumar' }).fill('8123 4567');
  await page.getByRole('textbox', { name: 'PayNow for Kumar' }).press('Enter');
  await expect(page.getByText('Kept on this phone for Kumar.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Settle up' }).click();
  const item = payment(page, 'Siew Lan pays Kumar');
  await expect(item.getByText('Pay with PayNow')).toBeVisible();
  expect((await payloadOf(item)).get('26.02')).toBe('+6581234567');
  await expect(page.getByRole('textbox', { name: 'PayNow for Kumar' })).toHaveValue('+65 8123 4567');
});

test('in 简体中文: the PayNow field and code in Simplified words', async ({ page }) => {
  test.setTimeout(90_000);
  await singaporeNight(page);
  await page.evaluate(() => localStorage.setItem('tai-table:language', 'zh-Hans'));
  await page.reload();
  await expect(page.getByRole('heading', { name: '扫码结算' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'Ah Beng的 PayNow' });
  await field.fill('9123 456');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(
    '“9123 456”有 7 位数字：新加坡手机号码是 8 位，例如 9123 4567（加不加 +65 都可以）。',
  );
  await field.fill('+65 9123 4567');
  await field.press('Enter');
  const item = page.locator('[data-payment]').first();
  await expect(item.getByText('用 PayNow 付款')).toBeVisible();
  const fields = await payloadOf(item);
  expect(fields.get('26.02')).toBe('+6591234567');
  expect(fields.get('54')).toBe('1.20');
  await expect(item.getByRole('button', { name: '复制金额' })).toBeVisible();
  await expect(page.locator('[data-payment]').nth(1)).toContainText(
    '这部手机上没有Mei Ling的 PayNow 收款资料',
  );
  await expectAccessible(page);
  await expectNoEnglish(page);
});

/**
 * No English on Settle up but the players' names, the night's (its date as the English phone that
 * started it wrote it) and the reference a code carries ("Tai Table 3 Dec"): the banks' text, the
 * same in every language.
 */
async function expectNoEnglish(page: Page): Promise<void> {
  const night = (await page.locator('p', { hasText: ' · ' }).first().innerText()).split(' · ')[0]!;
  const reference = (await page.locator('[data-qr-payload]').first().getAttribute('data-qr-payload'))!;
  expect(
    await englishLeft(page, [
      ...PLAYERS,
      night,
      readPayload(reference).get('62.01') ?? readPayload(reference).get('62.05')!,
    ]),
  ).toEqual([]);
}

/** Records a win by fan at a Hong Kong table: who won, on whose discard, how many fan. */
async function recordByFan(page: Page, winner: Player, discarder: Player, fan: number): Promise<void> {
  await page.getByRole('button', { name: 'Win by fan' }).click();
  await pickPlayer(page, 'Who won?', winner);
  await pickPlayer(page, 'Who discarded the winning tile?', discarder);
  // From 3 to 10 fan: more than a row of buttons, so a list.
  await dialog(page).getByRole('combobox', { name: 'Fan', exact: true }).selectOption(String(fan));
  await dialog(page).getByRole('button', { name: 'Record' }).click();
  await expect(dialog(page)).toHaveCount(0);
}

test('a Hong Kong night in 繁體中文: an FPS ID makes an FPS code of the payments to its player', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await freshStart(page, '/#/tonight');
  for (const [i, name] of PLAYERS.entries())
    await page.getByRole('textbox', { name: `Player ${i + 1}` }).fill(name);
  await page
    .getByRole('radiogroup', { name: 'Table rules' })
    .getByRole('radio', { name: 'Hong Kong' })
    .check({ force: true });
  await page.getByLabel('Table unit, in dollars').fill('0.50');
  await page.getByRole('button', { name: 'Start the night' }).click();
  await recordByFan(page, 2, 1, 3);
  await page.evaluate(() => localStorage.setItem('tai-table:language', 'zh-Hant'));
  await page.goto('/#/settle');
  // The language is chosen as the app starts.
  await page.reload();
  await expect(page.getByRole('heading', { name: '掃碼找數' })).toBeVisible();
  const lines = await page.locator('[data-transfer]').allTextContents();
  expect(lines.length).toBeGreaterThan(0);
  await expect(page.locator('[data-payment]').first()).toContainText(
    '這部手機上沒有Kumar的轉數快（FPS）收款資料',
  );

  const field = page.getByRole('textbox', { name: 'Kumar的轉數快（FPS）' });
  await field.fill('12345');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(
    '「12345」有 5 個數字：轉數快識別碼有 7 或 9 個數字，手機號碼有 8 個（例如 6789 1234）。',
  );
  await field.fill('ah.ming@');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(/^「ah\.ming@」不是電郵地址/);
  await field.fill('1234567');
  await field.press('Enter');

  // Every payment is to Kumar, the only winner: each one's code names the FPS ID and its amount in HKD.
  const items = page.locator('[data-payment]');
  await expect(items).toHaveCount(lines.length);
  for (const [i, line] of lines.entries()) {
    const item = items.nth(i);
    await expect(item.getByText('用轉數快付款')).toBeVisible();
    const fields = await payloadOf(item);
    expect(fields.get('26.00')).toBe('hk.com.hkicl');
    expect(fields.get('26.02')).toBe('1234567');
    expect(fields.get('53')).toBe('344');
    expect(fields.get('58')).toBe('HK');
    expect(fields.get('54')).toBe(amountOf(line));
  }
  await expectAccessible(page);
  await expectNoEnglish(page);
});
