// Every id the core speaks in has its name in each language: every pattern of every table, every
// house rule (with its effect, its choices and its summary), every winning event, every payment and
// table. A pattern, rule or event added without its names fails here. Read through the compiled
// catalogs, as the phone reads them.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { HOUSE_RULES, HOUSE_RULE_IDS, ruleDefault, rulesOf, type HouseRule } from '../../core/house-rules';
import { PROFILES } from '../../core/profiles';
import { scoreHand } from '../../core/score';
import { EVENT_IDS, PROFILE_IDS, type ProfileId, type ScoreOk } from '../../core/types';
import { LOCALES, type Locale } from '../../i18n/locales';
import type { ErrorCode, InputError } from '../../core/errors';
import { resolveOptions } from '../../core/options';
import { errorWords, tileWords } from './error-words';
import {
  EVENT_NAMES,
  HOUSE_RULE_CHOICES,
  PATTERN_NAMES,
  PROFILE_NAMES,
  TABLE_PAYMENT_NAMES,
  eventName,
  houseRuleChoice,
  houseRuleEffect,
  houseRuleName,
  houseRuleSummaryWords,
  houseRulesGlanceWords,
  cardChangeWords,
  cardValueWords,
  itemName,
  patternName,
  profileName,
  tablePaymentName,
} from './names';

const catalogs: Record<Locale, Messages> = {
  en: (await import('../../locales/en/names.po')).messages,
  'zh-Hans': (await import('../../locales/zh-Hans/names.po')).messages,
  'zh-Hant': (await import('../../locales/zh-Hant/names.po')).messages,
};

function words(locale: Locale): I18n {
  const i18n = setupI18n();
  i18n.load(locale, catalogs[locale]);
  i18n.activate(locale);
  return i18n;
}
const en = words('en');
const hans = words('zh-Hans');
const hant = words('zh-Hant');
const HAN = /\p{Script=Han}/u;

/** A name as a player reads it: not empty, not an id, and in Chinese written in Chinese. */
function expectWorded(text: string, locale: Locale, what: string): void {
  expect(text, what).not.toMatch(/^[a-z_.-]+$/);
  expect(text.trim().length, what).toBeGreaterThan(0);
  if (locale !== 'en') expect(text, `${locale} ${what}`).toMatch(HAN);
}

