// One night in several places, in a player's words: what a restore does to nights this phone keeps as
// copies, and how a link stands against the copy kept. The db layer answers codes and figures
// (db/backup.ts RestoreDecision, core/night-versions.ts ContentsComparison); only this file words them.
import type { RestorePlanItem } from '../../db/backup';
import type { ContentsComparison, IdentityDifference } from '../../core/night-versions';
import { listWords } from '../ledger/words';

const DIFFERENCES: Readonly<Record<IdentityDifference, string>> = {
  players: 'other players',
  start: 'another start time',
  table: 'another table or stake',
};

export const differenceWords = (differs: readonly IdentityDifference[]): string => listWords(differs.map((d) => DIFFERENCES[d]));

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "2 more entries and 1 changed entry": what one version holds beyond the other. */
export function aheadWords(comparison: ContentsComparison): string {
  if (comparison.kind === 'newer' || comparison.kind === 'older') {
    const parts = [
      ...(comparison.added > 0 ? [count(comparison.added, 'more entry', 'more entries')] : []),
      ...(comparison.changed > 0 ? [count(comparison.changed, 'later-changed entry', 'later-changed entries')] : []),
    ];
    return listWords(parts);
  }
  if (comparison.kind === 'diverged') return count(comparison.onlyHere, 'entry', 'entries');
  return 'nothing more';
}

function skipWords(item: RestorePlanItem): string | null {
  const { decision } = item;
  if (decision.kind !== 'skip') return null;
  switch (decision.reason) {
    case 'already_here':
      return null;
    case 'changed_here':
      return `“${item.name}” was changed on this phone since the backup was made, so it was kept as it is`;
    case 'different_night':
      return `“${item.name}” is a different night (${differenceWords(decision.differs)}) from the ${decision.where === 'copy' ? 'copy' : 'night'} this phone keeps under the same id`;
    case 'copy_holds_more':
      return decision.comparison.kind === 'diverged'
        ? `the copy of “${item.name}” on this phone differs from the backup and holds more of it`
        : `the copy of “${item.name}” on this phone holds more of it (${aheadWords(decision.comparison)})`;
  }
}

/** What a restore will do ("restoring it adds …") or did ("Restored …"), night by night where a copy or a clash is involved. */
export function restoreWords(plan: readonly RestorePlanItem[], done: boolean): string {
  const adds = plan.filter((p) => p.decision.kind === 'add').length;
  const replaced = plan.filter((p) => p.decision.kind === 'replace_copy');
  const updated = plan.filter((p) => p.decision.kind === 'replace_own');
  const alreadyHere = plan.filter((p) => p.decision.kind === 'skip' && p.decision.reason === 'already_here').length;
  const reasons = plan.map(skipWords).filter((words): words is string => words !== null);
  const parts: string[] = [];
  if (adds > 0 || (replaced.length === 0 && updated.length === 0)) parts.push(`${done ? 'restored' : 'adds'} ${count(adds, 'night', 'nights')}`);
  if (replaced.length > 0) {
    parts.push(`${done ? 'replaced' : 'replaces'} your ${replaced.length === 1 ? 'copy' : 'copies'} of ${listWords(replaced.map((p) => `“${p.name}”`))} (kept from a link) with the night itself, so each night is here once and counted once`);
  }
  if (updated.length > 0) {
    parts.push(`${done ? 'brought' : 'brings'} ${listWords(updated.map((p) => `“${p.name}”`))} up to date (the backup holds ${updated.length === 1 ? 'it' : 'them'} with more hands)`);
  }
  if (alreadyHere > 0) parts.push(`${done ? 'skipped' : 'skips'} ${alreadyHere} already here`);
  if (reasons.length > 0) parts.push(`${done ? 'skipped' : 'skips'} ${reasons.length === 1 ? 'one more' : `${reasons.length} more`}: ${reasons.join('; ')}`);
  // "adds 1 night, and skips 2 already here"; parts that name nights are set off by semicolons.
  const sentence = parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join('; ')}, and ${parts.at(-1)}`;
  if (done) return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
  const rest = restoreWrites(plan) && plan.some((p) => p.decision.kind === 'replace_copy' || p.decision.kind === 'replace_own')
    ? 'Nothing else on this phone is changed or removed.' : 'Nothing on this phone is changed or removed.';
  return `restoring it ${sentence}. ${rest}`;
}

/** Whether a restore would write anything at all. */
export const restoreWrites = (plan: readonly RestorePlanItem[]): boolean => plan.some((p) => p.decision.kind !== 'skip');
