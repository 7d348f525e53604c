// The event rules of RULES.md section 2, one case per rule: events that decide the kind of win,
// `conflicting_events`, `event_not_possible` with a sentence saying why, Ren Hu, and the screens'
// view of the same rules (`eventAvailability`, `eventsOffered`).
import { describe, expect, it } from 'vitest';
import { eventAvailability, eventsOffered, eventWinKind } from './events';
import { scoreHand } from './score';
import { awarded, errorCodes, hand, scored } from './testing/build';
import type { HandInput } from './types';

const PLAIN = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
const KONG_REST = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 N N';
const TWO_KONG_REST = 'c1 c2 c3 d7 d8 d9 N N';
const codes = (input: HandInput) => errorCodes(scoreHand(input));
/** How a winning result is paid: by the discarder, or by all three. */
const paidAs = (input: HandInput): string => {
  const r = scoreHand(input);
  if (!r.ok || !r.payment) return 'not a win';
  return r.payment.discarder === null ? 'self-draw' : 'discard';
};
const messages = (input: HandInput): string[] => {
  const r = scoreHand(input);
  return r.ok ? [] : r.errors.map((e) => e.message);
};

describe('events that decide the kind of win', () => {
  it('robbing_kong, earthly and human are discard wins when winning_from_discard is omitted', () => {
    expect(scored(PLAIN, { events: ['robbing_kong'], win: 'd8' }).payment).toMatchObject({
      discarder: 2,
      others: 1,
    });
    expect(scored(PLAIN, { events: ['earthly'], seat: 'S', win: 'd8' }).payment).toMatchObject({
      discarder: 32,
      others: 16,
    });
    expect(
      scored(PLAIN, { events: ['human'], seat: 'S', win: 'd8', options: { human_hand: true } }).payment,
    ).toMatchObject({ discarder: 32, others: 16 });
    expect(
      paidAs(
        hand(PLAIN, {
          profile: 'hk',
          events: ['robbing_kong'],
          bonus: 'F1',
          win: 'd8',
          options: { min_tai: 0 },
        }),
      ),
    ).toBe('discard');
  });

  it('replacement, kong_on_kong, last_five and heavenly are self-draws when it is omitted', () => {
    expect(paidAs(hand(PLAIN, { events: ['replacement'], bonus: 'F2' }))).toBe('self-draw');
    expect(
      paidAs(
        hand(TWO_KONG_REST, { events: ['kong_on_kong'], sets: ['kong c5 c5 c5 c5', 'kong b9 b9 b9 b9'] }),
      ),
    ).toBe('self-draw');
    expect(paidAs(hand(PLAIN, { events: ['last_five'], win: 'd8', bonus: 'F1' }))).toBe('self-draw');
    expect(paidAs(hand(PLAIN, { events: ['heavenly'] }))).toBe('self-draw');
  });

  it('given and contradicting the event: conflicting_events', () => {
    expect(codes(hand(PLAIN, { events: ['robbing_kong'], discard: false }))).toEqual(['conflicting_events']);
    expect(codes(hand(PLAIN, { events: ['earthly'], seat: 'S', discard: false }))).toEqual([
      'conflicting_events',
    ]);
    expect(codes(hand(PLAIN, { events: ['human'], seat: 'S', discard: false }))).toEqual([
      'conflicting_events',
    ]);
    expect(codes(hand(PLAIN, { events: ['replacement'], bonus: 'F2', discard: true }))).toEqual([
      'conflicting_events',
    ]);
    expect(
      codes(
        hand(TWO_KONG_REST, {
          events: ['kong_on_kong'],
          sets: ['kong c5 c5 c5 c5', 'kong b9 b9 b9 b9'],
          discard: true,
        }),
      ),
    ).toEqual(['conflicting_events']);
    expect(codes(hand(PLAIN, { events: ['last_five'], discard: true }))).toEqual(['conflicting_events']);
    expect(codes(hand(PLAIN, { events: ['heavenly'], discard: true }))).toEqual(['conflicting_events']);
    expect(messages(hand(PLAIN, { events: ['robbing_kong'], discard: false }))[0]).toMatch(
      /Robbing the Kong.*discard/,
    );
  });

  it('given and agreeing: no error', () => {
    expect(scored(PLAIN, { events: ['robbing_kong'], discard: true, win: 'd8' }).win).toBe(true);
    expect(scored(PLAIN, { events: ['heavenly'], discard: false }).win).toBe(true);
  });

  it('under sg-reference earthly may be either', () => {
    const self = scored(PLAIN, { profile: 'sg-reference', events: ['earthly'], seat: 'S', discard: false });
    const discard = scored(PLAIN, {
      profile: 'sg-reference',
      events: ['earthly'],
      seat: 'S',
      discard: true,
      win: 'd8',
    });
    expect(awarded(self)).toEqual(['earthly 5', 'fully_concealed 1']);
    expect(self.payment?.discarder).toBeNull();
    expect(awarded(discard)).toEqual(['earthly 5']);
    expect(discard.payment?.discarder).toBe(32);
    // Omitted, it is what an omitted flag always is: a self-draw.
    expect(paidAs(hand(PLAIN, { profile: 'sg-reference', events: ['earthly'], seat: 'S' }))).toBe(
      'self-draw',
    );
  });

  it('robbing_kong with replacement or kong_on_kong: conflicting_events', () => {
    expect(
      codes(hand(KONG_REST, { events: ['robbing_kong', 'replacement'], sets: ['kong c5 c5 c5 c5'] })),
    ).toEqual(['conflicting_events']);
    expect(
      codes(
        hand(TWO_KONG_REST, {
          events: ['robbing_kong', 'kong_on_kong'],
          sets: ['kong c5 c5 c5 c5', 'kong b9 b9 b9 b9'],
        }),
      ),
    ).toEqual(['conflicting_events']);
  });

  it('a discard event with a self-draw event: conflicting_events', () => {
    expect(codes(hand(PLAIN, { events: ['robbing_kong', 'last_five'] }))).toEqual(['conflicting_events']);
    expect(codes(hand(PLAIN, { events: ['human', 'heavenly'], seat: 'E' }))).toContain('conflicting_events');
  });

  it('human with earthly: conflicting_events (Ren Hu is any first-round discard but the dealer’s first)', () => {
    expect(codes(hand(PLAIN, { events: ['human', 'earthly'], seat: 'S' }))).toEqual(['conflicting_events']);
  });
});

