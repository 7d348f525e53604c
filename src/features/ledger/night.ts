// Finding tonight's session on the phone, and what Undo would take back, for the ledger screens.
import { describeEntry } from '../../core/ledger';
import { getSession, lastChange, listSessions, type DbResult, type SessionSummary, type SessionView, type TaiTableDB, type UndoAction } from '../../db';

/** Which open night the phone is keeping, so a reopened older night becomes the current one. */
const CURRENT_KEY = 'tai-table:current-session';

export function rememberCurrent(sessionId: string | null): void {
  if (sessionId === null) localStorage.removeItem(CURRENT_KEY);
  else localStorage.setItem(CURRENT_KEY, sessionId);
}

/** The night being kept: the one last started or reopened here if still open, else the open night touched last. */
export function currentOf(sessions: readonly SessionSummary[]): SessionSummary | undefined {
  const open = sessions.filter((s) => s.status === 'open');
  const remembered = localStorage.getItem(CURRENT_KEY);
  return open.find((s) => s.id === remembered) ?? [...open].sort((a, b) => b.updatedAt - a.updatedAt)[0];
}

export interface Nights {
  /** Every session, newest first. */
  sessions: SessionSummary[];
  /** The open night, in full; null when no night is open. */
  current: SessionView | null;
}

export async function loadNights(db: TaiTableDB): Promise<DbResult<Nights>> {
  const listed = await listSessions(db);
  if (!listed.ok) return listed;
  const summary = currentOf(listed.sessions);
  if (!summary) return { ok: true, sessions: listed.sessions, current: null };
  const opened = await getSession(db, summary.id);
  if (!opened.ok) return opened;
  return { ok: true, sessions: listed.sessions, current: opened.session };
}

/** What Undo would do next, in words: the action and the entry it touches. */
export interface UndoPreview {
  action: UndoAction;
  words: string;
}

/**
 * Reads the last change of the session's undo history. The db answers undo itself; this only
 * says beforehand what it will take back, because an undone hand cannot be redone.
 */
export async function undoPreview(db: TaiTableDB, session: SessionView): Promise<UndoPreview | null> {
  const last = await lastChange(db, session.id);
  if (!last) return null;
  const entry = last.before?.entry ?? session.entries.find((e) => e.id === last.entryId);
  return { action: last.action, words: entry ? describeEntry(session.settings, entry) : 'an entry' };
}

export const UNDO_WORDS: Readonly<Record<UndoAction, string>> = {
  add: 'Take back the entry last recorded',
  edit: 'Put back the entry as it was before the last edit',
  delete: 'Bring back the entry last deleted',
};
