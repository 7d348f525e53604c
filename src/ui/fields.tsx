// Form fields of the ledger: a player chosen from the four at the table, the tai of a win, and a
// field's message shown beside it.
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PLAYER_INDEXES, type PerPlayer, type PlayerIndex, type Wind } from '../core/ledger';
import { RadioGroup } from './RadioGroup';
import { FIELD_ERROR, FIELD_LABEL } from './styles';
import { windName } from '../words/night-words';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={FIELD_ERROR}>
      {message}
    </p>
  );
}

/** One of the four players, as cards two by two, each with the seat wind it has this hand. */
export function PlayerPicker(props: {
  label: string;
  players: PerPlayer<string>;
  seatWinds?: PerPlayer<Wind>;
  dealer?: PlayerIndex;
  value: PlayerIndex | null;
  onChange: (player: PlayerIndex) => void;
  /** Players who cannot be chosen here (the winner cannot be the discarder). */
  unavailable?: readonly PlayerIndex[];
  error?: string;
  help?: string;
}) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const helpId = `${name}-help`;
  return (
    <fieldset
      aria-describedby={
        [props.help ? helpId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={FIELD_LABEL}>{props.label}</legend>
      {props.help && (
        <p id={helpId} className="-mt-0.5 mb-1 text-xs text-stone-600 dark:text-stone-300">
          {props.help}
        </p>
      )}
      <div className="grid grid-cols-2 gap-1.5">
        {PLAYER_INDEXES.map((player) => {
          const unavailable = props.unavailable?.includes(player) ?? false;
          const wind = props.seatWinds?.[player];
          const seatWind = wind ? windName(wind) : '';
          return (
            <label
              key={player}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 has-[:checked]:ring-1 has-[:checked]:ring-emerald-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-600 dark:border-stone-600 dark:bg-stone-800 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-950"
            >
              <input
                type="radio"
                name={name}
                checked={props.value === player}
                disabled={unavailable}
                onChange={() => props.onChange(player)}
                className="size-4 shrink-0 accent-emerald-700"
              />
              <span className="min-w-0 leading-tight">
                <span className="block truncate font-medium" title={props.players[player]}>
                  {props.players[player]}
                </span>
                {wind && (
                  <span className="block text-xs text-stone-600 dark:text-stone-300">
                    {props.dealer === player ? t`${seatWind}, dealer` : windName(wind)}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId} message={props.error} />
    </fieldset>
  );
}

/** The tai (fan) of a win, from the table's minimum to its cap: one tap when few, a list when many. */
export function TaiPicker(props: {
  word: string;
  min: number;
  max: number;
  value: number;
  onChange: (tai: number) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const values = Array.from({ length: props.max - props.min + 1 }, (_, i) => props.min + i);
  const fan = props.word === 'fan';
  const label = fan ? t`Fan` : t`Tai`;
  const valueLabel = (v: number): string => (fan ? t`${v} fan` : t`${v} tai`);
  if (values.length <= 7) {
    return (
      <div>
        <RadioGroup
          label={label}
          value={String(props.value)}
          onChange={(v) => props.onChange(Number(v))}
          options={values.map((v) => ({ value: String(v), label: String(v), ariaLabel: valueLabel(v) }))}
        />
        <FieldError id={`${id}-error`} message={props.error} />
      </div>
    );
  }
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-base dark:border-stone-600 dark:bg-stone-800"
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {valueLabel(v)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}

/** Bao: nobody, or one player (not the winner) who pays for everyone. */
export function BaoPicker(props: {
  players: PerPlayer<string>;
  winner: PlayerIndex | null;
  value: PlayerIndex | null;
  onChange: (bao: PlayerIndex | null) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL}>{t`Bao: who pays for everyone`}</label>
      <select
        id={id}
        value={props.value === null ? '' : String(props.value)}
        onChange={(e) =>
          props.onChange(e.target.value === '' ? null : (Number(e.target.value) as PlayerIndex))
        }
        aria-describedby={`${id}-help${props.error ? ` ${id}-error` : ''}`}
        className="w-full rounded-md border border-stone-300 bg-white px-2 py-2 text-base dark:border-stone-600 dark:bg-stone-800"
      >
        <option value="">{t`No one: everyone pays their own share`}</option>
        {PLAYER_INDEXES.filter((p) => p !== props.winner).map((p) => (
          <option key={p} value={p}>
            {props.players[p]}
          </option>
        ))}
      </select>
      <p
        id={`${id}-help`}
        className="mt-1 text-xs text-stone-600 dark:text-stone-300"
      >{t`When one player is Bao, they alone pay the winner what all the losers would have paid.`}</p>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  );
}
