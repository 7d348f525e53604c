// One night in several places (this phone's own, a kept copy, a link, a backup): whether two versions
// are the same night, and which of them is newer, decided by what they hold, never by a clock. A
// phone whose clock was wrong when a link was made must not freeze a copy, so the time a link was
// shared plays no part here.
//
// Identity: the night's id, its players (in their seats), its start time and its table (profile,
// house rules, first dealer, starting wind). A night's name can be changed, so it is not part of it.
//
// Contents: each entry is known by the time it was recorded (`at`, kept by every edit, carried
// exactly by links and backups; entries recorded in the same millisecond are told apart by their
// order) and has a revision (0 when recorded, one more on every edit). Entry ids are not compared:
// a copy numbers its entries itself.
import { canonicalJson } from './canonical-json';
import type { LedgerEntry, NightSettings } from './ledger/types';

/** What of a night both sides must agree on for it to be the same night. */
export interface NightIdentity {
  id: string;
  createdAt: number;
  settings: NightSettings;
}

/** A version of a night's contents: its entries in order, and each one's revision (0 when not known). */
export interface NightContents {
  entries: readonly LedgerEntry[];
  revisions?: readonly number[];
}

export type IdentityDifference = 'players' | 'start' | 'table';

/** How two nights under one id differ in what makes them a night; empty when they are the same night. */
export function identityDifferences(a: NightIdentity, b: NightIdentity): IdentityDifference[] {
  const differences: IdentityDifference[] = [];
  if (a.settings.players.some((name, seat) => name !== b.settings.players[seat])) differences.push('players');
  if (a.createdAt !== b.createdAt) differences.push('start');
  const { players: _a, ...tableA } = a.settings;
  const { players: _b, ...tableB } = b.settings;
  if (canonicalJson(tableA) !== canonicalJson(tableB)) differences.push('table');
  return differences;
}

export const isSameNight = (a: NightIdentity, b: NightIdentity): boolean =>
  a.id === b.id && identityDifferences(a, b).length === 0;

/**
 * How the incoming version of a night stands against the one here:
 * - same: the same entries at the same revisions;
 * - newer: it holds every entry here at the same or a higher revision, and more or later-revised ones;
 * - older: the one here holds every entry of it, and more;
 * - diverged: each holds something the other lacks (an entry deleted, or changed on both sides).
 *   `keep` says which one stays: the one with more entries, then the one with more edits, and on a
 *   full tie the one already here, so that nothing changes without a reason the player can be told.
 */
export type ContentsComparison =
  | { kind: 'same' }
  | { kind: 'newer'; added: number; changed: number }
  | { kind: 'older'; added: number; changed: number }
  | { kind: 'diverged'; onlyHere: number; onlyIncoming: number; keep: 'here' | 'incoming' };

interface Keyed {
  content: string;
  revision: number;
}

/** Each entry by its key (recorded time, then order among entries of that time). */
function keyed(contents: NightContents): Map<string, Keyed> {
  const out = new Map<string, Keyed>();
  const seen = new Map<number, number>();
  contents.entries.forEach((entry, position) => {
    const nth = seen.get(entry.at) ?? 0;
    seen.set(entry.at, nth + 1);
    const { id: _id, ...rest } = entry;
    const revision = contents.revisions?.[position];
    out.set(`${entry.at}#${nth}`, {
      content: canonicalJson(rest),
      revision: typeof revision === 'number' && Number.isSafeInteger(revision) && revision > 0 ? revision : 0,
    });
  });
  return out;
}

/** How `from` stands against `to`: what it lacks of it, what it has behind it, and what it has ahead. */
function cover(
  from: Map<string, Keyed>,
  to: Map<string, Keyed>,
): { lacking: number; behind: number; conflicting: number } {
  let lacking = 0;
  let behind = 0;
  let conflicting = 0;
  for (const [key, theirs] of to) {
    const mine = from.get(key);
    if (!mine) lacking++;
    else if (mine.revision < theirs.revision) behind++;
    else if (mine.revision === theirs.revision && mine.content !== theirs.content) conflicting++;
  }
  return { lacking, behind, conflicting };
}

export function compareContents(here: NightContents, incoming: NightContents): ContentsComparison {
  const a = keyed(here);
  const b = keyed(incoming);
  // What the incoming version lacks of this one, and what this one lacks of the incoming.
  const incomingVsHere = cover(b, a);
  const hereVsIncoming = cover(a, b);
  const conflicting = incomingVsHere.conflicting; // symmetric: same key, same revision, other contents
  const incomingCoversHere = incomingVsHere.lacking === 0 && incomingVsHere.behind === 0 && conflicting === 0;
  const hereCoversIncoming = hereVsIncoming.lacking === 0 && hereVsIncoming.behind === 0 && conflicting === 0;
  if (incomingCoversHere && hereCoversIncoming) return { kind: 'same' };
  if (incomingCoversHere)
    return { kind: 'newer', added: hereVsIncoming.lacking, changed: hereVsIncoming.behind };
  if (hereCoversIncoming)
    return { kind: 'older', added: incomingVsHere.lacking, changed: incomingVsHere.behind };
  const onlyHere = incomingVsHere.lacking + incomingVsHere.behind + conflicting;
  const onlyIncoming = hereVsIncoming.lacking + hereVsIncoming.behind + conflicting;
  const edits = (contents: Map<string, Keyed>): number =>
    [...contents.values()].reduce((sum, e) => sum + e.revision, 0);
  const keep =
    b.size !== a.size ? (b.size > a.size ? 'incoming' : 'here') : edits(b) > edits(a) ? 'incoming' : 'here';
  return { kind: 'diverged', onlyHere, onlyIncoming, keep };
}

/** Whether the incoming version should replace the one here: it is newer, or it wins a divergence. */
export const incomingWins = (comparison: ContentsComparison): boolean =>
  comparison.kind === 'newer' || (comparison.kind === 'diverged' && comparison.keep === 'incoming');
