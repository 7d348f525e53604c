// The event rules of RULES.md section 2, in one place: which events decide the kind of win, which
// cannot happen together, and when an event is impossible for the hand, each with the sentence
// that says why. The validator (parse-hand.ts) and the screens (`eventAvailability`) read these
// same rules, so a screen never offers what the scorer would refuse.
import {
  BONUS_BASE,
  BONUS_COUNT,
  EAST,
  WIND_TOKENS,
  isAnimal,
  parseWind,
  tileName,
  tokenCode,
} from './tiles';
import type { ErrorValues } from './errors';
import { EVENT_IDS, PROFILE_IDS, type EventId, type ProfileId } from './types';

export const EVENT_BIT: Readonly<Record<EventId, number>> = {
  robbing_kong: 1,
  replacement: 2,
  kong_on_kong: 4,
  last_tile: 8,
  last_five: 16,
  heavenly: 32,
  earthly: 64,
  human: 128,
};

export type WinKind = 'discard' | 'self_draw';

/** What the event rules need to know about a hand. */
export interface EventContext {
  readonly profile: ProfileId;
  /** 0..3 for E S W N. */
  readonly seatWind: number;
  /** Kongs declared, exposed or concealed. */
  readonly kongs: number;
  /** Declared sets other than concealed kongs (chows, pongs, exposed kongs). */
  readonly openSets: number;
  /** Bonus tiles set aside, animals included even where they score nothing: each was drawn and replaced. */
  readonly bonusTiles: number;
}

interface EventRule {
  /** As a player names it in a sentence. */
  readonly name: string;
  /** The kind of win the event is, where it decides it (RULES.md section 2). */
  readonly decides?: (profile: ProfileId) => WinKind | null;
  /** Why the hand cannot have had the event (its sentence and its values), or undefined when it can. */
  readonly impossible?: (c: EventContext) => Impossible | undefined;
}

interface Impossible {
  readonly message: string;
  readonly values: ErrorValues;
}

const windName = (seat: number): string => tileName(EAST + seat).replace(' Wind', '');
const always = (kind: WinKind) => (): WinKind => kind;
const nonDealer =
  (event: EventId, name: string) =>
  (c: EventContext): Impossible | undefined =>
    c.seatWind === 0
      ? {
          message: `${name} is a win by a player other than the dealer, and East is the dealer.`,
          values: { why: 'dealer', event },
        }
      : undefined;

export const EVENT_RULES: Readonly<Record<EventId, EventRule>> = {
  robbing_kong: { name: 'Robbing the Kong', decides: always('discard') },
  replacement: {
    name: 'A replacement-tile win',
    decides: always('self_draw'),
    impossible: (c) =>
      c.kongs === 0 && c.bonusTiles === 0
        ? {
            message:
              'A replacement tile is drawn after a kong or a bonus tile, and this hand declares no kong and has no bonus tile.',
            values: { why: 'no_replacement', event: 'replacement' },
          }
        : undefined,
  },
  kong_on_kong: {
    name: 'Kong on Kong',
    decides: always('self_draw'),
    impossible: (c) =>
      c.kongs < 2
        ? {
            message: `Kong on Kong needs two or more kongs declared (exposed or concealed), and this hand declares ${c.kongs}.`,
            values: { why: 'kongs', event: 'kong_on_kong', kongs: c.kongs },
          }
        : undefined,
  },
  last_tile: { name: 'A last-tile win' },
  last_five: { name: 'A win with five or fewer tiles left', decides: always('self_draw') },
  heavenly: {
    name: 'Heavenly Hand',
    decides: always('self_draw'),
    impossible: (c): Impossible | undefined => {
      if (c.seatWind !== 0) {
        return {
          message: `Heavenly Hand is the dealer’s win on the deal: the dealer sits East, and this player sits ${windName(c.seatWind)}.`,
          values: { why: 'not_dealer', event: 'heavenly', seat: WIND_TOKENS[c.seatWind]! },
        };
      }
      if (c.openSets > 0) {
        return {
          message:
            'Heavenly Hand is won on the deal, before any set is claimed: only a concealed kong can be declared.',
          values: { why: 'claimed', event: 'heavenly' },
        };
      }
      return undefined;
    },
  },
  earthly: {
    name: 'Earthly Hand',
    decides: (profile) => (profile === 'sg-reference' ? null : 'discard'),
    impossible: nonDealer('earthly', 'Earthly Hand'),
  },
  human: {
    name: 'Ren Hu (Human Hand)',
    decides: always('discard'),
    impossible: nonDealer('human', 'Ren Hu (Human Hand)'),
  },
};

