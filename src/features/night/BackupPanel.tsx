// Backups (past nights): every night to a file, and a restore from one that first says what it will
// do, night by night where a copy or a clash is involved. A file that is not a good backup changes
// nothing and says why, in the language in use.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { exportBackup, importBackup, planRestore, readBackup, type DbError, type RestorePlanItem } from '../../db';
import { useDatabase } from '../ledger/database';
import { downloadText } from '../ledger/download';
import { Done, Problem } from '../ledger/Messages';
import { BTN_SECONDARY, CARD, MUTED } from '../ledger/styles';
import { isoDay } from '../ledger/words';
import { restoreWords, restoreWrites } from './identity-words';
import { listWords } from './when';

/**
 * Why a backup was not made or restored. A damaged file's detail (which night, which entry) is the
 * database's own English sentence: shown whole in English, after our words in Chinese.
 */
export function backupProblemWords(i18n: I18n, error: DbError): string {
  switch (error.code) {
    case 'not_a_backup':
      return i18n._(msg`This file is not a Tai Table backup, so nothing was restored.`);
    case 'backup_too_new':
      return i18n._(msg`This backup was made by a newer version of Tai Table. Update the app, then restore it.`);
    case 'storage_full':
      return i18n._(msg`The phone is out of storage space, so nothing was restored. Free some space and try again.`);
    case 'storage_failed':
      return i18n._(msg`The phone’s storage did not answer, so nothing was changed. Close other tabs of this app and try again.`);
    default: {
      if (i18n.locale === 'en') return error.message;
      const detail = error.message;
      return i18n._(msg`This backup cannot be restored, so nothing was restored. What the app found: ${detail}`);
    }
  }
}

type Restore =
  | { kind: 'idle' }
  | { kind: 'preview'; text: string; fileName: string; plan: RestorePlanItem[] };

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
    setSaid({ kind: 'saved', fileName, nights: result.backup.sessions.length, left: result.left.map((n) => n.name) });
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

  const unreadableWords = (cause: string): string => t`The file could not be read (${cause}). Nothing was restored.`;
  const problem = said?.kind === 'problem' ? backupProblemWords(i18n, said.error)
    : said?.kind === 'unreadable' ? unreadableWords(said.cause) : null;
  const done = said?.kind === 'restored' ? restoreWords(i18n, said.plan, true) : said?.kind === 'saved' ? savedWords(i18n, said) : null;
  const fileName = restore.kind === 'preview' ? restore.fileName : '';
  const planWords = restore.kind === 'preview' ? restoreWords(i18n, restore.plan, false) : '';

  return (
    <section aria-labelledby="backup-heading" className={`${CARD} space-y-3`}>
      <h2 id="backup-heading" className="font-semibold">{t`Backups`}</h2>
      <p className={MUTED}>{t`Nights live only on this phone. A backup file keeps every night, to restore here or on another phone.`}</p>
      <button type="button" className="btn w-full" onClick={() => void backUp()}>{t`Back up every night`}</button>
      <div>
        <label htmlFor="restore-file" className="mb-1 block text-sm font-medium">{t`Restore from a backup file`}</label>
        <input ref={fileInput} id="restore-file" type="file" accept=".json,application/json"
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-stone-200 file:px-3 file:py-2 file:font-semibold dark:file:bg-stone-700 dark:file:text-stone-100" />
      </div>
      <Problem message={problem} />
      <Done message={done} />
      {restore.kind === 'preview' && (
        <div className="space-y-2 rounded-lg border border-emerald-700 p-2 dark:border-emerald-500">
          <p className="text-sm">{t`${fileName}: ${planWords}`}</p>
          <div className="flex gap-2">
            <button type="button" className={`${BTN_SECONDARY} flex-1`} onClick={cancel}>{t`Cancel`}</button>
            <button type="button" className="btn flex-1" disabled={busy || !restoreWrites(restore.plan)} onClick={() => void confirm(restore.text)}>{t`Restore`}</button>
          </div>
        </div>
      )}
    </section>
  );
}

/** "Saved tai-table-backup-2026-12-02.json, with 3 nights. Keep it off this phone too." and any night left out. */
function savedWords(i18n: I18n, { fileName, nights, left }: { fileName: string; nights: number; left: string[] }): string {
  const saved = i18n._(msg`Saved ${fileName}, with ${plural(nights, { one: '# night', other: '# nights' })}. Keep it off this phone too.`);
  if (left.length === 0) return saved;
  const names = listWords(left);
  const count = left.length;
  return i18n._(msg`${saved} Left out, because ${plural(count, { one: 'it cannot', other: 'they cannot' })} be read: ${names}.`);
}
