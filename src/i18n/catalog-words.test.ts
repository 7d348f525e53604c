// Every Chinese message read as a player reads it, by machine: the right script (OpenCC's conversion
// tables say which characters belong to the other), no code or English inside a Chinese sentence,
// full-width punctuation next to Chinese, no space between a number and 台/番, none of the glossary's
// forbidden forms, the glossary's words on the labels players tap most, and one voice in Hong Kong.
// Each failure names the script, the catalog and the message id, so it can be found and fixed.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { readFileSync } from 'node:fs';
import { Converter } from 'opencc-js';
import { describe, expect, it } from 'vitest';
import { PROFILES } from '../core/profiles';
import { PROFILE_IDS } from '../core/types';
import { PATTERN_NAMES } from '../words/names/pattern-names';
import { parseGlossary, type Script } from './glossary';

const config = getConfig({ configPath: 'lingui.config.ts', skipValidation: false });
const catalogs = await getCatalogs(config);
const glossary = parseGlossary(readFileSync(new URL('./GLOSSARY.md', import.meta.url), 'utf8'));

interface Message {
  area: string;
  id: string;
  english: string;
  text: string;
}

const SCRIPTS: readonly Script[] = ['zh-Hans', 'zh-Hant'];

const messages: Record<Script, Message[]> = { 'zh-Hans': [], 'zh-Hant': [] };
for (const catalog of catalogs) {
  const area = catalog.path.replace(/.*\//, '');
  const english = await catalog.read('en');
  for (const script of SCRIPTS) {
    for (const [id, entry] of Object.entries(await catalog.read(script))) {
      if (entry.obsolete || !entry.translation) continue;
      const source = english[id];
      messages[script].push({
        area,
        id,
        english: source?.translation || source?.message || id,
        text: entry.translation,
      });
    }
  }
}

/** A value the code puts in (`{name}`): stands in the read text as one character no check matches. */
const VALUE = '\uE000';

/**
 * The words a message shows: its values as VALUE, `#` (a plural's count) as 9, `<0>` tags dropped,
 * and the plural/select syntax (keywords, case keys, braces) as paragraph breaks, so no check reads a
 * case key (`sg {…}`) as a word or joins the end of one case to the start of the next.
 */
export function wordsOf(message: string): string {
  return message
    .replace(/<\/?\d+\/?>/g, '')
    .replace(/\{\s*[\w.]+\s*\}/g, VALUE)
    .replace(/\{\s*[\w.]+\s*,\s*(?:plural|select|selectordinal)\s*,(?:\s*offset:\d+)?/g, '\u2029')
    .replace(/(?:=\d+|[\w-]+)\s*\{/g, '\u2029')
    .replace(/[{}]/g, '\u2029')
    .replace(/#/g, '9');
}

const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
const HAN = new RegExp(`[${CJK}]`, 'u');

/**
 * Romanised names tables say beside the Chinese (the glossary's), allowed only after the Chinese in
 * full-width brackets: 平胡（Ping Hu）. Longer names first, so 'Dui Dui Hu' is not read as 'Hu'.
 */
const ROMANISED = [
  'Hai Di Lao Yue',
  'Hua/Kong Sang',
  'Dui Dui Hu',
  'Qing Yi Se',
  'Ci Dui Zi',
  'Ping Hu',
  'Ping Wu',
  'Kah Long',
  'Zha Hu',
  'Ren Hu',
  'Tian Hu',
  'Di Hu',
  'Zhi Mo',
  'Ban Se',
  'Bao',
];
/**
 * What a player types or reads as it is, not a word: addresses (wss://…, a web site's domain, an email
 * address), the scheme the app is served over, the command that starts a sync server, and an example of
 * a code a player types (a UEN such as T09LL0001B: capitals and digits together).
 */
const TECHNICAL =
  /\b(?:wss?|https?):\/\/[\w./:-]*|\bhttps\b|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|sg)\b|npm run sync-server|\b(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{8,}\b/g;
/** English the players read as it is: the brand, the payment schemes and Singapore's business number (UEN), formats. */
const ENGLISH_ALLOWED = ['Tai Table', 'PayNow', 'FPS', 'UEN', 'QR', 'CSV', 'JSON'];

/** What is wrong with a message's words, as short reasons (empty when nothing is). */
function problemsOf(script: Script, message: Message): string[] {
  const words = wordsOf(message.text);
  if (!HAN.test(words)) return []; // a message with no Chinese (a number format, a name) is not a sentence
  const problems: string[] = [];
  for (const id of words.match(/\b(?:sg-reference|sg|hk)\b|\b[a-z]+(?:_[a-z0-9]+)+\b/g) ?? [])
    problems.push(`an id in the sentence: ${id}`);
  let rest = words
    .replace(TECHNICAL, ' ')
    .replace(/\b(?:sg-reference|sg|hk)\b|\b[a-z]+(?:_[a-z0-9]+)+\b/g, ' ');
  for (const name of ROMANISED) {
    for (const at of rest.matchAll(new RegExp(`(.)${name}(.)?`, 'gu'))) {
      if (at[1] !== '（' || (at[2] !== '）' && at[2] !== '、' && at[2] !== '，' && at[2] !== ' '))
        problems.push(`a romanised name not in full-width brackets after the Chinese: ${at[0]}`);
    }
    rest = rest.replaceAll(name, ' ');
  }
  for (const allowed of ENGLISH_ALLOWED) rest = rest.replace(new RegExp(`\\b${allowed}\\b`, 'g'), ' ');
  for (const word of rest.match(/[A-Za-z]{2,}/g) ?? []) problems.push(`an English word: ${word}`);
  for (const at of words.match(new RegExp(`[${CJK}][ ]?[()\\[\\]"'<>]|[()\\[\\]"'<>][ ]?[${CJK}]`, 'gu')) ??
    [])
    problems.push(`ASCII bracket or quote next to Chinese: ${at}`);
  for (const at of words.match(new RegExp(`[${CJK}][,:;?!]|[,:;?!] ?[${CJK}]|[${CJK}]\\.(?!\\d)`, 'gu')) ??
    [])
    problems.push(`ASCII punctuation next to Chinese: ${at}`);
  for (const at of words.match(new RegExp(`[0-9${VALUE}]\\s+[台番]`, 'gu')) ?? [])
    problems.push(`a space between a number and its unit: ${JSON.stringify(at)}`);
  // An ordinal is spaced as the glossary writes it, 第 3 盘 / 第 3 鋪: one space each side of the number.
  for (const at of words.match(
    new RegExp(`第(?! )[0-9${VALUE}]|第 [0-9${VALUE}]+(?![0-9${VALUE} ])`, 'gu'),
  ) ?? [])
    problems.push(`an ordinal not spaced as 第 3 盘: ${JSON.stringify(at)}`);
  for (const rule of glossary.forbidden) {
    if (rule.english && !rule.english.test(message.english)) continue;
    if (rule.scripts.includes(script) && rule.pattern.test(words))
      problems.push(`glossary forbids “${rule.form}” (${rule.instead})`);
  }
  // A value the code puts in is opaque to the checks above: one named as an id would show the id itself.
  for (const value of message.text.match(/\{\s*(?:id|\w+Id)\s*\}/g) ?? [])
    problems.push(`an id's value in the sentence: ${value}`);
  return problems;
}

/**
 * Characters OpenCC converts though the script writes them so. Simplified (Singapore): none yet.
 * Traditional (Hong Kong): the Hong Kong forms the glossary chooses (裏, 着) and characters OpenCC's
 * Simplified→Hong Kong table changes by context it cannot see: 台 is the Singapore unit and 台灣's
 * form, not 臺; 么 in 么九 (one and nine) is the table's form; 干 stays in 若干; 只 (only) stays 只.
 */
const SAME_IN_SCRIPT: Record<Script, string> = { 'zh-Hans': '', 'zh-Hant': '裏着么台干只說群戶' };
const toSimplified = Converter({ from: 'hk', to: 'cn' });
const toTraditional = Converter({ from: 'cn', to: 'hk' });

/** The characters of a text that the conversion into its own script changes: the other script's. */
function otherScriptChars(script: Script, text: string): string[] {
  const han = [...text].filter((c) => HAN.test(c)).join('');
  const converted = [...(script === 'zh-Hans' ? toSimplified(han) : toTraditional(han))];
  const own = [...han];
  // OpenCC converts character for character, so the two line up; where a phrase changes length,
  // each character is converted alone instead.
  const pairs =
    converted.length === own.length
      ? own.map((c, i) => [c, converted[i]!] as const)
      : own.map((c) => [c, script === 'zh-Hans' ? toSimplified(c) : toTraditional(c)] as const);
  return [
    ...new Set(
      pairs
        .filter(([c, to]) => c !== to && !SAME_IN_SCRIPT[script].includes(c))
        .map(([c, to]) => `${c}→${to}`),
    ),
  ];
}

describe('the glossary as data', () => {
  it('reads its fixed words, forbidden forms and register (the checks below are not vacuous)', () => {
    expect(glossary.fixed.length).toBeGreaterThan(10);
    expect(glossary.forbidden.length).toBeGreaterThan(20);
    expect(glossary.hongKongVoice).toBe('written');
  });

  it('reads a form as text, or as a /regex/ where the context decides', () => {
    const table =
      '\n## Register\n\nHong Kong register: **written**\n\n## Fixed words\n\n| English | 简体中文 | 繁體中文 |\n|---|---|---|\n| `Discard` | `放炮胡` | `出銃` |\n\n## Forbidden forms\n\n| Form | Script | Instead | Why | Where the English says |\n|---|---|---|---|---|\n| `暗碰` | both | 暗刻 | a claimed set |   |\n| `/(?<![平鸡])糊/` | zh-Hans | 胡 | the Hong Kong word |   |\n| `/a\\|b/` | zh-Hant | c | a pipe escaped in a table |   |\n| `/门前清(?!自摸)/` | zh-Hans | 门前清自摸 | needs the self-draw | `/Fully Concealed/i` |\n';
    const parsed = parseGlossary(table);
    expect(parsed.fixed).toEqual([{ english: 'Discard', words: { 'zh-Hans': '放炮胡', 'zh-Hant': '出銃' } }]);
    const [plain, regex, piped, beside] = parsed.forbidden;
    expect(plain!.scripts).toEqual(['zh-Hans', 'zh-Hant']);
    expect(plain!.pattern.test('四副暗碰')).toBe(true);
    expect(plain!.english).toBeUndefined();
    expect([regex!.pattern.test('鸡糊'), regex!.pattern.test('对对糊')]).toEqual([false, true]);
    expect([piped!.pattern.test('b'), piped!.pattern.test('|')]).toEqual([true, false]);
    expect([beside!.pattern.test('门前清1台'), beside!.pattern.test('门前清自摸1台')]).toEqual([true, false]);
    expect([beside!.english!.test('Fully concealed +1'), beside!.english!.test('Concealed hand')]).toEqual([
      true,
      false,
    ]);
  });

  it('catches each wrong sentence the native reader found, and lets its correction through', () => {
    const cases: [Script, string, string, string][] = [
      [
        'zh-Hans',
        'Ask the phone that invited you for a new link.',
        '请邀请你的手机发一个新链接。',
        '请向邀请你的那部手机要一个新链接。',
      ],
      [
        'zh-Hant',
        'Ask the phone that invited you for a new link.',
        '請邀請你的手機再發一條新連結。',
        '請向邀請你的那部手機索取一條新連結。',
      ],
      [
        'zh-Hans',
        'Off: All Chow scores on a single wait too.',
        '关闭：单吊也算炒平胡。',
        '关闭：只听一种牌也算炒平胡。',
      ],
      [
        'zh-Hant',
        'Off: All Chow scores on a single wait too.',
        '關閉：單吊也計炒平胡。',
        '關閉：只叫一種牌也計炒平胡。',
      ],
      ['zh-Hans', 'Super Dealer?', '超级庄家？', '八连庄？'],
      ['zh-Hant', 'Super Dealer?', '超級莊家？', '八連莊？'],
      ['zh-Hans', 'Doubling shares.', '双倍计份。', '每多一台，一份翻倍。'],
      ['zh-Hant', 'Doubling shares.', '雙倍計份。', '每多一台，一份翻倍。'],
      [
        'zh-Hans',
        'sg-reference adds Fully Concealed.',
        '新加坡参考另加门前清。',
        '新加坡参考另加门前清自摸。',
      ],
      [
        'zh-Hant',
        'sg-reference adds Fully Concealed.',
        '新加坡參考另加門前清。',
        '新加坡參考另加門前清自摸。',
      ],
      [
        'zh-Hans',
        'There is no page for the pattern “{id}”.',
        '没有牌型“{id}”的页面。',
        '没有这个牌型的页面。',
      ],
      ['zh-Hant', 'set aside {before}', '將 {before} 放埋一邊', '將 {before} 放在一邊'],
      ['zh-Hant', 'brought back {after}', '攞返 {after}', '取回了 {after}'],
      ['zh-Hant', 'Win and winds', '食糊同風位', '食糊方式及風位'],
      ['zh-Hans', 'Only 2, 3, 4, 6, 8 of bamboo.', '只有2、3、4、6、8索。', '只有2、3、4、6、8条。'],
    ];
    for (const [script, english, wrong, right] of cases) {
      const message = (text: string): Message => ({ area: 'test', id: 'test', english, text });
      expect(problemsOf(script, message(wrong)), wrong).not.toEqual([]);
      expect(problemsOf(script, message(right)), right).toEqual([]);
    }
    // Where 同 and 索 are the right words, they stay right.
    expect(
      problemsOf('zh-Hant', {
        area: 'test',
        id: 'test',
        english: '',
        text: '與同枱分享，同一鋪不同時記錄。',
      }),
    ).toEqual([]);
    expect(problemsOf('zh-Hans', { area: 'test', id: 'test', english: '', text: '用中文名搜索。' })).toEqual(
      [],
    );
  });
});

describe.each(SCRIPTS)('the %s catalogs', (script) => {
  const list = messages[script];

  it('are read in full (the checks below are not vacuous)', () => {
    expect(list.length).toBeGreaterThan(1000);
  });

  it('write every message in this script only', () => {
    const wrong = list.flatMap((m) => {
      const chars = otherScriptChars(script, wordsOf(m.text));
      return chars.length ? [`${m.area} ${m.id}: ${chars.join(' ')} in “${m.text}”`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('put no id, English word, ASCII punctuation or spaced unit in a Chinese sentence, and none of the glossary’s forbidden forms', () => {
    const wrong = list.flatMap((m) =>
      problemsOf(script, m).map((p) => `${m.area} ${m.id}: ${p} in “${m.text}”`),
    );
    expect(wrong).toEqual([]);
  });

  it('say the glossary’s fixed words on the labels players tap most', () => {
    const wrong = glossary.fixed.flatMap((fixed) => {
      const labels = list.filter((m) => m.english === fixed.english);
      if (labels.length === 0)
        return [`no message says “${fixed.english}” (the glossary names a label the app no longer has)`];
      return labels
        .filter((m) => m.text !== fixed.words[script])
        .map(
          (m) =>
            `${m.area} ${m.id}: “${m.text}” for “${fixed.english}”, the glossary says “${fixed.words[script]}”`,
        );
    });
    expect(wrong).toEqual([]);
  });
});

/**
 * The core's Chinese pattern names, which the command line's JSON gives each item as `zh`: in Simplified
 * characters, as Singapore writes (the JSON is one script), each the name the catalogs give that pattern
 * at its table, its romanised name in brackets aside (平胡（Ping Hu） is 平胡), and clean of every check
 * above, so the command line says what the screens say.
 */
describe('the core’s Chinese pattern names', () => {
  const catalogName = (id: string): string | undefined =>
    messages['zh-Hans'].find((m) => m.area === 'names' && m.id === id)?.text;
  const rules = PROFILE_IDS.flatMap((profile) =>
    PROFILES[profile].patterns.map((rule) => ({ profile, rule })),
  );

  it('are read for every pattern of every table (the checks below are not vacuous)', () => {
    expect(rules.length).toBeGreaterThan(90);
  });

  it.each(rules.map(({ profile, rule }) => [`${profile} ${rule.id}`, profile, rule] as const))(
    '%s is the catalogs’ Simplified name, in Simplified characters, breaking no glossary rule',
    (_name, profile, rule) => {
      const names: Readonly<Record<string, { id?: string }>> = PATTERN_NAMES[profile];
      const id = names[rule.id]?.id;
      expect(id, `${profile} ${rule.id} has no name in the catalogs`).toBeDefined();
      const named = catalogName(id!)?.replace(/（[A-Za-z /]+）$/u, '');
      expect(rule.zh).toBe(named);
      expect(otherScriptChars('zh-Hans', rule.zh)).toEqual([]);
      expect(problemsOf('zh-Hans', { area: 'core', id: rule.id, english: rule.name, text: rule.zh })).toEqual(
        [],
      );
    },
  );
});

/**
 * The two Hong Kong voices, by the particles only one of them uses: Cantonese 嘅 唔 冇 喺 咗 係 啲
 * (and 嘢 佢 哋 嚟 嗰 咁), written Chinese 的 沒有 這 是 些 (不, 在 and 了 are left out: Cantonese
 * says them too, in 不過, 現在, 了解). Each of these is only ever of its voice (係 but in 關係), so
 * one of the other voice is a sentence in the other voice: the threshold is none, in every area.
 */
const CANTONESE = /[嘅唔冇喺咗啲嘢佢哋嚟嗰咁]|(?<!關)係/gu;
const WRITTEN = /[的這些是]|沒有/gu;

export function voiceCounts(texts: readonly string[]): { cantonese: number; written: number } {
  const count = (pattern: RegExp): number =>
    texts.reduce((n, text) => n + (wordsOf(text).match(pattern)?.length ?? 0), 0);
  return { cantonese: count(CANTONESE), written: count(WRITTEN) };
}

describe('the Hong Kong voice', () => {
  const areas = [...new Set(messages['zh-Hant'].map((m) => m.area))];
  const decided = glossary.hongKongVoice;

  it.each(areas)('the %s area speaks the glossary’s one voice', (area) => {
    const list = messages['zh-Hant'].filter((m) => m.area === area);
    const counts = voiceCounts(list.map((m) => m.text));
    const own = decided === 'written' ? counts.written : counts.cantonese;
    const other = decided === 'written' ? CANTONESE : WRITTEN;
    expect(
      own,
      `${area}: the area shows none of its voice's particles (the check would be vacuous)`,
    ).toBeGreaterThan(0);
    const inOtherVoice = list
      .filter((m) => new RegExp(other.source, 'u').test(wordsOf(m.text)))
      .map((m) => `${m.id}: “${m.text}”`);
    expect(inOtherVoice).toEqual([]);
  });
});
