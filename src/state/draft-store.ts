// The hand being tapped in on the score screen, the table context, and the table's house rules.
// Its fields are declared once (draft-fields.ts); every change to them goes through one `change`,
// so Undo puts back whatever changed, and every change is written to storage (draft-storage.ts)
// so a reload, an update, a closed tab or a killed browser never loses a half-entered hand.
import { create } from 'zustand';
import { PROFILE_SETTINGS } from '../core/profile-settings';
import {
  BONUS_TOKENS,
  TILE_TOKENS,
  tokenCode,
  BONUS_BASE,
  TILE_COUNT,
  canonicalToken,
  sortTokens,
} from '../core/tiles';
import type { DeclaredSetType, EventId, HandInput, HandOptionsInput, ProfileId } from '../core/types';
import {
  EMPTY_DRAFT,
  EMPTY_HAND,
  STORED_FIELDS,
  UNDOABLE_FIELDS,
  pick,
  type DraftData,
  type Wind,
} from './draft-fields';
import type { NightTable, PlayerIndex } from './night-table';
import { createDraftWriter, readDurableDraft, readLocalDraft, type StorageRefusal } from './draft-storage';

export type { DraftSet, Wind } from './draft-fields';
export type DeclareMode = 'hand' | DeclaredSetType;
/**
 * Why a tap did nothing: which reason only, so the first screen carries none of their words (the
 * result bar, which says it, has them: features/score/draft-notices.ts). `tile` is a tile's token.
 */
export type DraftNotice =
  | { why: 'bonus-held'; tile: string }
  | { why: 'no-animals' }
  | { why: 'all-four-in-hand'; tile: string }
  | { why: 'hand-full' }
  | { why: 'chow-of-honours' }
  | { why: 'chow-start' }
  | { why: 'not-enough'; set: DeclaredSetType; tile: string }
  | { why: 'no-room'; count: number };
export type TapMode = 'remove' | 'winning';

/** What undo restores: every undoable field (draft-fields.ts), the profile and house rules included. */
type Snapshot = Pick<DraftData, (typeof UNDOABLE_FIELDS)[number]>;

export interface DraftState extends DraftData {
  declareMode: DeclareMode;
  tapMode: TapMode;
  /** Why the last tap did nothing (worded by features/score/draft-notices.ts); cleared by the next change. */
  notice: DraftNotice | null;
  /** Whether storage has refused to keep the draft: said once, it stays until the player dismisses it. */
  storageRefused: boolean;
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
  /** With a night open: who won the night's hand in play. */
  setNightWinner(night: NightTable, player: PlayerIndex): void;
  toggleEvent(event: EventId): void;
  setProfile(profile: ProfileId): void;
  setHouseRules(profile: ProfileId, rules: HandOptionsInput): void;
  load(hand: HandInput): void;
  undo(): void;
  clear(): void;
  dismissStorageNotice(): void;
}

const MAX_UNDO = 100;

const SET_SIZE: Record<DeclaredSetType, number> = { chow: 3, pong: 3, kong: 4, concealed_kong: 4 };

/** Tiles counted towards the 14: each concealed tile, and 3 for each declared set (a kong too). */
export const tileTotal = (s: Pick<Snapshot, 'concealed' | 'declared'>): number =>
  s.concealed.length + 3 * s.declared.length;

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
export type HandFields = Pick<
  DraftState,
  | 'profile'
  | 'houseRules'
  | 'concealed'
  | 'declared'
  | 'bonus'
  | 'winningPick'
  | 'winBy'
  | 'seatWind'
  | 'prevailingWind'
  | 'events'
  | 'nightWinner'
>;

export const selectHandFields = (s: DraftState): HandFields => ({
  profile: s.profile,
  houseRules: s.houseRules,
  concealed: s.concealed,
  declared: s.declared,
  bonus: s.bonus,
  winningPick: s.winningPick,
  winBy: s.winBy,
  seatWind: s.seatWind,
  prevailingWind: s.prevailingWind,
  events: s.events,
  nightWinner: s.nightWinner,
});

/** The key of the night's hand in play, which a chosen winner belongs to. */
export const nightHandKey = (night: NightTable): string => `${night.sessionId}#${night.handNumber}`;

