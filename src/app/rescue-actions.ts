// The failure panel's actions on this phone's database (src/ui/rescue.ts). The database and the
// download code load only when a button is pressed: the panel shows when something has failed, and the
// first screen carries none of it.
import type { DbError } from '../db/result';
import type { TaiTableDB } from '../db/schema';
import type { RescueActions, RescueRefusal } from '../ui/rescue';

const refusalOf = (error: DbError): RescueRefusal =>
  error.code === 'storage_full' || error.code === 'storage_failed' || error.code === 'night_not_found'
    ? { code: error.code }
    : { code: 'other', detail: error.message };

/** The actions on `db`, or on the app's one database when none is given. */
export function rescueActions(db?: TaiTableDB): RescueActions {
  return {
    async saveBackup() {
      const [{ exportBackup, getAppDatabase }, { downloadText }] = await Promise.all([
        import('../db'),
        import('../ui/download'),
      ]);
      const result = await exportBackup(db ?? getAppDatabase());
      if (!result.ok) return { ok: false, refusal: refusalOf(result.error) };
      const fileName = `tai-table-backup-${new Date().toISOString().slice(0, 10)}.json`;
      downloadText(fileName, JSON.stringify(result.backup, null, 2), 'application/json');
      return { ok: true, fileName, nights: result.backup.sessions.length };
    },
    async deleteNight(id) {
      const { deleteNight, getAppDatabase } = await import('../db');
      const result = await deleteNight(db ?? getAppDatabase(), id);
      return result.ok ? { ok: true } : { ok: false, refusal: refusalOf(result.error) };
    },
  };
}
