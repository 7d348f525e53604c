// What to do with a scored hand: Record it in the open night, or Share it. They show only once a hand
// has a result, so their code and words are fetched once the score screen is up (score-extras.ts).
import { RecordAction } from '../../app/RecordAction';
import { ShareButton } from '../../ui/share/SharePanel';
import type { HandInput } from '../../core/types';

export function ResultButtons({ hand, onShare }: { hand: HandInput; onShare: () => void }) {
  return (
    <div className="flex shrink-0 gap-2">
      <RecordAction hand={hand} className="" />
      <div>
        <ShareButton onShare={onShare} />
      </div>
    </div>
  );
}
