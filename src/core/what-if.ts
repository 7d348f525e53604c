// "What am I playing for?": for a hand one tile short of complete, each tile that would complete
// it and what it would score on a discard and on a self-draw.
import { eventWinKind } from './events';
import { scoreHand } from './score';
import { TILE_TOKENS, tokenCode } from './tiles';
import type { HandInput, ScoreOk } from './types';

export interface WaitOption {
  readonly tile: string;
  readonly discard: ScoreOk;
  readonly selfDrawn: ScoreOk;
}

/**
 * Scores every tile that completes `partial` (a hand whose concealed tiles plus 3 per declared
 * set make 13). The winning tile and the kind of win are taken from each option, so any given
 * `winning_tile` or `winning_from_discard` is ignored. Tiles already held four times are no option.
 */
export function waitOptions(partial: Omit<HandInput, 'winning_tile'> & { winning_tile?: string }): WaitOption[] {
  const options: WaitOption[] = [];
  for (const tile of waitsOfPartial(partial)) {
    const base = { ...partial, hand: [...partial.hand, tile], winning_tile: tile };
    // Robbing a kong is a discard and a replacement a self-draw: each option keeps the events that fit it.
    const events = partial.events ?? [];
    const profile = partial.profile ?? 'sg';
    const discard = scoreHand({
      ...base, winning_from_discard: true, events: events.filter((e) => eventWinKind(e, profile) !== 'self_draw'),
    });
    if (!discard.ok || discard.reason === 'not_a_winning_hand') continue;
    const selfDrawn = scoreHand({
      ...base, winning_from_discard: false, events: events.filter((e) => eventWinKind(e, profile) !== 'discard'),
    });
    if (!selfDrawn.ok) continue;
    options.push({ tile, discard, selfDrawn });
  }
  return options;
}

/**
 * The waits of 13 tiles, asked of the scorer itself: add a copy of a tile already held (fewer than
 * four) as the winning tile, and the result's `waits` are those of exactly the 13 tiles. One scoring
 * instead of one per tile type; an invalid hand has no waits.
 */
function waitsOfPartial(partial: Omit<HandInput, 'winning_tile'>): string[] {
  const held = new Map<string, number>();
  const count = (token: string): void => {
    const canonical = TILE_TOKENS[tokenCode(token)];
    if (canonical) held.set(canonical, (held.get(canonical) ?? 0) + 1);
  };
  partial.hand.forEach(count);
  for (const set of partial.exposed ?? []) set.tiles.forEach(count);
  const spare = [...held].find(([token, n]) => n < 4 && partial.hand.some((t) => TILE_TOKENS[tokenCode(t)] === token));
  if (!spare) return [];
  const probe = scoreHand({ ...partial, hand: [...partial.hand, spare[0]], winning_tile: spare[0], events: [] });
  return probe.ok ? probe.waits : [];
}
