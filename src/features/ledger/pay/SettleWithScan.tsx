// Settle with a scan (on Settle up): every payment of the night as a PayNow or FPS code the payer's
// banking app scans, with the payee and the exact amount in it, and each player's address to add,
// kept on this phone for that player's name. On a live night a player's number shared with the table is
// the phone's that first shared it (named as its people named it); a seat two phones gave different
// numbers gets no code from either, and every phone says so, naming both, and asks the table to check.
import { useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useId, useState } from 'react';
import {
  fewestTransfers,
  type NightSettings,
  type PerPlayer,
  type SettleTransfer,
} from '../../../core/ledger';
import {
  amountText,
  nightReference,
  payCodePayload,
  readPayAddress,
  readSharedAddresses,
  schemeOfProfile,
  MAX_ADDRESS_LENGTH,
  type PayAddress,
  type PayScheme,
  type SharedAddress,
} from '../../../core/pay-codes';
import { useDatabase } from '../../../app/database';
import type { TaiTableDB } from '../../../db';
import { sharePayAddress, useNightHistory, type PayDispute, type PayOwner } from '../../../sync';
import { formatMoney } from '../../../ui/format';
import { BTN_SECONDARY, CARD, FIELD_ERROR, INPUT, MUTED, NOTICE } from '../../../ui/styles';
import { phoneWordsOf, type PhoneWords } from '../live/phone-words';
import { refusalWords } from '../../../words/entry-words';
import { paysWords } from '../../../words/night-words';
import { forgetAddress, rememberAddress, useAddressBook } from './address-book';
import {
  addressFieldName,
  addressProblemWords,
  howPaidWords,
  payloadProblemWords,
  schemeName,
  shareSwitchName,
} from './pay-words';
import { withWords } from '../../../i18n/with-words';

// Its words (a link too long for a code) are in `later`, loaded with every screen that shows one.
const QrCode = lazy(withWords('later', () => import('../../../ui/share/QrCode')));

/** An address as the payer reads it beside the code: "+65 9123 4567", "+852 6789 1234". */
function addressShown(address: PayAddress): string {
  if (address.kind !== 'mobile') return address.value;
  const digits = address.value.replace(/\D/g, '');
  const [country, rest] =
    address.scheme === 'paynow'
      ? [digits.slice(0, 2), digits.slice(2)]
      : [digits.slice(0, 3), digits.slice(3)];
  return `+${country} ${rest.slice(0, 4)} ${rest.slice(4)}`;
}

/** One payment's code: the QR code carrying the payload, the amount, and a button that copies it. */
function PaymentCode({
  scheme,
  players,
  transfer,
  address,
  reference,
  sharedBy,
}: {
  scheme: PayScheme;
  players: PerPlayer<string>;
  transfer: SettleTransfer;
  address: PayAddress;
  reference: string;
  /**
   * The address came from the table, not this phone: the words of the phone that shared it ("Kumar’s
   * phone", "Phone 2"), or '' when the night does not say which (a copy restored from a backup).
   */
  sharedBy: string | null;
}) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<string | null>(null);
  const built = payCodePayload(address, transfer.amount, reference);
  const payee = players[transfer.to]!;
  const amount = formatMoney(transfer.amount);
  const typed = amountText(transfer.amount);
  const shown = addressShown(address);
  const pays = paysWords(players, transfer);
  const name = schemeName(scheme);
  if (!built.ok) return <p className={MUTED}>{payloadProblemWords(built.problem)}</p>;

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(typed);
      setCopied(t`Copied: ${typed}. Paste it in the banking app’s amount.`);
    } catch (error) {
      // A phone that does not let a page write the clipboard: the amount is on screen to type.
      console.warn('The clipboard refused the amount:', error);
      setCopied(t`This phone did not let the app copy: type ${typed} in the banking app.`);
    }
  };

  return (
    <div className="space-y-1.5">
      <p className="font-semibold">{scheme === 'fps' ? t`Pay with FPS` : t`Pay with PayNow`}</p>
      <div className="mx-auto w-full max-w-56">
        <Suspense fallback={<div className="aspect-square w-full" />}>
          <QrCode
            text={built.payload}
            label={t`${name} code: ${pays}`}
            className="block aspect-square w-full rounded bg-white"
          />
        </Suspense>
      </div>
      <p className="text-center">
        <span className="text-lg font-bold tabular-nums" data-pay-amount>
          {amount}
        </span>{' '}
        {t`to ${payee} (${shown})`}
      </p>
      {sharedBy !== null && (
        <p className={`${MUTED} text-center`} data-pay-shared>
          {sharedBy === ''
            ? t`Shared with the table on this night.`
            : t`Shared with the table from ${sharedBy}.`}
        </p>
      )}
      <p className={`${MUTED} text-center`}>{t`Reference: ${reference}`}</p>
      <button type="button" className="btn w-full" onClick={() => void copy()}>{t`Copy amount`}</button>
      <p role="status" className="text-sm">
        {copied}
      </p>
    </div>
  );
}

