// The waits of a hand one tile short, in the result bar: each tile that completes it, with what it
// would score on a discard and self-drawn, and a tap to add it. Its code and words are fetched once
// the score screen is up (score-extras.ts), so they are here by the thirteenth tile.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfileId, ScoreOk } from '../../core/types';
import type { WaitOption } from '../../core/what-if';
import { countIn } from '../../ui/format';
import { tileNameIn } from '../../ui/tile-names';
import { TileFace } from '../../ui/tiles/TileFace';
import type { AmountFormat } from '../../words/result-words';

export function WaitStrip({
  options,
  profile,
  onPick,
  amount,
}: {
  options: WaitOption[];
  profile: ProfileId;
  onPick: (tile: string) => void;
  amount: AmountFormat;
}) {
  const { t, i18n } = useLingui();
  if (options.length === 0) {
    return (
      <p role="status" className="text-sm">
        <Trans>One tile short, but no single tile completes this hand yet.</Trans>
      </p>
    );
  }
  const describe = (r: ScoreOk): string => {
    const count = countIn(i18n, profile, r.tai);
    return r.win ? count : r.reason === 'below_minimum' ? t`${count}, below minimum` : t`no win`;
  };
  const collects = (r: ScoreOk): string => {
    const money = r.payment ? amount(r.payment.total) : null;
    return money === null ? '' : ` · ${t`collects ${money}`}`;
  };
  const count = options.length;
  const short = (r: ScoreOk): string =>
    r.win ? String(r.tai) : r.reason === 'below_minimum' ? `${r.tai}↓` : '–';
  return (
    <div className="flex h-full flex-col gap-0.5">
      <p role="status" className="truncate text-xs font-medium">
        {t`${plural(count, { one: 'Waiting on # tile. Tap one to add it as the winning tile.', other: 'Waiting on # tiles. Tap one to add it as the winning tile.' })}`}
      </p>
      <ul className="flex min-h-0 flex-1 gap-1 overflow-x-auto" aria-label={t`Waits`}>
        {options.map((o) => {
          const onDiscard = short(o.discard);
          const selfDrawn = short(o.selfDrawn);
          const discardWords = describe(o.discard);
          const selfWords = describe(o.selfDrawn);
          return (
            <li key={o.tile} className="shrink-0">
              <button
                type="button"
                data-wait={o.tile}
                onClick={() => onPick(o.tile)}
                className="flex h-full items-center gap-1 rounded-md border border-stone-300 bg-white px-1 text-left text-xs hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:border-stone-600 dark:bg-stone-800 dark:hover:bg-stone-700"
              >
                <span className="block w-6 shrink-0">
                  <TileFace token={o.tile} />
                </span>
                <span aria-hidden="true" className="leading-tight tabular-nums">
                  <span className="block">
                    <Trans>Discard {onDiscard}</Trans>
                  </span>
                  <span className="block">
                    <Trans>Self {selfDrawn}</Trans>
                  </span>
                </span>
                <span className="sr-only">
                  {tileNameIn(i18n, o.tile)}: {t`Discard: ${discardWords}`}
                  {collects(o.discard)}
                  {' · '}
                  {t`Self-draw: ${selfWords}`}
                  {collects(o.selfDrawn)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
