// Why a night link cannot be opened, shared or kept, in the language in use: the core and the database
// answer codes with their values (core/night-code.ts, core/ledger/accept.ts, db/night-copies.ts) and
// this file words them. The core's English sentences are the command line's and the tests', never shown.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NightProblem } from '../core/ledger';
import { groupThousands } from '../core/numbers';
import type { NightDecodeError } from '../core/night-code';
import type { NightCopyError } from '../db/night-copies';
import { refusalWords } from './entry-words';
import { differenceWords } from './identity-words';

/**
 * What in a night does not add up, as one or two sentences about "this night" (its code and values;
 * a problem of the table's settings or of one entry says the ledger's own reason, worded by its code).
 */
export function nightProblemWords(i18n: I18n, problem: NightProblem): string {
  const entry = problem.entry ?? 0;
  switch (problem.code) {
    case 'invalid_night_id':
      return i18n._(msg`It has no usable id.`);
    case 'night_name_missing':
      return i18n._(msg`It has no name.`);
    case 'night_name_too_long': {
      const found = groupThousands(problem.found ?? 0);
      const limit = groupThousands(problem.limit ?? 0);
      return i18n._(msg`Its name has ${found} characters; a night’s name has at most ${limit}.`);
    }
    case 'invalid_start_time':
      return i18n._(msg`Its start time is not a real date.`);
    case 'not_a_list_of_entries':
      return i18n._(msg`It has no list of hands.`);
    case 'too_many_entries': {
      const found = groupThousands(problem.found ?? 0);
      const limit = groupThousands(problem.limit ?? 0);
      return i18n._(msg`It holds ${found} entries, more than the ${limit} one night can keep.`);
    }
    case 'invalid_settings': {
      const first = problem.errors?.[0];
      if (!first) return i18n._(msg`Its table settings cannot be read.`);
      const reason = refusalWords(first);
      return i18n._(msg`Its table settings cannot be used: ${reason}`);
    }
    case 'invalid_entry': {
      const first = problem.errors?.[0];
      if (!first) return i18n._(msg`Entry ${entry} cannot be read.`);
      const reason = refusalWords(first, problem.profile && { profile: problem.profile });
      return i18n._(msg`Entry ${entry} cannot be used: ${reason}`);
    }
    case 'entry_twice':
      return i18n._(msg`Entry ${entry} is in it twice.`);
    case 'does_not_add_up':
      // The ledger's account of where (the core's detail) is for the logs: the totals would not balance.
      return i18n._(msg`Its hands do not add up: the players’ totals would not balance.`);
    case 'hand_not_scorable':
      return i18n._(msg`The hand of entry ${entry} cannot be scored.`);
    case 'invalid_share_time':
      return i18n._(msg`The time it was shared is not a real date.`);
    case 'invalid_status':
      return i18n._(msg`It is neither open nor finished.`);
  }
}

/** Why a night link cannot be opened. */
export function nightLinkWords(i18n: I18n, error: NightDecodeError): string {
  switch (error.code) {
    case 'empty':
      return i18n._(msg`This link has no night in it. Ask for the link again.`);
    case 'malformed':
      return i18n._(
        msg`This link does not hold a night this app can read. Check that the whole link was copied.`,
      );
    case 'truncated':
      return i18n._(
        msg`This link is incomplete: the end of the night is missing. Copy the whole link and try again.`,
      );
    case 'tampered':
      return i18n._(
        msg`This link was changed or mistyped after it was shared, so the night in it cannot be trusted. Ask for the link again.`,
      );
    case 'newer_version':
      return i18n._(msg`This night was shared from a newer version of the app. Update the app to open it.`);
    case 'invalid_night': {
      if (!error.problem)
        return i18n._(
          msg`The night in this link does not add up, so it cannot be shown. Ask for the link again.`,
        );
      const why = nightProblemWords(i18n, error.problem);
      return i18n._(
        msg`The night in this link does not add up, so it cannot be shown. ${why} Ask for the link again.`,
      );
    }
  }
}

/** Why a copy of a night was not kept, read or deleted. `reading`: the storage failed to read, not to write. */
export function copyProblemWords(i18n: I18n, error: NightCopyError, reading = false): string {
  switch (error.code) {
    case 'own_night':
      return i18n._(
        msg`This night is one of this phone’s own nights: it is in Past nights already, with every hand.`,
      );
    case 'copy_is_newer':
      return i18n._(
        msg`The copy on this phone holds more of this night than this link, so it was kept as it is. Ask for the latest link.`,
      );
    case 'copy_diverged':
      return i18n._(
        msg`This link and the copy on this phone differ (an entry was deleted or changed since), and the copy holds more, so it was kept as it is. To take this link instead, delete the copy in Past nights and open the link again.`,
      );
    case 'different_night': {
      const differences = differenceWords(i18n, error.differs ?? []);
      return i18n._(
        msg`This link carries a different night (${differences}) from the one this phone keeps under its id, so nothing was changed. Ask whoever shared it for the link again.`,
      );
    }
    case 'copy_not_found':
      return i18n._(msg`This copy is no longer on this phone.`);
    case 'copy_damaged':
      return i18n._(msg`The copy of this night on this phone is damaged. Delete it and open the link again.`);
    case 'invalid_night':
      return i18n._(msg`This night cannot be kept: it does not add up. Ask for the link again.`);
    case 'storage_full':
      return i18n._(
        msg`The phone’s storage is full, so the copy was not kept. Nothing was changed. Delete a past night or a copy you no longer need (or free space on the phone), then try again.`,
      );
    case 'storage_failed':
      return reading
        ? i18n._(
            msg`The phone’s storage could not be read just now, so the saved nights are not shown. Close other tabs of this app and try again; if it fails again, restart the browser.`,
          )
        : i18n._(
            msg`The phone’s storage did not accept the copy, so nothing was changed. Close other tabs of this app and try again; if it fails again, restart the browser.`,
          );
  }
}
