// The hand as tapped in: concealed tiles (sorted), declared sets and the winning tile, with what a
// tap on them does, undo and clear. The bonus tiles in the hand are shown (and taken out) in the
// palette's bonus row, each at the palette's size: a tray here had room for three.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties, MouseEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isFreshHand, tileTotal, useDraft, winningTileOf, type DraftSet } from '../../state/draft-store';
import { TileFace } from '../../ui/tiles/TileFace';
import { sortTokens } from '../../core/tiles';
import { tileNameIn } from '../../ui/tile-names';

const DEFAULT_SLOTS = 15;

const SET_NAMES = {
  chow: msg`Chow`,
  pong: msg`Pong`,
  kong: msg`Kong`,
  concealed_kong: msg`Concealed kong`,
} as const;

/** The button that takes a declared set out: "Remove Pong of 5 Bamboo". */
function removeSetWords(i18n: I18n, set: DraftSet): string {
  if (set.type === 'chow') {
    const tiles = set.tiles.map((tile) => tileNameIn(i18n, tile)).join(i18n._(msg`, `));
    return i18n._(msg`Remove Chow ${tiles}`);
  }
  const tile = tileNameIn(i18n, set.tiles[0]!);
  switch (set.type) {
    case 'pong':
      return i18n._(msg`Remove Pong of ${tile}`);
    case 'kong':
      return i18n._(msg`Remove Kong of ${tile}`);
    case 'concealed_kong':
      return i18n._(msg`Remove Concealed kong of ${tile}`);
  }
}

/** A declared set's tooltip: "Pong: tap to remove". */
function setTitle(i18n: I18n, set: DraftSet): string {
  const name = i18n._(SET_NAMES[set.type]);
  return i18n._(msg`${name}: tap to remove`);
}