/** Events that cannot happen in one hand, whatever the kind of win. */
const EXCLUSIVE: readonly (readonly [EventId, EventId, string])[] = [
  [
    'robbing_kong',
    'replacement',
    'A hand cannot be won both by robbing a kong (a discard) and on a replacement tile (a self-draw).',
  ],
  [
    'robbing_kong',
    'kong_on_kong',
    'A hand cannot be won both by robbing a kong (a discard) and on a replacement tile after kongs (a self-draw).',
  ],
  [
    'human',
    'earthly',
    'Ren Hu is won on a first-round discard other than the dealer’s first, and Earthly Hand on the dealer’s first: choose one.',
  ],
];

export interface EventProblem {
  readonly code: 'event_not_possible' | 'conflicting_events';
  readonly message: string;
  /** The events the problem is about. */
  readonly events: readonly EventId[];
  /** What the screen words: `why`, and the events (ids, comma-separated) or counts it is about. */
  readonly values: ErrorValues;
}

export interface EventCheck {
  readonly problems: readonly EventProblem[];
  /** The kind of win: as given, or as the events decide it, or a self-draw. */
  readonly selfDrawn: boolean;
  /** EVENT_BIT flags, the implied events added (kong on kong → replacement; a self-drawn last tile → last five). */
  readonly bits: number;
}

/** The kind of win an event decides under a profile, or null where it may be either. */
export const eventWinKind = (event: EventId, profile: ProfileId): WinKind | null =>
  EVENT_RULES[event].decides?.(profile) ?? null;

const KIND_WORDS: Readonly<Record<WinKind, string>> = {
  discard: 'a win on a discard',
  self_draw: 'a self-drawn win',
};
const list = (events: readonly EventId[]): string => {
  const names = events.map((e, i) =>
    i === 0 ? EVENT_RULES[e].name : EVENT_RULES[e].name.replace(/^A /, 'a '),
  );
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
};

/** Whether `bits` (EVENT_BIT flags) hold `event`. */
const hasEvent = (bits: number, event: EventId): boolean => (bits & EVENT_BIT[event]) !== 0;

/**
 * Checks a hand's events (EVENT_BIT flags as given) against section 2. `discard` is
 * `winning_from_discard` where the hand gives it, undefined where it is omitted.
 */
export function checkEvents(context: EventContext, given: number, discard: boolean | undefined): EventCheck {
  // Most hands have no event: nothing to check, and the kind of win is as given.
  if (given === 0) return discard === true ? NO_EVENTS_DISCARD : NO_EVENTS_SELF_DRAWN;
  const problems: EventProblem[] = [];
  let bits = given;
  if (bits & EVENT_BIT.kong_on_kong) bits |= EVENT_BIT.replacement;

  for (const event of EVENT_IDS) {
    if (!(given & EVENT_BIT[event])) continue;
    const why = EVENT_RULES[event].impossible?.(context);
    if (why)
      problems.push({
        code: 'event_not_possible',
        message: why.message,
        events: [event],
        values: why.values,
      });
  }
  let exclusive = false;
  for (const [a, b, message] of EXCLUSIVE) {
    if (
      hasEvent(bits, a) &&
      hasEvent(bits, b) &&
      !(a === 'robbing_kong' && b === 'replacement' && hasEvent(bits, 'kong_on_kong'))
    ) {
      problems.push({
        code: 'conflicting_events',
        message,
        events: [a, b],
        values: { why: 'exclusive', events: `${a},${b}` },
      });
      exclusive = true;
    }
  }

  const byKind: Record<WinKind, EventId[]> = { discard: [], self_draw: [] };
  for (const event of EVENT_IDS) {
    // An implied replacement speaks through the kong on kong that implies it.
    if (!hasEvent(bits, event) || (event === 'replacement' && !(given & EVENT_BIT.replacement))) continue;
    const kind = eventWinKind(event, context.profile);
    if (kind) byKind[kind].push(event);
  }
  let decided: WinKind | undefined;
  if (byKind.discard.length > 0 && byKind.self_draw.length > 0) {
    if (!exclusive) {
      problems.push({
        code: 'conflicting_events',
        message: `${list(byKind.discard)} ${byKind.discard.length > 1 ? 'are wins' : 'is a win'} on a discard, but ${list(byKind.self_draw).replace(/^A /, 'a ')} ${byKind.self_draw.length > 1 ? 'are' : 'is'} self-drawn: a hand is won one way.`,
        events: [...byKind.discard, ...byKind.self_draw],
        values: { why: 'kinds', discard: byKind.discard.join(','), self_draw: byKind.self_draw.join(',') },
      });
    }
  } else if (byKind.discard.length > 0) decided = 'discard';
  else if (byKind.self_draw.length > 0) decided = 'self_draw';

  if (decided && discard !== undefined && (decided === 'discard') !== discard) {
    const events = byKind[decided];
    problems.push({
      code: 'conflicting_events',
      message: `${list(events)} ${events.length > 1 ? 'are' : 'is'} ${KIND_WORDS[decided]}, but the hand is marked ${discard ? 'won on a discard' : 'self-drawn'}.`,
      events,
      values: { why: 'marked', events: events.join(','), kind: decided },
    });
  }
  const selfDrawn = discard !== undefined ? !discard : decided ? decided === 'self_draw' : true;
  if (selfDrawn && hasEvent(bits, 'last_tile')) bits |= EVENT_BIT.last_five;
  return { problems, selfDrawn, bits };
}

