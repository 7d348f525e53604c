// Sharing a payment address with the table on a live night (two phones' databases joined by a relay
// standing in for the server): only what its owner shared reaches the other phone, a backup and a
// night link; withdrawing stops it; an address kept only on a phone never leaves it; what is read from
// elsewhere is read again and left out when it is no address.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DatabaseProvider } from '../../../app/database';
import * as Y from 'yjs';
import { discardWin, table } from '../../../core/ledger/testing';
import { decodeNightCode } from '../../../core/night-code';
import { readPayAddress, readSharedAddresses, type PayAddress } from '../../../core/pay-codes';
import { addEntry, createNight, exportBackup, getNight, readBackup, type TaiTableDB } from '../../../db';
import { expectOk, freshDatabase } from '../../../db/testing';
import { phoneId, sharePayAddress } from '../../../sync';
import { joinFromDoc, makeLive } from '../../../sync/engine';
import { LOG_KEY } from '../../../sync/log';
import { loadedDoc, type LiveDoc } from '../../../sync/registry';
import { anotherPhone, recordsIn } from '../../../sync/testing';
import { nightLink } from '../share-night';
import { rememberAddress } from './address-book';
import { PayAddresses, SettleWithScan } from './SettleWithScan';

const sg = table('sg', { unit: 20 });
const RELAY = Symbol('the relay');
// Seats: 0 Ah Beng, 1 Mei Ling, 2 Kumar, 3 Siew Lan.
const KUMAR = 2;

beforeEach(() => {
  localStorage.clear();
});

const address = (typed: string): PayAddress => {
  const read = readPayAddress('paynow', typed);
  if (!read.ok) throw new Error(read.problem.code);
  return read.address;
};

async function twoPhones(): Promise<{
  a: TaiTableDB;
  b: TaiTableDB;
  nightA: string;
  nightB: string;
  docA: LiveDoc;
  docB: LiveDoc;
  settled: () => Promise<void>;
}> {
  const a = freshDatabase();
  const b = freshDatabase();
  const { night } = expectOk(await createNight(a, sg, 'Friday night'));
  expectOk(await addEntry(a, night.id, discardWin(sg, 2, 1, 3)));
  const { link } = expectOk(await makeLive(a, night.id, 'ws://127.0.0.1:1'));
  const docA = loadedDoc(a, night.id)!;
  const { nightId: nightB } = expectOk(await joinFromDoc(b, link, docA.doc));
  const docB = loadedDoc(b, nightB)!;
  const relay = (from: LiveDoc, to: LiveDoc) =>
    from.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== RELAY) Y.applyUpdate(to.doc, update, RELAY);
    });
  relay(docA, docB);
  relay(docB, docA);
  return {
    a,
    b,
    nightA: night.id,
    nightB,
    docA,
    docB,
    async settled() {
      await docA.settled();
      await docB.settled();
      await docA.settled();
    },
  };
}

const sharedOn = async (db: TaiTableDB, nightId: string) =>
  readSharedAddresses('paynow', expectOk(await getNight(db, nightId)).night.payShared);

