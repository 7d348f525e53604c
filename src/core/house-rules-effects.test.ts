// One block per row of RULES.md section 8: what each house rule changes, exactly as its row says,
// and that it changes nothing else (the same hand scored with the rule at its default beside it).
import { describe, expect, it } from 'vitest';
import { scoreHand } from './score';
import { awarded, errorCodes, hand, scored, type HandSpec } from './testing/build';
import type { HandOptionsInput, ProfileId } from './types';

const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
const CHOWS = 'c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
// c1 c2 + c3 on a discard: a single wait (Kah Long).
const SINGLE = 'c1 c2 c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9 c3';
const PONGS = 'c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 N N';

/** The items a rule adds and takes away: the same hand at the default and with the rule. */
function change(concealed: string, spec: HandSpec, options: HandOptionsInput) {
  const before = awarded(scored(concealed, spec));
  const after = awarded(scored(concealed, { ...spec, options: { ...spec.options, ...options } }));
  return {
    added: after.filter((i) => !before.includes(i)),
    removed: before.filter((i) => !after.includes(i)),
  };
}

describe('min_tai: the minimum to win', () => {
  it('below it win is false, reason below_minimum, tai still reported', () => {
    expect(scored(PLAIN, { bonus: 'F1', options: { min_tai: 2 } })).toMatchObject({
      win: false,
      reason: 'below_minimum',
      tai: 1,
    });
    expect(scored(PLAIN, { options: { min_tai: 0 } })).toMatchObject({ win: true, tai: 0 });
  });

  it('bounds: sg 0–13, sg-reference 0–5, hk 0–13', () => {
    const code = (profile: ProfileId, min: number, cap: number) =>
      errorCodes(
        scoreHand(
          hand(PLAIN, {
            profile,
            options: {
              min_tai: min,
              cap_tai: cap,
              ...(profile === 'hk' && cap > 10 ? { hk_payment: 'spicy' } : {}),
            },
          }),
        ),
      );
    expect(code('sg', 13, 13)).toEqual([]);
    expect(code('sg', 14, 13)).toEqual(['invalid_option']);
    expect(code('sg-reference', 5, 5)).toEqual([]);
    expect(code('sg-reference', 6, 6)).toEqual(['invalid_option']);
    expect(code('hk', 13, 13)).toEqual([]);
    expect(code('hk', 0, 10)).toEqual([]);
    expect(code('hk', -1, 10)).toEqual(['invalid_option']);
  });
});

describe('cap_tai: the most a hand pays', () => {
  it('limit hands score it, 1 to 13', () => {
    expect(scored(PONGS, { options: { cap_tai: 13 } })).toMatchObject({ tai: 13, limit: true });
    expect(errorCodes(scoreHand(hand(PLAIN, { options: { cap_tai: 14 } })))).toEqual(['invalid_option']);
    expect(errorCodes(scoreHand(hand(PLAIN, { options: { cap_tai: 0, min_tai: 0 } })))).toEqual([
      'invalid_option',
    ]);
  });

  it('under hk with the seed table a cap above 10 is lowered to 10; with the other tables it goes to 13', () => {
    expect(scored(PONGS, { profile: 'hk', options: { cap_tai: 13 } })).toMatchObject({
      tai: 10,
      cap_tai: 10,
    });
    expect(
      scored(PONGS, { profile: 'hk', options: { cap_tai: 13, hk_payment: 'half_spicy' } }),
    ).toMatchObject({ tai: 13, cap_tai: 13 });
    expect(scored(PONGS, { profile: 'hk', options: { cap_tai: 13, hk_payment: 'spicy' } }).payment).toEqual({
      discarder: null,
      others: 4096,
      total: 12288,
    });
  });
});

describe('unit', () => {
  it('the one-tai share, in minor units', () => {
    expect(scored(CHOWS, { options: { unit: 10 } }).payment).toEqual({
      discarder: null,
      others: 160,
      total: 480,
    });
    expect(errorCodes(scoreHand(hand(CHOWS, { options: { unit: 100_000_001 } })))).toEqual([
      'invalid_option',
    ]);
  });
});

describe('concealed_bonus (sg)', () => {
  it('extra tai on Ping Hu or All Chow with no declared set', () => {
    expect(change(CHOWS, {}, { concealed_bonus: 1 })).toEqual({ added: ['concealed_bonus 1'], removed: [] });
    expect(change(CHOWS, { bonus: 'F2' }, { concealed_bonus: 2 })).toEqual({
      added: ['concealed_bonus 2'],
      removed: [],
    });
    expect(
      change('c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9', { sets: ['chow c1 c2 c3'] }, { concealed_bonus: 1 }),
    ).toEqual({ added: [], removed: [] });
  });
});

