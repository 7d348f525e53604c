// Every version of each entry: its recording, then each readable revision, and what each says.
import { describe, expect, it } from 'vitest';
import { discardWin, drawnHand } from '../../core/ledger/testing';
import { recordingsOf } from './tree';
import { entryVersions } from './versions';
import { LogWriter, SETTINGS } from './testing';

describe('entryVersions', () => {
  it('says what each version says (null: deleted), and lists each entry’s revisions in log order', () => {
    const first = discardWin(SETTINGS, 0, 1, 2);
    const edited = discardWin(SETTINGS, 0, 1, 3, { id: first.id, at: first.at });
    const other = drawnHand();
    const log = new LogWriter()
      .record('r1', first)
      .record('r2', other, { after: 'r1' })
      .revise('e1', first.id, ['r1'], edited, 'edit')
      .revise('d1', other.id, ['r2'], null, 'delete')
      .revise('u1', first.id, ['e1'], first, 'undo', 'phone-b')
      .checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const { revisionsOf, valueOf, unreadable } = entryVersions(log, SETTINGS, recordings, recordingOfEntry);
    expect(Object.fromEntries(valueOf)).toEqual({ r1: first, r2: other, e1: edited, d1: null, u1: first });
    expect(revisionsOf.get(first.id)!.map((revision) => revision.record.id)).toEqual(['e1', 'u1']);
    expect(revisionsOf.get(other.id)!.map((revision) => revision.record.id)).toEqual(['d1']);
    expect(unreadable).toBe(0);
  });

  it('leaves out a revision of no recorded entry, one that names a later record or another entry’s, and one whose value is not the entry', () => {
    const first = discardWin(SETTINGS, 0, 1, 2);
    const other = drawnHand();
    const log = new LogWriter()
      .record('r1', first)
      .record('r2', other, { after: 'r1' })
      .revise('of-nothing', 'never-recorded', ['r1'], null, 'delete')
      .revise('names-later', first.id, ['ok'], null, 'delete')
      .revise('ok', other.id, ['r2'], null, 'delete')
      .revise('names-other', first.id, ['ok'], null, 'delete')
      .revise('other-id', first.id, ['r1'], { ...first, id: other.id }, 'edit')
      .revise('refused', first.id, ['r1'], { ...first, winner: 9 } as never, 'edit')
      .checked();
    const { recordings, recordingOfEntry } = recordingsOf(log, SETTINGS);
    const { revisionsOf, valueOf, unreadable } = entryVersions(log, SETTINGS, recordings, recordingOfEntry);
    expect(unreadable).toBe(5);
    expect(revisionsOf.has(first.id)).toBe(false);
    expect([...valueOf.keys()]).toEqual(['r1', 'r2', 'ok']);
  });
});