describe('an address shared with the table', () => {
  it('reaches the other phone, a backup and a night link only when shared, and leaves them when withdrawn', async () => {
    const phones = await twoPhones();
    // Phone A keeps two addresses; its players share only Kumar's.
    rememberAddress('paynow', 'Kumar', address('9123 4567'));
    rememberAddress('paynow', 'Ah Beng', address('8765 4321'));
    expect(await sharedOn(phones.b, phones.nightB)).toEqual([]);

    expectOk(await sharePayAddress(phones.a, phones.nightA, KUMAR, address('9123 4567')));
    await phones.settled();
    const onB = await sharedOn(phones.b, phones.nightB);
    expect(onB).toEqual([{ seat: KUMAR, address: address('9123 4567'), phone: phoneId() }]);

    // B's backup and night link carry the shared address, without the phone that shared it, and nothing else.
    const backup = JSON.stringify(expectOk(await exportBackup(phones.b)).backup);
    expect(backup).toContain('"payShared":[{"seat":2,"address":"+6591234567"}]');
    expect(backup).not.toContain('87654321');
    expect(backup).not.toContain(phoneId());
    const detail = expectOk(await getNight(phones.b, phones.nightB)).night;
    const decoded = await decodeNightCode(
      (await nightLink(detail, 'https://tai.example/')).split('#/n/')[1]!,
    );
    if (!decoded.ok) throw new Error(decoded.error.code);
    expect(decoded.night.payShared).toEqual([{ seat: KUMAR, address: '+6591234567' }]);
    expect(JSON.stringify(decoded.night)).not.toContain('87654321');

    // A backup restored on a third phone: the shared address comes with the night.
    const restored = expectOk(readBackup(backup));
    expect(restored.sessions[0]!.row.payShared).toEqual([{ seat: KUMAR, address: '+6591234567' }]);

    // Withdrawn: B stops showing it, and a backup or link made now carries none.
    expectOk(await sharePayAddress(phones.a, phones.nightA, KUMAR, null));
    await phones.settled();
    expect(await sharedOn(phones.b, phones.nightB)).toEqual([]);
    const after = JSON.stringify(expectOk(await exportBackup(phones.b)).backup);
    expect(after).not.toContain('91234567');
    const again = await decodeNightCode(
      (
        await nightLink(expectOk(await getNight(phones.b, phones.nightB)).night, 'https://tai.example/')
      ).split('#/n/')[1]!,
    );
    if (!again.ok) throw new Error(again.error.code);
    expect(again.night.payShared).toBeUndefined();
    // The log still holds what was shared (it is append-only): the screens say so.
    expect(JSON.stringify(recordsIn(phones.docB.doc))).toContain('+6591234567');
  });

  it('the latest per player stands, and a record that is no address (pushed past the server) is never shown', async () => {
    const phones = await twoPhones();
    expectOk(await sharePayAddress(phones.a, phones.nightA, KUMAR, address('9123 4567')));
    expectOk(await sharePayAddress(phones.b, phones.nightB, KUMAR, address('8123 4567')));
    expectOk(await sharePayAddress(phones.b, phones.nightB, 0, address('201403121W')));
    await phones.settled();
    expect((await sharedOn(phones.a, phones.nightA)).map((item) => [item.seat, item.address.value])).toEqual([
      [0, '201403121W'],
      [KUMAR, '+6581234567'],
    ]);
    // A hostile phone appends a record the schema refuses (no such number): every phone leaves it out.
    phones.docA.doc.getArray(LOG_KEY).push([
      {
        v: 2,
        id: 'hostile-1',
        phone: 'x',
        at: 1_000,
        t: 'pay_address',
        seat: KUMAR,
        scheme: 'paynow',
        address: '+651234',
      },
    ]);
    await phones.settled();
    expect((await sharedOn(phones.b, phones.nightB)).map((item) => item.address.value)).toEqual([
      '201403121W',
      '+6581234567',
    ]);
  });
});

describe('at a Hong Kong table', () => {
  it('an FPS address is shared, and travels in a backup and a night link', async () => {
    const hk = table('hk', { unit: 50 });
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, hk, 'Friday night'));
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    const email = readPayAddress('fps', 'ahbeng@example.com.hk');
    if (!email.ok) throw new Error(email.problem.code);
    expectOk(await sharePayAddress(db, night.id, 0, email.address));
    const detail = expectOk(await getNight(db, night.id)).night;
    expect(readSharedAddresses('fps', detail.payShared).map((item) => item.address)).toEqual([email.address]);
    // A PayNow reader finds nothing: the scheme is the table's.
    expect(readSharedAddresses('paynow', detail.payShared)).toEqual([]);
    const decoded = await decodeNightCode(
      (await nightLink(detail, 'https://tai.example/')).split('#/n/')[1]!,
    );
    if (!decoded.ok) throw new Error(decoded.error.code);
    expect(decoded.night.payShared).toEqual([{ seat: 0, address: 'ahbeng@example.com.hk' }]);
    expect(JSON.stringify(expectOk(await exportBackup(db)).backup)).toContain(
      '"payShared":[{"seat":0,"address":"ahbeng@example.com.hk"}]',
    );
  });
});