describe('fully_concealed (sg)', () => {
  it('line fully_concealed N: nothing declared but concealed kongs, and self-drawn', () => {
    expect(change(PLAIN, {}, { fully_concealed: 1 })).toEqual({ added: ['fully_concealed 1'], removed: [] });
    expect(
      change(
        'c1 c2 c3 b4 b5 b6 d7 d8 d9 N N',
        { sets: ['concealed_kong c5 c5 c5 c5'] },
        { fully_concealed: 2 },
      ).added,
    ).toEqual(['fully_concealed 2']);
    expect(scored(PLAIN, { options: { fully_concealed: 3 } }).items.map((i) => i.name)).toEqual([
      'Fully Concealed',
    ]);
  });

  it('not with a chow, pong or exposed kong declared, nor on a discard', () => {
    expect(
      change('c1 c2 c3 b4 b5 b6 d7 d8 d9 N N', { sets: ['pong c5 c5 c5'] }, { fully_concealed: 1 }).added,
    ).toEqual([]);
    expect(
      change('c1 c2 c3 b4 b5 b6 d7 d8 d9 N N', { sets: ['kong c5 c5 c5 c5'] }, { fully_concealed: 1 }).added,
    ).toEqual([]);
    expect(change(PLAIN, { discard: true, win: 'd8' }, { fully_concealed: 1 }).added).toEqual([]);
  });

  it('a replacement win counts as self-drawn', () => {
    expect(change(PLAIN, { events: ['replacement'], bonus: 'F2' }, { fully_concealed: 1 }).added).toEqual([
      'fully_concealed 1',
    ]);
  });

  it('independent of concealed_bonus: both lines can appear', () => {
    expect(awarded(scored(CHOWS, { options: { fully_concealed: 1, concealed_bonus: 1 } }))).toEqual([
      'concealed_bonus 1',
      'fully_concealed 1',
      'ping_hu 4',
    ]);
  });
});

describe('all_chow_wait (sg)', () => {
  it('false: a single wait with bonus tiles still scores All Chow 1 and shows no Kah Long', () => {
    expect(awarded(scored(SINGLE, { discard: true, bonus: 'F2' }))).toEqual(['kah_long 0']);
    expect(change(SINGLE, { discard: true, bonus: 'F2' }, { all_chow_wait: false })).toEqual({
      added: ['all_chow 1'],
      removed: ['kah_long 0'],
    });
  });

  it('Ping Hu keeps its wait test either way', () => {
    expect(awarded(scored(SINGLE, { discard: true, options: { all_chow_wait: false } }))).toEqual([
      'kah_long 0',
    ]);
  });
});

describe('ping_hu_concealed (sg)', () => {
  it('true: Ping Hu and All Chow need a hand with no declared set', () => {
    const open = 'c4 c5 c6 b1 b2 b3 d4 d5 d6 d9 d9';
    expect(change(open, { sets: ['chow c1 c2 c3'] }, { ping_hu_concealed: true })).toEqual({
      added: [],
      removed: ['ping_hu 4'],
    });
    expect(change(open, { sets: ['chow c1 c2 c3'], bonus: 'F2' }, { ping_hu_concealed: true })).toEqual({
      added: [],
      removed: ['all_chow 1'],
    });
    expect(change(CHOWS, {}, { ping_hu_concealed: true })).toEqual({ added: [], removed: [] });
  });
});

describe('ping_hu_wait (sg)', () => {
  // b1 b1 b1 b2 waits on b2 (a pong and a pair) and b3 (all chows): one all-chow wait, two waits in all.
  const TWO_WAITS = 'c1 c2 c3 c4 c5 c6 d5 d6 d7 b1 b1 b1 b2 b3';
  it('"pattern" counts only waits that complete an all-chow hand with an unvalued pair; "any" every winning tile', () => {
    expect(awarded(scored(TWO_WAITS, { discard: true }))).toEqual(['kah_long 0']);
    expect(change(TWO_WAITS, { discard: true }, { ping_hu_wait: 'any' })).toEqual({
      added: ['ping_hu 4'],
      removed: ['kah_long 0'],
    });
  });
});

