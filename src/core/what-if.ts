// "What am I playing for?": for a hand one tile short of complete, each tile that would complete
// it and what it would score on a discard and on a self-draw.
import { HandFacts } from './facts';
import { eventWinKind } from './events';
import { parseHand, type ParsedHand } from './parse-hand';
import { shapesPlayed } from './card';
import { scoreParsed } from './score';
import { TILE_TOKENS, tokenCode } from './tiles';
import type { EventId, HandInput, ScoreOk } from './types';

export interface WaitOption {
  readonly tile: string;
  readonly discard: ScoreOk;
  readonly selfDrawn: ScoreOk;
}

/**
 * Scores every tile that completes `partial` (a hand whose concealed tiles plus 3 per declared
 * set make 13). The winning tile and the kind of win are taken from each option, so any given
 * `winning_tile` or `winning_from_discard` is ignored. Tiles already held four times are no option.
 *
 * One pass: the 13 tiles are validated and parsed once for each kind of win (with a probe tile, as
 * the scorer wants 14), their waits found once, and each option is the parsed hand with the probe
 * swapped for the wait, scored straight from its parsed form: no option is parsed or validated again.
 */
export function waitOptions(
  partial: Omit<HandInput, 'winning_tile'> & { winning_tile?: string },
): WaitOption[] {
  const held = heldCounts(partial);
  const spare = spareTile(partial, held);
  if (spare < 0) return [];
  const profile = partial.profile ?? 'sg';
  const events: readonly EventId[] = partial.events ?? [];
  // Each kind of win keeps the events that fit it (robbing a kong is a discard, a replacement a
  // self-draw: RULES.md section 2), so an event that decides the kind never refuses the other option.
  const probe = (discard: boolean): ParsedHand | undefined => {
    const parsed = parseHand({
      ...partial,
      hand: [...partial.hand, TILE_TOKENS[spare]!],
      winning_tile: TILE_TOKENS[spare]!,
      winning_from_discard: discard,
      events: events.filter((e) => eventWinKind(e, profile) !== (discard ? 'self_draw' : 'discard')),
    });
    return parsed.ok ? parsed.hand : undefined;
  };
  const asDiscard = probe(true);
  const asSelfDraw = probe(false);
  if (!asDiscard || !asSelfDraw) return [];
  const waits = new HandFacts(asSelfDraw, shapesPlayed(asSelfDraw.profile, asSelfDraw.options)).waits;

  const withWait = (hand: ParsedHand, wait: number): ParsedHand => {
    const concealed = hand.concealed.slice();
    concealed[spare]! -= 1;
    concealed[wait]! += 1;
    return { ...hand, concealed, winningTile: wait };
  };
  const options: WaitOption[] = [];
  for (const wait of waits) {
    if (held[wait]! >= 4) continue;
    const discard = scoreParsed(withWait(asDiscard, wait));
    if (discard.reason === 'not_a_winning_hand') continue;
    options.push({ tile: TILE_TOKENS[wait]!, discard, selfDrawn: scoreParsed(withWait(asSelfDraw, wait)) });
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
