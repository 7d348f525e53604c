// What two phones did to the same hand without seeing each other's, shown, never hidden: "at the same
// time" when every phone was Live as it recorded, "while apart" otherwise. The entries of a conflict are
// marked in the list (data-testid="live-conflict") with one tap to keep one; the others are set aside,
// listed with "Bring back", which opens the choice again. A hand conflict counts one hand meanwhile: its
// row carries the note, the other records of the hand are shown in it, not counted. Phones apart for
// several hands give a conflict per hand; the first one's note offers to keep one phone's hands for all
// of them at once. Changes that could not be read are left out of the totals, each said by the phone that made it.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LedgerRow, NightSettings } from '../../../core/ledger';
import { entryWords } from '../../../words/entry-words';
import { sentenceGap } from '../../../i18n/locales';
import type { EditConflict, HandConflict, LeftOutChange, SetAsideEntry, WaitingHand } from '../../../sync';
import { NOTICE } from '../../../ui/styles';
import type { PhoneWords } from './phone-words';

/** The conflict of the hand a row counts meanwhile, and the hand number its phones recorded it for. */
export interface EntryConflict {
  conflict: HandConflict;
  /** The hand the phones recorded: the counted hand's, which the waiting hands share (they move no deal). */
  handNumber: number;
}

/**
 * Each open hand conflict by the entry id of the hand it counts meanwhile (the only one of its hands in
 * the night's rows; the others wait, shown in that row's note).
 */
export function conflictsByEntry(
  conflicts: readonly HandConflict[],
  rows: readonly LedgerRow[],
): Map<string, EntryConflict> {
  const byEntry = new Map<string, EntryConflict>();
  for (const conflict of conflicts) {
    const row = rows.find((r) => r.entry.id === conflict.counted);
    // A conflict whose counted hand is not in the night has nothing counted to choose against.
    if (!row || conflict.waiting.length === 0) continue;
    byEntry.set(conflict.counted, { conflict, handNumber: row.handNumber });
  }
  return byEntry;
}

/**
 * The note inside the row of the hand a conflict counts meanwhile: what happened, that this hand is
 * counted until the table chooses, and every other record of the same hand, marked "not counted",
 * each with one tap to keep it.
 */
export function ConflictNote({
  number,
  conflict,
  settings,
  who,
  busy,
  onKeep,
  onKeepBranch,
}: {
  /** The entry's number in the list. */
  number: number;
  conflict: EntryConflict;
  settings: NightSettings;
  /** Each phone in words ("this phone", "Ah Beng’s phone", "Phone 2"), to say whose each record is. */
  who: PhoneWords;
  busy: boolean;
  /** Keeps the hand of this entry id; the others are set aside. */
  onKeep: (entryId: string) => void;
  /** Keeps these hands, one of each conflict (a branch: the first hand's, then the next turns'), the others set aside. */
  onKeepBranch: (entryIds: readonly string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const gap = sentenceGap(i18n.locale);
  const hand = conflict.handNumber;
  const { waiting, branches = [] } = conflict.conflict;
  const count = waiting.length + 1;
  const branchOf = (entryId: string): string[] | undefined => {
    const branch = branches.find((item) => item.from === entryId);
    return branch && [branch.from, ...branch.then];
  };
  const counted = branchOf(conflict.conflict.counted);
  const lastHand = hand + Math.max(0, ...branches.map((branch) => branch.then.length));
  return (
    <div className={`${NOTICE} mt-1.5 space-y-1.5`}>
      <p className="min-w-0">
        {conflict.conflict.keptApart
          ? count === 2
            ? t`Two phones kept different records of hand ${hand} at once: neither choice stands.`
            : t`${count} phones kept different records of hand ${hand} at once: none of the choices stands.`
          : conflict.conflict.atSameTime
            ? count === 2
              ? t`Two phones recorded hand ${hand} at the same time.`
              : t`${count} phones recorded hand ${hand} at the same time.`
            : count === 2
              ? t`Two phones recorded hand ${hand} while apart.`
              : t`${count} phones recorded hand ${hand} while apart.`}
        {gap}
        <CountedMeanwhile count={count} />
        {branches.length > 0 && (
          <>
            {gap}
            {t`The same phones went on recording apart until hand ${lastHand}: keep one phone’s hands ${hand} to ${lastHand} at once, or hand by hand.`}
          </>
        )}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-semibold">{t`Counted now: this entry.`}</p>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {counted && (
            <KeepBranch
              hand={hand}
              branch={counted}
              label={(last) => t`Keep hands ${hand} to ${last} of entry ${number}`}
              busy={busy}
              onKeepBranch={onKeepBranch}
            />
          )}
          <button
            type="button"
            className="btn"
            disabled={busy}
            aria-label={t`Keep entry ${number}`}
            onClick={() => onKeep(conflict.conflict.counted)}
          >{t`Keep this one`}</button>
        </div>
      </div>
      <WaitingHands
        hand={hand}
        waiting={waiting}
        branchOf={branchOf}
        settings={settings}
        busy={busy}
        onKeep={onKeep}
        onKeepBranch={onKeepBranch}
        who={who}
      />
    </div>
  );
}

