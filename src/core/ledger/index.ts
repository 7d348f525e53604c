// The session ledger's public face: settings and entries, their checks, the computed ledger and settling up.
export * from './types';
export { isPlayerIndex, isRecord, isWind } from './guards';
export {
  MAX_NAME_LENGTH, falseWinAmount, hasTablePayments, nthPlayer, paymentFor, sessionOptions, tablePaymentAmount, validateSettings,
} from './settings';
export { MAX_NOTE_LENGTH, validateEntry } from './validate-entry';
export { firstSeating, seatWindsFor, seatingAfter } from './rotation';
export { entryTransfers, netOf } from './transfers';
export { LedgerInputError, computeLedger } from './compute';
export { handAtSeating, needsRescore, rescoreWin } from './rescore';
export { TABLE_PAYMENT_WORDS, describeEntry } from './describe';
export { fewestTransfers, type SettleTransfer } from './settle-up';
