// Making a night live, joining one, and the one-tap choices of a conflict (implementation follows).
import type { DbResult, TaiTableDB } from '../db';
import type { LiveLink } from './link';

/** Makes a night (new or long running) live: its settings and entries copied into its document, a fresh room drawn. */
export async function makeLive(_db: TaiTableDB, _nightId: string, _server: string): Promise<DbResult<{ link: LiveLink }>> {
  return { ok: false, error: { code: 'internal_error', message: 'Not implemented yet.' } };
}

/** Opens the night of a live link on this phone: the one already joined, or a new local night from the room. */
export async function joinLive(_db: TaiTableDB, _link: LiveLink): Promise<DbResult<{ nightId: string }>> {
  return { ok: false, error: { code: 'internal_error', message: 'Not implemented yet.' } };
}

/** Keeps one entry of a conflict; the others are set aside (kept in the night's history). */
export async function keepEntry(_db: TaiTableDB, _nightId: string, _conflictId: string, _keepEntryId: string): Promise<DbResult> {
  return { ok: false, error: { code: 'internal_error', message: 'Not implemented yet.' } };
}

/** Brings an entry set aside back into the night. */
export async function bringBack(_db: TaiTableDB, _nightId: string, _entryId: string): Promise<DbResult> {
  return { ok: false, error: { code: 'internal_error', message: 'Not implemented yet.' } };
}

/** Closes this phone's connection to the night's room (the night stays live; it reconnects when shown again). */
export function closeLive(_db: TaiTableDB, _nightId: string): void {}

/** Makes the night local again on this phone: disconnects and forgets the room (the entries stay). */
export async function stopLive(_db: TaiTableDB, _nightId: string): Promise<DbResult> {
  return { ok: false, error: { code: 'internal_error', message: 'Not implemented yet.' } };
}