describe('event_not_possible, with a sentence that says why', () => {
  it('kong_on_kong with fewer than two kongs declared (exposed or concealed)', () => {
    expect(codes(hand(KONG_REST, { events: ['kong_on_kong'], sets: ['kong c5 c5 c5 c5'] }))).toEqual([
      'event_not_possible',
    ]);
    expect(codes(hand(PLAIN, { events: ['kong_on_kong'], bonus: 'F2' }))).toEqual(['event_not_possible']);
    expect(messages(hand(KONG_REST, { events: ['kong_on_kong'], sets: ['kong c5 c5 c5 c5'] }))[0]).toMatch(
      /two or more kongs.*1/,
    );
    // Two kongs, one of them concealed: possible.
    expect(
      scored(TWO_KONG_REST, {
        events: ['kong_on_kong'],
        sets: ['kong c5 c5 c5 c5', 'concealed_kong b9 b9 b9 b9'],
      }).tai,
    ).toBe(5);
  });

  it('replacement with no kong declared and no bonus tile', () => {
    expect(codes(hand(PLAIN, { events: ['replacement'] }))).toEqual(['event_not_possible']);
    expect(messages(hand(PLAIN, { events: ['replacement'] }))[0]).toMatch(/kong.*bonus tile/);
    expect(scored(PLAIN, { events: ['replacement'], bonus: 'F2' }).win).toBe(true);
    expect(scored(KONG_REST, { events: ['replacement'], sets: ['concealed_kong c5 c5 c5 c5'] }).win).toBe(
      true,
    );
  });

  it('an animal is a bonus tile drawn and replaced, even where it scores nothing (sg-reference)', () => {
    expect(scored(PLAIN, { profile: 'sg-reference', events: ['replacement'], bonus: 'CAT' }).win).toBe(true);
  });

  it('heavenly for a seat other than East', () => {
    expect(codes(hand(PLAIN, { events: ['heavenly'], seat: 'W' }))).toEqual(['event_not_possible']);
    expect(messages(hand(PLAIN, { events: ['heavenly'], seat: 'W' }))[0]).toMatch(/East/);
  });

  it('heavenly with a declared set other than a concealed kong', () => {
    expect(codes(hand(KONG_REST, { events: ['heavenly'], sets: ['pong c5 c5 c5'] }))).toEqual([
      'event_not_possible',
    ]);
    expect(codes(hand(KONG_REST, { events: ['heavenly'], sets: ['kong c5 c5 c5 c5'] }))).toEqual([
      'event_not_possible',
    ]);
    expect(
      awarded(scored(KONG_REST, { events: ['heavenly'], sets: ['concealed_kong c5 c5 c5 c5'] })),
    ).toContain('heavenly 5');
  });

  it('earthly or human for the East seat', () => {
    expect(codes(hand(PLAIN, { events: ['earthly'], seat: 'E' }))).toEqual(['event_not_possible']);
    expect(codes(hand(PLAIN, { events: ['human'], seat: 'E' }))).toEqual(['event_not_possible']);
    expect(codes(hand(PLAIN, { profile: 'hk', events: ['earthly'] }))).toEqual(['event_not_possible']);
    expect(messages(hand(PLAIN, { events: ['earthly'] }))[0]).toMatch(/dealer/);
  });

  it('every profile checks the same rules', () => {
    for (const profile of ['sg', 'sg-reference', 'hk'] as const) {
      expect(codes(hand(PLAIN, { profile, events: ['replacement'] }))).toEqual(['event_not_possible']);
      expect(codes(hand(PLAIN, { profile, events: ['heavenly'], seat: 'N' }))).toEqual([
        'event_not_possible',
      ]);
    }
  });
});

