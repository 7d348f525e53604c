// Settle with a scan: codes for payees with an address, how to add one for the others, addresses
// kept on this phone for the name (and only what reads as an address), forgotten on request.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { table } from '../../../core/ledger/testing';
import { ADDRESS_BOOK_KEY, forgetAddress } from './address-book';
import { SettleWithScan } from './SettleWithScan';

beforeEach(() => {
  localStorage.clear();
});

// Siew Lan pays Ah Beng $12.40 and Kumar $0.01; Mei Ling is square.
const TOTALS = [1240, 0, 1, -1241] as const;
const NIGHT = new Date(2026, 11, 3, 20, 0).getTime();

const paymentTo = (payee: string): HTMLElement =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(`pays ${payee}`))!;

/** The payload of a payment's code, once the QR encoder has loaded and drawn it. */
async function payloadIn(item: () => HTMLElement): Promise<string> {
  let payload: string | null = null;
  await waitFor(() => {
    payload = item().querySelector('svg[data-qr-payload]')?.getAttribute('data-qr-payload') ?? null;
    expect(payload).not.toBeNull();
  });
  return payload!;
}

/** Whether a payment has a code: its heading is drawn at once, its QR code when the encoder has loaded. */
const hasCode = (item: HTMLElement): boolean => within(item).queryByText(/^Pay with (PayNow|FPS)$/) !== null;

describe('SettleWithScan', () => {
  it('draws a PayNow code for a payee with a number, and says how to add one for the other', async () => {
    const user = userEvent.setup();
    render(
      <SettleWithScan
        nightId="night-1"
        settings={table('sg', { unit: 20 })}
        totals={[...TOTALS]}
        createdAt={NIGHT}
      />,
    );
    expect(
      within(paymentTo('Kumar')).getByText(
        /No PayNow address for Kumar on this phone: Kumar can add it below, in “PayNow for Kumar”/,
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'PayNow for Ah Beng' }), '9123 4567{Enter}');
    const payload = await payloadIn(() => paymentTo('Ah Beng'));
    expect(payload).toContain('0009SG.PAYNOW010100211+65912345670301052040000');
    expect(payload).toContain('540512.40');
    expect(payload).toContain('62190115Tai Table 3 Dec6304');
    expect(hasCode(paymentTo('Kumar'))).toBe(false);
    expect(JSON.parse(localStorage.getItem(ADDRESS_BOOK_KEY)!)).toEqual({
      version: 1,
      paynow: { 'Ah Beng': '+6591234567' },
      fps: {},
    });

    // Kept when the field is left, and the amount of a cent exactly.
    await user.type(screen.getByRole('textbox', { name: 'PayNow for Kumar' }), '201403121w');
    await user.tab();
    const kumar = await payloadIn(() => paymentTo('Kumar'));
    expect(kumar).toContain('0009SG.PAYNOW010120210201403121W03010');
    expect(kumar).toContain('54040.01');
  });

  it('refuses what is not an address, in words, and keeps nothing', async () => {
    const user = userEvent.setup();
    render(
      <SettleWithScan
        nightId="night-1"
        settings={table('sg', { unit: 20 })}
        totals={[...TOTALS]}
        createdAt={NIGHT}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'PayNow for Ah Beng' });
    await user.type(field, '+852 6789 1234{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      '“+852 6789 1234” is a number with the country code +852: a PayNow number is a Singapore one (+65), an FPS number a Hong Kong one (+852).',
    );
    expect(localStorage.getItem(ADDRESS_BOOK_KEY)).toBeNull();
    expect(hasCode(paymentTo('Ah Beng'))).toBe(false);
  });

  it('remembers an address for the name at the next night, until it is forgotten', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      ADDRESS_BOOK_KEY,
      JSON.stringify({ version: 1, paynow: { 'Ah Beng': '+6591234567', Kumar: 'not a number' }, fps: {} }),
    );
    render(
      <SettleWithScan
        nightId="night-1"
        settings={table('sg', { unit: 20 })}
        totals={[...TOTALS]}
        createdAt={NIGHT}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'PayNow for Ah Beng' })).toHaveValue('+65 9123 4567');
    // What storage holds is read again as it enters: a stored text that is no address is left out.
    expect(screen.getByRole('textbox', { name: 'PayNow for Kumar' })).toHaveValue('');
    expect(await payloadIn(() => paymentTo('Ah Beng'))).toContain('0211+6591234567');

    await user.click(screen.getByRole('button', { name: 'Forget the PayNow number of Ah Beng' }));
    expect(screen.getByRole('textbox', { name: 'PayNow for Ah Beng' })).toHaveValue('');
    expect(hasCode(paymentTo('Ah Beng'))).toBe(false);
    expect(JSON.parse(localStorage.getItem(ADDRESS_BOOK_KEY)!).paynow).toEqual({});
  });

  it('at a Hong Kong table: FPS fields, and an FPS code in Hong Kong dollars', async () => {
    const user = userEvent.setup();
    localStorage.setItem(
      ADDRESS_BOOK_KEY,
      JSON.stringify({ version: 1, paynow: { Kumar: '+6591234567' }, fps: {} }),
    );
    render(
      <SettleWithScan
        nightId="night-1"
        settings={table('hk', { unit: 50 })}
        totals={[...TOTALS]}
        createdAt={NIGHT}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'PayNow for Ah Beng' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'FPS for Ah Beng' }), 'ahbeng@example.com.hk{Enter}');
    const payload = await payloadIn(() => paymentTo('Ah Beng'));
    expect(payload).toContain('0012hk.com.hkicl0421ahbeng@example.com.hk52040000530334454');
    expect(payload).toContain('540512.405802HK');
    // A PayNow number kept for the same name is another scheme's: not used at this table.
    expect(hasCode(paymentTo('Kumar'))).toBe(false);
    expect(screen.getByRole('textbox', { name: 'FPS for Kumar' })).toHaveValue('');
    // Forgotten from elsewhere (another tab, the store itself): the field and the code follow.
    act(() => {
      forgetAddress('fps', 'Ah Beng');
    });
    expect(hasCode(paymentTo('Ah Beng'))).toBe(false);
    expect(screen.getByRole('textbox', { name: 'FPS for Ah Beng' })).toHaveValue('');
  });

  it('uses an address the table shared for a payee this phone has none for (its own first), and never one that is no address', async () => {
    localStorage.setItem(
      ADDRESS_BOOK_KEY,
      JSON.stringify({ version: 1, paynow: { 'Ah Beng': '+6591234567' }, fps: {} }),
    );
    const payShared = [
      { seat: 0, address: '+6587654321', phone: 'phone-b' },
      { seat: 2, address: '+6581234567', phone: 'phone-b' },
      { seat: 1, address: 'not one' },
    ];
    render(
      <SettleWithScan
        nightId="night-1"
        settings={table('sg', { unit: 20 })}
        totals={[...TOTALS]}
        createdAt={NIGHT}
        payShared={payShared}
      />,
    );
    expect(await payloadIn(() => paymentTo('Ah Beng'))).toContain('0211+6591234567');
    expect(paymentTo('Ah Beng').querySelector('[data-pay-shared]')).toBeNull();
    expect(await payloadIn(() => paymentTo('Kumar'))).toContain('0211+6581234567');
    // The row names a phone, but no log of this phone says whose: the caption claims no one's.
    expect(within(paymentTo('Kumar')).getByText('Shared with the table on this night.')).toBeInTheDocument();
    expect(paymentTo('Kumar')).not.toHaveTextContent('Kumar’s phone');
    // Not a live night: no switch to share.
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
