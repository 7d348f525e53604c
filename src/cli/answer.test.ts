// The command line's answers to odd input: pure, so every case is cheap to state.
import { describe, expect, it } from 'vitest';
import { MAX_ERRORS_PER_HAND, answer, capErrors, tooBig } from './answer';

const EX = {
  hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'],
  winning_tile: 'd6',
  winning_from_discard: true,
};

const parse = (text: string): unknown => JSON.parse(text);

describe('answer', () => {
  it('accepts a byte-order mark before the JSON', () => {
    const plain = answer(JSON.stringify(EX));
    const marked = answer(`\uFEFF${JSON.stringify(EX)}`);
    expect(marked.exitCode).toBe(0);
    expect(marked.stdout).toBe(plain.stdout);
    expect((parse(marked.stdout) as { ok: boolean }).ok).toBe(true);
  });

  it('refuses text that is not JSON with one line and exit 2', () => {
    const result = answer('{"hand": [');
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^score: standard input is not JSON \(.+\)\.\n$/);
    expect(result.stderr.split('\n')).toHaveLength(2);
  });

  it('writes each error as RULES.md section 3 does: code, message and field, nothing the app words from', () => {
    const result = parse(
      answer(
        JSON.stringify({
          hand: Array(5).fill('c1'),
          winning_tile: 'E',
          events: ['heavenly'],
          seat_wind: 'S',
          options: { cap_tai: 99 },
        }),
      ).stdout,
    ) as { errors: Record<string, unknown>[] };
    expect(result.errors.length).toBeGreaterThan(2);
    for (const error of result.errors)
      expect(
        Object.keys(error).every((key) => ['code', 'message', 'field'].includes(key)),
        JSON.stringify(error),
      ).toBe(true);
  });

  it('answers a hand with a table’s card as any other: the JSON of RULES.md section 3, the card’s values in its lines', () => {
    const littleWinds = {
      profile: 'hk',
      options: { values: { little_winds: 6 } },
      hand: 'E E E S S S W W W N N c1 c2 c3'.split(' '),
      winning_tile: 'c3',
      winning_from_discard: true,
      bonus: ['F2'],
    };
    const [card, wrong] = parse(
      answer(
        JSON.stringify([
          littleWinds,
          { ...littleWinds, options: { values: { little_winds: 'Limit', xyz: 1 } } },
        ]),
      ).stdout,
    ) as [Record<string, unknown>, { ok: boolean; errors: Record<string, unknown>[] }];
    expect(card).toEqual({
      ok: true,
      win: true,
      tai: 9,
      raw_tai: 9,
      limit: false,
      reason: null,
      items: [
        { id: 'little_winds', name: 'Little Four Winds', zh: '小四喜', tai: 6 },
        { id: 'half_flush', name: 'Half Flush', zh: '混一色', tai: 3 },
      ],
      sets: [
        ['c1', 'c2', 'c3'],
        ['E', 'E', 'E'],
        ['S', 'S', 'S'],
        ['W', 'W', 'W'],
        ['N', 'N'],
      ],
      waits: ['c3'],
      payment: { discarder: 128, others: 0, total: 128 },
      profile: 'hk',
      min_tai: 3,
      cap_tai: 10,
    });
    expect(wrong.ok).toBe(false);
    expect(wrong.errors).toEqual([
      {
        code: 'invalid_option',
        message:
          "The table's card: Little Four Winds (little_winds) must be a whole number of fan from 0 to 13, or “limit”.",
        field: 'options.values.little_winds',
      },
      {
        code: 'invalid_option',
        message: "The table's card: “xyz” is not a pattern this app knows.",
        field: 'options.values.xyz',
      },
    ]);
  });

  it('counts 256 copies of a tile as 256 (the counter does not wrap)', () => {
    const result = parse(
      answer(JSON.stringify({ hand: Array(256).fill('c1'), winning_tile: 'c1' })).stdout,
    ) as { errors: { code: string; message: string }[] };
    expect(result.errors.map((e) => e.code)).toEqual(['too_many_copies', 'wrong_tile_count']);
    expect(result.errors[0]!.message).toContain('256 ×');
  });

  it('lists a handful of errors for a hand, then one "and N more"', () => {
    const result = parse(
      answer(JSON.stringify({ hand: Array(200_000).fill('zz'), winning_tile: 'zz' })).stdout,
    ) as { ok: boolean; errors: { code: string; message: string }[] };
    expect(result.ok).toBe(false);
    expect(result.errors).toHaveLength(MAX_ERRORS_PER_HAND + 1);
    expect(result.errors.at(-1)).toEqual({
      code: 'more_errors',
      message: 'And 199996 more errors in this hand, not listed.',
    });
  });

  it('keeps the output of 200,000 unknown tiles bounded', () => {
    const input = JSON.stringify({ hand: Array(200_000).fill('zz'), winning_tile: 'c1' });
    expect(answer(input).stdout.length).toBeLessThan(2_000);
  });

  it('answers an array of hands in order, each capped on its own', () => {
    const result = parse(answer(JSON.stringify([EX, { hand: Array(9).fill('q') }, 7])).stdout) as {
      ok: boolean;
      errors?: unknown[];
    }[];
    expect(result.map((r) => r.ok)).toEqual([true, false, false]);
    expect(result[1]!.errors!.length).toBeLessThanOrEqual(MAX_ERRORS_PER_HAND + 1);
  });
});

describe('capErrors', () => {
  const errors = Array.from({ length: 7 }, (_, i) => ({ code: 'unknown_tile' as const, message: `e${i}` }));
  it('keeps up to the limit as they are', () => {
    expect(capErrors(errors.slice(0, 5))).toEqual(errors.slice(0, 5));
  });
  it('sums up the rest in one error, in the singular for one', () => {
    expect(capErrors(errors.slice(0, 6)).at(-1)!.message).toBe('And 1 more error in this hand, not listed.');
    expect(capErrors(errors)).toHaveLength(6);
  });
});

describe('tooBig', () => {
  it('is one line and exit 2', () => {
    const result = tooBig(70_000_000);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toMatch(/^score: standard input is over 64 MB .*\n$/);
    expect(result.stderr.split('\n')).toHaveLength(2);
  });
});

describe('answer, pretty', () => {
  it('writes an array of hands exactly as JSON.stringify would', () => {
    const hands = JSON.stringify([JSON.parse('{"hand":["c1"]}'), 3, []]);
    const pretty = answer(hands, true).stdout;
    expect(pretty).toBe(`${JSON.stringify(JSON.parse(pretty), null, 2)}\n`);
    const plain = answer(hands).stdout;
    expect(plain).toBe(`${JSON.stringify(JSON.parse(plain))}\n`);
    expect(answer('[]', true).stdout).toBe('[]\n');
  });
});