describe('hidden_treasure_discard (sg)', () => {
  const PAIR_ON_DISCARD = 'c1 c1 c1 b5 b5 b5 d7 d7 d7 c9 c9 c9 N N';
  it('false: Hidden Treasure needs a self-drawn win; a discard that forms the pair no longer counts', () => {
    expect(awarded(scored(PAIR_ON_DISCARD, { discard: true, win: 'N' }))).toContain('hidden_treasure 5');
    expect(
      change(PAIR_ON_DISCARD, { discard: true, win: 'N' }, { hidden_treasure_discard: false }).removed,
    ).toEqual(['hidden_treasure 5']);
    expect(change(PAIR_ON_DISCARD, { win: 'N' }, { hidden_treasure_discard: false })).toEqual({
      added: [],
      removed: [],
    });
  });
});

describe('mixed_terminals (sg)', () => {
  const MIXED = 'c1 c1 c1 c9 c9 c9 b1 b1 b1 E E E N N';
  it('N > 0: line mixed_terminals N in total, Pong Pong left out', () => {
    expect(awarded(scored(MIXED))).toEqual([
      'all_pungs 2',
      'hidden_treasure 5',
      'prevailing_wind 1',
      'seat_wind 1',
    ]);
    const r = scored(MIXED, { discard: true, win: 'c1', options: { mixed_terminals: 3 } });
    expect(awarded(r)).toEqual(['mixed_terminals 3', 'prevailing_wind 1', 'seat_wind 1']);
    expect(r.items.find((i) => i.id === 'mixed_terminals')?.name).toBe('Mixed Terminals');
  });

  it('needs a terminal and an honour, four sets and a pair', () => {
    expect(change('c1 c1 c1 c9 c9 c9 b1 b1 b1 b9 b9 b9 d1 d1', {}, { mixed_terminals: 3 }).added).toEqual([]);
    expect(change('c1 c9 b1 b9 d1 d9 E S W N RD GD WD WD', {}, { mixed_terminals: 3 }).added).toEqual([]);
  });
});

describe('little_dragons_total (sg)', () => {
  it('true: Little Dragons is 3 in total, its two dragon_pong lines left out', () => {
    const LITTLE = 'RD RD RD GD GD GD WD WD c1 c2 c3 d5 d6 d7';
    expect(change(LITTLE, {}, { little_dragons_total: true })).toEqual({
      added: [],
      removed: ['dragon_pong 1', 'dragon_pong 1'],
    });
    expect(scored(LITTLE, { options: { little_dragons_total: true } }).tai).toBe(3);
  });
});

describe('pearl (sg)', () => {
  const PEARL = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d1 d2 d3 N N';
  it('"d1": a self-drawn d1 with last_five (the default)', () => {
    expect(awarded(scored(PEARL, { win: 'd1', events: ['last_five'] }))).toEqual(['hai_di_lao_yue 1']);
    expect(awarded(scored(PEARL, { win: 'd2', events: ['last_five'] }))).toEqual([]);
  });

  it('"any": any self-drawn win with last_five', () => {
    expect(awarded(scored(PEARL, { win: 'd2', events: ['last_five'], options: { pearl: 'any' } }))).toEqual([
      'hai_di_lao_yue 1',
    ]);
    expect(awarded(scored(PEARL, { win: 'd2', events: ['last_tile'], options: { pearl: 'any' } }))).toEqual([
      'hai_di_lao_yue 1',
    ]);
  });

  it('"last_tile": a self-drawn win with last_tile only', () => {
    expect(
      awarded(scored(PEARL, { win: 'd2', events: ['last_tile'], options: { pearl: 'last_tile' } })),
    ).toEqual(['hai_di_lao_yue 1']);
    expect(
      awarded(scored(PEARL, { win: 'd1', events: ['last_five'], options: { pearl: 'last_tile' } })),
    ).toEqual([]);
    expect(
      awarded(
        scored(PEARL, { win: 'd2', events: ['last_tile'], discard: true, options: { pearl: 'last_tile' } }),
      ),
    ).toEqual([]);
  });
});

describe('human_hand (sg)', () => {
  it('true: event human is a limit hand, line human_hand (events.test.ts has the event rules)', () => {
    expect(change(PLAIN, { events: ['human'], seat: 'W', win: 'd8' }, { human_hand: true })).toEqual({
      added: ['human_hand 5'],
      removed: [],
    });
    expect(change(PLAIN, { seat: 'W', win: 'd8', discard: true }, { human_hand: true })).toEqual({
      added: [],
      removed: [],
    });
  });
});