describe('a backup or a night link read from elsewhere', () => {
  it('leaves out a shared address that is not one, or not of the table’s scheme', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const file = expectOk(await exportBackup(db)).backup;
    const tampered = {
      ...file,
      sessions: [
        {
          ...file.sessions[0]!,
          payShared: [
            { seat: 0, address: '+6591234567' },
            { seat: 1, address: '12345' },
            { seat: 2, address: '+852-67891234' },
            { seat: 7, address: '+6581234567' },
            { seat: 0, address: '+6581234567' },
            'junk',
          ],
        },
      ],
    };
    const read = expectOk(readBackup(JSON.stringify(tampered)));
    expect(read.sessions[0]!.row.payShared).toEqual([{ seat: 0, address: '+6591234567' }]);
    expect(read.sessions[0]!.row.id).toBe(night.id);
  });
});

describe('the switch beside an address field', () => {
  it('is there only on a live night, off by default, cannot share an empty field, and shares and withdraws through the log', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const { unmount } = render(
      <DatabaseProvider db={db}>
        <PayAddresses nightId={night.id} settings={sg} />
      </DatabaseProvider>,
    );
    await screen.findByRole('textbox', { name: 'PayNow for Kumar' });
    expect(screen.queryByRole('switch')).toBeNull();
    unmount();

    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    render(
      <DatabaseProvider db={db}>
        <PayAddresses nightId={night.id} settings={sg} />
      </DatabaseProvider>,
    );
    const share = await screen.findByRole('switch', { name: 'Share Kumar’s PayNow with the table' });
    expect(share).not.toBeChecked();
    expect(share).toBeDisabled();
    expect(screen.getAllByRole('switch')).toHaveLength(4);

    await user.type(screen.getByRole('textbox', { name: 'PayNow for Kumar' }), '8123 4567{Enter}');
    await waitFor(() => expect(share).toBeEnabled());
    expect(await sharedOn(db, night.id)).toEqual([]);
    expect(share).toHaveAccessibleDescription(
      /the night’s history keeps what was shared until the night’s room is gone/,
    );

    await user.click(share);
    expect(share).toBeChecked();
    await screen.findByText('Shared with the table: every phone of this night shows it.');
    expect(
      (await sharedOn(db, night.id)).map(({ seat, address, phone }) => [seat, address.value, phone]),
    ).toEqual([[KUMAR, '+6581234567', phoneId()]]);

    await user.click(share);
    await screen.findByText('No longer shared: the other phones stop showing it.');
    expect(await sharedOn(db, night.id)).toEqual([]);
  });
});