/** The winner chosen for the night's hand in play, or null (none chosen, or chosen for another hand). */
export function winnerOf(s: Pick<HandFields, 'nightWinner'>, night: NightTable | null): PlayerIndex | null {
  if (!night || !s.nightWinner || s.nightWinner.hand !== nightHandKey(night)) return null;
  return s.nightWinner.player;
}

/**
 * The draft as the scorer's input (RULES.md section 2). With a night open, the night's table decides:
 * its profile and house rules (its unit in cents, so payments come out in cents), its prevailing
 * wind, and the seat wind of the player chosen as the winner. This is the hand Record records.
 */
export function draftToHand(s: HandFields, night: NightTable | null = null): HandInput {
  const winner = winnerOf(s, night);
  const hand: HandInput = {
    profile: night ? night.profile : s.profile,
    hand: sortTokens(s.concealed),
    winning_tile: winningTileOf(s) ?? '',
    winning_from_discard: s.winBy === 'discard',
    seat_wind: night && winner !== null ? night.seatWinds[winner] : s.seatWind,
    prevailing_wind: night ? night.prevailingWind : s.prevailingWind,
  };
  const options = night ? night.options : s.houseRules[s.profile];
  if (options && Object.keys(options).length > 0) hand.options = { ...options };
  if (s.declared.length > 0)
    hand.exposed = s.declared.map((set) => ({ type: set.type, tiles: [...set.tiles] }));
  if (s.bonus.length > 0) hand.bonus = [...s.bonus];
  if (s.events.length > 0) hand.events = [...s.events];
  return hand;
}

const snapshotOf = (s: DraftData): Snapshot => pick(s, UNDOABLE_FIELDS);

/** The tiles a declare mode makes of the tapped tile, or why it cannot. */
function setFrom(mode: DeclaredSetType, token: string): { tiles: string[] } | { refusal: DraftNotice } {
  const index = tokenCode(token);
  if (mode === 'chow') {
    if (index >= 27) return { refusal: { why: 'chow-of-honours' } };
    if (index % 9 > 6) return { refusal: { why: 'chow-start' } };
    return { tiles: [TILE_TOKENS[index]!, TILE_TOKENS[index + 1]!, TILE_TOKENS[index + 2]!] };
  }
  return { tiles: new Array<string>(SET_SIZE[mode]).fill(token) };
}

const stored = readLocalDraft();

