// The score screen's parts that show only after a tap (the waits, the special wins' list) or with a
// result (Record, Share, the link): one chunk, fetched once the screen is up, outside the first screen.
export { ResultButtons } from './ResultButtons';
export { SpecialWinsList } from './SpecialWinsList';
export { WaitStrip } from './WaitStrip';
export { ShareLinkBox } from '../../ui/share/SharePanel';