describe('a seat’s number, owned by the phone that first shared it', () => {
  const FROM_THE_ROOM = Symbol('the room');
  const kumarsPayment = () =>
    screen.getAllByRole('listitem').find((li) => li.textContent?.includes('pays Kumar'))!;

  /** A live night where Kumar is paid, Kumar's own phone (it said so) sharing his number first. */
  async function kumarShared() {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    // Kumar wins on Mei Ling's discard: Mei Ling pays Kumar.
    expectOk(await addEntry(db, night.id, discardWin(sg, KUMAR, 1, 3)));
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    const live = loadedDoc(db, night.id)!;
    // Kumar's phone signs with its own key: a record's phone is its signer.
    const kumar = anotherPhone(live.doc);
    kumar.change({ kind: 'phone', seat: KUMAR }, FROM_THE_ROOM);
    kumar.change(
      { kind: 'pay_address', seat: KUMAR, scheme: 'paynow', address: '+6581234567' },
      FROM_THE_ROOM,
    );
    await live.settled();
    const settle = async () => {
      const detail = expectOk(await getNight(db, night.id)).night;
      return render(
        <DatabaseProvider db={db}>
          <SettleWithScan
            nightId={night.id}
            settings={sg}
            totals={detail.ledger.totals}
            createdAt={detail.createdAt}
            payShared={detail.payShared}
          />
        </DatabaseProvider>,
      );
    };
    return { db, nightId: night.id, live, settle };
  }

  it('is offered with the name of the phone that shared it, and only that phone may change it', async () => {
    const { settle } = await kumarShared();
    await settle();
    await waitFor(() =>
      expect(
        within(kumarsPayment()).getByText('Shared with the table from Kumar’s phone.'),
      ).toBeInTheDocument(),
    );
    const payload = await waitFor(() => {
      const found = kumarsPayment().querySelector('[data-qr-payload]')?.getAttribute('data-qr-payload');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(payload).toContain('+6581234567');
    // This phone did not share it: its switch for Kumar is off and cannot share, and says whose it is.
    const share = screen.getByRole('switch', { name: 'Share Kumar’s PayNow with the table' });
    expect(share).toBeDisabled();
    expect(share).toHaveAccessibleDescription(
      /Kumar’s phone shares \+65 8123 4567 for Kumar: only that phone can change or stop sharing it\./,
    );
  });

  it('given another number by another phone, is offered as no code: every number is shown with its phone, and the table asked to check', async () => {
    const { live, settle } = await kumarShared();
    // A phone the link was forwarded to gives Kumar's seat its own number, past the screens.
    anotherPhone(live.doc).change(
      { kind: 'pay_address', seat: KUMAR, scheme: 'paynow', address: '+6590000000' },
      FROM_THE_ROOM,
    );
    await live.settled();
    await settle();
    const warning = await waitFor(() => within(kumarsPayment()).getByTestId('pay-disputed'));
    expect(warning).toHaveTextContent('Two phones gave different PayNow numbers for Kumar.');
    expect(warning).toHaveTextContent('Kumar’s phone: +65 8123 4567');
    expect(warning).toHaveTextContent('Phone 3: +65 9000 0000');
    expect(warning).toHaveTextContent('Check with Kumar before paying');
    expect(document.querySelector('[data-qr-payload]')).toBeNull();
    expect(within(kumarsPayment()).queryByText(/^Pay with PayNow$/)).toBeNull();
    // A number Kumar gives this phone itself is this phone's own: its code shows, the warning stays.
    rememberAddress('paynow', 'Kumar', address('8123 4567'));
    await waitFor(() =>
      expect(kumarsPayment().querySelector('[data-qr-payload]')?.getAttribute('data-qr-payload')).toContain(
        '+6581234567',
      ),
    );
    expect(within(kumarsPayment()).getByTestId('pay-disputed')).toBeInTheDocument();
  });

  it('given another number while Settle up is open, offers no code from the moment the warning shows, before the night’s row catches up', async () => {
    const { live, settle } = await kumarShared();
    // Open with Kumar's number on the night's row, as the screen has it before the other number arrives.
    await settle();
    await waitFor(() => expect(kumarsPayment().querySelector('[data-qr-payload]')).not.toBeNull());
    // The other number arrives; the screen still holds the row as it was (the row is written a moment later).
    anotherPhone(live.doc).change(
      { kind: 'pay_address', seat: KUMAR, scheme: 'paynow', address: '+6590000000' },
      FROM_THE_ROOM,
    );
    await waitFor(() => within(kumarsPayment()).getByTestId('pay-disputed'));
    expect(document.querySelector('[data-qr-payload]')).toBeNull();
    await live.settled();
    expect(document.querySelector('[data-qr-payload]')).toBeNull();
  });
});
