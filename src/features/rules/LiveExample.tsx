// A hand from the rules, drawn with the app's tiles and scored live by the scorer, with a tap to
// open it on the score screen and a link that shares it.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { scoreHand } from '../../core/score';
import { encodeShareCode } from '../../core/share-code';
import type { HandInput } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { errorWords, houseRuleSummaryWords, itemName } from '../../words/names/ready';
import { EVENT_NAMES, unitName, windName } from './words';

export function LiveExample({ hand }: { hand: HandInput }) {
  const { t, i18n } = useLingui();
  const result = useMemo(() => scoreHand(hand), [hand]);
  const code = useMemo(() => encodeShareCode(hand), [hand]);
  const open = (): void => {
    useDraft.getState().load(hand);
    navigate({ name: 'score' });
  };
  const profile = hand.profile ?? 'sg';
  const seat = hand.seat_wind && hand.seat_wind !== 'E' ? windName(i18n, hand.seat_wind) : null;
  const round =
    hand.prevailing_wind && hand.prevailing_wind !== 'E' ? windName(i18n, hand.prevailing_wind) : null;
  const events = (hand.events ?? []).map((id) => i18n._(EVENT_NAMES[id])).join(t`, `);
  // House rules by their names, with what each is set to (on, off, a number or a choice's words).
  const rules = hand.options ? houseRuleSummaryWords(profile, hand.options).join(t`, `) : '';
  const total = result.ok ? result.tai : 0;
  const word = unitName(i18n, profile);
  return (
    <div className="space-y-2">
      <HandTiles hand={hand} />
      <p className="text-xs text-stone-600 dark:text-stone-300">
        {hand.winning_from_discard ? t`Won on a discard` : t`Self-drawn`}
        {seat && t` · seat ${seat}`}
        {round && t` · ${round} round`}
        {events && ` · ${events}`}
        {rules && t` · house rules: ${rules}`}
      </p>
      {result.ok ? (
        <div className="text-sm" data-example-result>
          <p>
            <span className="font-semibold">
              <Trans>
                Scores <span data-example-total>{total}</span> {word}
              </Trans>
            </span>
            {result.limit && t` (limit)`}
            {!result.win &&
              (result.reason === 'below_minimum' ? t`: below the minimum, no win` : t`: not a winning hand`)}
          </p>
          {result.items.length > 0 && (
            <p className="text-stone-700 dark:text-stone-200">
              {result.items.map((i) => `${itemName(result.profile, i)} ${i.tai}`).join(' · ')}
            </p>
          )}
        </div>
      ) : (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {result.errors.map((e) => errorWords(e)).join(' ')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-quiet border border-emerald-700/40"
          onClick={open}
        >{t`Open in score screen`}</button>
        <a className="btn-quiet border border-emerald-700/40" href={`#/h/${code}`}>{t`Share link`}</a>
      </div>
    </div>
  );
}
