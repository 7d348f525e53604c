// The itemised result, live: every item with its English and Chinese name and value, the total,
// the limit, why a hand does not win, and what each player pays. One tile short, the waits.
import type { ReactNode } from 'react';
import type { Payment, ProfileId, ScoreOk } from '../../core/types';
import type { WaitOption } from '../../core/what-if';
import { formatPoints, unitWord } from '../../ui/format';
import { TileFace } from '../../ui/tiles/TileFace';
import { tokenName } from '../../core/tiles';
import type { Scoring } from './useScoring';

export function paymentLines(payment: Payment, profile: ProfileId): string[] {
  if (payment.discarder === null) return [`Each player pays ${formatPoints(payment.others)}`];
  if (profile === 'hk' || payment.others === 0) return [`The discarder pays ${formatPoints(payment.discarder)}`];
  return [`The discarder pays ${formatPoints(payment.discarder)}`, `The other two pay ${formatPoints(payment.others)} each`];
}

function ItemList({ result, itemHref }: { result: ScoreOk; itemHref?: (id: string) => string }) {
  if (result.items.length === 0) return null;
  const word = unitWord(result.profile);
  return (
    <ul className="divide-y divide-stone-200 dark:divide-stone-700" aria-label="Items">
      {result.items.map((item, i) => (
        <li key={`${item.id}-${i}`} data-item={item.id} className="flex items-baseline justify-between gap-2 py-1.5">
          <span>
            {itemHref ? <a href={itemHref(item.id)} className="font-medium underline decoration-stone-400 underline-offset-2 hover:decoration-emerald-600">{item.name}</a> : <span className="font-medium">{item.name}</span>}
            <span lang="zh" className="ml-2 text-stone-600 dark:text-stone-300">{item.zh}</span>
          </span>
          <span className="tabular-nums font-semibold">
            {item.tai === 0 ? '0' : `+${item.tai}`}<span className="sr-only"> {word}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ScoreSummary({ result, itemHref }: { result: ScoreOk; itemHref?: (id: string) => string }) {
  const word = unitWord(result.profile);
  const capped = result.raw_tai > result.tai;
  let verdict: string;
  if (result.reason === 'not_a_winning_hand') verdict = 'Not a winning hand: these tiles do not make four sets and a pair, or another shape this table plays.';
  else if (result.reason === 'below_minimum') verdict = `Below the table minimum: ${result.tai} ${word}, and the table needs ${result.min_tai}.`;
  else verdict = result.limit ? `Limit hand: ${result.cap_tai} ${word}, the most this table pays.` : 'A winning hand.';

  return (
    <div className="space-y-2">
      {result.reason !== 'not_a_winning_hand' && (
        <p className="flex items-baseline gap-2">
          <span data-testid="score-total" className="text-5xl font-bold tabular-nums leading-none">{result.tai}</span>
          <span className="text-lg font-medium">{word}</span>
          {result.limit && <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold uppercase text-black">Limit</span>}
          {capped && <span className="text-sm text-stone-600 dark:text-stone-300">({result.raw_tai} counted, capped at {result.cap_tai})</span>}
        </p>
      )}
      <p role="status" className={result.win ? 'text-sm text-emerald-800 dark:text-emerald-300' : 'text-sm font-medium text-red-800 dark:text-red-300'}>{verdict}</p>
      <ItemList result={result} itemHref={itemHref} />
      {result.payment && (
        <div className="rounded-lg bg-emerald-50 p-2 text-sm dark:bg-emerald-950/50">
          <p className="font-semibold">Winner collects {formatPoints(result.payment.total)}</p>
          {paymentLines(result.payment, result.profile).map((line) => <p key={line}>{line}</p>)}
        </div>
      )}
    </div>
  );
}

function WaitList({ options, profile, onPick }: { options: WaitOption[]; profile: ProfileId; onPick: (tile: string) => void }) {
  const word = unitWord(profile);
  if (options.length === 0) {
    return <p role="status" className="text-sm">One tile short, but no single tile completes this hand yet.</p>;
  }
  const describe = (r: ScoreOk): string => (r.win ? `${r.tai} ${word}` : r.reason === 'below_minimum' ? `${r.tai} ${word}, below minimum` : 'no win');
  return (
    <div className="space-y-1">
      <p role="status" className="text-sm font-medium">Waiting on {options.length} tile{options.length === 1 ? '' : 's'}. Tap one to add it as the winning tile.</p>
      <ul className="grid grid-cols-1 gap-1" aria-label="Waits">
        {options.map((o) => (
          <li key={o.tile}>
            <button type="button" data-wait={o.tile} onClick={() => onPick(o.tile)}
              className="flex w-full items-center gap-2 rounded-md border border-stone-200 p-1 text-left text-sm hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-700 dark:hover:bg-stone-800">
              <span className="block w-8 shrink-0"><TileFace token={o.tile} className="block h-auto w-full" /></span>
              <span className="flex-1">
                <span className="block font-medium">{tokenName(o.tile)}</span>
                <span className="block text-xs text-stone-600 dark:text-stone-300">
                  Discard: {describe(o.discard)}{o.discard.payment ? ` · collects ${formatPoints(o.discard.payment.total)}` : ''}
                  {' · '}Self-draw: {describe(o.selfDrawn)}{o.selfDrawn.payment ? ` · collects ${formatPoints(o.selfDrawn.payment.total)}` : ''}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ResultPanel(props: {
  scoring: Scoring;
  profile: ProfileId;
  onPickWait: (tile: string) => void;
  itemHref?: (id: string) => string;
  /** What a scored hand offers below its result (Share, Record). */
  actions?: ReactNode;
}) {
  const { scoring } = props;
  // For the tap-to-paint benchmark and tests: what the panel shows, and whether its answer is in.
  const ready = scoring.kind === 'waits' ? scoring.options !== null : scoring.kind === 'scored' ? scoring.result !== null : true;
  return (
    <section aria-labelledby="result-heading" data-result-state={`${scoring.kind}-${ready ? 'ready' : 'pending'}`} className="rounded-xl border border-stone-200 bg-white p-3 shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <h2 id="result-heading" className="sr-only">Result</h2>
      {scoring.kind === 'building' && (
        <p role="status" className="text-sm text-stone-700 dark:text-stone-200">
          {scoring.missing === 14 ? 'Tap the tiles of the winning hand.' : `Add ${scoring.missing} more tile${scoring.missing === 1 ? '' : 's'} to score the hand.`}
        </p>
      )}
      {scoring.kind === 'too_many' && <p role="status" className="text-sm font-medium text-red-800 dark:text-red-300">Too many tiles: take out {scoring.extra}.</p>}
      {scoring.kind === 'waits' && (scoring.options ? <WaitList options={scoring.options} profile={props.profile} onPick={props.onPickWait} /> : <p className="text-sm">Finding the waits…</p>)}
      {scoring.kind === 'scored' && !scoring.result && <p className="text-sm">Scoring…</p>}
      {scoring.kind === 'scored' && scoring.result && !scoring.result.ok && (
        <p role="status" className="text-sm font-medium text-red-800 dark:text-red-300">This hand cannot be scored yet: see what to fix beside the tiles.</p>
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
