// The ledger in a player's words, in the language in use: winds, lists of names, dates and times,
// a hand's value in tai or fan, and who pays whom. Called while a screen renders, so each reads
// Lingui's one i18n (never at module top level, which would freeze one language).
import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PerPlayer, Wind } from '../core/ledger';
import type { ProfileId } from '../core/types';
import { LANG_TAGS, type Locale } from '../i18n/locales';
import { nightOptions, type NightSettings } from '../core/ledger';
import { formatMoney } from '../core/amounts';
import { timeWords } from './dates';
import { nightDate, nightTitle } from './night-title';

export { isDateName, nightDate, nightTitle } from './night-title';

const WIND_WORDS: Readonly<Record<Wind, MessageDescriptor>> = {
  E: msg`East`,
  S: msg`South`,
  W: msg`West`,
  N: msg`North`,
};

/** The characters of the winds, shown beside their names in English. */
export const WIND_ZH: Readonly<Record<Wind, string>> = { E: '東', S: '南', W: '西', N: '北' };

export const isWindKey = (w: string | undefined): w is Wind => w !== undefined && w in WIND_WORDS;

/** "East", "东", "東": a wind's name; anything else is shown as it is. */
export const windName = (wind: string): string => (isWindKey(wind) ? i18n._(WIND_WORDS[wind]) : wind);

/** "East round", "东风圈", "東風圈". */
export function roundName(wind: Wind): string {
  const name = windName(wind);
  return t`${name} round`;
}

/** The `lang` tag of the language in use, for Intl. */
export const langOf = (): string => LANG_TAGS[(i18n.locale || 'en') as Locale] ?? LANG_TAGS.en;

/** Whether the language in use is a Chinese one (which shows the winds in characters only). */
export const inChinese = (): boolean => i18n.locale === 'zh-Hans' || i18n.locale === 'zh-Hant';

const formats = new Map<string, Intl.DateTimeFormat | Intl.ListFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => T): T {
  const found = formats.get(key) as T | undefined;
  if (found) return found;
  const made = make();
  formats.set(key, made);
  return made;
}

/** "Ah Beng", "Ah Beng and Kumar", "Ah Beng, Kumar and Mei Ling"; "阿明、Kumar和美玲". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  const lang = langOf();
  return cached(`list:${lang}`, () => new Intl.ListFormat(lang, { type: 'conjunction' })).format(items);
}

/** "Player 3", for a player with no usable name. */
export const playerName = (players: readonly string[], player: number): string => {
  const n = player + 1;
  return players[player] ?? t`Player ${n}`;
};

/** "Mei Ling pays Kumar $3.20". */
export function paysWords(
  players: PerPlayer<string>,
  transfer: { from: number; to: number; amount: number },
): string {
  const payer = playerName(players, transfer.from);
  const payee = playerName(players, transfer.to);
  const amount = formatMoney(transfer.amount);
  return t`${payer} pays ${payee} ${amount}`;
}

const PROFILE_NAMES: Readonly<Record<ProfileId, MessageDescriptor>> = {
  sg: msg`Singapore table`,
  'sg-reference': msg`Singapore 0–5 tai reference`,
  hk: msg`Hong Kong`,
};

/** "Singapore table", "Hong Kong": the rules a night is played under. */
export const profileName = (profile: ProfileId): string => i18n._(PROFILE_NAMES[profile]);

/** "3 tai" at a Singapore table, "3 fan" at a Hong Kong one: a hand's value in the table's unit. */
export function valueWords(profile: ProfileId, count: number): string {
  return profile === 'hk' ? t`${count} fan` : t`${count} tai`;
}

/** "tai" or "fan": the table's unit on its own, for a label. */
export function unitName(profile: ProfileId): string {
  return profile === 'hk' ? t`fan` : t`tai`;
}

/** "Fri, 13 Jun 2025", "2025年6月13日周五": the night, as players remember it. */
/** "2026-11-30" in the phone's own time zone, for file names. */
export function isoDay(at: number): string {
  const d = new Date(at);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** "$0.20 a tai", "$0.50 a unit": what the night is played for. */
export function stakeOf(settings: NightSettings): string {
  const stake = formatMoney(nightOptions(settings).unit);
  return settings.profile === 'hk' ? t`${stake} a unit` : t`${stake} a tai`;
}

/** "1 to 5 tai", "3 to 10 fan": the least a win needs and the cap. */
export function taiRange(profile: ProfileId, min: number, cap: number): string {
  return profile === 'hk' ? t`${min} to ${cap} fan` : t`${min} to ${cap} tai`;
}

/** "Singapore table · $0.20 a tai · 1 to 5 tai", "Hong Kong · $0.50 a unit · 3 to 10 fan": the night's stakes in one line. */
export function stakesLine(settings: NightSettings): string {
  const options = nightOptions(settings);
  const table = profileName(settings.profile);
  const stake = stakeOf(settings);
  const range = taiRange(settings.profile, options.min_tai, options.cap_tai);
  return t`${table} · ${stake} · ${range}`;
}

/** "1 entry", "12 entries". */
export const entryCountWords = (count: number): string =>
  plural(count, { one: '# entry', other: '# entries' });

/** "Started 8:05 pm · Singapore table · 12 entries" (the date too when the night has its own name). */
export function aboutNight(night: {
  name: string;
  createdAt: number;
  profile: ProfileId;
  entryCount: number;
}): string {
  const date = nightDate(night.createdAt);
  const time = timeWords(night.createdAt);
  const table = profileName(night.profile);
  const entries = entryCountWords(night.entryCount);
  return nightTitle(night) === date
    ? t`Started ${time} · ${table} · ${entries}`
    : t`${date}, ${time} · ${table} · ${entries}`;
}