describe('seven_pairs (sg, hk)', () => {
  const PAIRS = 'c1 c1 c4 c4 b2 b2 b7 b7 d3 d3 E E RD RD';
  it('sg: a legal concealed hand worth N (true = 4)', () => {
    expect(scored(PAIRS).reason).toBe('not_a_winning_hand');
    expect(awarded(scored(PAIRS, { options: { seven_pairs: true } }))).toEqual(['seven_pairs 4']);
    expect(awarded(scored(PAIRS, { options: { seven_pairs: 2 } }))).toEqual(['seven_pairs 2']);
  });

  it('hk: the same, in fans, with the additional fans beside it', () => {
    expect(scored(PAIRS, { profile: 'hk' }).reason).toBe('not_a_winning_hand');
    expect(awarded(scored(PAIRS, { profile: 'hk', options: { seven_pairs: true } }))).toEqual([
      'no_flowers 1',
      'self_drawn 1',
      'seven_pairs 4',
    ]);
    expect(awarded(scored(PAIRS, { profile: 'hk', discard: true, options: { seven_pairs: 3 } }))).toEqual([
      'no_flowers 1',
      'seven_pairs 3',
    ]);
  });

  it('four of a kind counts as two pairs; never with a declared set', () => {
    expect(
      awarded(
        scored('c1 c1 c1 c1 b2 b2 b7 b7 d3 d3 E E RD RD', { profile: 'hk', options: { seven_pairs: true } }),
      ),
    ).toContain('seven_pairs 4');
    expect(
      scored('b2 b2 b7 b7 d3 d3 E E RD RD c2', { sets: ['pong c1 c1 c1'], options: { seven_pairs: true } })
        .win,
    ).toBe(false);
  });
});

describe('unusual_hands (sg)', () => {
  it('Windy Chow 4, Lincoln 1, the others at the limit, only when played', () => {
    const WINDY = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 E S W N N';
    expect(scored(WINDY).reason).toBe('not_a_winning_hand');
    expect(awarded(scored(WINDY, { options: { unusual_hands: true } }))).toEqual(['windy_chow 4']);
  });
});

describe('shooter_pays (sg)', () => {
  it('true: on a discard win the discarder alone pays 4 shares; a self-draw is unchanged', () => {
    expect(scored(CHOWS, { discard: true, win: 'd6' }).payment).toEqual({
      discarder: 16,
      others: 8,
      total: 32,
    });
    expect(scored(CHOWS, { discard: true, win: 'd6', options: { shooter_pays: true } }).payment).toEqual({
      discarder: 32,
      others: 0,
      total: 32,
    });
    expect(scored(CHOWS, { options: { shooter_pays: true } }).payment).toEqual({
      discarder: null,
      others: 16,
      total: 48,
    });
  });

  it('robbing a kong: the konger is the discarder and pays all four shares', () => {
    expect(
      scored(CHOWS, { events: ['robbing_kong'], win: 'd6', options: { shooter_pays: true } }).payment,
    ).toEqual({ discarder: 64, others: 0, total: 64 });
  });

  it('changes no line', () => {
    expect(change(CHOWS, { discard: true, win: 'd6' }, { shooter_pays: true })).toEqual({
      added: [],
      removed: [],
    });
  });
});

