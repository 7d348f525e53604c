// One night in several places, in a player's words: what a restore does to nights this phone keeps as
// copies, and how a link stands against the copy kept. The db layer answers codes and figures
// (db/backup.ts RestoreDecision, core/night-versions.ts ContentsComparison); only this file words them,
// in the language in use. Clauses are whole messages joined by messages, so each language orders its own.
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RestorePlanItem } from '../db/backup';
import type { ContentsComparison, IdentityDifference } from '../core/night-versions';
import { listWords } from './night-words';

export function differenceWords(i18n: I18n, differs: readonly IdentityDifference[]): string {
  const words = {
    players: msg`other players`,
    start: msg`another start time`,
    table: msg`another table or stake`,
  };
  return listWords(differs.map((d) => i18n._(words[d])));
}

/** A night's name set off as a name: “Friday” (「Friday」 in Traditional). */
export const quoted = (i18n: I18n, name: string): string => i18n._(msg`“${name}”`);

/** "2 more entries and 1 later-changed entry": what one version holds beyond the other. */
export function aheadWords(i18n: I18n, comparison: ContentsComparison): string {
  if (comparison.kind === 'newer' || comparison.kind === 'older') {
    const { added, changed } = comparison;
    const parts = [
      ...(added > 0 ? [i18n._(msg`${plural(added, { one: '# more entry', other: '# more entries' })}`)] : []),
      ...(changed > 0
        ? [
            i18n._(
              msg`${plural(changed, { one: '# later-changed entry', other: '# later-changed entries' })}`,
            ),
          ]
        : []),
    ];
    return listWords(parts);
  }
  if (comparison.kind === 'diverged') {
    const { onlyHere } = comparison;
    return i18n._(msg`${plural(onlyHere, { one: '# entry', other: '# entries' })}`);
  }
  return i18n._(msg`nothing more`);
}

function skipWords(i18n: I18n, item: RestorePlanItem): string | null {
  const { decision } = item;
  if (decision.kind !== 'skip') return null;
  const name = quoted(i18n, item.name);
  switch (decision.reason) {
    case 'already_here':
      return null;
    case 'changed_here':
      return i18n._(
        msg`${name} was changed on this phone since the backup was made, so it was kept as it is`,
      );
    case 'different_night': {
      const differences = differenceWords(i18n, decision.differs);
      return decision.where === 'copy'
        ? i18n._(
            msg`${name} is a different night (${differences}) from the copy this phone keeps under the same id`,
          )
        : i18n._(
            msg`${name} is a different night (${differences}) from the night this phone keeps under the same id`,
          );
    }
    case 'copy_holds_more': {
      if (decision.comparison.kind === 'diverged')
        return i18n._(msg`the copy of ${name} on this phone differs from the backup and holds more of it`);
      const ahead = aheadWords(i18n, decision.comparison);
      return i18n._(msg`the copy of ${name} on this phone holds more of it (${ahead})`);
    }
  }
}

/** Clauses in a row: "a; b; c" (the semicolons set off clauses that name nights). */
const inRow = (i18n: I18n, clauses: readonly string[]): string =>
  clauses.reduce((earlier, next) => i18n._(msg`${earlier}; ${next}`));

/** What a restore will do ("restoring it adds …") or did ("Restored …"), night by night where a copy or a clash is involved. */
export function restoreWords(i18n: I18n, plan: readonly RestorePlanItem[], done: boolean): string {
  const adds = plan.filter((p) => p.decision.kind === 'add').length;
  const replaced = plan.filter((p) => p.decision.kind === 'replace_copy');
  const updated = plan.filter((p) => p.decision.kind === 'replace_own');
  const alreadyHere = plan.filter(
    (p) => p.decision.kind === 'skip' && p.decision.reason === 'already_here',
  ).length;
  const reasons = plan.map((p) => skipWords(i18n, p)).filter((words): words is string => words !== null);
  const parts: string[] = [];
  if (adds > 0 || (replaced.length === 0 && updated.length === 0)) {
    parts.push(
      done
        ? i18n._(msg`restored ${plural(adds, { one: '# night', other: '# nights' })}`)
        : i18n._(msg`adds ${plural(adds, { one: '# night', other: '# nights' })}`),
    );
  }
  if (replaced.length > 0) {
    const names = listWords(replaced.map((p) => quoted(i18n, p.name)));
    const one = replaced.length === 1;
    parts.push(
      done
        ? one
          ? i18n._(
              msg`replaced your copy of ${names} (kept from a link) with the night itself, so each night is here once and counted once`,
            )
          : i18n._(
              msg`replaced your copies of ${names} (kept from a link) with the nights themselves, so each night is here once and counted once`,
            )
        : one
          ? i18n._(
              msg`replaces your copy of ${names} (kept from a link) with the night itself, so each night is here once and counted once`,
            )
          : i18n._(
              msg`replaces your copies of ${names} (kept from a link) with the nights themselves, so each night is here once and counted once`,
            ),
    );
  }
  if (updated.length > 0) {
    const names = listWords(updated.map((p) => quoted(i18n, p.name)));
    const one = updated.length === 1;
    parts.push(
      done
        ? one
          ? i18n._(msg`brought ${names} up to date (the backup holds it with more hands)`)
          : i18n._(msg`brought ${names} up to date (the backup holds them with more hands)`)
        : one
          ? i18n._(msg`brings ${names} up to date (the backup holds it with more hands)`)
          : i18n._(msg`brings ${names} up to date (the backup holds them with more hands)`),
    );
  }
  if (alreadyHere > 0)
    parts.push(
      done
        ? i18n._(msg`skipped ${alreadyHere} already here`)
        : i18n._(msg`skips ${alreadyHere} already here`),
    );
  if (reasons.length > 0) {
    const why = inRow(i18n, reasons);
    const more = reasons.length;
    parts.push(
      done
        ? i18n._(msg`skipped ${plural(more, { one: 'one more', other: '# more' })}: ${why}`)
        : i18n._(msg`skips ${plural(more, { one: 'one more', other: '# more' })}: ${why}`),
    );
  }
  // "adds 1 night, and skips 2 already here"; parts that name nights are set off by semicolons.
  const last = parts.at(-1) ?? '';
  const earlier = parts.slice(0, -1);
  let sentence = last;
  if (earlier.length > 0) {
    const before = inRow(i18n, earlier);
    sentence = i18n._(msg`${before}, and ${last}`);
  }
  if (done) {
    const capitalised = `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
    return i18n._(msg`${capitalised}.`);
  }
  return restoreWrites(plan) &&
    plan.some((p) => p.decision.kind === 'replace_copy' || p.decision.kind === 'replace_own')
    ? i18n._(msg`restoring it ${sentence}. Nothing else on this phone is changed or removed.`)
    : i18n._(msg`restoring it ${sentence}. Nothing on this phone is changed or removed.`);
}

/** Whether a restore would write anything at all. */
export const restoreWrites = (plan: readonly RestorePlanItem[]): boolean =>
  plan.some((p) => p.decision.kind !== 'skip');