describe('human (Ren Hu)', () => {
  it('scored only where human_hand is on: a limit hand, line human_hand', () => {
    const on = scored(PLAIN, { events: ['human'], seat: 'S', win: 'd8', options: { human_hand: true } });
    expect(awarded(on)).toEqual(['human_hand 5']);
    expect(on).toMatchObject({ tai: 5, limit: true, win: true });
    expect(
      scored(PLAIN, { events: ['human'], seat: 'S', win: 'd8', options: { human_hand: true, cap_tai: 8 } })
        .tai,
    ).toBe(8);
  });

  it('off (the default), the event is accepted and scores nothing', () => {
    expect(scored(PLAIN, { events: ['human'], seat: 'S', win: 'd8' })).toMatchObject({
      tai: 0,
      items: [],
      win: false,
    });
    expect(
      scored(PLAIN, { profile: 'hk', events: ['human'], seat: 'S', win: 'd8' }).items.map((i) => i.id),
    ).not.toContain('human_hand');
  });
});

describe('eventAvailability: the same rules, for the screens', () => {
  it('names each impossible event with the validator’s own sentence', () => {
    const input = hand(PLAIN, { seat: 'E', discard: true });
    const available = eventAvailability(input);
    expect(available.robbing_kong).toEqual({ possible: true });
    expect(available.replacement).toMatchObject({ possible: false, code: 'event_not_possible' });
    expect(available.kong_on_kong).toMatchObject({ possible: false, code: 'event_not_possible' });
    expect(available.earthly).toMatchObject({ possible: false, code: 'event_not_possible' });
    expect(available.human).toMatchObject({ possible: false, code: 'event_not_possible' });
    const withEvent = messages({ ...input, events: ['replacement'] });
    expect(withEvent).toContain((available.replacement as { reason: string }).reason);
  });

  it('an event that contradicts the kind of win given, or another event, is not possible either', () => {
    const selfDrawn = eventAvailability(hand(PLAIN, { seat: 'S', discard: false, bonus: 'F1' }));
    expect(selfDrawn.robbing_kong).toMatchObject({ possible: false, code: 'conflicting_events' });
    expect(selfDrawn.replacement).toEqual({ possible: true });
    expect(selfDrawn.earthly).toMatchObject({ possible: false, code: 'conflicting_events' });
    // With the kind of win left open, the event decides it.
    const open = eventAvailability({ ...hand(PLAIN, { seat: 'S', bonus: 'F1' }), events: ['replacement'] });
    expect(open.robbing_kong).toMatchObject({ possible: false, code: 'conflicting_events' });
    expect(open.replacement).toEqual({ possible: true });
    expect(open.last_five).toEqual({ possible: true });
  });

  it('reads whatever the screen has, even a hand not finished yet', () => {
    const available = eventAvailability({
      hand: ['c1'],
      exposed: [{ type: 'kong', tiles: ['c5', 'c5', 'c5', 'c5'] }],
      seat_wind: 'S',
    });
    expect(available.replacement).toEqual({ possible: true });
    expect(available.kong_on_kong).toMatchObject({ possible: false });
    expect(available.heavenly).toMatchObject({ possible: false });
    expect(Object.keys(eventAvailability(null)).length).toBe(8);
  });

  it('agrees with the validator on every event of random hands', async () => {
    const { randomWinningHand, seededRng } = await import('./testing/random-hands');
    const { EVENT_IDS } = await import('./types');
    const rng = seededRng(77);
    for (let i = 0; i < 400; i++) {
      const base = { ...randomWinningHand(rng), events: [] };
      if (rng() < 0.3) delete (base as Partial<HandInput>).winning_from_discard;
      const available = eventAvailability(base);
      for (const event of EVENT_IDS) {
        const result = scoreHand({ ...base, events: [event] });
        const eventCodes = result.ok
          ? []
          : result.errors
              .map((e) => e.code)
              .filter((c) => c === 'event_not_possible' || c === 'conflicting_events');
        expect(available[event].possible).toBe(eventCodes.length === 0);
      }
    }
  });
});

