// Keeps hands scored: a complete hand is scored, a hand one tile short gets its waits, in the tap
// itself once the scorer is loaded on the main thread, in the worker before that. Answers are kept
// by hand, so a request can start as soon as the draft changes (in the tap itself, before React
// renders) and the screen picks the answer up when it arrives.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { HandInput, ScoreResult } from '../core/types';
import type { WaitOption } from '../core/what-if';
import { SupersededError, scorer } from '../worker/scorer-client';

export type Scoring =
  | { kind: 'building'; missing: number }
  | { kind: 'waits'; options: WaitOption[] | null }
  | { kind: 'scored'; result: ScoreResult | null }
  | { kind: 'too_many'; extra: number };

type Answer = { result: ScoreResult } | { options: WaitOption[] };

const KEEP = 32;
const answers = new Map<string, Answer>();
const inFlight = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (hand: HandInput, tileTotal: number): string => `${tileTotal}:${JSON.stringify(hand)}`;

function keep(key: string, answer: Answer): void {
  inFlight.delete(key);
  answers.set(key, answer);
  // Oldest first in a Map: forget the oldest answers beyond a handful.
  for (const old of answers.keys()) {
    if (answers.size <= KEEP) break;
    answers.delete(old);
  }
  for (const listener of listeners) listener();
}

/** Starts scoring a hand of 13 or 14 tiles unless its answer is known or on its way. */
export function requestScoring(hand: HandInput, tileTotal: number): void {
  if (tileTotal !== 13 && tileTotal !== 14) return;
  const key = keyOf(hand, tileTotal);
  if (answers.has(key) || inFlight.has(key)) return;
  const dropped = (error: unknown): void => {
    inFlight.delete(key);
    // A newer hand was sent after this one; if this hand comes back, it is simply asked again.
    if (!(error instanceof SupersededError)) throw error;
  };
  // With the scorer loaded on this thread, the answer is kept before React renders the tap;
  // before that, the worker is asked.
  if (tileTotal === 14) {
    const result = scorer().scoreNow(hand);
    if (result) return keep(key, { result });
    inFlight.add(key);
    scorer()
      .score(hand)
      .then((result) => keep(key, { result }), dropped);
  } else {
    const { winning_tile: _notYet, ...partial } = hand;
    const options = scorer().waitsNow(partial);
    if (options) return keep(key, { options });
    inFlight.add(key);
    scorer()
      .waits(partial)
      .then((options) => keep(key, { options }), dropped);
  }
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useScoring(hand: HandInput, tileTotal: number): Scoring {
  const key = useMemo(() => keyOf(hand, tileTotal), [hand, tileTotal]);
  const answer = useSyncExternalStore(
    subscribe,
    () => answers.get(key),
    () => undefined,
  );
  useEffect(() => requestScoring(hand, tileTotal), [hand, tileTotal]);

  if (tileTotal > 14) return { kind: 'too_many', extra: tileTotal - 14 };
  if (tileTotal === 14)
    return { kind: 'scored', result: answer && 'result' in answer ? answer.result : null };
  if (tileTotal === 13)
    return { kind: 'waits', options: answer && 'options' in answer ? answer.options : null };
  return { kind: 'building', missing: 14 - tileTotal };
}
