// The score screen's later parts (ScoreExtras.tsx: the waits, the special wins' list, Record, Share and
// the link), one chunk with the `later` words. ScoreScreen fetches it as soon as the first screen has
// painted, so a part is here before a player can reach it; until then each part's place holds what
// the screen said before (the waits are being found) or nothing (the buttons come with the result).
import { withWords } from '../../i18n/with-words';
import { laterModule } from '../../state/later-module';

export const scoreExtras = laterModule(withWords('later', () => import('./ScoreExtras')));
