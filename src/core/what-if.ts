// "What am I playing for?": for a hand one tile short of complete, each tile that would complete
// it and what it would score on a discard and on a self-draw.
import { scoreHand } from './score';
import { TILE_COUNT, TILE_TOKENS } from './tiles';
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
  for (let t = 0; t < TILE_COUNT; t++) {
    const tile = TILE_TOKENS[t]!;
    const base = { ...partial, hand: [...partial.hand, tile], winning_tile: tile };
    // Robbing a kong is a discard and a replacement a self-draw: each option keeps the events that fit it.
    const events = partial.events ?? [];
    const discard = scoreHand({
      ...base, winning_from_discard: true,
      events: events.filter((e) => e !== 'replacement' && e !== 'kong_on_kong'),
    });
    if (!discard.ok || discard.reason === 'not_a_winning_hand') continue;
    const selfDrawn = scoreHand({ ...base, winning_from_discard: false, events: events.filter((e) => e !== 'robbing_kong') });
    if (!selfDrawn.ok) continue;
    options.push({ tile, discard, selfDrawn });
  }
  return options;
}
