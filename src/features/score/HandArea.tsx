// The hand as tapped in: concealed tiles (sorted), declared sets, the bonus tray and the winning
// tile, with what a tap on them does, undo and clear.
import type { InputError } from '../../core/errors';
import { useShallow } from 'zustand/react/shallow';
import { tileTotal, useDraft, winningTileOf, type DraftSet } from '../../state/draft-store';
import { TileFace } from '../../ui/tiles/TileFace';
import { sortTokens, tokenName } from '../../core/tiles';

const SET_NAMES: Record<DraftSet['type'], string> = { chow: 'Chow', pong: 'Pong', kong: 'Kong', concealed_kong: 'Concealed kong' };

function describeSet(set: DraftSet): string {
  if (set.type === 'chow') return `Chow ${set.tiles.map(tokenName).join(', ')}`;
  return `${SET_NAMES[set.type]} of ${tokenName(set.tiles[0]!)}`;
}

/**
 * A key per copy of a tile ("c3#2"), so adding a tile in the middle of the sorted hand does not
 * re-create every tile after it (as index keys would).
 */
export function copyKey(tokens: readonly string[], index: number): string {
  const token = tokens[index]!;
  let copy = 0;
  for (let i = 0; i < index; i++) if (tokens[i] === token) copy++;
  return `${token}#${copy}`;
}

export function HandArea(props: { errors: readonly InputError[] }) {
  const draft = useDraft(useShallow((s) => ({
    concealed: s.concealed, declared: s.declared, bonus: s.bonus, winningPick: s.winningPick, tapMode: s.tapMode,
    canUndo: s.past.length > 0, undo: s.undo, clear: s.clear, tapHandTile: s.tapHandTile, setTapMode: s.setTapMode,
    removeSet: s.removeSet, removeBonus: s.removeBonus,
  })));
  const total = tileTotal(draft);
  const winning = winningTileOf(draft);
  const sorted = sortTokens(draft.concealed);
  // The winning tile is marked once, on the last copy of it in the sorted hand.
  const winningAt = winning ? sorted.lastIndexOf(winning) : -1;
  const tapHint = draft.tapMode === 'winning' ? 'Tap the tile that won the hand' : 'Tap a tile to take it out';

  return (
    <section aria-labelledby="hand-heading" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h2 id="hand-heading" className="text-sm font-semibold">
          Hand <span className="font-normal text-stone-600 dark:text-stone-300">· {total}/14</span>
        </h2>
        <div className="flex gap-1">
          <button type="button" aria-pressed={draft.tapMode === 'winning'} disabled={sorted.length === 0}
            onClick={() => draft.setTapMode(draft.tapMode === 'winning' ? 'remove' : 'winning')}
            className={`btn-quiet ${draft.tapMode === 'winning' ? 'bg-amber-400 text-black hover:bg-amber-300 dark:bg-amber-400 dark:text-black' : ''}`}>
            Mark winning tile
          </button>
          <button type="button" onClick={draft.undo} disabled={!draft.canUndo} className="btn-quiet">Undo</button>
          <button type="button" onClick={draft.clear} disabled={total === 0 && draft.bonus.length === 0} className="btn-quiet">Clear</button>
        </div>
      </div>

      <div
        role="group"
        aria-label={`Concealed tiles. ${tapHint}.`}
        className={`flex min-h-[3.25rem] flex-wrap content-start gap-[2px] rounded-lg border-2 border-dashed p-1 ${draft.tapMode === 'winning' ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/40' : 'border-stone-300 dark:border-stone-700'}`}
      >
        {sorted.length === 0 && (
          <p className="self-center px-2 text-sm text-stone-600 dark:text-stone-300">Tap tiles below to build the hand, the winning tile last.</p>
        )}
        {sorted.map((token, i) => {
          const isWinning = i === winningAt;
          return (
            <button
              key={copyKey(sorted, i)}
              type="button"
              data-hand-tile={token}
              aria-label={`${tokenName(token)}${isWinning ? ', winning tile' : ''}`}
              aria-current={isWinning ? 'true' : undefined}
              onClick={() => draft.tapHandTile(token)}
              className={`relative w-[calc((100%-26px)/14)] max-w-[2.75rem] touch-manipulation rounded-[4px] focus-visible:outline-2 focus-visible:outline-emerald-600 ${isWinning ? 'ring-2 ring-amber-500 ring-offset-1 ring-offset-white dark:ring-offset-stone-900' : ''}`}
            >
              <TileFace token={token} className="block h-auto w-full" />
              {isWinning && (
                <span aria-hidden="true" className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded bg-amber-500 px-0.5 text-[0.55rem] font-bold leading-tight text-black">WIN</span>
              )}
            </button>
          );
        })}
      </div>

      {draft.tapMode === 'winning' && <p className="text-sm font-medium text-amber-800 dark:text-amber-300">Tap the tile that won the hand.</p>}

      {props.errors.length > 0 && (
        <ul role="alert" className="space-y-1 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {props.errors.map((error, i) => <li key={`${error.code}-${i}`}>{error.message}</li>)}
        </ul>
      )}

      {(draft.declared.length > 0 || draft.bonus.length > 0) && (
        <div className="flex flex-wrap items-end gap-2">
          {draft.declared.map((set, index) => (
            <button
              key={`${set.type}-${index}`}
              type="button"
              onClick={() => draft.removeSet(index)}
              aria-label={`Remove ${describeSet(set)}`}
              className="flex flex-col items-center rounded-md bg-stone-200 p-1 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:bg-stone-800"
            >
              <span className="flex gap-px">
                {set.tiles.map((token, i) => (
                  <span key={i} className="block w-7">
                    {set.type === 'concealed_kong' && (i === 0 || i === 3)
                      ? <span className="block aspect-[3/4] w-full rounded-[3px] bg-emerald-800 ring-1 ring-emerald-950" />
                      : <TileFace token={token} className="block h-auto w-full" />}
                  </span>
                ))}
              </span>
              <span className="mt-0.5 text-[0.65rem] font-medium">{SET_NAMES[set.type]} ✕</span>
            </button>
          ))}
          {draft.bonus.length > 0 && (
            <div role="group" aria-label="Bonus tiles" className="flex flex-wrap gap-0.5 rounded-md bg-rose-50 p-1 dark:bg-rose-950/40">
              {draft.bonus.map((token) => (
                <button
                  key={token}
                  type="button"
                  onClick={() => draft.removeBonus(token)}
                  aria-label={`Remove ${tokenName(token)}`}
                  className="block w-7 focus-visible:outline-2 focus-visible:outline-emerald-600"
                >
                  <TileFace token={token} className="block h-auto w-full" />
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
