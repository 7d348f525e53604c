// The log's bounds that the sync server keeps without the rules core (@tai-table/night-log) are the
// ledger's own: a recording is an entry, and a record's id an entry's id.
import { MAX_ID_LENGTH as PACKAGE_MAX_ID_LENGTH } from '@tai-table/night-log';
import { describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_NIGHT, MAX_ID_LENGTH } from '../core/ledger';
import { MAX_RECORDINGS } from './log';

describe('the log’s bounds the server keeps', () => {
  it('are the ledger’s: as many recordings as a night has entries, ids as long as an entry’s', () => {
    expect(MAX_RECORDINGS).toBe(MAX_ENTRIES_PER_NIGHT);
    expect(PACKAGE_MAX_ID_LENGTH).toBe(MAX_ID_LENGTH);
  });
});
