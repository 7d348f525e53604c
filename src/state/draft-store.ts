// The hand being tapped in on the score screen, the table context, and the table's house rules.
// Kept in localStorage so a reload, an update or a closed tab never loses a half-entered hand.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { PROFILE_SETTINGS } from '../core/options';
import { BONUS_TOKENS, TILE_TOKENS, tileName, bonusName, tokenCode, BONUS_BASE, TILE_COUNT, canonicalToken, sortTokens } from '../core/tiles';
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from '../core/types';

export type DeclareMode = 'hand' | DeclaredSetType;
export type TapMode = 'remove' | 'winning';
export type Wind = 'E' | 'S' | 'W' | 'N';

export interface DraftSet {
  readonly type: DeclaredSetType;
  readonly tiles: readonly string[];
}

/** What undo restores: the hand and its context, not the screen's modes. */
interface Snapshot {
  concealed: readonly string[];
  declared: readonly DraftSet[];
  bonus: readonly string[];
  winningPick: string | null;
  winBy: 'self' | 'discard';
  seatWind: Wind;
  prevailingWind: Wind;
  events: readonly EventId[];
}

export interface DraftState extends Snapshot {
  profile: ProfileId;
  houseRules: Partial<Record<ProfileId, HandOptionsInput>>;
  declareMode: DeclareMode;
  tapMode: TapMode;
  /** Why the last tap did nothing, in a player's words; cleared by the next change. */
  notice: string | null;
  past: Snapshot[];

  tapPalette(token: string): void;
  tapHandTile(token: string): void;
  removeSet(index: number): void;
  removeBonus(token: string): void;
  setDeclareMode(mode: DeclareMode): void;
  setTapMode(mode: TapMode): void;
  setWinBy(winBy: 'self' | 'discard'): void;
  setSeatWind(wind: Wind): void;
  setPrevailingWind(wind: Wind): void;
  toggleEvent(event: EventId): void;
  setProfile(profile: ProfileId): void;
  setHouseRules(profile: ProfileId, rules: HandOptionsInput): void;
  load(hand: HandInput): void;
  undo(): void;
  clear(): void;
}

const MAX_UNDO = 100;
const EMPTY: Snapshot = {
  concealed: [], declared: [], bonus: [], winningPick: null, winBy: 'self', seatWind: 'E', prevailingWind: 'E', events: [],
};

const SET_SIZE: Record<DeclaredSetType, number> = { chow: 3, pong: 3, kong: 4, concealed_kong: 4 };
const SET_WORDS: Record<DeclaredSetType, string> = { chow: 'chow', pong: 'pong', kong: 'kong', concealed_kong: 'concealed kong' };

/** Tiles counted towards the 14: each concealed tile, and 3 for each declared set (a kong too). */
export const tileTotal = (s: Pick<Snapshot, 'concealed' | 'declared'>): number => s.concealed.length + 3 * s.declared.length;

/** How many of a playing tile are in the hand and the declared sets. */
export function copiesUsed(s: Pick<Snapshot, 'concealed' | 'declared'>, token: string): number {
  let n = 0;
  for (const t of s.concealed) if (t === token) n++;
  for (const set of s.declared) for (const t of set.tiles) if (t === token) n++;
  return n;
}

/** Copies left of a token: 4 of a playing tile, 1 of a bonus tile, less those used. */
export function copiesLeft(s: Pick<Snapshot, 'concealed' | 'declared' | 'bonus'>, token: string): number {
  if (tokenCode(token) >= BONUS_BASE) return s.bonus.includes(token) ? 0 : 1;
  return 4 - copiesUsed(s, token);
}

/** The winning tile: the one the player marked, or else the last tile added. */
export function winningTileOf(s: Pick<Snapshot, 'concealed' | 'winningPick'>): string | null {
  if (s.winningPick && s.concealed.includes(s.winningPick)) return s.winningPick;
  return s.concealed.at(-1) ?? null;
}