describe('pattern names', () => {
  it.each(PROFILE_IDS.map((p) => [p] as const))(
    '%s: every pattern has a name, its English the core’s item name',
    (profile) => {
      for (const rule of PROFILES[profile].patterns) {
        expect(PATTERN_NAMES[profile][rule.id], `${profile} ${rule.id}`).toBeDefined();
        expect(patternName(en, profile, rule.id), `${profile} ${rule.id}`).toBe(rule.name);
      }
    },
  );

  it.each(PROFILE_IDS.flatMap((p) => LOCALES.map((l) => [p, l] as const)))(
    '%s in %s: every pattern named in the language',
    (profile, locale) => {
      const i18n = words(locale);
      for (const rule of PROFILES[profile].patterns)
        expectWorded(patternName(i18n, profile, rule.id), locale, `${profile} ${rule.id}`);
    },
  );

  it('has no name for a pattern no table plays (no stale names)', () => {
    for (const profile of PROFILE_IDS) {
      const ids = new Set(PROFILES[profile].patterns.map((rule) => rule.id));
      expect(
        Object.keys(PATTERN_NAMES[profile]).filter((id) => !ids.has(id)),
        profile,
      ).toEqual([]);
    }
  });

  it('says each table’s names as its players do, with the romanised names beside the Chinese at a Singapore table', () => {
    expect(patternName(hans, 'sg', 'ping_hu')).toBe('平胡（Ping Hu）');
    expect(patternName(hant, 'sg', 'kah_long')).toBe('卡窿（Kah Long）');
    expect(patternName(hans, 'sg', 'all_pungs')).toBe('对对胡');
    expect(patternName(hant, 'hk', 'chicken')).toBe('雞糊');
    expect(patternName(hant, 'hk', 'all_pungs')).toBe('對對糊');
    expect(patternName(hant, 'hk', 'all_chows')).toBe('平糊');
    expect(patternName(hans, 'hk', 'chicken')).toBe('鸡糊');
  });

  it('gives one name to one thing: no two patterns of a table share a name in any language', () => {
    for (const profile of PROFILE_IDS) {
      for (const i18n of [en, hans, hant]) {
        const names = PROFILES[profile].patterns.map((rule) => patternName(i18n, profile, rule.id));
        expect(
          names.filter((name, i) => names.indexOf(name) !== i),
          `${profile} ${i18n.locale}`,
        ).toEqual([]);
      }
    }
  });

  it('names a scored item with what it was for, and an id it does not know by the name it was recorded with', () => {
    const result = scoreHand({
      hand: ['RD', 'RD', 'RD', 'c1', 'c2', 'c3', 'b4', 'b5', 'b6', 'd7', 'd8', 'd9', 'E', 'E'],
      winning_tile: 'E',
      seat_wind: 'S',
    }) as ScoreOk;
    const dragon = result.items.find((item) => item.id === 'dragon_pong')!;
    expect(dragon.name).toBe('Dragon Pong (Red Dragon)');
    expect(itemName(en, 'sg', dragon)).toBe('Dragon Pong (Red Dragon)');
    expect(itemName(hans, 'sg', dragon)).toBe('三元刻（红中）');
    expect(itemName(hant, 'hk', { ...dragon, name: 'Dragon Pung (Red Dragon)' })).toBe('三元牌（紅中）');
    expect(itemName(hans, 'sg', { id: 'from_the_future', name: 'Future Hand' })).toBe('Future Hand');
  });

  it('words every detail the core writes after a name', () => {
    const hands: { profile: ProfileId; hand: unknown }[] = [
      {
        profile: 'sg',
        hand: {
          hand: ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'GD', 'GD'],
          winning_tile: 'c1',
        },
      },
      {
        profile: 'sg',
        hand: {
          hand: ['E', 'E', 'E', 'S', 'S', 'S', 'WD', 'WD', 'WD', 'd4', 'd5', 'd6', 'N', 'N'],
          winning_tile: 'd4',
          seat_wind: 'S',
          prevailing_wind: 'E',
          bonus: ['F1', 'F2', 'F3', 'F4', 'S2', 'CAT', 'CENTIPEDE'],
        },
      },
    ];
    for (const { profile, hand } of hands) {
      const result = scoreHand(hand) as ScoreOk;
      expect(result.ok).toBe(true);
      for (const item of result.items.filter((i) => i.name.endsWith(')'))) {
        expect(itemName(hans, profile, item), item.name).not.toMatch(/[A-Za-z]/);
        expect(itemName(hant, profile, item), item.name).not.toMatch(/[A-Za-z]/);
      }
    }
  });
});

