// The history: every readable record oldest first, with what it recorded or made of its entry, whether
// it stands, and whether it came late.
import { describe, expect, it } from 'vitest';
import { discardWin } from '../../core/ledger/testing';
import { historyOf } from './history-items';
import { LogWriter, SETTINGS, readThrough } from './testing';

describe('historyOf', () => {
  it('lists every record with what it says; a revision with the entry before it; standing and late as given', () => {
    const first = discardWin(SETTINGS, 0, 1, 2);
    const edited = discardWin(SETTINGS, 0, 1, 3, { id: first.id, at: first.at });
    const log = new LogWriter()
      .record('r1', first)
      .revise('e1', first.id, ['r1'], edited, 'edit', 'phone-b')
      .keep('k1', first.id)
      .status('f1', 'finished')
      .restore('back', 'e1', 'f1')
      .pay('p1', 2, '+6591234567')
      .pay('p2', 2, null)
      .checked();
    const { valueOf } = readThrough(log);
    const stands = log.records.map((placed) => placed.record.id !== 'e1');
    const at = (id: string) => log.byId.get(id)!.record.at;
    const history = historyOf(log, stands, new Set([log.byId.get('k1')!.index]), valueOf);
    expect(history).toEqual([
      { recordId: 'start', kind: 'start', phone: 'phone-a', at: at('start'), active: true },
      {
        recordId: 'r1',
        kind: 'record',
        phone: 'phone-a',
        at: at('r1'),
        active: true,
        entryId: first.id,
        entry: first,
      },
      {
        recordId: 'e1',
        kind: 'revise',
        phone: 'phone-b',
        at: at('e1'),
        active: false,
        entryId: first.id,
        why: 'edit',
        entry: edited,
        previous: first,
      },
      {
        recordId: 'k1',
        kind: 'keep',
        phone: 'phone-a',
        at: at('k1'),
        active: true,
        entryId: first.id,
        late: true,
      },
      { recordId: 'f1', kind: 'status', phone: 'phone-a', at: at('f1'), active: true, status: 'finished' },
      { recordId: 'back', kind: 'restore', phone: 'phone-a', at: at('back'), active: true, before: 'e1' },
      {
        recordId: 'p1',
        kind: 'pay_address',
        phone: 'phone-a',
        at: at('p1'),
        active: true,
        paySeat: 2,
        payShared: true,
      },
      {
        recordId: 'p2',
        kind: 'pay_address',
        phone: 'phone-a',
        at: at('p2'),
        active: true,
        paySeat: 2,
        payShared: false,
      },
    ]);
  });

  it('lists whose phone a phone said it is: a seat, or a name', () => {
    const log = new LogWriter()
      .add({ t: 'phone', id: 'n1', phone: 'phone-b', seat: 2, name: null })
      .add({ t: 'phone', id: 'n2', phone: 'phone-c', seat: null, name: 'Auntie Lim' })
      .checked();
    const { valueOf } = readThrough(log);
    const history = historyOf(
      log,
      log.records.map(() => true),
      new Set(),
      valueOf,
    );
    const at = (id: string) => log.byId.get(id)!.record.at;
    expect(history.slice(1)).toEqual([
      { recordId: 'n1', kind: 'phone', phone: 'phone-b', at: at('n1'), active: true, phoneSeat: 2 },
      {
        recordId: 'n2',
        kind: 'phone',
        phone: 'phone-c',
        at: at('n2'),
        active: true,
        phoneName: 'Auntie Lim',
      },
    ]);
  });
});
