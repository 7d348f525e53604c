// What two phones did to the same hand without seeing each other's, shown, never hidden: "at the same
// time" when every phone was Live as it recorded, "while apart" otherwise. The entries of a conflict are
// marked in the list (data-testid="live-conflict") with one tap to keep one; the others are set aside,
// listed with "Bring back". Entries from another phone that could not be read are counted, and left
// out of the totals.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LedgerRow, NightSettings } from '../../core/ledger';
import { entryWords } from '../ledger/entry-words';
import type { EditConflict, LiveConflict, SetAsideEntry } from '../../sync';
import { noticeClassName } from './styles';

/** The conflict an entry belongs to, with the hand it was recorded for and where its rivals stand in the list. */
export interface EntryConflict {
  conflict: LiveConflict;
  /** The hand the phones recorded (the first of the conflict's entries in the night's order). */
  handNumber: number;
  /** The numbers in the list (1 = first entry) of the conflict's other entries still in the night. */
  others: readonly number[];
}

/** Each conflicted entry's conflict, by entry id, from the night's rows in order. */
export function conflictsByEntry(conflicts: readonly LiveConflict[], rows: readonly LedgerRow[]): Map<string, EntryConflict> {
  const place = new Map<string, { number: number; handNumber: number }>();
  rows.forEach((row, position) => place.set(row.entry.id, { number: position + 1, handNumber: row.handNumber }));
  const byEntry = new Map<string, EntryConflict>();
  for (const conflict of conflicts) {
    const present = conflict.entryIds.flatMap((entryId) => {
      const at = place.get(entryId);
      return at ? [{ entryId, ...at }] : [];
    });
    // A conflict with fewer than two of its entries in the night has nothing left to choose between.
    if (present.length < 2) continue;
    const handNumber = Math.min(...present.map((p) => p.handNumber));
    for (const { entryId, number } of present) {
      byEntry.set(entryId, { conflict, handNumber, others: present.filter((p) => p.number !== number).map((p) => p.number).sort((a, b) => a - b) });
    }
  }
  return byEntry;
}

/** The note inside a conflicted entry's row: what happened (at the same time, or while apart), and "Keep this one". */
export function ConflictNote({ number, conflict, busy, onKeep }: {
  /** The entry's number in the list. */
  number: number;
  conflict: EntryConflict;
  busy: boolean;
  onKeep: () => void;
}) {
  const { t } = useLingui();
  const hand = conflict.handNumber;
  const count = conflict.others.length + 1;
  return (
    <div className={`${noticeClassName} mt-1.5 flex items-center justify-between gap-2`}>
      <p className="min-w-0">
        {conflict.conflict.atSameTime
          ? (count === 2 ? t`Two phones recorded hand ${hand} at the same time.` : t`${count} phones recorded hand ${hand} at the same time.`)
          : (count === 2 ? t`Two phones recorded hand ${hand} while apart.` : t`${count} phones recorded hand ${hand} while apart.`)}{' '}
        {count === 2 ? t`Keep one; the other is set aside, and can be brought back.` : t`Keep one; the others are set aside, and can be brought back.`}
      </p>
      <button type="button" className="btn shrink-0" disabled={busy} aria-label={t`Keep entry ${number}`} onClick={onKeep}>{t`Keep this one`}</button>
    </div>
  );
}

/** The count of entries from other phones that could not be read; nothing when there are none. */
export function UnreadableEntries({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <div role="note" className={noticeClassName}>
      <p className="font-semibold"><Trans>An entry from another phone could not be read</Trans></p>
      <p data-testid="live-unreadable" data-count={count}>
        <UnreadableCount count={count} />
      </p>
    </div>
  );
}

function UnreadableCount({ count }: { count: number }): ReactNode {
  const { t } = useLingui();
  return t`${plural(count, {
    one: '# entry is left out of the totals. The phone that recorded it may have a newer version of the app: update both.',
    other: '# entries are left out of the totals. The phones that recorded them may have a newer version of the app: update them all.',
  })}`;
}

