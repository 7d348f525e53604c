// Why a night link cannot be opened, shared or kept, in the language in use: the core and the database
// answer codes (core/night-code.ts, db/night-copies.ts) and this file words them. Where the code carries
// a detail only the core can say (what in a night does not add up), the core's sentence follows ours.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NightDecodeError } from '../../core/night-code';
import type { NightCopyError } from '../../db/night-copies';
import { differenceWords } from './identity-words';

/** Why a night link cannot be opened. */
export function nightLinkWords(i18n: I18n, error: NightDecodeError): string {
  switch (error.code) {
    case 'empty':
      return i18n._(msg`This link has no night in it. Ask for the link again.`);
    case 'malformed':
      return i18n._(msg`This link does not hold a night this app can read. Check that the whole link was copied.`);
    case 'truncated':
      return i18n._(msg`This link is incomplete: the end of the night is missing. Copy the whole link and try again.`);
    case 'tampered':
      return i18n._(msg`This link was changed or mistyped after it was shared, so the night in it cannot be trusted. Ask for the link again.`);
    case 'newer_version':
      return i18n._(msg`This night was shared from a newer version of the app. Update the app to open it.`);
    case 'invalid_night': {
      // What does not add up is the core's to say (in English for now): it follows our sentence.
      const detail = error.message.replace(CORE_INVALID_NIGHT, '').trim();
      const ours = i18n._(msg`The night in this link does not add up, so it cannot be shown. Ask for the link again.`);
      return detail ? `${ours} ${detail}` : ours;
    }
  }
}

/** The core's own first sentence of an `invalid_night` (core/night-code.ts), before its detail. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the core's English, matched to be taken off, never shown
const CORE_INVALID_NIGHT = 'The night in this link does not add up, so it cannot be shown.';

/** Why a copy of a night was not kept, read or deleted. `reading`: the storage failed to read, not to write. */
export function copyProblemWords(i18n: I18n, error: NightCopyError, reading = false): string {
  switch (error.code) {
    case 'own_night':
      return i18n._(msg`This night is one of this phone’s own nights: it is in Past nights already, with every hand.`);
    case 'copy_is_newer':
      return i18n._(msg`The copy on this phone holds more of this night than this link, so it was kept as it is. Ask for the latest link.`);
    case 'copy_diverged':
      return i18n._(msg`This link and the copy on this phone differ (an entry was deleted or changed since), and the copy holds more, so it was kept as it is. To take this link instead, delete the copy in Past nights and open the link again.`);
    case 'different_night': {
      const differences = differenceWords(i18n, error.differs ?? []);
      return i18n._(msg`This link carries a different night (${differences}) from the one this phone keeps under its id, so nothing was changed. Ask whoever shared it for the link again.`);
    }
    case 'copy_not_found':
      return i18n._(msg`This copy is no longer on this phone.`);
    case 'copy_damaged':
      return i18n._(msg`The copy of this night on this phone is damaged. Delete it and open the link again.`);
    case 'invalid_night':
      return i18n._(msg`This night cannot be kept: it does not add up. Ask for the link again.`);
    case 'storage_full':
      return i18n._(msg`The phone’s storage is full, so the copy was not kept. Nothing was changed. Delete a past night or a copy you no longer need (or free space on the phone), then try again.`);
    case 'storage_failed':
      return reading
        ? i18n._(msg`The phone’s storage could not be read just now, so the saved nights are not shown. Close other tabs of this app and try again; if it fails again, restart the browser.`)
        : i18n._(msg`The phone’s storage did not accept the copy, so nothing was changed. Close other tabs of this app and try again; if it fails again, restart the browser.`);
  }
}
