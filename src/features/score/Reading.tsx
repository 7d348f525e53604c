// The hand as the scorer read it, set by set: shown once a hand has a result, so it follows the first
// screen (src/features/score/HowItScores.tsx).
import { useLingui } from '@lingui/react/macro';
import type { ScoreOk } from '../../core/types';
import type { DraftSet } from '../../state/draft-store';
import { tileNameIn } from '../../ui/tile-names';
import { TileFace } from '../../ui/tiles/TileFace';

const sameTiles = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The chosen reading, set by set (the result's `sets`, the pair last): declared sets are marked,
 * matched to the draft's declared sets by their tiles. A concealed kong reads as one, its end tiles
 * face down as on the table (it is declared, but not exposed).
 */
export function Reading({ result, declared }: { result: ScoreOk; declared: readonly DraftSet[] }) {
  const { t, i18n } = useLingui();
  if (result.sets.length === 0) return null;
  const kindWords: Record<string, string> = {
    pair: t`Pair`,
    pong: t`Pong`,
    chow: t`Chow`,
    kong: t`Kong`,
    hand: t`Hand`,
  };
  const unmatched = [...declared];
  return (
    <ol
      data-testid="reading"
      aria-label={t`How the hand was read`}
      className="flex flex-wrap items-end gap-1.5"
    >
      {result.sets.map((tiles, i) => {
        const at = unmatched.findIndex((set) =>
          sameTiles(set.tiles.length === 4 ? set.tiles.slice(0, 4) : set.tiles, tiles),
        );
        const isDeclared = at >= 0;
        const concealed = isDeclared && unmatched[at]!.type === 'concealed_kong';
        if (isDeclared) unmatched.splice(at, 1);
        const isPair = tiles.length === 2 && i === result.sets.length - 1 && result.sets.length === 5;
        const kind = isPair
          ? 'pair'
          : tiles.length === 2
            ? 'pair'
            : tiles.length === 3
              ? tiles[0] === tiles[1]
                ? 'pong'
                : 'chow'
              : tiles.length === 4
                ? 'kong'
                : 'hand';
        const names = tiles.map((tile) => tileNameIn(i18n, tile)).join(t`, `);
        const set = kindWords[kind]!;
        const words = concealed
          ? t`Concealed kong: ${names}`
          : isDeclared
            ? t`${set}, declared: ${names}`
            : t`${set}: ${names}`;
        return (
          <li
            key={i}
            data-set={kind}
            data-declared={isDeclared || undefined}
            data-concealed={concealed || undefined}
            className={`flex gap-px rounded-[4px] p-0.5 ${isDeclared ? 'bg-stone-300 dark:bg-stone-600' : 'bg-stone-100 dark:bg-stone-800'}`}
          >
            <span className="sr-only">{words}</span>
            {tiles.map((t, j) => (
              <span key={j} aria-hidden="true" className="block w-4">
                {concealed && (j === 0 || j === 3) ? (
                  <span className="block aspect-[3/4] w-full rounded-[3px] bg-emerald-800 ring-1 ring-emerald-950" />
                ) : (
                  <TileFace token={t} />
                )}
              </span>
            ))}
            {isDeclared && !concealed && (
              <span aria-hidden="true" className="self-center px-0.5 text-[0.6rem] font-semibold">
                {t({
                  message: 'D',
                  comment: 'The mark on a declared set in the reading: one letter or character.',
                })}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
