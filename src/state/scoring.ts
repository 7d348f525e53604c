// Keeps hands scored: a complete hand is scored, a hand one tile short gets its waits, in the tap
// itself once the scorer is loaded on the main thread, in the worker before that. Answers are kept
// by hand, so a request can start as soon as the draft changes (in the tap itself, before React
// renders) and the screen picks the answer up when it arrives.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { HandInput, ScoreResult } from '../core/types';
import type { WaitOption } from '../core/what-if';
// The scorer's client (and the worker it starts) is fetched with the first tile of a visit, not with the
// first screen: a hand is scored only from its thirteenth tile.
type ScorerClientModule = typeof import('../worker/scorer-client');

let client: ScorerClientModule | null = null;
let loadingClient: Promise<ScorerClientModule> | null = null;

/** Fetches the scorer's client (once; again after a failure). */
export function loadClient(): Promise<ScorerClientModule> {
  loadingClient ??= import('../worker/scorer-client').then(
    (loaded) => (client = loaded),
    (error: unknown) => {
      loadingClient = null; // a chunk that did not arrive may come on the next request
      throw error;
    },
  );
  return loadingClient;
}

/**
 * The first tile of a visit: the scorer's client is fetched, and the scorer loaded onto this thread in
 * idle time (worker/scorer-client.ts), ready long before the thirteenth tile.
 */
export function prepareScoring(): void {
  if (client) return client.prepareScorerHere();
  loadClient().then(
    (loaded) => loaded.prepareScorerHere(),
    (error: unknown) =>
      console.warn('The scorer could not be fetched yet; it is asked again with the hand:', error),
  );
}

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
  if (!client) {
    // Asked again once the client is here: by then the answer may be known at once.
    inFlight.add(key);
    loadClient().then(
      () => {
        inFlight.delete(key);
        requestScoring(hand, tileTotal);
      },
      (error: unknown) => {
        // Not kept as an answer: the hand is asked again with its next render or tap.
        inFlight.delete(key);
        console.error('The scorer could not be fetched:', error);
      },
    );
    return;
  }
  const { scorer, SupersededError } = client;
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
