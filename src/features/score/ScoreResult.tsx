// The result as the score screen shows it, in two parts. The bar above the hand always has the same
// height (nothing above the palette may grow): what is missing, the waits, or the total, the verdict
// and the payment. Below the palette: the reading set by set, the items, and what to do with the hand.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileId, ScoreOk } from '../../core/types';
import { unitWordIn } from '../../ui/format';
import { noticeWords } from './draft-notices';
import type { DraftNotice } from '../../state/draft-store';
import {
  asPoints,
  belowMinimum,
  notWinning,
  paymentLines,
  type AmountFormat,
} from '../../words/result-words';
import type { Scoring } from '../../state/scoring';
import { useNames } from '../../words/names/use-names';
import { scoreExtras } from './score-extras';

export function verdictOf(i18n: I18n, result: ScoreOk): string {
  if (result.reason === 'not_a_winning_hand') return notWinning(i18n);
  if (result.reason === 'below_minimum') return belowMinimum(i18n, result);
  // The number and what was counted are beside it in the bar: the words say what a limit means.
  return result.limit ? i18n._(msg`Limit hand: the most this table pays.`) : i18n._(msg`A winning hand.`);
}

function Total({ result, robbed, amount }: { result: ScoreOk; robbed: boolean; amount: AmountFormat }) {
  const { i18n } = useLingui();
  const word = unitWordIn(i18n, result.profile);
  const total = amount(result.payment?.total ?? 0);
  const capped = result.raw_tai > result.tai;
  const { raw_tai: counted, cap_tai: cap } = result;
  // Two columns, so that the longest result (a limit hand won on a discard: the verdict and three
  // payment lines) fits the bar's fixed height at 360 px wide: the number, with what was counted
  // under it; the words beside it. The words scroll rather than clip should a line ever not fit.
  return (
    <div className="flex h-full items-center gap-3">
      {result.reason !== 'not_a_winning_hand' && (
        <div className="shrink-0">
          <p className="flex items-baseline gap-1">
            <span data-testid="score-total" className="text-4xl font-bold tabular-nums leading-none">
              {result.tai}
            </span>
            <span className="text-base font-medium">{word}</span>
            {result.limit && (
              <span className="rounded bg-amber-400 px-1 py-0.5 text-[0.65rem] font-bold uppercase text-black">
                <Trans>Limit</Trans>
              </span>
            )}
          </p>
          {capped && (
            <p className="mt-0.5 text-[0.7rem] leading-tight text-stone-700 dark:text-stone-200">
              <Trans>
                {counted} counted,
                <br />
                capped at {cap}
              </Trans>
            </p>
          )}
        </div>
      )}
      <div className="max-h-full min-w-0 flex-1 overflow-y-auto text-xs leading-[0.875rem]">
        <p
          role="status"
          className={
            result.win
              ? 'text-emerald-800 dark:text-emerald-300'
              : 'font-medium text-red-800 dark:text-red-300'
          }
        >
          {verdictOf(i18n, result)}
        </p>
        {result.payment && (
          <div data-testid="payment">
            <p className="font-semibold">
              <Trans>Winner collects {total}</Trans>
            </p>
            {paymentLines(i18n, result.payment, { robbed, amount }).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** The fixed-height bar above the hand. `notice` (why a tap did nothing) covers it until the next change. */
export function ResultBar(props: {
  scoring: Scoring;
  profile: ProfileId;
  robbed: boolean;
  amount?: AmountFormat;
  onPickWait: (tile: string) => void;
  /** Why the last tap did nothing, worded here in the language in use. */
  notice: DraftNotice | null;
  /**
   * True until the app knows whether a night is open: the waits and the result wait for its table,
   * so that no amount is ever shown at the wrong table or in the wrong money.
   */
  tableUnknown?: boolean;
}) {
  const { scoring } = props;
  const { t, i18n } = useLingui();
  const amount = props.amount ?? asPoints;
  const missing = scoring.kind === 'building' ? scoring.missing : 0;
  const extra = scoring.kind === 'too_many' ? scoring.extra : 0;
  const waiting = props.tableUnknown === true && (scoring.kind === 'waits' || scoring.kind === 'scored');
  // For the tap-to-paint benchmark and tests: what the bar shows, and whether its answer is in.
  const ready =
    !waiting &&
    (scoring.kind === 'waits'
      ? scoring.options !== null
      : scoring.kind === 'scored'
        ? scoring.result !== null
        : true);
  const result = scoring.kind === 'scored' && !waiting ? scoring.result : null;
  // The core's errors are worded in the player's language once the names are here (or in the core's
  // English, should they fail to load): until then the bar says it is scoring.
  const { names, failed } = useNames();
  // The waits' strip comes with the screen's later parts (score-extras.ts), fetched once the screen is up.
  const { module: extras, failed: extrasFailed } = scoreExtras.useLoaded();
  const errorsWorded = names !== null || failed;
  return (
    <section
      aria-labelledby="result-heading"
      data-result-state={`${scoring.kind}-${ready ? 'ready' : 'pending'}`}
      className="relative h-[5rem] shrink-0 overflow-hidden rounded-xl border border-stone-200 bg-white px-2 py-1 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="result-heading" className="sr-only">
        <Trans>Result</Trans>
      </h2>
      {scoring.kind === 'building' && (
        <p role="status" className="flex h-full items-center text-sm text-stone-700 dark:text-stone-200">
          {scoring.missing === 14
            ? t`Tap the tiles of the winning hand.`
            : t`${plural(missing, { one: 'Add # more tile to score the hand.', other: 'Add # more tiles to score the hand.' })}`}
        </p>
      )}
      {scoring.kind === 'too_many' && (
        <p
          role="status"
          className="flex h-full items-center text-sm font-medium text-red-800 dark:text-red-300"
        >
          <Trans>Too many tiles: take out {extra}.</Trans>
        </p>
      )}
      {waiting && (
        <p role="status" className="flex h-full items-center text-sm">
          <Trans>Opening tonight’s table…</Trans>
        </p>
      )}
      {scoring.kind === 'waits' &&
        !waiting &&
        (scoring.options && extras ? (
          <extras.WaitStrip
            options={scoring.options}
            profile={props.profile}
            onPick={props.onPickWait}
            amount={amount}
          />
        ) : (
          <p className="flex h-full items-center text-sm">
            {extrasFailed ? (
              <Trans>The waits could not be shown. Reload the app and try again.</Trans>
            ) : (
              <Trans>Finding the waits…</Trans>
            )}
          </p>
        ))}
      {scoring.kind === 'scored' && !waiting && !result && (
        <p className="flex h-full items-center text-sm">
          <Trans>Scoring…</Trans>
        </p>
      )}
      {result && !result.ok && !errorsWorded && (
        <p className="flex h-full items-center text-sm">
          <Trans>Scoring…</Trans>
        </p>
      )}
      {result && !result.ok && errorsWorded && (
        <div className="h-full overflow-y-auto text-sm">
          <p className="sr-only" role="status">
            <Trans>This hand cannot be scored yet.</Trans>
          </p>
          <ul role="alert" className="space-y-0.5 text-red-900 dark:text-red-200">
            {result.errors.map((error, i) => {
              // eslint-disable-next-line no-restricted-syntax -- only until the names arrive, or when they cannot: the scorer's sentence is all there is
              const words = names ? names.error(error) : error.message;
              return <li key={`${error.code}-${i}`}>{words}</li>;
            })}
          </ul>
        </div>
      )}
      {result?.ok && <Total result={result} robbed={props.robbed} amount={amount} />}
      {props.notice && (
        <p
          role="alert"
          className="absolute inset-0 flex items-center bg-amber-100 px-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50"
        >
          {noticeWords(i18n, props.notice)}
        </p>
      )}
    </section>
  );
}