/** The entries set aside from conflicts, each with "Bring back"; nothing when there are none. */
export function SetAsideList({ settings, setAside, busy, onBringBack }: {
  settings: NightSettings;
  setAside: readonly SetAsideEntry[];
  busy: boolean;
  onBringBack: (entryId: string) => void;
}) {
  const { t } = useLingui();
  if (setAside.length === 0) return null;
  return (
    <section aria-labelledby="set-aside-heading" className="space-y-2">
      <h3 id="set-aside-heading" className="font-semibold">{t`Set aside`}</h3>
      <p className="text-sm text-stone-600 dark:text-stone-300">{t`Entries left out when the table kept another phone’s record of the same hand. Bring one back to count it again.`}</p>
      <ul className="space-y-2">
        {setAside.map(({ entryId, entry }) => (
          <li key={entryId} data-set-aside={entryId} className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 p-2 dark:border-stone-700">
            <p className="min-w-0 text-sm">{entryWords(settings, entry)}</p>
            <button type="button" className="btn-quiet shrink-0" disabled={busy} onClick={() => onBringBack(entryId)}>{t`Bring back`}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who made a version, from this phone's point of view: the log signs records by phone, never by name. */
function usePhoneWords(): (phone: string, self: string) => string {
  const { t } = useLingui();
  return (phone, self) => (phone === self ? t`This phone` : t`Another phone`);
}

/**
 * The note inside an entry's row when two phones changed it apart: both versions, readable, each with
 * one tap to keep it. The night counts the later one meanwhile, and says so.
 */
export function EditConflictNote({ number, settings, conflict, self, busy, onKeep }: {
  /** The entry's number in the list; null when the version counted now deletes it (the note stands alone). */
  number: number | null;
  settings: NightSettings;
  conflict: EditConflict;
  /** This phone's id, to say which version is its own. */
  self: string;
  busy: boolean;
  onKeep: (recordId: string) => void;
}) {
  const { t } = useLingui();
  const who = usePhoneWords();
  const count = conflict.versions.length;
  return (
    <div className={`${noticeClassName} mt-1.5 space-y-1.5`}>
      <p>
        {number === null ? t`Two phones changed the same entry while apart: one deleted it.` : t`Two phones changed entry ${number} while apart.`}{' '}
        {t`Both versions are kept; until you keep one, the totals count the last.`}
      </p>
      <ul className="space-y-1">
        {conflict.versions.map((version, index) => {
          const n = index + 1;
          const phone = who(version.phone, self);
          const words = version.entry === null ? t`Deleted` : entryWords(settings, version.entry);
          return (
            <li key={version.recordId} data-version={version.recordId} className="flex items-center justify-between gap-2">
              <p className="min-w-0"><span className="font-semibold">{phone}:</span> {words}</p>
              <button type="button" className="btn shrink-0" disabled={busy}
                aria-label={number === null ? t`Keep version ${n} of ${count}` : t`Keep version ${n} of entry ${number}`}
                onClick={() => onKeep(version.recordId)}>{t`Keep this`}</button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Said wherever the night's money shows while a conflict is open: the totals count one version of
 * each, and are not what the table owes until it chooses.
 */
export function OpenConflictsNotice({ count, href }: { count: number; href?: string }) {
  const { t } = useLingui();
  if (count <= 0) return null;
  const words = t`${plural(count, {
    one: '# conflict is open: these totals count the latest version and are not settled until the table keeps one.',
    other: '# conflicts are open: these totals count the latest versions and are not settled until the table keeps one of each.',
  })}`;
  return (
    <div role="note" data-testid="live-conflict" data-open-conflicts={count} className={noticeClassName}>
      <p>{words}{href && <>{' '}<a className="underline" href={href}>{t`Choose on the night’s screen`}</a></>}</p>
    </div>
  );
}