describe('hk_payment and hk_discard (hk)', () => {
  // Half flush 3, the East pong 1 + 1 (seat and prevailing), and the second flower (not the seat's): no no_flowers. 5 fans.
  const HALF = 'c1 c2 c3 c4 c5 c6 c7 c8 c9 E E E N N';
  it('"table" (seed 002): rows from the minimum', () => {
    const r = scored(HALF, { profile: 'hk', discard: true, win: 'c9', bonus: 'F2' });
    expect(r.tai).toBe(5);
    expect(r.payment).toEqual({ discarder: 32, others: 0, total: 32 });
  });

  it('"half_spicy" and "spicy": A indexed by the fans themselves; a self-draw pays A / 2 each', () => {
    const at = (hk_payment: 'half_spicy' | 'spicy', discard: boolean) =>
      scored(HALF, { profile: 'hk', discard, win: 'c9', bonus: 'F2', options: { hk_payment } }).payment;
    expect(at('half_spicy', true)).toEqual({ discarder: 24, others: 0, total: 24 });
    expect(at('half_spicy', false)).toMatchObject({ discarder: null, others: 16, total: 48 });
    expect(at('spicy', true)).toEqual({ discarder: 32, others: 0, total: 32 });
  });

  it('hk_discard "half": the discarder pays A / 2 and each other player A / 4; the self-draw column unchanged', () => {
    const r = scored(HALF, {
      profile: 'hk',
      discard: true,
      win: 'c9',
      bonus: 'F2',
      options: { hk_discard: 'half' },
    });
    expect(r.payment).toEqual({ discarder: 16, others: 8, total: 32 });
    expect(
      scored(HALF, { profile: 'hk', win: 'c9', bonus: 'F2', options: { hk_discard: 'half' } }).payment,
    ).toEqual(scored(HALF, { profile: 'hk', win: 'c9', bonus: 'F2' }).payment);
    expect(
      scored(HALF, {
        profile: 'hk',
        discard: true,
        win: 'c9',
        bonus: 'F2',
        options: { hk_discard: 'half', hk_payment: 'half_spicy' },
      }).payment,
    ).toEqual({ discarder: 12, others: 6, total: 24 });
  });

  it('an amount that is not a whole number of minor units is reported as it is', () => {
    const r = scored(PLAIN, {
      profile: 'hk',
      discard: true,
      win: 'd8',
      bonus: 'F2',
      options: { min_tai: 0, hk_payment: 'spicy', hk_discard: 'half' },
    });
    expect(r.tai).toBe(0);
    expect(r.payment).toEqual({ discarder: 0.5, others: 0.25, total: 1 });
  });
});

describe('concealed_hand (hk)', () => {
  it('line concealed_hand N for no declared set but concealed kongs, won either way', () => {
    expect(change(PLAIN, { profile: 'hk', options: { min_tai: 0 } }, { concealed_hand: 1 })).toEqual({
      added: ['concealed_hand 1'],
      removed: [],
    });
    expect(
      change(
        PLAIN,
        { profile: 'hk', discard: true, win: 'd8', options: { min_tai: 0 } },
        { concealed_hand: 2 },
      ).added,
    ).toEqual(['concealed_hand 2']);
    expect(
      change(
        'c1 c2 c3 b4 b5 b6 d7 d8 d9 N N',
        { profile: 'hk', sets: ['concealed_kong c5 c5 c5 c5'], options: { min_tai: 0 } },
        { concealed_hand: 1 },
      ).added,
    ).toEqual(['concealed_hand 1']);
    expect(
      change(
        'c1 c2 c3 b4 b5 b6 d7 d8 d9 N N',
        { profile: 'hk', sets: ['pong c5 c5 c5'], options: { min_tai: 0 } },
        { concealed_hand: 1 },
      ).added,
    ).toEqual([]);
  });
});

describe('bonus_counts_to_minimum (hk)', () => {
  it('false: seat_flower, flower_set and no_flowers do not count toward min_tai, but are listed, in tai and paid', () => {
    // All chows 1 + self-drawn 1 + seat flower 1 = 3 fans.
    const r = scored(CHOWS, { profile: 'hk', bonus: 'F1' });
    expect(r).toMatchObject({ win: true, tai: 3 });
    const off = scored(CHOWS, { profile: 'hk', bonus: 'F1', options: { bonus_counts_to_minimum: false } });
    expect(off).toMatchObject({ win: false, reason: 'below_minimum', tai: 3, items: r.items });
    expect(
      scored(CHOWS, { profile: 'hk', bonus: 'F1', options: { bonus_counts_to_minimum: false, min_tai: 2 } }),
    ).toMatchObject({ win: true, tai: 3, payment: { discarder: null, others: 8, total: 24 } });
    expect(scored(CHOWS, { profile: 'hk', options: { bonus_counts_to_minimum: false } })).toMatchObject({
      win: false,
      tai: 3,
    });
  });
});

describe('nine_gates_strict (hk)', () => {
  // 1112345678999 + c5, but the 13 before the win (c1 here) were not exactly 1112345678999.
  const LOOSE = 'c1 c1 c2 c3 c4 c5 c5 c6 c7 c8 c9 c9 c9 c1';
  it('false: nine gates as under sg, any concealed 1112345678999 plus one tile of the suit', () => {
    expect(awarded(scored(LOOSE, { profile: 'hk' }))).not.toContain('nine_gates 10');
    expect(change(LOOSE, { profile: 'hk' }, { nine_gates_strict: false }).added).toEqual(['nine_gates 10']);
    expect(awarded(scored('c1 c1 c1 c2 c3 c4 c5 c6 c7 c8 c9 c9 c9 c5', { profile: 'hk' }))).toContain(
      'nine_gates 10',
    );
  });
});
