// Backups (past nights): every night to a file, and a restore from one that first says what it will
// do, night by night where a copy or a clash is involved. A file that is not a good backup changes
// nothing and says why, in the language in use.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import {
  exportBackup,
  importBackup,
  planRestore,
  readBackup,
  type BackupDamage,
  type DbError,
  type RestorePlanItem,
} from '../../db';
import { useDatabase } from '../../app/database';
import { downloadText } from '../../ui/download';
import { Done, Problem } from '../../ui/Messages';
import { BTN_SECONDARY, CARD, MUTED } from '../../ui/styles';
import { nightNameWords, refusalWords } from '../../words/entry-words';
import { isoDay, listWords } from '../../words/night-words';
import { formatMoney } from '../../ui/format';
import { restoreWords, restoreWrites } from '../../words/identity-words';
import { nightProblemWords } from '../../words/night-problems';

/**
 * Why a backup was not made or restored. A damaged file says what is damaged and where (which night,
 * which field, what its check found) as codes and values (db/result.ts BackupDamage), worded here.
 */
export function backupProblemWords(i18n: I18n, error: DbError): string {
  switch (error.code) {
    case 'not_a_backup':
      return i18n._(msg`This file is not a Tai Table backup, so nothing was restored.`);
    case 'backup_too_new':
      return i18n._(
        msg`This backup was made by a newer version of Tai Table. Update the app, then restore it.`,
      );
    case 'storage_full':
      return i18n._(
        msg`The phone is out of storage space, so nothing was restored. Free some space and try again.`,
      );
    case 'storage_failed':
      return i18n._(
        msg`The phone’s storage did not answer, so nothing was changed. Close other tabs of this app and try again.`,
      );
    default: {
      const detail = error.backup ? backupDamageWords(i18n, error.backup) : refusalWords(error);
      return i18n._(msg`This backup cannot be restored, so nothing was restored. ${detail}`);
    }
  }
}

/** The fields of a backup file and of its nights, as a player would name them. */
const FIELD_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  format: msg`the kind of file`,
  version: msg`its version number`,
  exportedAt: msg`the date it was made`,
  sessions: msg`its list of nights`,
  id: msg`the night’s id`,
  name: msg`the night’s name`,
  createdAt: msg`the night’s start time`,
  updatedAt: msg`the time of its last change`,
  status: msg`whether it is open or finished`,
  settings: msg`the table’s settings`,
  entries: msg`its list of hands`,
  totals: msg`its totals`,
  revisions: msg`the revisions of its entries`,
};

const own = <T,>(table: Readonly<Record<string, T>>, key: string | undefined): T | undefined =>
  key !== undefined && Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** What in a backup file is damaged, and where: "Night 2 of the file (“Friday”): its totals cannot be read." */
export function backupDamageWords(i18n: I18n, damage: BackupDamage): string {
  const field = own(FIELD_WORDS, damage.field);
  const what = field ? i18n._(field) : i18n._(msg`a part of it`);
  if (damage.what === 'file_field') return i18n._(msg`In the file, ${what} cannot be read.`);
  const place = damage.night ?? 0;
  const name = damage.name ?? '';
  const where = name
    ? i18n._(msg`Night ${place} of the file (“${name}”)`)
    : i18n._(msg`Night ${place} of the file`);
  switch (damage.what) {
    case 'night_unreadable':
      return i18n._(msg`${where} cannot be read.`);
    case 'night_field':
      return i18n._(msg`${where}: ${what} cannot be read.`);
    case 'night_twice':
      return i18n._(msg`${where} is in the file twice.`);
    case 'revisions_mismatch': {
      const revisions = damage.revisions ?? 0;
      const entries = damage.entries ?? 0;
      return i18n._(msg`${where} has ${revisions} revisions for ${entries} entries.`);
    }
    case 'totals_mismatch': {
      const saved = listWords((damage.saved ?? []).map(formatMoney));
      const computed = listWords((damage.computed ?? []).map(formatMoney));
      return i18n._(
        msg`${where}: the totals saved in the file (${saved}) do not match its hands (${computed}), so the file was changed or damaged.`,
      );
    }
    case 'night_problem': {
      const why = damage.problem ? nightProblemWords(i18n, damage.problem) : i18n._(msg`It does not add up.`);
      return i18n._(msg`${where} does not add up. ${why}`);
    }
  }
}

type Restore =
  { kind: 'idle' } | { kind: 'preview'; text: string; fileName: string; plan: RestorePlanItem[] };

/** What the panel last said: worded when shown, so a change of language words it anew. */
type Said =
  | { kind: 'problem'; error: DbError }
  | { kind: 'unreadable'; cause: string }
  | { kind: 'saved'; fileName: string; nights: number; left: string[] }
  | { kind: 'restored'; plan: RestorePlanItem[] };

