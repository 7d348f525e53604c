// The night ledger's public face: settings and entries, their checks, the computed ledger and settling up.
export * from './types';
export { isPlayerIndex, isRecord, isWind } from './guards';
export {
  MAX_NAME_LENGTH,
  falseWinAmount,
  hasTablePayments,
  nthPlayer,
  paymentFor,
  nightOptions,
  tablePaymentAmount,
  validateSettings,
} from './settings';
export { MAX_ITEMS, MAX_ITEM_TEXT, MAX_NOTE_LENGTH, validateEntry } from './validate-entry';
export {
  EARLIEST_TIME,
  LATEST_TIME,
  MAX_ENTRIES_PER_NIGHT,
  MAX_ID_LENGTH,
  MAX_NIGHT_NAME_LENGTH,
  NIGHT_PROBLEM_WORDS,
  acceptEntry,
  acceptNight,
  isRealTime,
  isUsableId,
  nightNameProblem,
  type AcceptedNight,
  type NightCheck,
  type NightProblem,
  type NightProblemCode,
  type NightToAccept,
} from './accept';
export { firstSeating, seatWindsFor, seatingAfter } from './rotation';
export { entryTransfers, netOf } from './transfers';
export { LedgerInputError, computeLedger } from './compute';
export { handAtSeating, needsRescore, rescoreWin } from './rescore';
export { TABLE_PAYMENT_WORDS, describeEntry } from './describe';
export { fewestTransfers, type SettleTransfer } from './settle-up';