describe('house-rule names', () => {
  it('every rule has a name and an effect in each language, its English name the registry’s', () => {
    for (const id of HOUSE_RULE_IDS) {
      expect(houseRuleName(en, id)).toBe(HOUSE_RULES[id].name);
      // One sentence, said in English here only (the registry keeps no prose).
      expect(houseRuleEffect(en, id), id).toMatch(/^[A-Z].*\.$/);
      for (const locale of LOCALES) {
        expectWorded(houseRuleName(words(locale), id), locale, id);
        expectWorded(houseRuleEffect(words(locale), id), locale, `${id} effect`);
      }
    }
  });

  it('words every value of every rule that is a choice', () => {
    for (const id of HOUSE_RULE_IDS) {
      const rule = HOUSE_RULES[id] as HouseRule;
      if (rule.type !== 'choice') {
        expect(HOUSE_RULE_CHOICES[id], id).toBeUndefined();
        continue;
      }
      for (const choice of rule.choices) {
        // Worded by its own message, never the bare value.
        expect(houseRuleChoice(en, id, choice.value), `${id} ${choice.value}`).not.toBe(choice.value);
        for (const locale of LOCALES)
          expectWorded(houseRuleChoice(words(locale), id, choice.value), locale, `${id} ${choice.value}`);
      }
    }
  });

  it('words a saved table’s changes as before in English, and in both scripts', () => {
    expect(houseRuleSummaryWords(en, 'sg', { cap_tai: 10, shooter_pays: true, fully_concealed: 1 })).toEqual([
      'Fully concealed +1',
      'Shooter pays',
      'cap 10 tai',
    ]);
    expect(
      houseRuleSummaryWords(en, 'hk', { min_tai: 0, hk_payment: 'spicy', concealed_hand: 1, cap_tai: 13 }),
    ).toEqual(['Spicy', 'Concealed hand +1 fan', 'min 0 fan', 'cap 13 fan']);
    expect(houseRuleSummaryWords(en, 'sg', { seven_pairs: true, concealed_bonus: 1, cap_tai: 10 })).toEqual([
      'Concealed Ping Hu +1',
      'Seven pairs 4 tai',
      'cap 10 tai',
    ]);
    expect(
      houseRuleSummaryWords(hans, 'sg', { cap_tai: 10, shooter_pays: true, fully_concealed: 1 }),
    ).toEqual(['门前清自摸 +1', '放炮全包', '封顶10台']);
    expect(houseRuleSummaryWords(hant, 'hk', { min_tai: 0, hk_payment: 'spicy', cap_tai: 13 })).toEqual([
      '全辣',
      '0番起糊',
      '封頂13番',
    ]);
    // The table's card is counted: its values are its own screen's.
    const card = { values: { little_winds: 6, seat_flower: 0 }, cap_tai: 8 };
    expect(houseRuleSummaryWords(en, 'hk', card)).toEqual(["Table's card: 2 changed", 'cap 8 fan']);
    expect(houseRuleSummaryWords(hans, 'sg', { values: { full_flush: 6 } })).toEqual(['本桌台数表：改了1项']);
    expect(houseRuleSummaryWords(hant, 'hk', card)).toEqual(['本枱番數表：已改2項', '封頂8番']);
  });

  it('words what a night’s header says of its house rules: who pays, the card, and how many more', () => {
    expect(houseRulesGlanceWords(en, 'sg', {})).toEqual([]);
    expect(houseRulesGlanceWords(en, 'sg', { cap_tai: 10, unit: 20 })).toEqual([]);
    const sg = { shooter_pays: true, seven_pairs: true, cap_tai: 10, values: { animal: 0, full_flush: 6 } };
    expect(houseRulesGlanceWords(en, 'sg', sg)).toEqual([
      'Shooter pays',
      "Table's card: 2 changed",
      '1 more house rule',
    ]);
    expect(houseRulesGlanceWords(hans, 'sg', sg)).toEqual([
      '放炮全包',
      '本桌台数表：改了2项',
      '另有 1 条自订规则',
    ]);
    const hk = {
      hk_payment: 'half_spicy',
      hk_discard: 'half',
      concealed_hand: 1,
      nine_gates_strict: false,
    } as const;
    expect(houseRulesGlanceWords(en, 'hk', hk)).toEqual([
      'Half spicy',
      'Discard shared (半銃)',
      '2 more house rules',
    ]);
    expect(houseRulesGlanceWords(hant, 'hk', hk)).toEqual(['半辣', '半銃', '另有 2 條枱規']);
    expect(houseRulesGlanceWords(hant, 'hk', { concealed_hand: 2 })).toEqual(['另有 1 條枱規']);
  });

  it('words a value on the table’s card, and each pattern a card changes, in the table’s unit', () => {
    expect([4, 0, 'limit'].map((v) => cardValueWords(en, 'sg', v as number | 'limit'))).toEqual([
      '4 tai',
      'not played',
      'limit',
    ]);
    expect(cardValueWords(en, 'hk', 6)).toBe('6 fan');
    expect([6, 0, 'limit'].map((v) => cardValueWords(hans, 'sg', v as number | 'limit'))).toEqual([
      '6台',
      '不算',
      '满贯',
    ]);
    expect([6, 0, 'limit'].map((v) => cardValueWords(hant, 'hk', v as number | 'limit'))).toEqual([
      '6番',
      '不計',
      '滿糊',
    ]);
    const sg = resolveOptions('sg', { values: { animal: 0, full_flush: 6, all_pungs: 'limit' } }).options;
    // In the order a result lists them, with the table's names.
    expect(cardChangeWords(en, 'sg', sg)).toEqual([
      'Pong Pong: limit',
      'Full Flush: 6 tai',
      'Animal: not played',
    ]);
    expect(cardChangeWords(hans, 'sg', sg)).toEqual(['对对胡：满贯', '清一色：6台', '动物：不算']);
    const hk = resolveOptions('hk', { values: { little_winds: 6 } }).options;
    expect(cardChangeWords(hant, 'hk', hk)).toEqual(['小四喜：6番']);
    // A line the house rules do not play says nothing, whatever the card holds for it.
    expect(cardChangeWords(en, 'sg', resolveOptions('sg', { values: { human_hand: 6 } }).options)).toEqual(
      [],
    );
    expect(cardChangeWords(en, 'sg', resolveOptions('sg', {}).options)).toEqual([]);
  });

  it('words every rule a table accepts at a value other than its default, in each language', () => {
    for (const profile of PROFILE_IDS) {
      for (const id of rulesOf(profile)) {
        if (id === 'unit') continue;
        const rule = HOUSE_RULES[id] as HouseRule;
        const values =
          rule.type === 'flag'
            ? [!rule.default]
            : rule.type === 'choice'
              ? rule.choices.slice(1).map((c) => c.value)
              : rule.type === 'card'
                ? [{ dragon_pong: 2 }, { full_flush: 0, seat_flower: 'limit' as const }]
                : [
                    (ruleDefault(rule, profile) as number) > rule.min
                      ? (ruleDefault(rule, profile) as number) - 1
                      : rule.min + 1,
                  ];
        for (const value of values) {
          for (const locale of LOCALES) {
            const summary = houseRuleSummaryWords(words(locale), profile, { [id]: value });
            expect(summary, `${profile} ${id} ${String(value)}`).toHaveLength(1);
            expectWorded(summary[0]!, locale, `${profile} ${id} ${String(value)}`);
            // A change is worded by its own message, not the fallback that names the rule and its raw value.
            expect(summary[0], `${profile} ${id}`).not.toContain(`: ${String(value)}`);
          }
        }
      }
    }
  });
});

