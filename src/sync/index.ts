// The live night's public face for the screens. A live night is an ordinary night whose
// entries also live in a Yjs document shared through a sync server; the screens keep reading the
// night's Dexie rows as before and call only these functions, never the provider.
export {
  checkServerUrl,
  isRoomName,
  liveLinkFragment,
  parseLiveLink,
  type LiveLink,
  type LiveLinkError,
} from './link';
export type {
  LiveStatus,
  LiveRefusalReason,
  LiveNightState,
  LiveConflict,
  HandConflict,
  WaitingHand,
  SetAsideEntry,
  LiveErrorCode,
  EditConflict,
  EntryVersion,
  LateChange,
} from './types';
export {
  phoneLabelsOf,
  type LeftOutChange,
  type PayDispute,
  type PayOwner,
  type PhoneLabel,
  type SharedPay,
  type TablePhone,
} from './log-read';
export { namePhone, type PhoneOwner } from './table-phones';
export {
  bringBack,
  closeLive,
  entryRevisions,
  joinLive,
  keepEntries,
  keepEntry,
  makeLive,
  newRoomSecret,
  stopLive,
  type EntryRevision,
} from './engine';
export { phoneId } from './phone';
export { useLiveNight, useLiveNightWith } from './use-live-night';
export {
  chooseVersion,
  readHistory,
  replaceEntries,
  restoreBefore,
  useNightHistory,
  type HistoryItem,
  type NightHistory,
} from './history';
export { LOG_REFUSAL_WORDS, logRefusalOf, type LogRefusal } from '@tai-table/night-log';
export { sharePayAddress } from './pay-share';
export { withWaitingHands } from './hand-conflicts';
export { FINISHED_KEPT_MS, nightToKeep, type KeptNight } from './keep';
