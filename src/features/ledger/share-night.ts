// Night links: the whole night travels in the URL fragment (#/n/<code>), so no server ever sees it.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NightShareError, encodeNightCode, type SharedNight } from '../../core/night-code';
import type { LedgerEntry, NightSettings } from '../../core/ledger';
import { readSharedAddresses, schemeOfProfile, storedSharedAddresses } from '../../core/pay-codes/shared';
import { appAddress } from '../../ui/share/share-link';
import { nightProblemWords } from '../../words/night-problems';

/** What a night link needs of a night on this phone (a NightDetail has it all). */
export interface NightToShare {
  id: string;
  name: string;
  createdAt: number;
  status: 'open' | 'finished';
  settings: NightSettings;
  entries: readonly LedgerEntry[];
  /** Each entry's revision (a NightDetail's `versions`): a keeper's copy is updated by contents, not by clock. */
  versions?: readonly number[];
  /** Payment addresses shared with the table on a live night, as the night's row keeps them (a NightDetail's). */
  payShared?: unknown;
}

export function sharedNightOf(night: NightToShare, sharedAt: number = Date.now()): SharedNight {
  return {
    id: night.id,
    name: night.name,
    createdAt: night.createdAt,
    finished: night.status === 'finished',
    sharedAt,
    settings: night.settings,
    entries: [...night.entries],
    ...(night.versions?.some((version) => version > 0) ? { revisions: [...night.versions] } : {}),
    ...sharedPayOf(night),
  };
}

/** Only addresses shared with the table on the night, read by the core; never the phone that shared them. */
function sharedPayOf(night: NightToShare): Pick<SharedNight, 'payShared'> {
  const payShared = storedSharedAddresses(
    readSharedAddresses(schemeOfProfile(night.settings.profile), night.payShared),
    false,
  );
  return payShared.length > 0 ? { payShared } : {};
}

export async function nightLink(
  night: NightToShare,
  base = appAddress(),
  sharedAt: number = Date.now(),
): Promise<string> {
  return `${base}#/n/${await encodeNightCode(sharedNightOf(night, sharedAt))}`;
}

/**
 * Why "Share the night" made no link, in a player's words, with what to do instead: the core's check
 * answers a code with its values (NightShareError.problem), worded here.
 */
export function whyNotShared(i18n: I18n, error: unknown): string {
  if (error instanceof NightShareError) {
    if (error.code === 'too_big') {
      return i18n._(
        msg`This night is too big for one link: its hands and their scoring lines hold more than a link can carry. To move it to another phone, use “Back up every night” on Past nights and restore the file there.`,
      );
    }
    const { problem } = error;
    if (!problem) return i18n._(msg`This night cannot be shared as it is: it does not add up.`);
    const why = nightProblemWords(i18n, problem);
    return i18n._(msg`This night cannot be shared as it is. ${why}`);
  }
  // Only a fault of this phone gets here (the night was read from its own storage); said with its cause.
  const cause = error instanceof Error ? error.message : String(error);
  return i18n._(msg`This night could not be shared (${cause}).`);
}
