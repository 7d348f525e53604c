// What a scored hand scored, line by line, and the whole card a shared hand or the Record sheet shows:
// shown once a hand has a result, so this code and its words follow the first screen
// (src/features/score/HowItScores.tsx loads it on the score screen).
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProfileId, ScoreItem, ScoreOk } from '../core/types';
import { unitWordIn } from './format';
import { useNames } from '../words/names/use-names';
import { asPoints, belowMinimum, notWinning, paymentLines, type AmountFormat } from '../words/result-words';
import type { Scoring } from '../state/scoring';

export function ItemList({ result, itemHref }: { result: ScoreOk; itemHref?: (id: string) => string }) {
  const { t, i18n } = useLingui();
  // The names load after the first paint: the items wait for them, never showing an id. Should they
  // fail to load, the items keep the English names the core gave them.
  const { names, failed } = useNames();
  if (result.items.length === 0 || (!names && !failed)) return null;
  const nameOf = (item: ScoreItem): string => names?.item(result.profile, item) ?? item.name;
  const word = unitWordIn(i18n, result.profile);
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-700" aria-label={t`Items`}>
      {result.items.map((item, i) => (
        <li
          key={`${item.id}-${i}`}
          data-item={item.id}
          className="flex items-baseline justify-between gap-2 py-0.5 text-sm"
        >
          <span>
            {itemHref ? (
              <a
                href={itemHref(item.id)}
                className="font-medium underline decoration-stone-400 underline-offset-2 hover:decoration-emerald-600"
              >
                {nameOf(item)}
              </a>
            ) : (
              <span className="font-medium">{nameOf(item)}</span>
            )}
          </span>
          <span className="tabular-nums font-semibold">
            {item.tai === 0 ? '0' : `+${item.tai}`}
            <span className="sr-only"> {word}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ScoreSummary({
  result,
  itemHref,
  robbed,
  amount = asPoints,
}: {
  result: ScoreOk;
  itemHref?: (id: string) => string;
  robbed?: boolean;
  amount?: AmountFormat;
}) {
  const { t, i18n } = useLingui();
  const word = unitWordIn(i18n, result.profile);
  const capped = result.raw_tai > result.tai;
  const { raw_tai: counted, cap_tai: cap } = result;
  const total = amount(result.payment?.total ?? 0);
  let verdict: string;
  if (result.reason === 'not_a_winning_hand') verdict = notWinning(i18n);
  else if (result.reason === 'below_minimum') verdict = belowMinimum(i18n, result);
  else if (!result.limit) verdict = t`A winning hand.`;
  else
    verdict =
      result.profile === 'hk'
        ? t`Limit hand: ${cap} fan, the most this table pays.`
        : t`Limit hand: ${cap} tai, the most this table pays.`;

  return (
    <div className="space-y-2">
      {result.reason !== 'not_a_winning_hand' && (
        <p className="flex items-baseline gap-2">
          <span data-testid="score-total" className="text-5xl font-bold tabular-nums leading-none">
            {result.tai}
          </span>
          <span className="text-lg font-medium">{word}</span>
          {result.limit && (
            <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold uppercase text-black">
              <Trans>Limit</Trans>
            </span>
          )}
          {capped && (
            <span className="text-sm text-stone-600 dark:text-stone-300">
              <Trans>
                ({counted} counted, capped at {cap})
              </Trans>
            </span>
          )}
        </p>
      )}
      <p
        role="status"
        className={
          result.win
            ? 'text-sm text-emerald-800 dark:text-emerald-300'
            : 'text-sm font-medium text-red-800 dark:text-red-300'
        }
      >
        {verdict}
      </p>
      <ItemList result={result} itemHref={itemHref} />
      {result.payment && (
        <div className="rounded-lg bg-emerald-50 p-2 text-sm dark:bg-emerald-950/50">
          <p className="font-semibold">
            <Trans>Winner collects {total}</Trans>
          </p>
          {paymentLines(i18n, result.payment, { robbed, amount }).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** A scored hand's result in a card: for a shared hand, whose 14 tiles are known. */
export function ResultPanel(props: {
  scoring: Scoring;
  profile: ProfileId;
  /** Kept for callers of the first version; a shared hand has no waits. */
  onPickWait?: (tile: string) => void;
  itemHref?: (id: string) => string;
  actions?: ReactNode;
}) {
  const { scoring } = props;
  const { names } = useNames();
  const ready = scoring.kind === 'scored' ? scoring.result !== null : true;
  return (
    <section
      aria-labelledby="result-heading"
      data-result-state={`${scoring.kind}-${ready ? 'ready' : 'pending'}`}
      className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900"
    >
      <h2 id="result-heading" className="sr-only">
        <Trans>Result</Trans>
      </h2>
      {scoring.kind === 'scored' && !scoring.result && (
        <p className="text-sm">
          <Trans>Scoring…</Trans>
        </p>
      )}
      {scoring.kind === 'scored' && scoring.result && !scoring.result.ok && (
        <ul role="alert" className="space-y-1 text-sm text-red-900 dark:text-red-100">
          {scoring.result.errors.map((error, i) => {
            // eslint-disable-next-line no-restricted-syntax -- only until the names arrive, or when they cannot: the scorer's sentence is all there is
            const words = names ? names.error(error) : error.message;
            return <li key={`${error.code}-${i}`}>{words}</li>;
          })}
        </ul>
      )}
      {scoring.kind === 'scored' && scoring.result?.ok && (
        <>
          <ScoreSummary result={scoring.result} itemHref={props.itemHref} />
          {props.actions && <div className="mt-3">{props.actions}</div>}
        </>
      )}
    </section>
  );
}
