// "What am I playing for?": for a hand one tile short of complete, each tile that would complete
// it and what it would score on a discard and on a self-draw.
import { HandFacts } from './facts';
import { EVENT_BIT, parseHand, type ParsedHand } from './parse-hand';
import { PROFILES } from './profiles';
import { scoreParsed } from './score';
import { TILE_TOKENS, tokenCode } from './tiles';
import type { EventId, HandInput, ScoreOk } from './types';

export interface WaitOption {
  readonly tile: string;
  readonly discard: ScoreOk;
  readonly selfDrawn: ScoreOk;
}

const SELF_DRAW_ONLY = EVENT_BIT.replacement | EVENT_BIT.kong_on_kong;

/**
 * Scores every tile that completes `partial` (a hand whose concealed tiles plus 3 per declared
 * set make 13). The winning tile and the kind of win are taken from each option, so any given
 * `winning_tile` or `winning_from_discard` is ignored. Tiles already held four times are no option.
 *
 * One pass: the 13 tiles are validated and parsed once (with a probe tile, as the scorer wants 14),
 * their waits found once, and each option is the parsed hand with the probe swapped for the wait,
 * scored straight from its parsed form: no option is parsed or validated again.
 */
export function waitOptions(partial: Omit<HandInput, 'winning_tile'> & { winning_tile?: string }): WaitOption[] {
  const held = heldCounts(partial);
  const spare = spareTile(partial, held);
  if (spare < 0) return [];
  const events: EventId[] = partial.events ?? [];
  const robbed = events.includes('robbing_kong');
  // The probe is parsed as a self-draw without robbing a kong, so a replacement event is not refused as a conflict.
  const parsed = parseHand({
    ...partial, hand: [...partial.hand, TILE_TOKENS[spare]!], winning_tile: TILE_TOKENS[spare]!,
    winning_from_discard: false, events: events.filter((e) => e !== 'robbing_kong'),
  });
  if (!parsed.ok) return [];
  const probe = parsed.hand;
  const waits = new HandFacts(probe, PROFILES[probe.profile].specialShapes(probe.options)).waits;

  const selfEvents = probe.events;
  const discardEvents = (probe.events & ~SELF_DRAW_ONLY) | (robbed ? EVENT_BIT.robbing_kong : 0);
  const options: WaitOption[] = [];
  for (const wait of waits) {
    if (held[wait]! >= 4) continue;
    const concealed = probe.concealed.slice();
    concealed[spare]! -= 1;
    concealed[wait]! += 1;
    const hand: ParsedHand = { ...probe, concealed, winningTile: wait };
    const discard = scoreParsed({ ...hand, selfDrawn: false, events: discardEvents });
    if (discard.reason === 'not_a_winning_hand') continue;
    const selfDrawn = scoreParsed({ ...hand, selfDrawn: true, events: selfEvents });
    options.push({ tile: TILE_TOKENS[wait]!, discard, selfDrawn });
  }
  return options;
}

/** How many of each playing tile the 13 tiles hold, concealed and declared. */
function heldCounts(partial: Omit<HandInput, 'winning_tile'>): number[] {
  const held = new Array<number>(TILE_TOKENS.length).fill(0);
  const count = (token: string): void => {
    const code = tokenCode(token);
    if (code >= 0 && code < TILE_TOKENS.length) held[code]! += 1;
  };
  partial.hand.forEach(count);
  for (const set of partial.exposed ?? []) set.tiles.forEach(count);
  return held;
}

/** A concealed tile held fewer than four times, to stand in as the 14th tile; -1 when there is none. */
function spareTile(partial: Omit<HandInput, 'winning_tile'>, held: readonly number[]): number {
  for (const token of partial.hand) {
    const code = tokenCode(token);
    if (code >= 0 && code < TILE_TOKENS.length && held[code]! < 4) return code;
  }
  return -1;
}
