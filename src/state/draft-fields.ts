// The draft hand's fields, declared once: which are kept in storage and which an Undo restores
// (like Excalidraw's APP_STATE_STORAGE_CONF), the schema a stored draft must pass before use, and
// the one place where drafts written by older versions are upgraded.
import * as v from 'valibot';
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

const Token = v.pipe(
  v.string(),
  v.check((t) => tokenCode(t) >= 0, 'not a tile'),
);
const Tokens = v.array(Token);
const WindSchema = v.picklist(WINDS);
const HouseRulesSchema = v.object({
  min_tai: v.optional(v.number()),
  cap_tai: v.optional(v.number()),
  unit: v.optional(v.number()),
  concealed_bonus: v.optional(v.number()),
  seven_pairs: v.optional(v.union([v.boolean(), v.number()])),
  unusual_hands: v.optional(v.boolean()),
  ping_hu_wait: v.optional(v.picklist(['pattern', 'any'])),
  little_dragons_total: v.optional(v.boolean()),
  // House rules other helpers add later (human_hand, ...) pass through: the core validates their values.
  // Unknown keys are kept because the core, not the draft, owns the list of options.
});

/**
 * A stored draft's fields: each one falls back to its empty value when it does not fit, so one odd
 * field (from a hand edit or a bug) never costs the rest of the hand. Tiles are checked only as
 * tiles: a hand with a fifth copy is kept, and the scorer explains it beside the tiles.
 */
export const StoredDraftSchema = v.object({
  concealed: v.fallback(Tokens, []),
  declared: v.fallback(v.array(v.object({ type: v.picklist(DECLARED_SET_TYPES), tiles: Tokens })), []),
  bonus: v.fallback(Tokens, []),
  winningPick: v.fallback(v.nullable(Token), null),
  winBy: v.fallback(v.picklist(['self', 'discard']), 'self'),
  seatWind: v.fallback(WindSchema, 'E'),
  prevailingWind: v.fallback(WindSchema, 'E'),
  events: v.fallback(v.array(v.picklist(EVENT_IDS)), []),
  profile: v.fallback(v.picklist(PROFILE_IDS), 'sg'),
  houseRules: v.fallback(v.record(v.picklist(PROFILE_IDS), v.looseObject(HouseRulesSchema.entries)), {}),
  nightWinner: v.fallback(
    v.nullable(v.object({ hand: v.string(), player: v.picklist([0, 1, 2, 3] as const) })),
    null,
  ),
});

/** The envelope in storage: version 2 adds `savedAt`, so the newer of two copies wins. */
export const DRAFT_VERSION = 2;
export interface StoredDraft {
  version: typeof DRAFT_VERSION;
  savedAt: number;
  state: Pick<DraftData, (typeof STORED_FIELDS)[number]>;
}

const Envelope = v.object({ version: v.number(), savedAt: v.optional(v.number()), state: v.unknown() });

/**
 * Reads a stored draft of any version into today's fields, or null when nothing usable is there.
 * Version 1 (zustand's persist format, the same field names, no time) is read as saved at time 0,
 * so any version-2 copy is newer.
 */
export function upgradeDraft(raw: unknown): { savedAt: number; state: DraftData } | null {
  const envelope = v.safeParse(Envelope, raw);
  if (!envelope.success) return null;
  const { version, savedAt, state } = envelope.output;
  if (version !== 1 && version !== DRAFT_VERSION) return null;
  const fields = v.safeParse(StoredDraftSchema, typeof state === 'object' && state !== null ? state : {});
  if (!fields.success) return null;
  return { savedAt: version === 1 ? 0 : (savedAt ?? 0), state: fields.output as DraftData };
}

/** True when every stored field is as a first visit has it: the draft the static shell was drawn with. */
export const isEmptyDraft = (s: DraftData): boolean =>
  JSON.stringify(pick(s, STORED_FIELDS)) === JSON.stringify(pick(EMPTY_DRAFT, STORED_FIELDS));
