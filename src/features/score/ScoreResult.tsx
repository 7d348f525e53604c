// The result as the score screen shows it, in two parts. The bar above the hand always has the same
// height (nothing above the palette may grow): what is missing, the waits, or the total, the verdict
// and the payment. Below the palette: the reading set by set, the items, and what to do with the hand.
import { tokenName } from '../../core/tiles';
import type { ProfileId, ScoreOk } from '../../core/types';
import type { WaitOption } from '../../core/what-if';
import type { DraftSet } from '../../state/draft-store';
import { unitWord } from '../../ui/format';
import { TileFace } from '../../ui/tiles/TileFace';
import { asPoints, paymentLines, type AmountFormat } from './ResultPanel';
import type { Scoring } from './useScoring';
import { useNames } from '../names/use-names';

export function verdictOf(result: ScoreOk): string {
  const word = unitWord(result.profile);
  if (result.reason === 'not_a_winning_hand') return 'Not a winning hand: these tiles do not make four sets and a pair, or another shape this table plays.';
  if (result.reason === 'below_minimum') return `Below the table minimum: ${result.tai} ${word}, and the table needs ${result.min_tai}.`;
  // The number and what was counted are beside it in the bar: the words say what a limit means.
  return result.limit ? 'Limit hand: the most this table pays.' : 'A winning hand.';
}