/** The parts of the draft that make the scorer's input. */
export type HandFields = Pick<DraftState, 'profile' | 'houseRules' | 'concealed' | 'declared' | 'bonus' | 'winningPick' | 'winBy' | 'seatWind' | 'prevailingWind' | 'events'>;

export const selectHandFields = (s: DraftState): HandFields => ({
  profile: s.profile, houseRules: s.houseRules, concealed: s.concealed, declared: s.declared, bonus: s.bonus,
  winningPick: s.winningPick, winBy: s.winBy, seatWind: s.seatWind, prevailingWind: s.prevailingWind, events: s.events,
});

/** The draft as the scorer's input (RULES.md section 2). */
export function draftToHand(s: HandFields): HandInput {
  const hand: HandInput = {
    profile: s.profile,
    hand: sortTokens(s.concealed),
    winning_tile: winningTileOf(s) ?? '',
    winning_from_discard: s.winBy === 'discard',
    seat_wind: s.seatWind,
    prevailing_wind: s.prevailingWind,
  };
  const options = s.houseRules[s.profile];
  if (options && Object.keys(options).length > 0) hand.options = options;
  if (s.declared.length > 0) hand.exposed = s.declared.map((set) => ({ type: set.type, tiles: [...set.tiles] }));
  if (s.bonus.length > 0) hand.bonus = [...s.bonus];
  if (s.events.length > 0) hand.events = [...s.events];
  return hand;
}

const snapshotOf = (s: Snapshot): Snapshot => ({
  concealed: s.concealed, declared: s.declared, bonus: s.bonus, winningPick: s.winningPick,
  winBy: s.winBy, seatWind: s.seatWind, prevailingWind: s.prevailingWind, events: s.events,
});

/** The tiles a declare mode makes of the tapped tile, or why it cannot. */
function setFrom(mode: DeclaredSetType, token: string): { tiles: string[] } | { refusal: string } {
  const index = tokenCode(token);
  if (mode === 'chow') {
    if (index >= 27) return { refusal: 'A chow is three suit tiles in a row: honours cannot make one.' };
    if (index % 9 > 6) return { refusal: 'Tap the lowest tile of the chow (1 to 7 of a suit).' };
    return { tiles: [TILE_TOKENS[index]!, TILE_TOKENS[index + 1]!, TILE_TOKENS[index + 2]!] };
  }
  return { tiles: new Array<string>(SET_SIZE[mode]).fill(token) };
}

const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];
const EVENTS: readonly EventId[] = ['robbing_kong', 'replacement', 'kong_on_kong', 'last_tile', 'last_five', 'heavenly', 'earthly'];
const isTokenList = (value: unknown): value is string[] => Array.isArray(value) && value.every((t) => typeof t === 'string' && tokenCode(t) >= 0);

/**
 * What of a stored draft can be trusted: storage may hold a draft from an older version or be
 * edited by hand, so each field is checked and anything odd is left at its default (the scorer
 * then explains any tile problem, as for a typed hand).
 */
function sanitize(persisted: unknown): Partial<DraftState> {
  if (typeof persisted !== 'object' || persisted === null) return {};
  const p = persisted as Record<string, unknown>;
  const out: Partial<DraftState> = {};
  if (isTokenList(p.concealed)) out.concealed = p.concealed;
  if (Array.isArray(p.declared) && p.declared.every((set) => typeof set === 'object' && set !== null
    && ['chow', 'pong', 'kong', 'concealed_kong'].includes((set as DraftSet).type) && isTokenList((set as DraftSet).tiles))) {
    out.declared = p.declared as DraftSet[];
  }
  if (isTokenList(p.bonus)) out.bonus = p.bonus;
  if (typeof p.winningPick === 'string' || p.winningPick === null) out.winningPick = p.winningPick;
  if (p.winBy === 'self' || p.winBy === 'discard') out.winBy = p.winBy;
  if (WINDS.includes(p.seatWind as Wind)) out.seatWind = p.seatWind as Wind;
  if (WINDS.includes(p.prevailingWind as Wind)) out.prevailingWind = p.prevailingWind as Wind;
  if (Array.isArray(p.events) && p.events.every((e) => EVENTS.includes(e as EventId))) out.events = p.events as EventId[];
  if (typeof p.profile === 'string' && p.profile in PROFILE_SETTINGS) out.profile = p.profile as ProfileId;
  if (typeof p.houseRules === 'object' && p.houseRules !== null && !Array.isArray(p.houseRules)) {
    out.houseRules = p.houseRules as DraftState['houseRules'];
  }
  return out;
}

