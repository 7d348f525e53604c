// The database's public face for the screens: open it, keep the ledger, back it up.
export {
  DB_NAME,
  LATEST_VERSION,
  SCHEMA_VERSIONS,
  TaiTableDB,
  getAppDatabase,
  openDatabase,
  type HandRow,
  type IndexedDbSource,
  type PaymentRow,
  type PlayerRow,
  type NightRow,
  type NightStatus,
  type UndoAction,
  type UndoRow,
} from './schema';
export {
  MAX_ENTRIES_PER_NIGHT,
  MAX_SESSION_NAME_LENGTH,
  addEntry,
  createNight,
  deleteEntry,
  deleteNight,
  finishNight,
  getNight,
  listNights,
  lastChange,
  nightWithLastChange,
  readNight,
  reopenNight,
  undoLast,
  updateEntry,
  type DamagedNight,
  type EditExpectation,
  type EntryDraft,
  type NightSummary,
  type NightDetail,
  type SentChange,
  type UndoExpectation,
  type UndoneChange,
} from './ledger';
export {
  committedNightWatched,
  tellCommittedNight,
  watchCommittedNight,
  type CommittedNightListener,
} from './committed-night';
export { isRealTime, restoreEntry } from './restore';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  exportBackup,
  exportCsv,
  importBackup,
  planRestore,
  readBackup,
  type Backup,
  type BackupNight,
  type RestorableNight,
  type RestoreDecision,
  type RestorePlanItem,
} from './backup';
export { csvField, dollars, nightCsv, type CsvWords } from './csv';
export { requestPersistentStorage, type PersistOutcome, type PersistableStorage } from './persist';
export type { BackupDamage, DbError, DbErrorCode, DbResult } from './result';
