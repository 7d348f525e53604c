// A saved table's link: the table travels in the URL fragment (#/t/<code>), so no server ever sees it.
import { encodeTableCode } from '../../core/table-code';
import type { SavedTable } from '../../db/saved-tables';
import { appAddress } from '../../ui/share/share-link';

export function tableLink(
  table: Pick<SavedTable, 'name' | 'profile' | 'options'>,
  base = appAddress(),
): string {
  return `${base}#/t/${encodeTableCode({ name: table.name, profile: table.profile, options: table.options })}`;
}
