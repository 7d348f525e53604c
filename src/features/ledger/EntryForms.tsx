// The forms behind "Win by tai", "Kong or bonus payment", "False win" and "Drawn hand", for a new
// entry or an edit: checked by the ledger's rules as the player goes, with the money shown before
// anything is saved. The screen saves; a refusal from the database is shown here, changing nothing.
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  MAX_NOTE_LENGTH,
  falseWinAmount,
  paymentFor,
  nightOptions,
  tablePaymentAmount,
  type PlayerIndex,
  type Seating,
  type NightSettings,
  type TablePaymentEntry,
  type WinEntry,
} from '../../core/ledger';
import type { TablePaymentKind } from '../../core/settlement';
import type { EntryDraft } from '../../db';
import { formatMoney } from '../../ui/format';
import { RadioGroup } from '../../ui/RadioGroup';
import { checkDraft, deltasOf, type DraftFields } from './draft';
import { BaoPicker, FieldError, PlayerPicker, TaiPicker } from '../../ui/fields';
import { Problem } from '../../ui/Messages';
import { PlayerAmounts } from '../../ui/night/PlayerAmounts';
import { BTN_SECONDARY, FIELD_LABEL, INPUT } from '../../ui/styles';
import { bonusGroupWords, entryWords, reasonWords } from '../../words/entry-words';
import { listWords, playerName, roundName } from '../../words/night-words';

/** Saves a draft; answers the database's refusal in words, or null when it was saved. */
export type SaveDraft = (draft: EntryDraft) => Promise<string | null>;

interface FormProps {
  settings: NightSettings;
  /** The hand the entry belongs to: its dealer and seat winds. */
  seating: Seating;
  save: SaveDraft;
  onCancel: () => void;
  submitLabel: string;
}

