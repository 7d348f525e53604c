// What a restore says it does, night by night where a copy or a clash is involved.
import { describe, expect, it } from 'vitest';
import type { RestorePlanItem } from '../db/backup';
import { i18n } from '@lingui/core';
import { restoreWords, restoreWrites } from './identity-words';

const item = (name: string, decision: RestorePlanItem['decision']): RestorePlanItem => ({
  id: name,
  name,
  decision,
});

describe('restoreWords', () => {
  it('says what is added, replaced, brought up to date and skipped, and why', () => {
    const plan = [
      item('Friday', { kind: 'add' }),
      item('Saturday', { kind: 'replace_copy', comparison: { kind: 'same' } }),
      item('Sunday', { kind: 'replace_own', comparison: { kind: 'newer', added: 2, changed: 0 } }),
      item('Monday', { kind: 'skip', reason: 'already_here' }),
      item('Tuesday', {
        kind: 'skip',
        reason: 'different_night',
        where: 'copy',
        differs: ['players', 'start'],
      }),
      item('Wednesday', {
        kind: 'skip',
        reason: 'copy_holds_more',
        comparison: { kind: 'older', added: 1, changed: 1 },
      }),
      item('Thursday', {
        kind: 'skip',
        reason: 'changed_here',
        comparison: { kind: 'diverged', onlyHere: 1, onlyIncoming: 1, keep: 'here' },
      }),
    ];
    expect(restoreWords(i18n, plan, false)).toBe(
      'restoring it adds 1 night; replaces your copy of “Saturday” (kept from a link) with the night itself, so each night is here once and counted once; ' +
        'brings “Sunday” up to date (the backup holds it with more hands); skips 1 already here, and skips 3 more: ' +
        '“Tuesday” is a different night (other players and another start time) from the copy this phone keeps under the same id; ' +
        'the copy of “Wednesday” on this phone holds more of it (1 more entry and 1 later-changed entry); ' +
        '“Thursday” was changed on this phone since the backup was made, so it was kept as it is. Nothing else on this phone is changed or removed.',
    );
    expect(restoreWrites(plan)).toBe(true);
  });

  it('keeps the plain sentences of a plain restore', () => {
    expect(restoreWords(i18n, [item('Friday', { kind: 'add' })], true)).toBe('Restored 1 night.');
    const twice = [
      item('Friday', { kind: 'skip', reason: 'already_here' }),
      item('Saturday', { kind: 'skip', reason: 'already_here' }),
    ];
    expect(restoreWords(i18n, twice, false)).toBe(
      'restoring it adds 0 nights, and skips 2 already here. Nothing on this phone is changed or removed.',
    );
    expect(restoreWrites(twice)).toBe(false);
  });
});
