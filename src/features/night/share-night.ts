// Night links: the whole night travels in the URL fragment (#/n/<code>), so no server ever sees it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NightShareError, encodeNightCode, type SharedNight } from '../../core/night-code';
import type { LedgerEntry, SessionSettings } from '../../core/ledger';
import { appAddress } from '../share/share-link';

/** What a night link needs of a night on this phone (a SessionView has it all). */
export interface NightToShare {
  id: string;
  name: string;
  createdAt: number;
  status: 'open' | 'finished';
  settings: SessionSettings;
  entries: readonly LedgerEntry[];
  /** Each entry's revision (a SessionView's `versions`): a keeper's copy is updated by contents, not by clock. */
  versions?: readonly number[];
}

export function sharedNightOf(night: NightToShare, sharedAt: number = Date.now()): SharedNight {
  return {
    id: night.id, name: night.name, createdAt: night.createdAt, finished: night.status === 'finished', sharedAt,
    settings: night.settings, entries: [...night.entries],
    ...(night.versions?.some((version) => version > 0) ? { revisions: [...night.versions] } : {}),
  };
}

export async function nightLink(night: NightToShare, base = appAddress(), sharedAt: number = Date.now()): Promise<string> {
  return `${base}#/n/${await encodeNightCode(sharedNightOf(night, sharedAt))}`;
}

/**
 * Why "Share the night" made no link, in a player's words, with what to do instead. A night the core's
 * check refuses for a reason other than its name carries the core's sentence (English) after ours.
 */
export function whyNotShared(i18n: I18n, error: unknown): string {
  if (error instanceof NightShareError) {
    if (error.code === 'too_big') {
      return i18n._(msg`This night is too big for one link: its hands and their scoring lines hold more than a link can carry. To move it to another phone, use “Back up every night” on Past nights and restore the file there.`);
    }
    const { problem } = error;
    if (problem?.code === 'night_name_too_long' && problem.found !== undefined && problem.limit !== undefined) {
      const { found, limit } = problem;
      return i18n._(msg`This night cannot be shared as it is. Its name has ${found} characters; a night’s name has at most ${limit}.`);
    }
    const detail = problem?.message ?? error.message;
    return i18n._(msg`This night cannot be shared as it is. ${detail}`);
  }
  // Only a fault of this phone gets here (the night was read from its own storage); said with its cause.
  const cause = error instanceof Error ? error.message : String(error);
  return i18n._(msg`This night could not be shared (${cause}).`);
}
