// The core's Chinese pattern names (the command line's `zh`) that changed since results were frozen in
// fixtures: the names the glossary (src/i18n/GLOSSARY.md) and the catalogs give those patterns, where the
// first tables had another (采花贼 is slang for a sexual predator; Hong Kong writes 平糊 and 鸡糊; the
// Last Tile is 海底, apart from the Pearl). The tests of frozen results apply exactly these, no others.
import type { ProfileId, ScoreResult } from '../types';

interface Renamed {
  readonly profiles: readonly ProfileId[];
  readonly id: string;
  readonly then: string;
  readonly now: string;
}

export const RENAMED_CHINESE: readonly Renamed[] = [
  { profiles: ['sg'], id: 'all_flowers', then: '采花贼', now: '八仙过海' },
  { profiles: ['sg', 'sg-reference'], id: 'valued_pair', then: '番对', now: '番眼' },
  { profiles: ['sg'], id: 'concealed_bonus', then: '门前清', now: '门前清平胡' },
  { profiles: ['sg'], id: 'fully_concealed', then: '门前清', now: '门前清自摸' },
  { profiles: ['sg-reference', 'hk'], id: 'last_tile', then: '海底捞月', now: '海底' },
  { profiles: ['hk'], id: 'nine_gates', then: '九莲宝灯', now: '九子连环' },
  { profiles: ['hk'], id: 'hidden_treasure', then: '四暗刻', now: '坎坎胡' },
  { profiles: ['hk'], id: 'all_chows', then: '平胡', now: '平糊' },
  { profiles: ['hk'], id: 'chicken', then: '鸡胡', now: '鸡糊' },
  { profiles: ['hk'], id: 'dragon_pong', then: '三元刻', now: '三元牌' },
  { profiles: ['hk'], id: 'concealed_hand', then: '門前清', now: '门前清' },
];

/** A frozen result with the renamed patterns' Chinese names as the core gives them today; nothing else changed. */
export function withTodaysChinese<R extends ScoreResult>(result: R): R {
  if (!result.ok) return result;
  const items = result.items.map((item) => {
    const renamed = RENAMED_CHINESE.find(
      (r) => r.profiles.includes(result.profile) && r.id === item.id && r.then === item.zh,
    );
    return renamed ? { ...item, zh: renamed.now } : item;
  });
  return { ...result, items };
}