/** A tile of the hand as a screen reader says it: "5 Bamboo", "5 Bamboo, winning tile". */
export function handTileWords(i18n: I18n, token: string, winning: boolean): string {
  const tile = tileNameIn(i18n, token);
  return winning ? i18n._(msg`${tile}, winning tile`) : tile;
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

/**
 * Always the same height, whatever the hand holds (a row of tiles and a tool row): nothing above
 * the palette may grow, or the palette would move under the thumb between two taps.
 */
export function HandArea() {
  const draft = useDraft(
    useShallow((s) => ({
      concealed: s.concealed,
      declared: s.declared,
      bonus: s.bonus,
      winningPick: s.winningPick,
      tapMode: s.tapMode,
      canUndo: s.past.length > 0,
      undo: s.undo,
      clear: s.clear,
      tapHandTile: s.tapHandTile,
      setTapMode: s.setTapMode,
      removeSet: s.removeSet,
      fresh: isFreshHand(s),
    })),
  );
  const total = tileTotal(draft);
  const complete = total === 14;
  const winning = winningTileOf(draft);
  const sorted = sortTokens(draft.concealed);
  // The winning tile is marked once the hand is complete, on the last copy of it in the sorted hand.
  const winningAt = complete && winning ? sorted.lastIndexOf(winning) : -1;
  const { t, i18n } = useLingui();
  const tiles = t`Concealed tiles.`;
  const tapHint =
    draft.tapMode === 'winning' ? t`Tap the tile that won the hand.` : t`Tap a tile to take it out.`;
  // Tile widths are shares of the row: 15 by default (a class, so the static shell needs no style
  // attribute), more when kongs make the row longer.
  const slots = Math.max(
    DEFAULT_SLOTS,
    draft.concealed.length +
      draft.declared.reduce((n, set) => n + set.tiles.length, 0) +
      draft.declared.length,
  );
  const style = slots > DEFAULT_SLOTS ? ({ '--slots': slots } as CSSProperties) : undefined;
  const clear = (event: MouseEvent<HTMLButtonElement>): void => {
    const focused = document.activeElement === event.currentTarget;
    draft.clear();
    // Clear is disabled on a fresh hand, which would drop the focus to the top of the page: it goes
    // to the palette instead, where the next hand starts (Undo is two Tab stops back).
    if (focused)
      document
        .querySelector<HTMLElement>('[aria-labelledby="palette-heading"] button[data-tile][tabindex="0"]')
        ?.focus();
  };

  return (
    <section aria-labelledby="hand-heading" className="@container space-y-1 [--slots:15]" style={style}>
      <div className="flex h-8 items-center justify-between gap-1 twocol:h-7">
        <h2 id="hand-heading" className="shrink-0 text-sm font-semibold">
          <Trans>
            Hand <span className="font-normal text-stone-600 dark:text-stone-300">· {total}/14</span>
          </Trans>
        </h2>
        <div className="flex shrink-0 gap-0.5">
          <button
            type="button"
            aria-pressed={draft.tapMode === 'winning'}
            disabled={sorted.length === 0}
            onClick={() => draft.setTapMode(draft.tapMode === 'winning' ? 'remove' : 'winning')}
            className={`btn-quiet px-1.5 twocol:py-1 ${draft.tapMode === 'winning' ? 'bg-amber-400 text-black hover:bg-amber-300 dark:bg-amber-400 dark:text-black' : ''}`}
          >
            <Trans>Mark winning tile</Trans>
          </button>
          <button
            type="button"
            onClick={draft.undo}
            disabled={!draft.canUndo}
            className="btn-quiet px-1.5 twocol:py-1"
          >
            <Trans>Undo</Trans>
          </button>
          <button
            type="button"
            onClick={clear}
            disabled={draft.fresh}
            className="btn-quiet px-1.5 twocol:py-1"
          >
            <Trans>Clear</Trans>
          </button>
        </div>
      </div>

      <div
        role="group"
        aria-label={`${tiles} ${tapHint}`}
        className={`flex h-[calc(100cqw/15*4/3+0.5rem)] items-center gap-[2px] overflow-hidden rounded-lg border-2 border-dashed px-1 ${draft.tapMode === 'winning' ? 'border-amber-500 bg-amber-50 dark:bg-amber-950/40' : 'border-stone-300 dark:border-stone-700'}`}
      >
        {sorted.length === 0 && draft.declared.length === 0 && (
          <p className="px-1 text-sm text-stone-600 dark:text-stone-300">
            <Trans>Tap tiles below to build the hand, the winning tile last.</Trans>
          </p>
        )}
        {draft.declared.map((set, index) => (
          <button
            key={`${set.type}-${index}`}
            type="button"
            data-declared={set.type}
            onClick={() => draft.removeSet(index)}
            aria-label={removeSetWords(i18n, set)}
            title={setTitle(i18n, set)}
            className="mr-0.5 flex shrink-0 gap-px rounded-[4px] bg-stone-300 p-px focus-visible:outline-2 focus-visible:outline-emerald-600 dark:bg-stone-600"
            style={{ width: `calc((100% - 2px * var(--slots)) / var(--slots) * ${set.tiles.length})` }}
          >
            {set.tiles.map((token, i) => (
              <span key={i} className="block min-w-0 flex-1">
                {set.type === 'concealed_kong' && (i === 0 || i === 3) ? (
                  <span className="block aspect-[3/4] w-full rounded-[3px] bg-emerald-800 ring-1 ring-emerald-950" />
                ) : (
                  <TileFace token={token} />
                )}
              </span>
            ))}
          </button>
        ))}
        {sorted.map((token, i) => {
          const isWinning = i === winningAt;
          return (
            <button
              key={copyKey(sorted, i)}
              type="button"
              data-hand-tile={token}
              aria-label={handTileWords(i18n, token, isWinning)}
              aria-current={isWinning ? 'true' : undefined}
              onClick={() => draft.tapHandTile(token)}
              className={`relative w-[calc((100%-2px*var(--slots))/var(--slots))] shrink-0 touch-manipulation rounded-[4px] focus-visible:outline-2 focus-visible:outline-emerald-600 ${isWinning ? 'ring-2 ring-amber-500 ring-offset-1 ring-offset-white dark:ring-offset-stone-900' : ''}`}
            >
              <TileFace token={token} />
              {isWinning && (
                <span
                  aria-hidden="true"
                  className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded bg-amber-500 px-0.5 text-[0.5rem] font-bold leading-tight text-black"
                >
                  <Trans>WIN</Trans>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {draft.tapMode === 'winning' ? t`Tap the tile that won the hand.` : ''}
      </p>
    </section>
  );
}