describe('eventsOffered and eventWinKind', () => {
  it('offers human only where the table plays human_hand', () => {
    expect(eventsOffered('sg', {})).not.toContain('human');
    expect(eventsOffered('sg', { human_hand: true })).toContain('human');
    expect(eventsOffered('hk', {})).not.toContain('human');
    expect(eventsOffered('sg-reference')).toEqual([
      'robbing_kong',
      'replacement',
      'kong_on_kong',
      'last_tile',
      'last_five',
      'heavenly',
      'earthly',
    ]);
  });

  it('says which events decide the kind of win', () => {
    expect(eventWinKind('robbing_kong', 'sg')).toBe('discard');
    expect(eventWinKind('earthly', 'hk')).toBe('discard');
    expect(eventWinKind('earthly', 'sg-reference')).toBeNull();
    expect(eventWinKind('kong_on_kong', 'sg')).toBe('self_draw');
    expect(eventWinKind('last_tile', 'hk')).toBeNull();
  });
});

describe('all eight flowers and seasons win on their own under sg, whatever the hand holds', () => {
  const EIGHT = 'F1 F2 F3 F4 S1 S2 S3 S4';
  const eight = (more: Partial<HandInput> = {}): HandInput =>
    ({ bonus: EIGHT.split(' '), hand: [], ...more }) as HandInput;

  it('a hand of 0 to 14 tiles, exposed and winning_tile omitted: sets empty, the limit, the bonus lines beside it', () => {
    for (const tiles of [[], ['c1', 'c5', 'E'], 'c1 c2 c4 c7 b1 b5 b9 d2 d6 E S W RD GD'.split(' ')]) {
      const r = scoreHand(eight({ hand: tiles }));
      if (!r.ok) throw new Error(JSON.stringify(r.errors));
      expect(r).toMatchObject({ win: true, tai: 5, limit: true, sets: [], waits: [] });
      expect(awarded(r)).toEqual([
        'all_flowers 5',
        'flower_set 1',
        'flower_set 1',
        'seat_flower 1',
        'seat_flower 1',
      ]);
    }
    expect(awarded(scored('c1 c5', { bonus: `${EIGHT} CAT`, win: 'c5' }))).toContain('animal 1');
  });

  it('paid as a self-draw unless winning_from_discard is true', () => {
    expect(scoreHand(eight())).toMatchObject({ payment: { discarder: null, others: 32, total: 96 } });
    expect(scoreHand(eight({ winning_from_discard: true }))).toMatchObject({
      payment: { discarder: 32, others: 16, total: 64 },
    });
  });

  it('the tiles are still checked as tiles and against four copies, and at most 14', () => {
    expect(errorCodes(scoreHand(eight({ hand: ['c1', 'x9'] })))).toEqual(['unknown_tile']);
    expect(errorCodes(scoreHand(eight({ hand: ['c1', 'c1', 'c1', 'c1', 'c1'] })))).toEqual([
      'too_many_copies',
    ]);
    expect(
      errorCodes(scoreHand(eight({ hand: 'c1 c2 c3 c4 c5 c6 c7 c8 c9 b1 b2 b3 b4 b5 b6'.split(' ') }))),
    ).toEqual(['wrong_tile_count']);
    expect(errorCodes(scoreHand(eight({ hand: ['c1'], winning_tile: 'c2' })))).toEqual([
      'winning_tile_not_in_hand',
    ]);
    expect(
      errorCodes(scoreHand(eight({ hand: ['c1'], exposed: [{ type: 'pong', tiles: ['c2', 'c3', 'c4'] }] }))),
    ).toEqual(['invalid_set']);
  });

  it('a complete hand is read as itself too, and the better reading is kept (its lines listed)', () => {
    const r = scored('c1 c2 c3 c4 c5 c6 b1 b2 b3 d4 d5 d6 RD RD', { bonus: EIGHT, sets: [] });
    expect(r.sets).toHaveLength(5);
    expect(awarded(r)).toContain('valued_pair 0');
  });

  it('not under sg-reference or hk: there the hand must still be a hand', () => {
    expect(errorCodes(scoreHand({ ...eight(), profile: 'sg-reference' }))).toEqual([
      'wrong_tile_count',
      'missing_winning_tile',
    ]);
    expect(errorCodes(scoreHand({ ...eight({ hand: ['c1'], winning_tile: 'c1' }), profile: 'hk' }))).toEqual([
      'wrong_tile_count',
    ]);
  });
});
