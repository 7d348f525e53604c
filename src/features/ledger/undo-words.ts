// What Undo will do and what it did, in the player's language: the entry it takes back named as the
// night's list words it (entry-words.ts), and on a live night whose change it is.
import { t } from '@lingui/core/macro';
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import { entryWords } from '../../words/entry-words';
import type { UndoPreview } from './undo-preview';

/** An entry in quotation marks, in the language in use. */
function quoted(settings: NightSettings, entry: LedgerEntry | null): string {
  const words = entry ? entryWords(settings, entry) : t`an entry`;
  return t`“${words}”`;
}

/** What Undo will do, said before it is done: "Take back the last edit, “…”: the entry becomes “…” again". */
export function undoWords(settings: NightSettings, preview: UndoPreview, shared = false): string {
  const now = quoted(settings, preview.now);
  const back = quoted(settings, preview.back);
  const n = preview.number ?? 0;
  // On a live night the other phones change it too: Undo takes back this phone's last change, and says so.
  if (shared) {
    switch (preview.action) {
      case 'add':
        // A hand not in the night's rows (another phone's record of the same turn counts meanwhile) has no number.
        return preview.number === null
          ? t`Take back ${now}, recorded on this phone and not counted now (Undo takes back this phone’s last change, not another phone’s).`
          : t`Take back entry ${n}, ${now}, recorded on this phone (Undo takes back this phone’s last change, not another phone’s).`;
      case 'edit':
        return t`Take back this phone’s edit of entry ${n}, ${now}: it becomes ${back} again.`;
      case 'delete':
        return t`Bring back ${back}, deleted on this phone.`;
    }
  }
  switch (preview.action) {
    case 'add':
      return t`Take back the entry last recorded, ${now}.`;
    case 'edit':
      return t`Take back the last edit, ${now}: the entry becomes ${back} again.`;
    case 'delete':
      return t`Bring back the entry last deleted, ${back}.`;
  }
}

/** What Undo did, naming what it took back: "Undone: the edit that made it “…”; it is “…” again." */
export function undoneWords(settings: NightSettings, preview: UndoPreview): string {
  const now = quoted(settings, preview.now);
  const back = quoted(settings, preview.back);
  switch (preview.action) {
    case 'add':
      return t`Undone: recording ${now}; it is no longer in the night.`;
    case 'edit':
      return t`Undone: the edit that made it ${now}; it is ${back} again.`;
    case 'delete':
      return t`Undone: deleting ${back}; it is back in the night.`;
  }
}
