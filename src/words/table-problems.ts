// Why a saved table was refused or cannot be read, in the language in use: the database answers a code
// (db/saved-tables.ts) and this file words it; a house rule the core refuses carries the core's reason
// as a code with its values, worded by the names (words/names).
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TABLE_NAME_MAX, type TableDecodeError } from '../core/table-code';
import type { SavedTableError } from '../db/saved-tables';
import { errorWords } from './names/ready';

/** Why a table's name cannot be kept, worked out from the name itself (the database says only that it cannot). */
export function tableNameWords(i18n: I18n, name: string): string {
  if (name.trim() === '') return i18n._(msg`Give the table a name, such as “Friday at Auntie’s”.`);
  const length = [...name].length;
  const max = TABLE_NAME_MAX;
  if (length > max) return i18n._(msg`A table’s name has at most ${max} characters; this one has ${length}.`);
  return i18n._(msg`A table’s name cannot hold line breaks, tabs or broken characters. Type the name again.`);
}

/** A refusal of the saved tables, in a player's words; `name` is the table's name where the screen knows it. */
export function tableProblemWords(i18n: I18n, error: SavedTableError, name = ''): string {
  switch (error.code) {
    case 'invalid_name':
      return tableNameWords(i18n, name);
    case 'table_name_taken':
      return i18n._(
        msg`A table called “${name}” is already saved. Give this one another name, or change that one.`,
      );
    case 'table_not_found':
      return i18n._(msg`This saved table is no longer on this phone: it was deleted. Nothing was saved.`);
    case 'table_changed':
      return i18n._(
        msg`This table was changed elsewhere since it was shown. Nothing was saved or deleted: look at it again first.`,
      );
    case 'invalid_table':
      return error.field === 'profile'
        ? i18n._(msg`Choose the table’s rules: Singapore, Singapore 0–5 tai reference, or Hong Kong.`)
        : i18n._(msg`This saved table cannot be read. Delete it and save it again.`);
    case 'storage_full':
      return i18n._(
        msg`The phone is out of storage space, so this was not saved. Free some space and try again.`,
      );
    case 'storage_failed':
      return i18n._(
        msg`The phone’s storage did not answer, so nothing was changed. Close other tabs of this app and try again.`,
      );
    default: {
      // A house rule the core refuses, worded by its code and values.
      if (error.reason) return errorWords(error.reason);
      // A fault of the app: said with its cause, which only a developer reads.
      const cause = error.message;
      return i18n._(
        msg`This table could not be saved because of a fault in the app (${cause}). Nothing was changed.`,
      );
    }
  }
}

/** Why a table link cannot be opened. */
export function tableLinkWords(i18n: I18n, error: TableDecodeError): string {
  switch (error.code) {
    case 'empty':
      return i18n._(msg`This link has no table in it. Ask for the link again.`);
    case 'truncated':
      return i18n._(
        msg`This link is incomplete: the end of the table is missing. Copy the whole link and try again.`,
      );
    case 'tampered':
      return i18n._(
        msg`This link was changed or mistyped after it was shared, so the table in it cannot be trusted. Ask for the link again.`,
      );
    case 'newer_version':
      return i18n._(msg`This table was shared from a newer version of the app. Update the app to open it.`);
    case 'out_of_range':
      return i18n._(
        msg`A house rule in this link has a value out of the range the app allows, so the link was changed or damaged after it was shared. Ask for the link again (if it came from a newer version of the app, update the app).`,
      );
    case 'invalid_table':
      return i18n._(msg`The table in this link is not a valid set of house rules. Ask for the link again.`);
    default:
      return i18n._(
        msg`This link does not hold a table this app can read. Check that the whole link was copied.`,
      );
  }
}