const NO_EVENTS_DISCARD: EventCheck = Object.freeze({
  problems: Object.freeze([]),
  selfDrawn: false,
  bits: 0,
});
const NO_EVENTS_SELF_DRAWN: EventCheck = Object.freeze({
  problems: Object.freeze([]),
  selfDrawn: true,
  bits: 0,
});

export type EventAvailability =
  | { readonly possible: true }
  | {
      readonly possible: false;
      readonly code: EventProblem['code'];
      readonly reason: string;
      readonly values: ErrorValues;
    };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The event context of a hand as a screen holds it, read leniently: what cannot be read counts as absent. */
function contextOf(raw: Record<string, unknown>): EventContext {
  const profileValue = typeof raw.profile === 'string' ? raw.profile.toLowerCase() : 'sg';
  const profile = (PROFILE_IDS as readonly string[]).includes(profileValue)
    ? (profileValue as ProfileId)
    : 'sg';
  const seat = parseWind(raw.seat_wind ?? 'E');
  let kongs = 0;
  let openSets = 0;
  for (const set of Array.isArray(raw.exposed) ? raw.exposed : []) {
    const type = isRecord(set) && typeof set.type === 'string' ? set.type.toLowerCase() : '';
    if (type === 'kong' || type === 'concealed_kong') kongs++;
    if (type === 'chow' || type === 'pong' || type === 'kong') openSets++;
  }
  let mask = 0;
  for (const token of Array.isArray(raw.bonus) ? raw.bonus : []) {
    const bonus = tokenCode(token) - BONUS_BASE;
    if (bonus >= 0 && bonus < BONUS_COUNT && !(profile === 'hk' && isAnimal(bonus))) mask |= 1 << bonus;
  }
  let bonusTiles = 0;
  for (let m = mask; m; m &= m - 1) bonusTiles++;
  return { profile, seatWind: seat < 0 ? 0 : seat, kongs, openSets, bonusTiles };
}

/**
 * For each event, whether the hand as it stands could have had it (together with the events it
 * already has and the kind of win, where given), or the validator's own sentence saying why not.
 * Accepts any value, a hand still being entered included. Leave `winning_from_discard` out to let
 * an event decide the kind of win, as the scorer does.
 */
export function eventAvailability(input: unknown): Record<EventId, EventAvailability> {
  const raw = isRecord(input) ? input : {};
  const context = contextOf(raw);
  let current = 0;
  for (const event of Array.isArray(raw.events) ? raw.events : []) {
    const id = typeof event === 'string' ? event.toLowerCase() : '';
    if ((EVENT_IDS as readonly string[]).includes(id)) current |= EVENT_BIT[id as EventId];
  }
  const discard = typeof raw.winning_from_discard === 'boolean' ? raw.winning_from_discard : undefined;
  const out = {} as Record<EventId, EventAvailability>;
  for (const event of EVENT_IDS) {
    const problem = checkEvents(context, current | EVENT_BIT[event], discard).problems.find((p) =>
      p.events.includes(event),
    );
    out[event] = problem
      ? { possible: false, code: problem.code, reason: problem.message, values: problem.values }
      : { possible: true };
  }
  return out;
}

export { eventsOffered } from './events-offered';
