// Nights compared: players matched by name whatever the case, with their nights, net, biggest hand
// and wins by self-draw and by discard, and a result a night (none where they did not play).
import { describe, expect, it } from 'vitest';
import { computeLedger } from '../../core/ledger';
import { discardWin, selfDrawnWin, table } from '../../core/ledger/testing';
import type { ComparedNight } from '../../db/night-copies';
import { comparePlayers } from './compare';

const first = table('sg', { unit: 20 });
const second = table('sg', { unit: 10 }, { players: ['ah beng', 'Mei Ling', 'Priya', 'Lim'] });

function night(
  id: string,
  settings: typeof first,
  entries: Parameters<typeof computeLedger>[1],
  copy = false,
): ComparedNight {
  return {
    id,
    name: id,
    createdAt: id === 'one' ? 1 : 2,
    copy,
    settings,
    players: settings.players,
    ledger: computeLedger(settings, entries),
  };
}

describe('comparePlayers', () => {
  it('adds up each player across nights, matching names without case', () => {
    // Night one at $0.20: Ah Beng self-draws 3 tai (+$4.80), Kumar wins 1 tai on Mei Ling's discard (+$0.80).
    // Night two at $0.10: ah beng wins 2 tai on Priya's discard (+$0.80).
    const nights = [
      night('one', first, [selfDrawnWin(first, 0, 3), discardWin(first, 2, 1, 1)]),
      night('two', second, [discardWin(second, 0, 2, 2)], true),
    ];
    const records = comparePlayers(nights);
    const beng = records.find((r) => r.name === 'ah beng')!;
    expect(beng).toMatchObject({ nights: 2, selfDrawn: 1, byDiscard: 1 });
    expect(beng.net).toBe(nights[0]!.ledger.totals[0] + nights[1]!.ledger.totals[0]);
    expect(beng.results).toEqual([nights[0]!.ledger.totals[0], nights[1]!.ledger.totals[0]]);
    expect(beng.biggest).toEqual({ amount: 480, tai: 3, word: 'tai', night: 'one' });
    const kumar = records.find((r) => r.name === 'Kumar')!;
    expect(kumar).toMatchObject({
      nights: 1,
      selfDrawn: 0,
      byDiscard: 1,
      results: [nights[0]!.ledger.totals[2], null],
    });
    expect(records.find((r) => r.name === 'Lim')!.biggest).toBeNull();
    // Most nights first: Ah Beng and Mei Ling played both.
    expect(
      records
        .slice(0, 2)
        .map((r) => r.name)
        .sort(),
    ).toEqual(['Mei Ling', 'ah beng']);
    expect(records).toHaveLength(6);
  });
});