/** The part every entry form shares: the preview, the refusal, Cancel and the save button. */
function EntryFormShell(props: {
  settings: NightSettings;
  fields: DraftFields;
  save: SaveDraft;
  onCancel: () => void;
  submitLabel: string;
  onTried: () => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // A second tap before the first save re-renders must not record the entry twice.
  const inFlight = useRef(false);
  const checked = checkDraft(props.settings, props.fields);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    props.onTried();
    if (!checked.draft || inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    const problem = await props.save(checked.draft);
    // On success the sheet closes and this form is gone; only a refusal is kept.
    if (problem !== null) {
      inFlight.current = false;
      setRefusal(problem);
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      {props.children}
      {checked.entry && (
        <div className="rounded-lg bg-stone-100 p-2 dark:bg-stone-800">
          <p className="mb-1 text-sm font-medium">{entryWords(props.settings, checked.entry)}</p>
          <PlayerAmounts
            players={props.settings.players}
            amounts={deltasOf(props.settings, checked.entry)}
            label={t`What each player wins or pays`}
          />
        </div>
      )}
      <Problem message={refusal} />
      <div className="flex gap-2">
        <button
          type="button"
          className={`${BTN_SECONDARY} flex-1`}
          onClick={props.onCancel}
        >{t`Cancel`}</button>
        <button type="submit" className="btn flex-1" disabled={saving}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}

// ---- A win entered by its tai ----

interface WinFields {
  winner: PlayerIndex | null;
  selfDrawn: boolean;
  discarder: PlayerIndex | null;
  tai: number;
  bao: PlayerIndex | null;
}

export function WinForm(props: FormProps & { editing?: WinEntry }) {
  const { settings, seating, editing } = props;
  const { t } = useLingui();
  const options = nightOptions(settings);
  const word = settings.profile === 'hk' ? 'fan' : 'tai';
  const [fields, setFields] = useState<WinFields>(() =>
    editing
      ? {
          winner: editing.winner,
          selfDrawn: editing.selfDrawn,
          discarder: editing.discarder,
          tai: editing.tai,
          bao: editing.bao ?? null,
        }
      : { winner: null, selfDrawn: false, discarder: null, tai: options.min_tai, bao: null },
  );
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<WinFields>): void => setFields((f) => ({ ...f, ...patch }));

  // The scored lines and tiles stay with the win only while they still describe it: same winner
  // (the seat wind), same tai, same way of winning. Who discarded or is Bao does not change them.
  const keepsScore =
    editing !== undefined &&
    (editing.items !== undefined || editing.hand !== undefined) &&
    editing.winner === fields.winner &&
    editing.tai === fields.tai &&
    editing.selfDrawn === fields.selfDrawn;
  const draft: DraftFields = {
    kind: 'win',
    winner: fields.winner,
    selfDrawn: fields.selfDrawn,
    discarder: fields.selfDrawn ? null : fields.discarder,
    tai: fields.tai,
    payment: paymentFor(settings, fields.tai, fields.selfDrawn),
    bao: fields.bao,
    ...(keepsScore && editing.items ? { items: editing.items } : {}),
    ...(keepsScore && editing.hand ? { hand: editing.hand } : {}),
  };
  const errors = tried ? checkDraft(settings, draft).errors : {};
  const robbed = editing?.hand?.events?.includes('robbing_kong') ?? false;

  return (
    <EntryFormShell
      settings={settings}
      fields={draft}
      save={props.save}
      onCancel={props.onCancel}
      submitLabel={props.submitLabel}
      onTried={() => setTried(true)}
    >
      <PlayerPicker
        label={t`Who won?`}
        players={settings.players}
        seatWinds={seating.seatWinds}
        dealer={seating.dealer}
        value={fields.winner}
        error={errors.winner}
        onChange={(winner) =>
          set({
            winner,
            discarder: fields.discarder === winner ? null : fields.discarder,
            bao: fields.bao === winner ? null : fields.bao,
          })
        }
      />
      <RadioGroup
        label={t`Won by`}
        value={fields.selfDrawn ? 'self' : 'discard'}
        onChange={(v) => set({ selfDrawn: v === 'self' })}
        options={[
          { value: 'discard', label: t`Discard` },
          { value: 'self', label: t`Self-draw` },
        ]}
      />
      {!fields.selfDrawn && (
        <PlayerPicker
          label={robbed ? t`Whose kong was robbed?` : t`Who discarded the winning tile?`}
          players={settings.players}
          seatWinds={seating.seatWinds}
          dealer={seating.dealer}
          value={fields.discarder}
          error={errors.discarder}
          unavailable={fields.winner === null ? [] : [fields.winner]}
          onChange={(discarder) => set({ discarder })}
        />
      )}
      <TaiPicker
        word={word}
        min={options.min_tai}
        max={options.cap_tai}
        value={fields.tai}
        error={errors.tai}
        onChange={(tai) => set({ tai })}
      />
      <BaoPicker
        players={settings.players}
        winner={fields.winner}
        value={fields.bao}
        error={errors.bao}
        onChange={(bao) => set({ bao })}
      />
      {editing && (editing.items || editing.hand) && !keepsScore && (
        <p className="text-sm text-amber-900 dark:text-amber-200">
          {word === 'fan'
            ? t`This win was scored from its tiles. With another winner, fan or way of winning, the scored tiles no longer describe it, so they will not be kept with it.`
            : t`This win was scored from its tiles. With another winner, tai or way of winning, the scored tiles no longer describe it, so they will not be kept with it.`}
        </p>
      )}
      <FieldError id="win-other-error" message={errors.payment ?? errors['']} />
    </EntryFormShell>
  );
}

// ---- A payment outside a win: kongs and bonus pairs or sets ----

const REASONS: readonly TablePaymentKind[] = [
  'exposed_kong',
  'concealed_kong',
  'bonus_later',
  'bonus_at_start',
];
const capitalised = (words: string): string => words[0]!.toUpperCase() + words.slice(1);

/**
 * A kong or bonus payment, for the hand in play or an earlier one (a kong paid late). `handInPlay`
 * is the hand in play where the entry stands (for an edit, that of its place in the list).
 */
export function TablePaymentForm(props: FormProps & { editing?: TablePaymentEntry; handInPlay?: number }) {
  const { settings, seating, editing } = props;
  const { t } = useLingui();
  const eachWords = (cents: number): string => {
    const amount = formatMoney(cents);
    return t`${amount} each`;
  };
  const inPlay = props.handInPlay ?? seating.handNumber;
  const [receiver, setReceiver] = useState<PlayerIndex | null>(editing?.receiver ?? null);
  const [reason, setReason] = useState<TablePaymentKind | null>(editing?.reason ?? null);
  const [note, setNote] = useState(editing?.note ?? '');
  const [hand, setHand] = useState(Math.min(editing?.handNumber ?? inPlay, inPlay));
  const [tried, setTried] = useState(false);
  const draft: DraftFields = {
    kind: 'table_payment',
    receiver,
    reason,
    ...(note.trim() ? { note } : {}),
    ...(hand < inPlay ? { handNumber: hand } : {}),
  };
  const errors = tried ? checkDraft(settings, draft).errors : {};
  const bonusSets = listWords(bonusGroupWords());

  return (
    <EntryFormShell
      settings={settings}
      fields={draft}
      save={props.save}
      onCancel={props.onCancel}
      submitLabel={props.submitLabel}
      onTried={() => setTried(true)}
    >
      <PlayerPicker
        label={t`Who is paid?`}
        players={settings.players}
        seatWinds={seating.seatWinds}
        dealer={seating.dealer}
        value={receiver}
        onChange={setReceiver}
        error={errors.receiver}
      />
      <fieldset aria-describedby={errors.reason ? 'reason-error' : undefined}>
        <legend className={FIELD_LABEL}>{t`What for?`}</legend>
        <div className="space-y-1.5">
          {REASONS.map((kind) => (
            <label
              key={kind}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-2 py-2 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
            >
              <input
                type="radio"
                name="table-payment-reason"
                checked={reason === kind}
                onChange={() => setReason(kind)}
                className="size-4 accent-emerald-700"
              />
              <span className="flex-1">{capitalised(reasonWords(kind))}</span>
              <span className="tabular-nums text-stone-700 dark:text-stone-200">
                {eachWords(tablePaymentAmount(settings, kind))}
              </span>
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-stone-600 dark:text-stone-300">{t`Each other player pays the amount shown. Bonus pairs and sets: ${bonusSets}.`}</p>
        <FieldError id="reason-error" message={errors.reason} />
      </fieldset>
      {inPlay > 1 && (
        <div>
          <label htmlFor="table-payment-hand" className={FIELD_LABEL}>{t`Which hand?`}</label>
          <select
            id="table-payment-hand"
            className={INPUT}
            value={hand}
            onChange={(e) => setHand(Number(e.target.value))}
            aria-describedby="table-payment-hand-help"
          >
            {Array.from({ length: inPlay }, (_, i) => inPlay - i).map((n) => (
              <option key={n} value={n}>
                {n === inPlay ? t`Hand ${n}, this hand` : t`Hand ${n}`}
              </option>
            ))}
          </select>
          <p id="table-payment-hand-help" className="mt-1 text-xs text-stone-600 dark:text-stone-300">
            {t`For a kong or bonus paid late, choose the hand it was made in. It is listed when it is recorded.`}
          </p>
        </div>
      )}
      <div>
        <label htmlFor="table-payment-note" className={FIELD_LABEL}>{t`Note (optional)`}</label>
        <input
          id="table-payment-note"
          className={INPUT}
          value={note}
          maxLength={MAX_NOTE_LENGTH}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t`Kong of 5 dots`}
          aria-describedby={errors.note ? 'note-error' : undefined}
          aria-invalid={errors.note ? true : undefined}
        />
        <FieldError id="note-error" message={errors.note} />
      </div>
      <FieldError id="payment-other-error" message={errors.kind ?? errors['']} />
    </EntryFormShell>
  );
}

// ---- Zha Hu ----

export function FalseWinForm(props: FormProps & { editing?: { offender: PlayerIndex } }) {
  const { settings, seating } = props;
  const { t } = useLingui();
  const [offender, setOffender] = useState<PlayerIndex | null>(props.editing?.offender ?? null);
  const amount = formatMoney(falseWinAmount(settings));
  const [tried, setTried] = useState(false);
  const draft: DraftFields = { kind: 'false_win', offender };
  const errors = tried ? checkDraft(settings, draft).errors : {};
  return (
    <EntryFormShell
      settings={settings}
      fields={draft}
      save={props.save}
      onCancel={props.onCancel}
      submitLabel={props.submitLabel}
      onTried={() => setTried(true)}
    >
      <p className="text-sm">
        {t`Whoever declares a win that is not one pays each other player ${amount}: what a self-drawn limit hand would cost them.`}
      </p>
      <PlayerPicker
        label={t`Who declared the false win?`}
        players={settings.players}
        seatWinds={seating.seatWinds}
        dealer={seating.dealer}
        value={offender}
        onChange={setOffender}
        error={errors.offender}
      />
    </EntryFormShell>
  );
}

// ---- A drawn hand ----

export function DrawForm(props: FormProps) {
  const { settings, seating } = props;
  const hand = seating.handNumber;
  const dealer = playerName(settings.players, seating.dealer);
  const round = roundName(seating.prevailingWind);
  return (
    <EntryFormShell
      settings={settings}
      fields={{ kind: 'draw' }}
      save={props.save}
      onCancel={props.onCancel}
      submitLabel={props.submitLabel}
      onTried={() => undefined}
    >
      <p className="text-sm">
        <Trans>
          The wall ran out and no one won hand {hand}. No one pays, and {dealer} deals again ({round}).
        </Trans>
      </p>
    </EntryFormShell>
  );
}
