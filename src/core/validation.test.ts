// Bad input (RULES.md section 2): each is answered with a stable code and a sentence, never a guess or a crash.
import { describe, expect, it } from 'vitest';
import { scoreHand } from './score';
import { errorCodes, hand } from './testing/build';

const OK = 'c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N N';
const codes = (input: unknown) => errorCodes(scoreHand(input));

describe('invalid hands', () => {
  it('an unknown token', () => {
    expect(codes(hand('c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 x9 N N', { win: 'N' }))).toEqual(['unknown_tile']);
    expect(codes(hand(OK, { win: 'Z1' }))).toEqual(['unknown_tile']);
    expect(codes(hand(OK, { bonus: 'F5' }))).toEqual(['unknown_tile']);
  });

  it('a fifth copy of a tile, counting the declared sets', () => {
    expect(codes(hand('c5 c5 c5 c5 c5 c1 b4 b5 b6 d7 d8 d9 N N'))).toContain('too_many_copies');
    expect(codes(hand('c5 c5 c6 b4 b5 b6 d7 d8 d9 N N', { sets: ['pong c5 c5 c5'] }))).toEqual([
      'too_many_copies',
    ]);
  });

  it('a bonus tile inside the hand', () => {
    expect(codes(hand('c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N F1', { win: 'N' }))).toEqual(['bonus_in_hand']);
  });

  it('a second copy of one bonus tile, and a playing tile among the bonus tiles', () => {
    expect(codes(hand(OK, { bonus: 'F1 F1' }))).toEqual(['duplicate_bonus']);
    expect(codes(hand(OK, { bonus: 'c1' }))).toEqual(['not_a_bonus_tile']);
  });

  it('a malformed set: a chow of honours, a pong of different tiles, a broken chow, a short kong', () => {
    const rest = 'c1 c2 c3 b4 b5 b6 d7 d8 d9 N N';
    expect(codes(hand(rest, { sets: ['chow E S W'] }))).toEqual(['invalid_set']);
    expect(codes(hand(rest, { sets: ['pong c1 c1 c2'] }))).toEqual(['invalid_set']);
    expect(codes(hand(rest, { sets: ['chow c8 c9 b1'] }))).toEqual(['invalid_set']);
    expect(codes(hand(rest, { sets: ['chow c1 c3 c5'] }))).toEqual(['invalid_set']);
    expect(codes(hand(rest, { sets: ['kong c7 c7 c7'] }))).toEqual(['invalid_set']);
    expect(codes(hand(rest, { sets: ['triple c7 c7 c7'] }))).toEqual(['unknown_set_type']);
  });

  it('the wrong tile count', () => {
    expect(codes(hand('c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 d9 N'))).toEqual(['wrong_tile_count']);
    expect(codes(hand(OK, { sets: ['chow d1 d2 d3'] }))).toEqual(['wrong_tile_count']);
    expect(
      codes(hand('c1 c2 c3 b4 b5 b6 d7 d8 d9 N N', { sets: ['kong c5 c5 c5 c5', 'chow d1 d2 d3'] })),
    ).toEqual(['wrong_tile_count']);
  });

  it('a winning tile that is not in the hand, or inside a declared set on a discard win', () => {
    expect(codes(hand(OK, { win: 'RD' }))).toEqual(['winning_tile_not_in_hand']);
    expect(codes(hand(OK, { win: 'F1' }))).toEqual(['winning_tile_not_in_hand']);
    expect(
      codes(hand('c1 c2 c3 b4 b5 b6 d7 d8 d9 N N', { sets: ['pong c5 c5 c5'], win: 'c5', discard: true })),
    ).toEqual(['winning_tile_in_declared_set']);
  });

  it('an animal under hk', () => {
    expect(codes(hand(OK, { profile: 'hk', bonus: 'RAT' }))).toEqual(['animal_not_allowed']);
  });

  it('an unknown profile or option, and an option out of range', () => {
    expect(codes({ ...hand(OK), profile: 'japan' })).toEqual(['unknown_profile']);
    expect(codes(hand(OK, { options: { double_ping_hu: true } as never }))).toEqual(['unknown_option']);
    expect(codes(hand(OK, { profile: 'hk', options: { unusual_hands: true } }))).toEqual(['unknown_option']);
    expect(codes(hand(OK, { options: { min_tai: -1 } }))).toEqual(['invalid_option']);
    expect(codes(hand(OK, { options: { min_tai: 6 } }))).toEqual(['invalid_option']);
    expect(codes(hand(OK, { options: { unit: 0.5 } }))).toEqual(['invalid_option']);
    expect(codes(hand(OK, { options: { ping_hu_wait: 'both' as never } }))).toEqual(['invalid_option']);
  });

  it('unknown events, winds and fields of the wrong type', () => {
    expect(codes(hand(OK, { events: ['moonlight' as never] }))).toEqual(['unknown_event']);
    expect(codes(hand(OK, { seat: 'X' }))).toEqual(['invalid_wind']);
    expect(codes({ ...hand(OK), winning_from_discard: 'yes' })).toEqual(['invalid_field']);
    expect(codes({ ...hand(OK), hand: 'c1 c2' })).toEqual(['invalid_field']);
    expect(codes({ ...hand(OK), exposed: {} })).toEqual(['invalid_field']);
  });

  it('events that cannot both be true', () => {
    // The hand has its two kongs, or kong on kong would also be event_not_possible.
    expect(
      codes(
        hand('c1 c2 c3 d7 d8 d9 N N', {
          events: ['robbing_kong', 'kong_on_kong'],
          sets: ['kong c5 c5 c5 c5', 'kong b9 b9 b9 b9'],
        }),
      ),
    ).toEqual(['conflicting_events']);
    expect(codes(hand(OK, { events: ['robbing_kong', 'kong_on_kong'] }))).toEqual([
      'event_not_possible',
      'conflicting_events',
    ]);
  });

  it('anything that is not a hand at all', () => {
    for (const input of [null, undefined, 42, 'c1 c2', [], true])
      expect(codes(input)).toEqual(['not_a_hand']);
    expect(codes({})).toEqual(expect.arrayContaining(['invalid_field', 'missing_winning_tile']));
  });

  it('every error has a sentence for the player', () => {
    const r = scoreHand(hand('c1 c2 c3 c5 c5 c5 b4 b5 b6 d7 d8 x9 N N', { bonus: 'F1 F1', seat: 'Q' }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.length).toBe(3);
      for (const error of r.errors) expect(error.message).toMatch(/^[A-Z“].{15,}[.]$/s);
    }
  });

  it('input is case-insensitive on tokens', () => {
    const r = scoreHand({
      hand: 'C1 c2 C3 c5 c5 c5 B4 b5 b6 d7 D8 d9 n n'.split(' '),
      winning_tile: 'N',
      bonus: ['f1'],
      seat_wind: 'e',
    });
    expect(r).toMatchObject({ ok: true, tai: 1 });
  });
});