/** On a live night, how a player's address is shared with the table: whether this phone shares it, or another does. */
interface Sharing {
  nightId: string;
  seat: 0 | 1 | 2 | 3;
  /** What the table has for this player now (from its owner's phone), or undefined. */
  shared: SharedAddress | undefined;
  /** The phone whose the seat's number is (the first to share one for it), or null when none was shared. */
  owner: string | null;
  /** This phone's identity in the night's log. */
  self: string;
  /** The phones of the night in words. */
  who: PhoneWords;
  /** Two phones gave this player different numbers: none is offered, and this says so. */
  dispute: PayDispute | undefined;
}

/** A player's address: typed, checked when the field is left or Enter is pressed, kept on this phone. */
function AddressField({
  scheme,
  name,
  address,
  sharing,
}: {
  scheme: PayScheme;
  name: string;
  address: PayAddress | undefined;
  sharing: Sharing | null;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const [busy, setBusy] = useState(false);
  const [shareSaid, setShareSaid] = useState<string | null>(null);
  const sharedHere = sharing?.shared !== undefined && sharing.owner === sharing.self;
  // Only the phone that first shared a number for this player may share or withdraw one (read/pay.ts).
  const ownedElsewhere = sharing !== null && sharing.owner !== null && sharing.owner !== sharing.self;
  // The switch follows the tap at once; the night's row catches up a moment later (the change is
  // appended, stored and projected), and from then on the row says it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (wanted !== null && wanted === sharedHere) setWanted(null);
  const sharedElsewhere = sharing?.shared && ownedElsewhere ? addressShown(sharing.shared.address) : null;
  const owner = sharing?.owner ? sharing.who(sharing.owner, 'start') : '';
  /** Appends the sharing (or its withdrawal) to the night's log, and says what happened. */
  const share = async (to: PayAddress | null): Promise<void> => {
    if (!sharing) return;
    setBusy(true);
    const result = await sharePayAddress(db, sharing.nightId, sharing.seat, to).catch((error: unknown) => {
      console.error('The payment address could not be shared:', error);
      return null;
    });
    setBusy(false);
    if (!result?.ok) {
      setWanted(null);
      setShareSaid(
        result
          ? refusalWords(result.error)
          : t`This phone could not change what the table is shown: try again.`,
      );
    } else
      setShareSaid(
        to
          ? t`Shared with the table: every phone of this night shows it.`
          : t`No longer shared: the other phones stop showing it.`,
      );
  };
  const id = useId();
  const stored = address ? addressShown(address) : '';
  const [text, setText] = useState(stored);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  // Kept or forgotten elsewhere (the Forget button, another tab): the field shows what is kept now
  // (adjusted while rendering, as React advises for state that follows a prop).
  const [shownStored, setShownStored] = useState(stored);
  if (shownStored !== stored) {
    setShownStored(stored);
    setText(stored);
    setProblem(null);
  }

  const refused = t`This phone refused to keep it (its storage is full or blocked).`;
  const commit = (): void => {
    if (text.trim() === '') {
      setProblem(null);
      if (address) forget();
      return;
    }
    const read = readPayAddress(scheme, text);
    if (!read.ok) {
      setProblem(addressProblemWords(read.problem));
      setSaid(null);
      return;
    }
    setProblem(null);
    if (address?.value === read.address.value) {
      setText(addressShown(read.address));
      return;
    }
    const kept = rememberAddress(scheme, name, read.address);
    setSaid(kept ? t`Kept on this phone for ${name}.` : refused);
    // Shared from this phone already: the table is shown the new address (its owner chose to share it).
    if (kept && sharedHere) void share(read.address);
  };
  const forget = (): void => {
    setSaid(forgetAddress(scheme, name) ? t`Forgotten on this phone.` : refused);
    // Forgotten here: no longer shared from here either.
    if (sharedHere) void share(null);
  };

  const label = addressFieldName(scheme, name);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={MAX_ADDRESS_LENGTH}
          autoComplete="off"
          spellCheck={false}
          inputMode={scheme === 'fps' ? 'email' : 'tel'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          className={INPUT}
        />
        {address && (
          <button
            type="button"
            className={`${BTN_SECONDARY} shrink-0`}
            onClick={forget}
            aria-label={
              scheme === 'fps' ? t`Forget the FPS address of ${name}` : t`Forget the PayNow number of ${name}`
            }
          >
            {t`Forget`}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className={FIELD_ERROR}>
          {problem}
        </p>
      )}
      <p role="status" className="text-sm">
        {said}
      </p>
      {sharing && (
        <div className="mt-1">
          <label className="flex items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              role="switch"
              className="size-6 shrink-0 accent-emerald-700"
              checked={wanted ?? sharedHere}
              disabled={busy || ownedElsewhere || (!sharedHere && !address)}
              aria-describedby={`${id}-share`}
              onChange={(e) => {
                setWanted(e.target.checked);
                void share(e.target.checked ? (address ?? null) : null);
              }}
            />
            {shareSwitchName(scheme, name)}
          </label>
          <p id={`${id}-share`} className={MUTED}>
            {ownedElsewhere &&
              (sharedElsewhere ? (
                <span className="block">{t`${owner} shares ${sharedElsewhere} for ${name}: only that phone can change or stop sharing it.`}</span>
              ) : (
                <span className="block">{t`${owner} shared a number for ${name} first: only that phone can share one again.`}</span>
              ))}
            {!ownedElsewhere &&
              (address || sharedHere ? (
                <span className="block">{t`Off: it stays on this phone. On: every phone of this night shows it. Turning it off stops the other phones showing it, but the night’s history keeps what was shared until the night’s room is gone (90 days after anyone last opened it).`}</span>
              ) : (
                <span className="block">{t`Add it above to share it.`}</span>
              ))}
          </p>
          <p role="status" className="text-sm">
            {shareSaid}
          </p>
          {sharing.dispute && (
            <PayDisputeNote scheme={scheme} name={name} dispute={sharing.dispute} who={sharing.who} />
          )}
        </div>
      )}
    </div>
  );
}

/**
 * Two phones gave a player different numbers: each with its phone, no code from any of them, and the
 * table asked to check with the player (a number typed on the paying phone is its own, and makes the code).
 */
function PayDisputeNote({
  scheme,
  name,
  dispute,
  who,
}: {
  scheme: PayScheme;
  name: string;
  dispute: PayDispute;
  who: PhoneWords;
}) {
  const { t } = useLingui();
  const count = dispute.others.length + 1;
  const field = addressFieldName(scheme, name);
  const owner = who(dispute.owner.phone, 'start');
  const ownerNumber = dispute.owner.address ? addressShown(dispute.owner.address) : null;
  return (
    <div role="note" data-testid="pay-disputed" className={`${NOTICE} mt-1 space-y-1`}>
      <p className="font-semibold">
        {scheme === 'fps'
          ? count === 2
            ? t`Two phones gave different FPS numbers for ${name}.`
            : t`${count} phones gave different FPS numbers for ${name}.`
          : count === 2
            ? t`Two phones gave different PayNow numbers for ${name}.`
            : t`${count} phones gave different PayNow numbers for ${name}.`}
      </p>
      <ul>
        <li>
          {ownerNumber === null
            ? t`${owner}: shared one first, no longer shared`
            : t`${owner}: ${ownerNumber} (shared first)`}
        </li>
        {dispute.others.map((other) => {
          const phone = who(other.phone, 'start');
          const number = addressShown(other.address);
          return <li key={other.recordId}>{t`${phone}: ${number}`}</li>;
        })}
      </ul>
      <p>{t`Check with ${name} before paying: no code is shown for these numbers. The number ${name} gives you, typed in “${field}” on the paying phone, makes the code.`}</p>
    </div>
  );
}

/**
 * A live night's shared numbers as its log says them: the numbers to offer, whose each seat's is, the
 * disputed seats, and the phones in words. One read of the log gives them all: the night's row, which
 * keeps the numbers too, is written a moment after a change arrives, so read beside the log it could
 * still offer a seat's number while the log already shows the seat in dispute.
 */
interface TablePay {
  shared: readonly SharedAddress[];
  owners: readonly PayOwner[];
  disputes: readonly PayDispute[];
  self: string;
  who: PhoneWords;
}

/** The night's shared numbers from its log, following it; null while loading and on a night that is not live. */
function useTablePay(db: TaiTableDB, nightId: string, players: readonly string[]): TablePay | null {
  const history = useNightHistory(db, nightId);
  if (!history) return null;
  const { night, thisPhone } = history;
  return {
    shared: night.sharedPay,
    owners: night.payOwners,
    disputes: night.payDisputes,
    self: thisPhone,
    who: phoneWordsOf(night.phones, players, thisPhone),
  };
}

/** Every payment of the night as a code where its payee has an address, and the addresses to add. */
export function SettleWithScan({
  nightId,
  settings,
  totals,
  createdAt,
  payShared,
}: {
  nightId: string;
  settings: NightSettings;
  totals: PerPlayer<number>;
  createdAt: number;
  /** The night's shared addresses as its row keeps them (NightDetail's `payShared`). */
  payShared?: unknown;
}) {
  const { t } = useLingui();
  const id = useId();
  const db = useDatabase();
  const scheme = schemeOfProfile(settings.profile);
  const book = useAddressBook()[scheme];
  const table = useTablePay(db, nightId, settings.players);
  // A live night's from its log, with its disputes; any other night's (a backup's, a link's) from its row.
  const shared = table?.shared ?? readSharedAddresses(scheme, payShared);
  const transfers = fewestTransfers(totals);
  const night = new Date(createdAt);
  const reference = nightReference(night.getDate(), night.getMonth() + 1);
  const players = settings.players;
  const name = schemeName(scheme);
  return (
    <section aria-labelledby={`${id}-heading`} className={`${CARD} space-y-3`}>
      <h2 id={`${id}-heading`} className="font-semibold">{t`Settle with a scan`}</h2>
      <p className={MUTED}>
        {scheme === 'fps'
          ? t`Each payment as an FPS code with its amount: the payer scans it in their banking app, and nothing is typed.`
          : t`Each payment as a PayNow code with its amount: the payer scans it in their banking app, and nothing is typed.`}
      </p>
      {transfers.length > 0 && (
        <ul aria-label={t`Payments as codes`} className="divide-y divide-stone-100 dark:divide-stone-800">
          {transfers.map((transfer) => {
            const payee = players[transfer.to]!;
            // This phone's own address for the name first; else the one shared with the table (never a disputed seat's).
            const own = book.get(payee);
            const fromTable = own ? undefined : shared.find((item) => item.seat === transfer.to);
            const address = own ?? fromTable?.address;
            const dispute = table?.disputes.find((item) => item.seat === transfer.to);
            const field = addressFieldName(scheme, payee);
            return (
              <li key={`${transfer.from}-${transfer.to}`} data-payment className="space-y-1.5 py-2">
                <p className="font-semibold [word-break:keep-all]">{paysWords(players, transfer)}</p>
                {dispute && table && (
                  <PayDisputeNote scheme={scheme} name={payee} dispute={dispute} who={table.who} />
                )}
                {address ? (
                  <PaymentCode
                    scheme={scheme}
                    players={players}
                    transfer={transfer}
                    address={address}
                    reference={reference}
                    sharedBy={
                      fromTable === undefined
                        ? null
                        : fromTable.phone !== undefined && table
                          ? table.who(fromTable.phone)
                          : ''
                    }
                  />
                ) : (
                  !dispute && (
                    <p
                      className={MUTED}
                    >{t`No ${name} address for ${payee} on this phone: ${payee} can add it below, in “${field}”, and the code shows here.`}</p>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="font-semibold">{howPaidWords(scheme)}</h3>
      <PayAddresses nightId={nightId} settings={settings} payShared={payShared} />
    </section>
  );
}

/** Each player's address field, for the night's table's scheme, and where they are kept. */
export function PayAddresses({
  nightId,
  settings,
  payShared,
}: {
  nightId: string;
  settings: NightSettings;
  payShared?: unknown;
}) {
  const { t } = useLingui();
  const db = useDatabase();
  const scheme = schemeOfProfile(settings.profile);
  const book = useAddressBook()[scheme];
  const live =
    useLiveQuery(async () => (await db.liveNights.get(nightId)) !== undefined, [db, nightId]) ?? false;
  const table = useTablePay(db, nightId, settings.players);
  // A live night's from its log, with its disputes; any other night's (a backup's, a link's) from its row.
  const shared = table?.shared ?? readSharedAddresses(scheme, payShared);
  return (
    <div className="space-y-3">
      <p className={MUTED}>
        {live
          ? scheme === 'fps'
            ? t`An FPS ID, a Hong Kong mobile number or an email. Kept on this phone, for that name at the next night too. On this live night it goes to the other phones only when its player turns on its switch to share it with the table, and only a shared one is in backups and night links.`
            : t`A Singapore mobile number or a UEN. Kept on this phone, for that name at the next night too. On this live night it goes to the other phones only when its player turns on its switch to share it with the table, and only a shared one is in backups and night links.`
          : scheme === 'fps'
            ? t`An FPS ID, a Hong Kong mobile number or an email. Kept on this phone only, for that name at the next night too: not sent to the other phones, and not in backups or links.`
            : t`A Singapore mobile number or a UEN. Kept on this phone only, for that name at the next night too: not sent to the other phones, and not in backups or links.`}
      </p>
      {settings.players.map((player, seat) => (
        <AddressField
          key={`${scheme}-${player}`}
          scheme={scheme}
          name={player}
          address={book.get(player)}
          sharing={
            live && table
              ? {
                  nightId,
                  seat: seat as 0 | 1 | 2 | 3,
                  shared: shared.find((item) => item.seat === seat),
                  owner: table.owners.find((item) => item.seat === seat)?.phone ?? null,
                  self: table.self,
                  who: table.who,
                  dispute: table.disputes.find((item) => item.seat === seat),
                }
              : null
          }
        />
      ))}
    </div>
  );
}

/**
 * The addresses on the night's screen, folded away near its foot: added during the night, they are
 * ready on Settle up.
 */
export function PayAddressesCard({
  nightId,
  settings,
  payShared,
}: {
  nightId: string;
  settings: NightSettings;
  payShared?: unknown;
}) {
  // Drawn only while open: folded away, its fields and their status lines are not on the page at all.
  const [open, setOpen] = useState(false);
  return (
    <details className={CARD} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold">
        {howPaidWords(schemeOfProfile(settings.profile))}
      </summary>
      {open && (
        <div className="mt-2">
          <PayAddresses nightId={nightId} settings={settings} payShared={payShared} />
        </div>
      )}
    </details>
  );
}
