// Settle with a scan on a live night, against the real sync server (e2e/live-helpers.ts):
// a PayNow number goes to the other phones only when its player turns on "Share … with the table" (off
// by default). Phone A adds Kumar's number and Ah Beng's, and shares Kumar's only: phone B (in 简体中文)
// shows a code naming Kumar's number on Settle up, and none for Ah Beng; A stops sharing and B stops
// showing it. Axe clean on both.
import type { Locator, Page } from '@playwright/test';
import { expectAccessible, recordByTai, startNight } from './helpers';
import { expect, test } from './live-helpers';
import { proxyOf, strip } from './live-steps';

test.use({ actionTimeout: 15_000 });

/** A change reaching another connected phone: within a second on a normal network, with room for a shared machine. */
const ARRIVES_WITHIN = { timeout: 5_000 };
const CONNECTS_WITHIN = { timeout: 20_000 };

const payment = (page: Page, payee: string): Locator =>
  page.locator('[data-payment]').filter({ hasText: payee });

test('a live night: a PayNow number shared by its player shows as a code on another phone, one not shared does not, and withdrawing stops it', async ({
  live,
}) => {
  test.setTimeout(150_000);
  const server = await live.startServer();
  const a = await live.phone(server);
  const b = await live.phone(server, { locale: 'zh-SG' });

  // Three wins on Siew Lan's discard: Siew Lan pays Ah Beng, Mei Ling and Kumar.
  await a.page.goto('/#/tonight');
  await startNight(a.page);
  await recordByTai(a.page, 0, 3, 2);
  await recordByTai(a.page, 1, 3, 1);
  await recordByTai(a.page, 2, 3, 1);
  await a.page.getByRole('button', { name: 'Invite the table' }).click();
  const field = a.page.getByRole('textbox', { name: 'Live link' });
  await expect(field).toHaveValue(/#\/live\//);
  const link = await field.inputValue();
  // A is Kumar's phone: it says so once the night is live.
  await a.page
    .getByRole('group', { name: 'Whose phone is this?' })
    .getByRole('button', { name: 'Kumar' })
    .click();
  // Once A is Live its room is on the server: a phone joining before finds no night there yet (on a busy
  // machine A's first sync may be asked to start again, and B then met "not on the server yet").
  await expect(strip(a.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await b.page.goto(link);
  await expect(b.page.getByTestId('hand-now')).toBeVisible({ timeout: 15_000 });
  await expect(strip(b.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);

  // Phone A: each field has its switch, off, and it cannot share what it does not have.
  await a.page.goto('/#/settle');
  await expect(strip(a.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  const shareKumar = a.page.getByRole('switch', { name: 'Share Kumar’s PayNow with the table' });
  await expect(shareKumar).not.toBeChecked();
  await expect(shareKumar).toBeDisabled();
  for (const [name, number] of [
    ['Kumar', '8123 4567'],
    ['Ah Beng', '9123 4567'],
  ] as const) {
    const box = a.page.getByRole('textbox', { name: `PayNow for ${name}` });
    await box.fill(number);
    await box.press('Enter');
    await expect(a.page.getByText(`Kept on this phone for ${name}.`)).toBeVisible();
  }
  // Kept on A: both codes show there, and neither is shared yet.
  await expect(payment(a.page, 'pays Kumar').locator('[data-qr-payload]')).toHaveCount(1);
  await expect(
    a.page.getByRole('switch', { name: 'Share Ah Beng’s PayNow with the table' }),
  ).not.toBeChecked();
  await expect(shareKumar).toBeEnabled();
  await expect(shareKumar).toHaveAccessibleDescription(
    /the night’s history keeps what was shared until the night’s room is gone/,
  );

  // Phone B (简体中文) on Settle up: no code yet for either (kept on A only).
  await b.page.goto('/#/settle');
  await expect(strip(b.page)).toHaveAttribute('data-live', 'live', CONNECTS_WITHIN);
  await expect(payment(b.page, 'Kumar')).toHaveCount(1);
  await expect(b.page.locator('[data-qr-payload]')).toHaveCount(0);

  // A shares Kumar's: B shows a code naming Kumar's number, marked as shared from his phone; Ah Beng still none.
  await shareKumar.check();
  await expect(shareKumar).toBeChecked();
  await expect(a.page.getByText('Shared with the table: every phone of this night shows it.')).toBeVisible();
  const kumarOnB = payment(b.page, 'Kumar').locator('[data-qr-payload]');
  await expect(kumarOnB).toHaveCount(1, ARRIVES_WITHIN);
  expect(proxyOf((await kumarOnB.getAttribute('data-qr-payload'))!)).toBe('+6581234567');
  await expect(payment(b.page, 'Kumar')).toContainText('由Kumar的手机与同桌分享。');
  await expect(payment(b.page, 'Ah Beng').locator('[data-qr-payload]')).toHaveCount(0);
  await expect(b.page.getByText('91234567')).toHaveCount(0);
  // B's own switch for Kumar, in its language: off and not B's to turn on (Kumar's phone shared his number
  // first, and only it may change it), and it says which phone shares it.
  const kumarSwitchOnB = b.page.getByRole('switch', { name: '与同桌分享Kumar的 PayNow' });
  await expect(kumarSwitchOnB).not.toBeChecked();
  await expect(kumarSwitchOnB).toBeDisabled();
  await expect(kumarSwitchOnB).toHaveAccessibleDescription(
    /Kumar的手机已分享Kumar的收款资料：\+65 8123 4567。只有那部手机能更改或停止分享。/,
  );
  await expect(b.page.getByRole('switch', { name: '与同桌分享Ah Beng的 PayNow' })).toBeDisabled();
  await expectAccessible(b.page);
  await expectAccessible(a.page);

  // A stops sharing: B stops showing it.
  await shareKumar.uncheck();
  await expect(shareKumar).not.toBeChecked();
  await expect(a.page.getByText('No longer shared: the other phones stop showing it.')).toBeVisible();
  await expect(payment(b.page, 'Kumar').locator('[data-qr-payload]')).toHaveCount(0, ARRIVES_WITHIN);
  await expect(payment(b.page, 'Kumar')).toContainText('Kumar');
  // A still has its own code: the number stays on A.
  await expect(payment(a.page, 'pays Kumar').locator('[data-qr-payload]')).toHaveCount(1);
  await expectAccessible(b.page);
});