export function BackupPanel() {
  const db = useDatabase();
  const { t, i18n } = useLingui();
  const [restore, setRestore] = useState<Restore>({ kind: 'idle' });
  const [said, setSaid] = useState<Said | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const backUp = async (): Promise<void> => {
    const result = await exportBackup(db);
    if (!result.ok) {
      setSaid({ kind: 'problem', error: result.error });
      return;
    }
    const fileName = `tai-table-backup-${isoDay(Date.now())}.json`;
    downloadText(fileName, JSON.stringify(result.backup, null, 2), 'application/json');
    setSaid({
      kind: 'saved',
      fileName,
      nights: result.backup.sessions.length,
      left: result.left.map((n) => nightNameWords(n.name)),
    });
  };

  const choose = async (file: File | undefined): Promise<void> => {
    setSaid(null);
    setRestore({ kind: 'idle' });
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch (error) {
      // A file the phone cannot read (moved, or too big) is said so; nothing is restored.
      setSaid({ kind: 'unreadable', cause: error instanceof Error ? error.message : String(error) });
      return;
    }
    const read = readBackup(text);
    if (!read.ok) {
      setSaid({ kind: 'problem', error: read.error });
      return;
    }
    // Against this phone's own nights and the copies it keeps: a night is restored once, never beside its copy.
    const planned = await planRestore(db, read.sessions);
    if (!planned.ok) {
      setSaid({ kind: 'problem', error: planned.error });
      return;
    }
    setRestore({ kind: 'preview', text, fileName: file.name, plan: planned.plan });
  };

  const confirm = async (text: string): Promise<void> => {
    setBusy(true);
    const result = await importBackup(db, text);
    setBusy(false);
    setRestore({ kind: 'idle' });
    if (fileInput.current) fileInput.current.value = '';
    setSaid(result.ok ? { kind: 'restored', plan: result.plan } : { kind: 'problem', error: result.error });
  };

  const cancel = (): void => {
    setRestore({ kind: 'idle' });
    if (fileInput.current) fileInput.current.value = '';
  };

  const unreadableWords = (cause: string): string =>
    t`The file could not be read (${cause}). Nothing was restored.`;
  const problem =
    said?.kind === 'problem'
      ? backupProblemWords(i18n, said.error)
      : said?.kind === 'unreadable'
        ? unreadableWords(said.cause)
        : null;
  const done =
    said?.kind === 'restored'
      ? restoreWords(i18n, said.plan, true)
      : said?.kind === 'saved'
        ? savedWords(i18n, said)
        : null;
  const fileName = restore.kind === 'preview' ? restore.fileName : '';
  const planWords = restore.kind === 'preview' ? restoreWords(i18n, restore.plan, false) : '';

  return (
    <section aria-labelledby="backup-heading" className={`${CARD} space-y-3`}>
      <h2 id="backup-heading" className="font-semibold">{t`Backups`}</h2>
      <p
        className={MUTED}
      >{t`Nights live only on this phone. A backup file keeps every night, to restore here or on another phone.`}</p>
      <button
        type="button"
        className="btn w-full"
        onClick={() => void backUp()}
      >{t`Back up every night`}</button>
      <div>
        <label
          htmlFor="restore-file"
          className="mb-1 block text-sm font-medium"
        >{t`Restore from a backup file`}</label>
        <input
          ref={fileInput}
          id="restore-file"
          type="file"
          accept=".json,application/json"
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-stone-200 file:px-3 file:py-2 file:font-semibold dark:file:bg-stone-700 dark:file:text-stone-100"
        />
      </div>
      <Problem message={problem} />
      <Done message={done} />
      {restore.kind === 'preview' && (
        <div className="space-y-2 rounded-lg border border-emerald-700 p-2 dark:border-emerald-500">
          <p className="text-sm">{t`${fileName}: ${planWords}`}</p>
          <div className="flex gap-2">
            <button type="button" className={`${BTN_SECONDARY} flex-1`} onClick={cancel}>{t`Cancel`}</button>
            <button
              type="button"
              className="btn flex-1"
              disabled={busy || !restoreWrites(restore.plan)}
              onClick={() => void confirm(restore.text)}
            >{t`Restore`}</button>
          </div>
        </div>
      )}
    </section>
  );
}

/** "Saved tai-table-backup-2026-12-02.json, with 3 nights. Keep it off this phone too." and any night left out. */
function savedWords(
  i18n: I18n,
  { fileName, nights, left }: { fileName: string; nights: number; left: string[] },
): string {
  const saved = i18n._(
    msg`Saved ${fileName}, with ${plural(nights, { one: '# night', other: '# nights' })}. Keep it off this phone too.`,
  );
  if (left.length === 0) return saved;
  const names = listWords(left);
  const count = left.length;
  return i18n._(
    msg`${saved} Left out, because ${plural(count, { one: 'it cannot', other: 'they cannot' })} be read: ${names}.`,
  );
}