export const useDraft = create<DraftState>()(
  persist(
    (set, get) => {
      /** Applies a change to the hand, keeping the previous state for undo. */
      const change = (patch: Partial<Snapshot>): void => {
        const current = get();
        set({ ...patch, past: [...current.past, snapshotOf(current)].slice(-MAX_UNDO), notice: null });
      };
      const refuse = (notice: string): void => {
        set({ notice });
      };

      return {
        ...EMPTY,
        profile: 'sg',
        houseRules: {},
        declareMode: 'hand',
        tapMode: 'remove',
        notice: null,
        past: [],

        tapPalette(token) {
          const s = get();
          const code = tokenCode(token);
          if (code >= BONUS_BASE) {
            const bonus = BONUS_TOKENS[code - BONUS_BASE]!;
            if (s.bonus.includes(bonus)) return refuse(`${bonusName(code - BONUS_BASE)} is already in the bonus tray: there is only one.`);
            if (code - BONUS_BASE >= 8 && PROFILE_SETTINGS[s.profile].animals === 'invalid') {
              return refuse('Hong Kong tables play without animals.');
            }
            change({ bonus: [...s.bonus, bonus].sort((a, b) => tokenCode(a) - tokenCode(b)) });
            return;
          }
          if (code < 0 || code >= TILE_COUNT) return;
          const tile = TILE_TOKENS[code]!;
          if (s.declareMode === 'hand') {
            if (copiesUsed(s, tile) >= 4) return refuse(`All four ${tileName(code)} are already in the hand.`);
            if (tileTotal(s) >= 14) return refuse('The hand already has 14 tiles. Remove one first.');
            change({ concealed: [...s.concealed, tile] });
            return;
          }
          const mode = s.declareMode;
          const made = setFrom(mode, tile);
          if ('refusal' in made) return refuse(made.refusal);
          for (const t of new Set(made.tiles)) {
            const needed = made.tiles.filter((x) => x === t).length;
            if (copiesUsed(s, t) + needed > 4) {
              return refuse(`Not enough ${tileName(tokenCode(t))} left for a ${SET_WORDS[mode]}: four are in the set.`);
            }
          }
          if (tileTotal(s) + 3 > 14) return refuse(`No room for another set: the hand already counts ${tileTotal(s)} of 14 tiles.`);
          change({ declared: [...s.declared, { type: mode, tiles: made.tiles }] });
          set({ declareMode: 'hand' });
        },

        tapHandTile(token) {
          const s = get();
          const at = s.concealed.lastIndexOf(token);
          if (at < 0) return;
          if (s.tapMode === 'winning') {
            change({ winningPick: token });
            set({ tapMode: 'remove' });
            return;
          }
          change({ concealed: [...s.concealed.slice(0, at), ...s.concealed.slice(at + 1)] });
        },

        removeSet(index) {
          const s = get();
          if (!s.declared[index]) return;
          change({ declared: s.declared.filter((_, i) => i !== index) });
        },

        removeBonus(token) {
          const s = get();
          if (!s.bonus.includes(token)) return;
          change({ bonus: s.bonus.filter((t) => t !== token) });
        },

        setDeclareMode: (declareMode) => set({ declareMode, notice: null }),
        setTapMode: (tapMode) => set({ tapMode, notice: null }),

        setWinBy(winBy) {
          const s = get();
          if (s.winBy === winBy) return;
          // Robbing a kong is a discard and a replacement tile a self-draw: drop the event that no longer fits.
          const events = s.events.filter((e) => (winBy === 'self' ? e !== 'robbing_kong' : e !== 'replacement' && e !== 'kong_on_kong'));
          change({ winBy, events });
        },
        setSeatWind: (seatWind) => change({ seatWind }),
        setPrevailingWind: (prevailingWind) => change({ prevailingWind }),

        toggleEvent(event) {
          const s = get();
          if (s.events.includes(event)) {
            change({ events: s.events.filter((e) => e !== event) });
            return;
          }
          let events = [...s.events, event];
          let winBy = s.winBy;
          if (event === 'robbing_kong') {
            events = events.filter((e) => e !== 'replacement' && e !== 'kong_on_kong');
            winBy = 'discard';
          }
          if (event === 'replacement' || event === 'kong_on_kong') {
            events = events.filter((e) => e !== 'robbing_kong');
            winBy = 'self';
          }
          change({ events, winBy });
        },

        setProfile(profile) {
          const s = get();
          if (s.profile === profile) return;
          // Hong Kong plays without animals: they leave the tray with the change of table.
          const bonus = PROFILE_SETTINGS[profile].animals === 'invalid'
            ? s.bonus.filter((t) => tokenCode(t) - BONUS_BASE < 8)
            : s.bonus;
          change({ bonus });
          set({ profile });
        },

        setHouseRules(profile, rules) {
          set({ houseRules: { ...get().houseRules, [profile]: rules }, notice: null });
        },

        load(hand) {
          const profile = hand.profile ?? 'sg';
          // The winning tile goes last, so it is the default winning tile of the loaded hand.
          const concealed = sortTokens(hand.hand);
          const winning = canonicalToken(hand.winning_tile);
          const at = concealed.lastIndexOf(winning);
          if (at >= 0) concealed.push(...concealed.splice(at, 1));
          change({
            concealed,
            declared: (hand.exposed ?? []).map((set) => ({ type: set.type, tiles: set.tiles.map(canonicalToken) })),
            bonus: sortTokens(hand.bonus ?? []),
            winningPick: winning,
            winBy: hand.winning_from_discard ? 'discard' : 'self',
            seatWind: (hand.seat_wind?.toUpperCase() as Wind | undefined) ?? 'E',
            prevailingWind: (hand.prevailing_wind?.toUpperCase() as Wind | undefined) ?? 'E',
            events: [...(hand.events ?? [])],
          });
          set({ profile, declareMode: 'hand', tapMode: 'remove' });
          if (hand.options) set({ houseRules: { ...get().houseRules, [profile]: hand.options } });
        },

        undo() {
          const s = get();
          const previous = s.past.at(-1);
          if (!previous) return;
          set({ ...previous, past: s.past.slice(0, -1), notice: null });
        },

        clear() {
          const s = get();
          if (tileTotal(s) === 0 && s.bonus.length === 0 && s.events.length === 0) return;
          change({ concealed: [], declared: [], bonus: [], winningPick: null, events: [] });
        },
      };
    },
    {
      name: 'tai-table:draft',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      merge: (persisted, current) => ({ ...current, ...sanitize(persisted) }),
      // Modes, notices and the undo trail are of the moment; the hand and the table are kept.
      partialize: (s) => ({
        concealed: s.concealed, declared: s.declared, bonus: s.bonus, winningPick: s.winningPick, winBy: s.winBy,
        seatWind: s.seatWind, prevailingWind: s.prevailingWind, events: s.events, profile: s.profile, houseRules: s.houseRules,
      }),
    },
  ),
);
