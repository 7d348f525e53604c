// What the failure panel can do about a night it cannot show: save a backup of every night, delete the
// night. Shared components keep no data (docs/architecture.md), so the app gives these to the panel
// (src/app/rescue-actions.ts): the app's boundaries the phone's database, a screen the database it uses.

/** Why an action changed nothing: the phone's storage, the night already gone, or the database's own detail. */
export type RescueRefusal =
  { code: 'storage_full' | 'storage_failed' | 'night_not_found' } | { code: 'other'; detail: string };

export type RescueOutcome<T> = ({ ok: true } & T) | { ok: false; refusal: RescueRefusal };

export interface RescueActions {
  /** Saves every night of the phone to a file: its name and how many nights it holds. */
  saveBackup(): Promise<RescueOutcome<{ fileName: string; nights: number }>>;
  deleteNight(id: string): Promise<RescueOutcome<object>>;
}