function WaitStrip({ options, profile, onPick, amount }: { options: WaitOption[]; profile: ProfileId; onPick: (tile: string) => void; amount: AmountFormat }) {
  const word = unitWord(profile);
  if (options.length === 0) {
    return <p role="status" className="text-sm">One tile short, but no single tile completes this hand yet.</p>;
  }
  const describe = (r: ScoreOk): string => (r.win ? `${r.tai} ${word}` : r.reason === 'below_minimum' ? `${r.tai} ${word}, below minimum` : 'no win');
  const short = (r: ScoreOk): string => (r.win ? String(r.tai) : r.reason === 'below_minimum' ? `${r.tai}↓` : '–');
  return (
    <div className="flex h-full flex-col gap-0.5">
      <p role="status" className="truncate text-xs font-medium">Waiting on {options.length} tile{options.length === 1 ? '' : 's'}. Tap one to add it as the winning tile.</p>
      <ul className="flex min-h-0 flex-1 gap-1 overflow-x-auto" aria-label="Waits">
        {options.map((o) => (
          <li key={o.tile} className="shrink-0">
            <button type="button" data-wait={o.tile} onClick={() => onPick(o.tile)}
              className="flex h-full items-center gap-1 rounded-md border border-stone-300 bg-white px-1 text-left text-xs hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-600 dark:bg-stone-800 dark:hover:bg-stone-700">
              <span className="block w-6 shrink-0"><TileFace token={o.tile} /></span>
              <span aria-hidden="true" className="leading-tight tabular-nums">
                <span className="block">Discard {short(o.discard)}</span>
                <span className="block">Self {short(o.selfDrawn)}</span>
              </span>
              <span className="sr-only">
                {tokenName(o.tile)}: Discard: {describe(o.discard)}{o.discard.payment ? ` · collects ${amount(o.discard.payment.total)}` : ''}
                {' · '}Self-draw: {describe(o.selfDrawn)}{o.selfDrawn.payment ? ` · collects ${amount(o.selfDrawn.payment.total)}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Total({ result, robbed, amount }: { result: ScoreOk; robbed: boolean; amount: AmountFormat }) {
  const word = unitWord(result.profile);
  const capped = result.raw_tai > result.tai;
  // Two columns, so that the longest result (a limit hand won on a discard: the verdict and three
  // payment lines) fits the bar's fixed height at 360 px wide: the number, with what was counted
  // under it; the words beside it. The words scroll rather than clip should a line ever not fit.
  return (
    <div className="flex h-full items-center gap-3">
      {result.reason !== 'not_a_winning_hand' && (
        <div className="shrink-0">
          <p className="flex items-baseline gap-1">
            <span data-testid="score-total" className="text-4xl font-bold tabular-nums leading-none">{result.tai}</span>
            <span className="text-base font-medium">{word}</span>
            {result.limit && <span className="rounded bg-amber-400 px-1 py-0.5 text-[0.65rem] font-bold uppercase text-black">Limit</span>}
          </p>
          {capped && (
            <p className="mt-0.5 text-[0.7rem] leading-tight text-stone-700 dark:text-stone-200">
              {result.raw_tai} counted,<br />capped at {result.cap_tai}
            </p>
          )}
        </div>
      )}
      <div className="max-h-full min-w-0 flex-1 overflow-y-auto text-xs leading-[0.875rem]">
        <p role="status" className={result.win ? 'text-emerald-800 dark:text-emerald-300' : 'font-medium text-red-800 dark:text-red-300'}>
          {verdictOf(result)}
        </p>
        {result.payment && (
          <div data-testid="payment">
            <p className="font-semibold">Winner collects {amount(result.payment.total)}</p>
            {paymentLines(result.payment, { robbed, amount }).map((line) => <p key={line}>{line}</p>)}
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
  /** Why the last tap did nothing, in a player's words. */
  notice: string | null;
  /**
   * True until the app knows whether a night is open: the waits and the result wait for its table,
   * so that no amount is ever shown at the wrong table or in the wrong money.
   */
  tableUnknown?: boolean;
}) {
  const { scoring } = props;
  const amount = props.amount ?? asPoints;
  const waiting = props.tableUnknown === true && (scoring.kind === 'waits' || scoring.kind === 'scored');
  // For the tap-to-paint benchmark and tests: what the bar shows, and whether its answer is in.
  const ready = !waiting && (scoring.kind === 'waits' ? scoring.options !== null : scoring.kind === 'scored' ? scoring.result !== null : true);
  const result = scoring.kind === 'scored' && !waiting ? scoring.result : null;
  // The core's errors are worded in the player's language once the names are here (or in the core's
  // English, should they fail to load): until then the bar says it is scoring.
  const { names, failed } = useNames();
  const errorsWorded = names !== null || failed;
  return (
    <section aria-labelledby="result-heading" data-result-state={`${scoring.kind}-${ready ? 'ready' : 'pending'}`}
      className="relative h-[5rem] shrink-0 overflow-hidden rounded-xl border border-stone-200 bg-white px-2 py-1 shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <h2 id="result-heading" className="sr-only">Result</h2>
      {scoring.kind === 'building' && (
        <p role="status" className="flex h-full items-center text-sm text-stone-700 dark:text-stone-200">
          {scoring.missing === 14 ? 'Tap the tiles of the winning hand.' : `Add ${scoring.missing} more tile${scoring.missing === 1 ? '' : 's'} to score the hand.`}
        </p>
      )}
      {scoring.kind === 'too_many' && <p role="status" className="flex h-full items-center text-sm font-medium text-red-800 dark:text-red-300">Too many tiles: take out {scoring.extra}.</p>}
      {waiting && <p role="status" className="flex h-full items-center text-sm">Opening tonight’s table…</p>}
      {scoring.kind === 'waits' && !waiting && (scoring.options
        ? <WaitStrip options={scoring.options} profile={props.profile} onPick={props.onPickWait} amount={amount} />
        : <p className="flex h-full items-center text-sm">Finding the waits…</p>)}
      {scoring.kind === 'scored' && !waiting && !result && <p className="flex h-full items-center text-sm">Scoring…</p>}
      {result && !result.ok && !errorsWorded && <p className="flex h-full items-center text-sm">Scoring…</p>}
      {result && !result.ok && errorsWorded && (
        <div className="h-full overflow-y-auto text-sm">
          <p className="sr-only" role="status">This hand cannot be scored yet.</p>
          <ul role="alert" className="space-y-0.5 text-red-900 dark:text-red-200">
            {result.errors.map((error, i) => <li key={`${error.code}-${i}`}>{names ? names.error(error) : error.message}</li>)}
          </ul>
        </div>
      )}
      {result?.ok && <Total result={result} robbed={props.robbed} amount={amount} />}
      {props.notice && (
        <p role="alert" className="absolute inset-0 flex items-center bg-amber-100 px-2 text-sm text-amber-950 dark:bg-amber-900 dark:text-amber-50">{props.notice}</p>
      )}
    </section>
  );
}

const sameTiles = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The chosen reading, set by set (the result's `sets`, the pair last): declared sets are marked,
 * matched to the draft's declared sets by their tiles. A concealed kong reads as one, its end tiles
 * face down as on the table (it is declared, but not exposed).
 */
export function Reading({ result, declared }: { result: ScoreOk; declared: readonly DraftSet[] }) {
  if (result.sets.length === 0) return null;
  const unmatched = [...declared];
  return (
    <ol data-testid="reading" aria-label="How the hand was read" className="flex flex-wrap items-end gap-1.5">
      {result.sets.map((tiles, i) => {
        const at = unmatched.findIndex((set) => sameTiles(set.tiles.length === 4 ? set.tiles.slice(0, 4) : set.tiles, tiles));
        const isDeclared = at >= 0;
        const concealed = isDeclared && unmatched[at]!.type === 'concealed_kong';
        if (isDeclared) unmatched.splice(at, 1);
        const isPair = tiles.length === 2 && i === result.sets.length - 1 && result.sets.length === 5;
        const kind = isPair ? 'Pair' : tiles.length === 2 ? 'Pair' : tiles.length === 3 ? (tiles[0] === tiles[1] ? 'Pong' : 'Chow') : tiles.length === 4 ? 'Kong' : 'Hand';
        const words = `${concealed ? 'Concealed kong' : `${kind}${isDeclared ? ', declared' : ''}`}: ${tiles.map(tokenName).join(', ')}`;
        return (
          <li key={i} data-set={isPair ? 'pair' : kind.toLowerCase()} data-declared={isDeclared || undefined} data-concealed={concealed || undefined}
            className={`flex gap-px rounded-[4px] p-0.5 ${isDeclared ? 'bg-stone-300 dark:bg-stone-600' : 'bg-stone-100 dark:bg-stone-800'}`}>
            <span className="sr-only">{words}</span>
            {tiles.map((t, j) => (
              <span key={j} aria-hidden="true" className="block w-4">
                {concealed && (j === 0 || j === 3) ? <span className="block aspect-[3/4] w-full rounded-[3px] bg-emerald-800 ring-1 ring-emerald-950" /> : <TileFace token={t} />}
              </span>
            ))}
            {isDeclared && !concealed && <span aria-hidden="true" className="self-center px-0.5 text-[0.6rem] font-semibold">D</span>}
          </li>
        );
      })}
    </ol>
  );
}