function CountedMeanwhile({ count }: { count: number }): ReactNode {
  const { t } = useLingui();
  return count === 2
    ? t`Until you keep one, the totals count this one; the other is shown below and not counted.`
    : t`Until you keep one, the totals count this one; the others are shown below and not counted.`;
}

/** One tap keeping a phone's hands for every turn it stayed apart: "Keep hands 5 to 7". */
function KeepBranch({
  hand,
  branch,
  label,
  busy,
  onKeepBranch,
}: {
  hand: number;
  /** The entry ids kept, one a turn from `hand` on. */
  branch: readonly string[];
  /** The accessible name, given the last hand kept (says which record the hands follow). */
  label: (last: number) => string;
  busy: boolean;
  onKeepBranch: (entryIds: readonly string[]) => void;
}) {
  const { t } = useLingui();
  const last = hand + branch.length - 1;
  return (
    <button
      type="button"
      className="btn-quiet"
      disabled={busy}
      aria-label={label(last)}
      onClick={() => onKeepBranch(branch)}
    >
      {t`Keep hands ${hand}–${last}`}
    </button>
  );
}

/** The records of the same hand that the night does not count meanwhile: marked, readable, each one tap to keep. */
function WaitingHands({
  hand,
  waiting,
  branchOf,
  settings,
  busy,
  onKeep,
  onKeepBranch,
  who,
}: {
  hand: number;
  waiting: readonly WaitingHand[];
  branchOf: (entryId: string) => string[] | undefined;
  settings: NightSettings;
  busy: boolean;
  onKeep: (entryId: string) => void;
  onKeepBranch: (entryIds: readonly string[]) => void;
  who: PhoneWords;
}) {
  const { t } = useLingui();
  return (
    <ul className="space-y-1">
      {waiting.map((item, index) => {
        const k = index + 1;
        const phone = who(item.phone, 'start');
        const words = entryWords(settings, item.entry);
        const branch = branchOf(item.entryId);
        return (
          <li
            key={item.entryId}
            data-waiting-hand={item.entryId}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-amber-300/60 pt-1.5 dark:border-amber-700/60"
          >
            <p className="min-w-0">
              <span className="font-semibold">{t`Hand ${hand}, not counted`}</span> · {t`${phone}: ${words}`}
            </p>
            <div className="flex shrink-0 flex-wrap justify-end gap-2">
              {branch && (
                <KeepBranch
                  hand={hand}
                  branch={branch}
                  busy={busy}
                  onKeepBranch={onKeepBranch}
                  label={(last) =>
                    waiting.length === 1
                      ? t`Keep hands ${hand} to ${last} of the other record`
                      : t`Keep hands ${hand} to ${last} of record ${k} not counted`
                  }
                />
              )}
              <button
                type="button"
                className="btn"
                disabled={busy}
                aria-label={
                  waiting.length === 1
                    ? t`Keep the other record of hand ${hand}`
                    : t`Keep record ${k} not counted of hand ${hand}`
                }
                onClick={() => onKeep(item.entryId)}
              >{t`Keep this one`}</button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The changes left out of the night, said by the phone that made them ("A change from Kumar’s phone could
 * not be read"); only a change made by a newer version of the app asks for an update. Nothing when none.
 */
export function UnreadableEntries({ leftOut, who }: { leftOut: readonly LeftOutChange[]; who: PhoneWords }) {
  if (leftOut.length === 0) return null;
  // One line a phone (and a newer version apart), in the order their first change came, with its count.
  const lines = new Map<string, { phone: string | null; newer: boolean; count: number }>();
  for (const { phone, newer } of leftOut) {
    const key = `${newer ? 'newer' : 'unread'}:${phone ?? ''}`;
    const line = lines.get(key) ?? { phone, newer, count: 0 };
    line.count += 1;
    lines.set(key, line);
  }
  return (
    <div role="note" className={NOTICE}>
      <p className="font-semibold">
        <Trans>Changes left out of the totals</Trans>
      </p>
      <ul data-testid="live-unreadable" data-count={leftOut.length}>
        {[...lines].map(([key, line]) => (
          <li key={key}>
            <LeftOutLine {...line} who={who} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LeftOutLine({
  phone,
  newer,
  count,
  who,
}: {
  phone: string | null;
  newer: boolean;
  count: number;
  who: PhoneWords;
}): ReactNode {
  const { t } = useLingui();
  if (phone === null)
    return t`${plural(count, {
      one: 'A change could not be read: it is left out.',
      other: '# changes could not be read: they are left out.',
    })}`;
  const name = who(phone);
  if (newer)
    return t`${plural(count, {
      one: `A change from ${name} was made by a newer version of the app: update this phone to count it.`,
      other: `# changes from ${name} were made by a newer version of the app: update this phone to count them.`,
    })}`;
  return t`${plural(count, {
    one: `A change from ${name} could not be read: it is left out.`,
    other: `# changes from ${name} could not be read: they are left out.`,
  })}`;
}

/** The entries set aside from conflicts, each with "Bring back"; nothing when there are none. */
export function SetAsideList({
  settings,
  setAside,
  busy,
  onBringBack,
}: {
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
      <p className="text-sm text-stone-600 dark:text-stone-300">{t`Entries left out when the table kept another phone’s record of the same hand. Bringing one back opens the choice again, on every phone: until the table keeps one, the totals count one of them and say which.`}</p>
      <ul className="space-y-2">
        {setAside.map(({ entryId, entry, hand }) => (
          <li
            key={entryId}
            data-set-aside={entryId}
            className="flex items-center justify-between gap-2 rounded-lg border border-stone-200 p-2 dark:border-stone-700"
          >
            <p className="min-w-0 text-sm">
              {/* Which hand it was: two records of one turn often read alike ("Drawn hand"). */}
              {hand !== undefined && (
                <>
                  <span className="font-semibold">{t`Hand ${hand}`}</span> ·{' '}
                </>
              )}
              {entryWords(settings, entry)}
            </p>
            <button
              type="button"
              className="btn-quiet shrink-0"
              disabled={busy}
              onClick={() => onBringBack(entryId)}
            >{t`Bring back`}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The note inside an entry's row when two phones changed it apart: both versions, readable, each with
 * one tap to keep it. The night counts the later one meanwhile, and says so.
 */
export function EditConflictNote({
  number,
  settings,
  conflict,
  who,
  busy,
  onKeep,
}: {
  /** The entry's number in the list; null when the version counted now deletes it (the note stands alone). */
  number: number | null;
  settings: NightSettings;
  conflict: EditConflict;
  /** Each phone in words, to say whose each version is. */
  who: PhoneWords;
  busy: boolean;
  onKeep: (recordId: string) => void;
}) {
  const { t, i18n } = useLingui();
  const gap = sentenceGap(i18n.locale);
  const count = conflict.versions.length;
  return (
    <div className={`${NOTICE} mt-1.5 space-y-1.5`}>
      <p>
        {number === null
          ? t`Two phones changed the same entry while apart: one deleted it.`
          : t`Two phones changed entry ${number} while apart.`}
        {gap}
        {t`Both versions are kept; until you keep one, the totals count the last.`}
      </p>
      <ul className="space-y-1">
        {conflict.versions.map((version, index) => {
          const n = index + 1;
          const phone = who(version.phone, 'start');
          const words = version.entry === null ? t`Deleted` : entryWords(settings, version.entry);
          return (
            <li
              key={version.recordId}
              data-version={version.recordId}
              className="flex items-center justify-between gap-2"
            >
              <p className="min-w-0">
                <span className="font-semibold">{t`${phone}:`}</span>
                {gap}
                {words}
              </p>
              <button
                type="button"
                className="btn shrink-0"
                disabled={busy}
                aria-label={
                  number === null ? t`Keep version ${n} of ${count}` : t`Keep version ${n} of entry ${number}`
                }
                onClick={() => onKeep(version.recordId)}
              >{t`Keep this`}</button>
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
  const { t, i18n } = useLingui();
  const gap = sentenceGap(i18n.locale);
  if (count <= 0) return null;
  const words = t`${plural(count, {
    one: '# conflict is open: these totals count one of its versions meanwhile and are not settled until the table keeps one.',
    other:
      '# conflicts are open: these totals count one version of each meanwhile and are not settled until the table keeps one of each.',
  })}`;
  return (
    <div role="note" data-testid="live-conflict" data-open-conflicts={count} className={NOTICE}>
      <p>
        {words}
        {href && (
          <>
            {gap}
            <a className="underline" href={href}>{t`Choose on the night’s screen`}</a>
          </>
        )}
      </p>
    </div>
  );
}
