// The score screen's later parts (ScoreExtras.tsx), each a lazy component of one chunk with the
// `later` words. ScoreScreen fetches the chunk as soon as the first screen has painted, so a part is
// here before a player can reach it; should a tap be quicker, the part's fallback holds its place.
import { lazy } from 'react';
import { withWords } from '../../i18n/with-words';

export const loadScoreExtras = withWords('later', () => import('./ScoreExtras'));

export const ResultButtons = lazy(() => loadScoreExtras().then((m) => ({ default: m.ResultButtons })));
export const SpecialWinsList = lazy(() => loadScoreExtras().then((m) => ({ default: m.SpecialWinsList })));
export const WaitStrip = lazy(() => loadScoreExtras().then((m) => ({ default: m.WaitStrip })));
export const ShareLinkBox = lazy(() => loadScoreExtras().then((m) => ({ default: m.ShareLinkBox })));
