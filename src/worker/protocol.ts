// The typed messages between the screens and the scoring worker, and the one function that
// answers them, shared by the worker and the main-thread fallback.
import { scoreHand } from '../core/score';
import type { HandInput, ScoreResult } from '../core/types';
import { waitOptions, type WaitOption } from '../core/what-if';

export type PartialHand = Omit<HandInput, 'winning_tile'> & { winning_tile?: string };

export type ScorerRequest =
  | { readonly id: number; readonly kind: 'score'; readonly hand: unknown }
  | { readonly id: number; readonly kind: 'waits'; readonly partial: PartialHand };

export type ScorerResponse =
  | { readonly id: number; readonly kind: 'score'; readonly result: ScoreResult }
  | { readonly id: number; readonly kind: 'waits'; readonly options: WaitOption[] };

export function answer(request: ScorerRequest): ScorerResponse {
  if (request.kind === 'score') return { id: request.id, kind: 'score', result: scoreHand(request.hand) };
  return { id: request.id, kind: 'waits', options: waitOptions(request.partial) };
}
