// A hand from the rules, drawn with the app's tiles and scored live by the scorer, with a tap to
// open it on the score screen and a link that shares it.
import { useMemo } from 'react';
import { scoreHand } from '../../core/score';
import { encodeShareCode } from '../../core/share-code';
import type { HandInput } from '../../core/types';
import { useDraft } from '../../state/draft-store';
import { navigate } from '../../state/route';
import { HandTiles } from '../../ui/HandTiles';
import { unitWord } from '../../ui/format';

export function LiveExample({ hand, note }: { hand: HandInput; note?: string }) {
  const result = useMemo(() => scoreHand(hand), [hand]);
  const code = useMemo(() => encodeShareCode(hand), [hand]);
  const open = (): void => {
    useDraft.getState().load(hand);
    navigate({ name: 'score' });
  };
  const word = unitWord(hand.profile ?? 'sg');
  return (
    <div className="space-y-2">
      <HandTiles hand={hand} />
      <p className="text-xs text-stone-600 dark:text-stone-300">
        {hand.winning_from_discard ? 'Won on a discard' : 'Self-drawn'}
        {hand.seat_wind && hand.seat_wind !== 'E' ? ` · seat ${hand.seat_wind}` : ''}
        {hand.prevailing_wind && hand.prevailing_wind !== 'E' ? ` · ${hand.prevailing_wind} round` : ''}
        {(hand.events ?? []).length > 0 ? ` · ${hand.events!.join(', ').replace(/_/g, ' ')}` : ''}
        {hand.options ? ` · house rules: ${Object.entries(hand.options).map(([k, v]) => `${k.replace(/_/g, ' ')} ${String(v)}`).join(', ')}` : ''}
      </p>
      {result.ok ? (
        <div className="text-sm" data-example-result>
          <p>
            <span className="font-semibold">Scores <span data-example-total>{result.tai}</span> {word}</span>
            {result.limit && ' (limit)'}
            {!result.win && (result.reason === 'below_minimum' ? ': below the minimum, no win' : ': not a winning hand')}
          </p>
          {result.items.length > 0 && (
            <p className="text-stone-700 dark:text-stone-200">{result.items.map((i) => `${i.name} ${i.tai}`).join(' · ')}</p>
          )}
        </div>
      ) : (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">{result.errors.map((e) => e.message).join(' ')}</p>
      )}
      {note && <p className="text-sm">{note}</p>}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn-quiet border border-emerald-700/40" onClick={open}>Open in score screen</button>
        <a className="btn-quiet border border-emerald-700/40" href={`#/h/${code}`}>Share link</a>
      </div>
    </div>
  );
}