describe('events, payments and tables', () => {
  it('names every winning event, table payment and table in each language', () => {
    expect(Object.keys(EVENT_NAMES).sort()).toEqual([...EVENT_IDS].sort());
    expect(Object.keys(PROFILE_NAMES).sort()).toEqual([...PROFILE_IDS].sort());
    for (const locale of LOCALES) {
      const i18n = words(locale);
      for (const id of EVENT_IDS) expectWorded(eventName(i18n, id), locale, id);
      for (const kind of Object.keys(TABLE_PAYMENT_NAMES) as (keyof typeof TABLE_PAYMENT_NAMES)[])
        expectWorded(tablePaymentName(i18n, kind), locale, kind);
      for (const profile of PROFILE_IDS) expectWorded(profileName(i18n, profile), locale, profile);
    }
  });
});

describe('errors, worded from their codes and values', () => {
  const HAND = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'b1', 'b2', 'b3', 'd4', 'd5', 'd6', 'd9', 'd9'];
  const errorsOf = (input: unknown): InputError[] => {
    const result = scoreHand(input);
    if (result.ok) throw new Error('expected errors');
    return result.errors;
  };
  const CASES: unknown[] = [
    { hand: [...HAND.slice(0, 13), 'zz'], winning_tile: 'd9' },
    { hand: [...HAND.slice(0, 13), 'F1'], winning_tile: 'd9' },
    { hand: HAND, winning_tile: 'd9', bonus: ['c1'] },
    { hand: HAND, winning_tile: 'd9', bonus: ['F1', 'F1'] },
    { hand: HAND, winning_tile: 'd9', bonus: ['CAT'], profile: 'hk' },
    { hand: ['c1', 'c1', 'c1', 'c1', 'c1', ...HAND.slice(5)], winning_tile: 'd9' },
    { hand: HAND.slice(0, 11), exposed: [{ type: 'chow', tiles: ['E', 'S', 'W'] }], winning_tile: 'd9' },
    { hand: HAND.slice(0, 12), winning_tile: 'd9' },
    { hand: HAND, winning_tile: 'E' },
    {
      hand: HAND.slice(3),
      exposed: [{ type: 'chow', tiles: ['c1', 'c2', 'c3'] }],
      winning_tile: 'c2',
      winning_from_discard: true,
    },
    { hand: HAND, winning_tile: 'd9', events: ['kong_on_kong'] },
    { hand: HAND, winning_tile: 'd9', events: ['replacement'] },
    { hand: HAND, winning_tile: 'd9', events: ['heavenly'], seat_wind: 'W' },
    { hand: HAND, winning_tile: 'd9', events: ['earthly'] },
    { hand: HAND, winning_tile: 'd9', events: ['robbing_kong'], winning_from_discard: false },
    { hand: HAND, winning_tile: 'd9', events: ['robbing_kong', 'last_five'] },
    { hand: HAND, winning_tile: 'd9', options: { cap_tai: 99 } },
    { hand: HAND, winning_tile: 'd9', options: { shooter_pays: 3 } },
    { hand: HAND, winning_tile: 'd9', options: { hk_payment: 'spicy' } },
    { hand: HAND, winning_tile: 'd9', options: { nonsense: 1 } },
    { hand: HAND, winning_tile: 'd9', options: { min_tai: 4, cap_tai: 3 } },
    { hand: HAND, winning_tile: 'd9', profile: 'hk', options: { min_tai: 9, cap_tai: 5 } },
    // The table's card: not a set of patterns, an unknown id, another table's, a 0 line, a value out of bounds.
    { hand: HAND, winning_tile: 'd9', options: { values: [6] } },
    { hand: HAND, winning_tile: 'd9', options: { values: { xyz: 1 } } },
    { hand: HAND, winning_tile: 'd9', options: { values: { no_flowers: 1 } } },
    { hand: HAND, winning_tile: 'd9', profile: 'hk', options: { values: { animal: 1, kah_long: 1 } } },
    { hand: HAND, winning_tile: 'd9', options: { values: { full_flush: 14 } } },
    { hand: HAND, winning_tile: 'd9', profile: 'hk', options: { values: { little_winds: 'Limit' } } },
  ];

  it.each(LOCALES.map((l) => [l] as const))(
    '%s: every error of these hands has its own sentence, with its values',
    (locale) => {
      const i18n = words(locale);
      for (const input of CASES) {
        for (const error of errorsOf(input)) {
          const sentence = errorWords(i18n, error);
          const general = errorWords(i18n, { code: error.code });
          expect(sentence, `${error.code}: ${error.message}`).not.toBe(general);
          expect(sentence, error.message).not.toMatch(/[{}]|undefined|NaN/);
          if (locale !== 'en') expect(sentence, error.message).toMatch(HAN);
        }
      }
    },
  );

  it('says what the core says, in the player’s words', () => {
    const [copies] = errorsOf(CASES[5]);
    expect(errorWords(en, copies!)).toBe('There are 5 × 1 Characters in this hand; the set has only four.');
    expect(errorWords(hans, copies!)).toBe('这手牌有 5 张1万；每种牌只有四张。');
    const [kongs] = errorsOf(CASES[10]);
    expect(errorWords(en, kongs!)).toBe(kongs!.message);
    const [heavenly] = errorsOf(CASES[12]);
    expect(errorWords(hant, heavenly!)).toBe('天糊是莊家起手食糊：莊家坐東，而這位玩家坐西。');
    const [marked] = errorsOf(CASES[14]);
    expect(errorWords(en, marked!)).toBe(
      'Robbing the Kong means a win on a discard, but the hand is marked self-drawn.',
    );
    const [cap] = errorsOf(CASES[16]);
    expect(errorWords(en, cap!)).toBe(cap!.message);
    const [hkMin] = errorsOf(CASES[21]);
    expect(errorWords(hant, hkMin!)).toBe('起糊（9番）比封頂（5番）還高。');
    expect(errorWords(hans, resolveOptions('sg', { pearl: 'never' }).errors[0]!)).toBe(
      '海底捞月必须是其中一个选项。',
    );
  });

  it('says what is wrong with a table’s card, naming the pattern in the words of its table', () => {
    const errorOf = (options: unknown, profile = 'sg') =>
      errorsOf({ hand: HAND, winning_tile: 'd9', profile, options })[0]!;
    const fullFlush = errorOf({ values: { full_flush: 14 } });
    expect(errorWords(en, fullFlush)).toBe(
      "Table's card: “Full Flush” must be a whole number of tai from 0 to 13, or the limit.",
    );
    expect(errorWords(hans, fullFlush)).toBe('本桌台数表：“清一色”必须是 0 到 13台的整数，或满贯。');
    const littleWinds = errorOf({ values: { little_winds: 'Limit' } }, 'hk');
    expect(errorWords(hant, littleWinds)).toBe('本枱番數表：「小四喜」必須是 0 至 13番的整數，或滿糊。');
    const noFlowers = errorOf({ values: { no_flowers: 1 } });
    expect(errorWords(en, noFlowers)).toBe(
      "Table's card: the Singapore table does not score “No Flowers or Seasons”.",
    );
    expect(errorWords(hans, noFlowers)).toMatch(/^本桌台数表：新加坡牌桌不算“无花”这个牌型。$/);
    const kahLong = errorOf({ values: { kah_long: 1 } }, 'hk');
    expect(errorWords(hant, kahLong)).not.toContain('kah_long');
    expect(errorWords(hant, kahLong)).toContain('卡窿');
    expect(errorWords(en, errorOf({ values: { xyz: 1 } }))).toBe(
      "Table's card: “xyz” is not a pattern this app knows.",
    );
  });

  it('gives every code a general sentence in each language', () => {
    const codes: ErrorCode[] = [
      'not_a_hand',
      'invalid_field',
      'unknown_tile',
      'bonus_in_hand',
      'not_a_bonus_tile',
      'duplicate_bonus',
      'animal_not_allowed',
      'too_many_copies',
      'unknown_set_type',
      'invalid_set',
      'too_many_sets',
      'wrong_tile_count',
      'missing_winning_tile',
      'winning_tile_not_in_hand',
      'winning_tile_in_declared_set',
      'unknown_profile',
      'unknown_option',
      'invalid_option',
      'unknown_event',
      'invalid_wind',
      'conflicting_events',
      'event_not_possible',
      'internal_error',
    ];
    for (const locale of LOCALES) {
      const sentences = codes.map((code) => errorWords(words(locale), { code }));
      for (const sentence of sentences) expectWorded(sentence, locale, sentence);
      expect(new Set(sentences).size, locale).toBe(codes.length);
    }
  });

  it('names tiles by their tokens', () => {
    expect(tileWords(en, 'd3')).toBe('3 Dots');
    expect(tileWords(hans, 'c7')).toBe('7万');
    expect(tileWords(hant, 'RD')).toBe('紅中');
    expect(tileWords(hant, 'CAT')).toBe('貓');
  });
});
