// The draft hand's fields, declared once: which are kept in storage and which an Undo restores
// (like Excalidraw's APP_STATE_STORAGE_CONF), the schema a stored draft must pass before use, and
// the one place where drafts written by older versions are upgraded.
import {
  PROFILE_IDS,
  EVENT_IDS,
  DECLARED_SET_TYPES,
  type DeclaredSetType,
  type EventId,
  type HandOptionsInput,
  type ProfileId,
} from '../core/types';
import { tokenCode } from '../core/tiles';

export type Wind = 'E' | 'S' | 'W' | 'N';
export const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];

export interface DraftSet {
  readonly type: DeclaredSetType;
  readonly tiles: readonly string[];
}

/** What a draft hand is: the tiles, how and where it was won, and the table it is scored at. */
export interface DraftData {
  concealed: readonly string[];
  declared: readonly DraftSet[];
  bonus: readonly string[];
  winningPick: string | null;
  winBy: 'self' | 'discard';
  seatWind: Wind;
  prevailingWind: Wind;
  events: readonly EventId[];
  profile: ProfileId;
  houseRules: Partial<Record<ProfileId, HandOptionsInput>>;
  /** With a night open, who won this hand: the player, for that night's hand number only. */
  nightWinner: NightWinner | null;
}

export interface NightWinner {
  /** `${sessionId}#${handNumber}`: a choice made for one hand is not carried into the next. */
  readonly hand: string;
  readonly player: 0 | 1 | 2 | 3;
}

interface FieldConf {
  /** Written to storage on every change and read back on the next start. */
  readonly stored: boolean;
  /** Part of what Undo puts back. */
  readonly undoable: boolean;
}

/** Every field of the draft, once. A new field is added here and nowhere else decides its fate. */
export const DRAFT_FIELD_CONF = {
  concealed: { stored: true, undoable: true },
  declared: { stored: true, undoable: true },
  bonus: { stored: true, undoable: true },
  winningPick: { stored: true, undoable: true },
  winBy: { stored: true, undoable: true },
  seatWind: { stored: true, undoable: true },
  prevailingWind: { stored: true, undoable: true },
  events: { stored: true, undoable: true },
  profile: { stored: true, undoable: true },
  houseRules: { stored: true, undoable: true },
  nightWinner: { stored: true, undoable: true },
} as const satisfies Record<keyof DraftData, FieldConf>;

const FIELDS = Object.keys(DRAFT_FIELD_CONF) as (keyof DraftData)[];
export const STORED_FIELDS = FIELDS.filter((f) => DRAFT_FIELD_CONF[f].stored);
export const UNDOABLE_FIELDS = FIELDS.filter((f) => DRAFT_FIELD_CONF[f].undoable);

/** A fresh hand, as Clear leaves it: every field but the table (profile and house rules). */
export const EMPTY_HAND: Omit<DraftData, 'profile' | 'houseRules'> = {
  concealed: [],
  declared: [],
  bonus: [],
  winningPick: null,
  winBy: 'self',
  seatWind: 'E',
  prevailingWind: 'E',
  events: [],
  nightWinner: null,
};
export const EMPTY_DRAFT: DraftData = { ...EMPTY_HAND, profile: 'sg', houseRules: {} };

/** The fields of `source` named in `fields`, as a new object. */
export function pick<K extends keyof DraftData>(source: DraftData, fields: readonly K[]): Pick<DraftData, K> {
  const out = {} as Pick<DraftData, K>;
  for (const f of fields) out[f] = source[f];
  return out;
}

// A stored draft is read before the first screen is drawn, so its check is written out here rather than
// with the validation library the rest of the app uses: the first screen carries none of that library
// (draft-fields.test.ts holds this check to the schema it replaced, valibot's, on random drafts).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isToken = (value: unknown): value is string => typeof value === 'string' && tokenCode(value) >= 0;
const oneOf = <T>(choices: readonly T[], value: unknown): value is T => choices.includes(value as T);

/** Tiles, checked only as tiles: a hand with a fifth copy is kept, and the scorer explains it. */
const tokensOr = (value: unknown, fallback: string[]): string[] =>
  Array.isArray(value) && value.every(isToken) ? [...value] : fallback;

function declaredOr(value: unknown, fallback: DraftSet[]): DraftSet[] {
  if (!Array.isArray(value)) return fallback;
  const sets: DraftSet[] = [];
  for (const set of value) {
    if (!isRecord(set) || !oneOf(DECLARED_SET_TYPES, set.type)) return fallback;
    if (!Array.isArray(set.tiles) || !set.tiles.every(isToken)) return fallback;
    sets.push({ type: set.type, tiles: [...(set.tiles as string[])] });
  }
  return sets;
}