export const useDraft = create<DraftState>()((set, get) => {
  /** Applies a change to the draft, keeping the previous state of every undoable field for undo. */
  const change = (patch: Partial<DraftData>): void => {
    const current = get();
    set({ ...patch, past: [...current.past, snapshotOf(current)].slice(-MAX_UNDO), notice: null });
  };
  const refuse = (notice: DraftNotice): void => {
    set({ notice });
  };
  return {
    ...EMPTY_DRAFT,
    ...stored?.state,
    declareMode: 'hand',
    tapMode: 'remove',
    notice: null,
    storageRefused: false,
    past: [],

    tapPalette(token) {
      const s = get();
      const code = tokenCode(token);
      if (code >= BONUS_BASE) {
        const bonus = BONUS_TOKENS[code - BONUS_BASE]!;
        if (s.bonus.includes(bonus)) return refuse({ why: 'bonus-held', tile: bonus });
        if (code - BONUS_BASE >= 8 && PROFILE_SETTINGS[s.profile].animals === 'invalid') {
          return refuse({ why: 'no-animals' });
        }
        change({ bonus: [...s.bonus, bonus].sort((a, b) => tokenCode(a) - tokenCode(b)) });
        return;
      }
      if (code < 0 || code >= TILE_COUNT) return;
      const tile = TILE_TOKENS[code]!;
      if (s.declareMode === 'hand') {
        if (copiesUsed(s, tile) >= 4) return refuse({ why: 'all-four-in-hand', tile });
        if (tileTotal(s) >= 14) return refuse({ why: 'hand-full' });
        change({ concealed: [...s.concealed, tile] });
        return;
      }
      const mode = s.declareMode;
      const made = setFrom(mode, tile);
      if ('refusal' in made) return refuse(made.refusal);
      for (const t of new Set(made.tiles)) {
        const needed = made.tiles.filter((x) => x === t).length;
        if (copiesUsed(s, t) + needed > 4) {
          return refuse({ why: 'not-enough', set: mode, tile: t });
        }
      }
      if (tileTotal(s) + 3 > 14) return refuse({ why: 'no-room', count: tileTotal(s) });
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
      const events = s.events.filter((e) =>
        winBy === 'self' ? e !== 'robbing_kong' : e !== 'replacement' && e !== 'kong_on_kong',
      );
      change({ winBy, events });
    },
    setSeatWind(seatWind) {
      if (get().seatWind !== seatWind) change({ seatWind });
    },
    setPrevailingWind(prevailingWind) {
      if (get().prevailingWind !== prevailingWind) change({ prevailingWind });
    },

    setNightWinner(night, player) {
      const hand = nightHandKey(night);
      const current = get().nightWinner;
      if (current?.hand === hand && current.player === player) return;
      change({ nightWinner: { hand, player } });
    },

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
      // Hong Kong plays without animals: they leave the tray with the change of table, in the same
      // change, so one Undo brings back both the animals and the table they were played at.
      const bonus =
        PROFILE_SETTINGS[profile].animals === 'invalid'
          ? s.bonus.filter((t) => tokenCode(t) - BONUS_BASE < 8)
          : s.bonus;
      change({ bonus, profile });
    },

    setHouseRules(profile, rules) {
      change({ houseRules: { ...get().houseRules, [profile]: rules } });
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
        declared: (hand.exposed ?? []).map((set) => ({
          type: set.type,
          tiles: set.tiles.map(canonicalToken),
        })),
        bonus: sortTokens(hand.bonus ?? []),
        winningPick: winning,
        winBy: hand.winning_from_discard ? 'discard' : 'self',
        seatWind: (hand.seat_wind?.toUpperCase() as Wind | undefined) ?? 'E',
        prevailingWind: (hand.prevailing_wind?.toUpperCase() as Wind | undefined) ?? 'E',
        events: [...(hand.events ?? [])],
        profile,
        ...(hand.options ? { houseRules: { ...get().houseRules, [profile]: hand.options } } : {}),
      });
      set({ declareMode: 'hand', tapMode: 'remove' });
    },

    undo() {
      const s = get();
      const previous = s.past.at(-1);
      if (!previous) return;
      set({ ...previous, past: s.past.slice(0, -1), notice: null });
    },

    clear() {
      if (isFreshHand(get())) return;
      // A fresh hand: tiles, the win (self-draw), the winds and the events; the table stays.
      change({ ...EMPTY_HAND });
      set({ declareMode: 'hand', tapMode: 'remove' });
    },

    dismissStorageNotice: () => set({ storageRefused: false }),
  };
});

/** True when the draft is already a fresh hand: no tiles, self-draw, East in the East round, no events. */
export const isFreshHand = (s: DraftData): boolean =>
  JSON.stringify(pick({ ...s, ...EMPTY_HAND }, UNDOABLE_FIELDS)) === JSON.stringify(pick(s, UNDOABLE_FIELDS));

// Storage: every change of a stored field is written; a refusal is said once per page load.
let refusalTold = false;
const writeDraft = createDraftWriter((where: StorageRefusal, error: unknown) => {
  console.warn(`The draft could not be saved (${where}):`, error);
  if (refusalTold) return;
  refusalTold = true;
  useDraft.setState({ storageRefused: true });
});
let lastStored = JSON.stringify(pick(useDraft.getState(), STORED_FIELDS));
useDraft.subscribe((state) => {
  const now = JSON.stringify(pick(state, STORED_FIELDS));
  if (now === lastStored) return;
  lastStored = now;
  writeDraft(pick(state, STORED_FIELDS));
});

/**
 * After a killed browser, IndexedDB may hold a newer draft than local storage (which is flushed to
 * disk only later): take it, unless the player has already started tapping.
 */
const startedFrom = stored?.savedAt ?? -1;
const untouched = lastStored;
readDurableDraft().then(
  (durable) => {
    if (!durable || durable.savedAt <= startedFrom) return;
    if (JSON.stringify(pick(useDraft.getState(), STORED_FIELDS)) !== untouched) return;
    useDraft.setState(pick(durable.state, STORED_FIELDS));
  },
  (error: unknown) => console.warn('The saved draft could not be read from IndexedDB:', error),
);
