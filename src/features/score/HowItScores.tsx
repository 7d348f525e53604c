// How a scored hand scores: the reading set by set and the items. It shows only once a hand has a
// result, so its code and words load after the first screen (ScoreScreen.tsx fetches them as soon as
// the screen is up), keeping the first screen within its budget.
import { useLingui } from '@lingui/react/macro';
import type { ScoreOk } from '../../core/types';
import type { DraftSet } from '../../state/draft-store';
import { Reading } from './Reading';
import { ItemList } from '../../ui/ResultDetails';

export default function HowItScores({
  result,
  declared,
  itemHref,
}: {
  result: ScoreOk;
  declared: readonly DraftSet[];
  itemHref: (id: string) => string;
}) {
  const { t } = useLingui();
  return (
    <section aria-label={t`How it scores`} className="space-y-1.5">
      <Reading result={result} declared={declared} />
      <ItemList result={result} itemHref={itemHref} />
    </section>
  );
}