/** Each house rule the draft knows by type; others (added later) pass through: the core checks their values. */
const HOUSE_RULE_TYPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  min_tai: (value) => typeof value === 'number',
  cap_tai: (value) => typeof value === 'number',
  unit: (value) => typeof value === 'number',
  concealed_bonus: (value) => typeof value === 'number',
  seven_pairs: (value) => typeof value === 'boolean' || typeof value === 'number',
  unusual_hands: (value) => typeof value === 'boolean',
  ping_hu_wait: (value) => value === 'pattern' || value === 'any',
  little_dragons_total: (value) => typeof value === 'boolean',
};

function houseRulesOr(
  value: unknown,
  fallback: Partial<Record<ProfileId, HandOptionsInput>>,
): Partial<Record<ProfileId, HandOptionsInput>> {
  if (!isRecord(value)) return fallback;
  const out: Partial<Record<ProfileId, HandOptionsInput>> = {};
  for (const [profile, rules] of Object.entries(value)) {
    if (!oneOf(PROFILE_IDS, profile) || typeof rules !== 'object' || rules === null) return fallback;
    for (const [rule, ruleValue] of Object.entries(rules as object)) {
      const fits = HOUSE_RULE_TYPES[rule];
      if (fits && !fits(ruleValue)) return fallback;
    }
    out[profile] = { ...rules } as HandOptionsInput;
  }
  return out;
}

function nightWinnerOr(value: unknown, fallback: NightWinner | null): NightWinner | null {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.hand !== 'string' || !oneOf([0, 1, 2, 3] as const, value.player))
    return fallback;
  return { hand: value.hand, player: value.player };
}

/**
 * A stored draft's fields: each one falls back to its empty value when it does not fit, so one odd
 * field (from a hand edit or a bug) never costs the rest of the hand. Tiles are checked only as
 * tiles: a hand with a fifth copy is kept, and the scorer explains it beside the tiles.
 */
export function storedDraftFields(state: Record<string, unknown>): DraftData {
  return {
    concealed: tokensOr(state.concealed, []),
    declared: declaredOr(state.declared, []),
    bonus: tokensOr(state.bonus, []),
    winningPick: state.winningPick === null || isToken(state.winningPick) ? state.winningPick : null,
    winBy: oneOf(['self', 'discard'] as const, state.winBy) ? state.winBy : 'self',
    seatWind: oneOf(WINDS, state.seatWind) ? state.seatWind : 'E',
    prevailingWind: oneOf(WINDS, state.prevailingWind) ? state.prevailingWind : 'E',
    events:
      Array.isArray(state.events) && state.events.every((event) => oneOf(EVENT_IDS, event))
        ? [...(state.events as EventId[])]
        : [],
    profile: oneOf(PROFILE_IDS, state.profile) ? state.profile : 'sg',
    houseRules: houseRulesOr(state.houseRules, {}),
    nightWinner: nightWinnerOr(state.nightWinner, null),
  };
}

/** The envelope in storage: version 2 adds `savedAt`, so the newer of two copies wins. */
export const DRAFT_VERSION = 2;
export interface StoredDraft {
  version: typeof DRAFT_VERSION;
  savedAt: number;
  state: Pick<DraftData, (typeof STORED_FIELDS)[number]>;
}

/**
 * Reads a stored draft of any version into today's fields, or null when nothing usable is there.
 * Version 1 (zustand's persist format, the same field names, no time) is read as saved at time 0,
 * so any version-2 copy is newer.
 */
export function upgradeDraft(raw: unknown): { savedAt: number; state: DraftData } | null {
  if (!isRecord(raw) || typeof raw.version !== 'number' || !('state' in raw)) return null;
  const { version, savedAt, state } = raw;
  if (savedAt !== undefined && typeof savedAt !== 'number') return null;
  if (version !== 1 && version !== DRAFT_VERSION) return null;
  const fields = storedDraftFields(isRecord(state) ? state : {});
  return { savedAt: version === 1 ? 0 : (savedAt ?? 0), state: fields };
}

/** True when every stored field is as a first visit has it: the draft the static shell was drawn with. */
export const isEmptyDraft = (s: DraftData): boolean =>
  JSON.stringify(pick(s, STORED_FIELDS)) === JSON.stringify(pick(EMPTY_DRAFT, STORED_FIELDS));
