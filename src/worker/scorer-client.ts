// The screens' way to the scorer: requests go to a web worker, the newest request of each kind
// wins (an older answer arriving late is dropped), and where workers are unavailable (old
// browsers, jsdom) or the worker fails, the same core answers on the main thread.
// From the first tile of a visit, the scorer is loaded onto the main thread as well: from then
// on a tap's answer is worked out in the tap itself (a hand takes well under a millisecond), so
// the tile and its result are drawn in one render and one frame, with no round trip to wait for.
import type { ScoreResult } from '../core/types';
import type { WaitOption } from '../core/what-if';
import type { PartialHand, ScorerRequest, ScorerResponse } from './protocol';

type Answer = (request: ScorerRequest) => ScorerResponse;

/** The scorer on this thread, once `loadScorerHere` has loaded it. */
let here: Answer | undefined;
let loadingHere: Promise<Answer> | undefined;

/** Loads the scorer onto the main thread (idempotent), and builds its lookup tables once. */
export function loadScorerHere(): Promise<Answer> {
  loadingHere ??= import('./protocol').then(
    (loaded) =>
      new Promise<Answer>((resolve) => {
        // The first hand builds the per-suit tables: done in a task of its own, at leisure, not in a player's tap.
        whenIdle(() => {
          loaded.answer({
            id: 0,
            kind: 'waits',
            partial: { hand: ['c1', 'c2', 'c3', 'b4', 'b5', 'b6', 'd7', 'd8', 'd9', 'E', 'E', 'E', 'RD'] },
          });
          here = loaded.answer;
          resolve(loaded.answer);
        });
      }),
  );
  return loadingHere;
}

let prepared = false;
/**
 * Asks for the scorer on this thread, once, when the main thread is next idle. Only where a worker
 * answers meanwhile: without one, the first request loads it anyway.
 */
export function prepareScorerHere(): void {
  if (prepared || typeof Worker === 'undefined') return;
  prepared = true;
  whenIdle(() => void loadScorerHere());
}

/** Runs `work` when the main thread is idle (soon, where the browser cannot say). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2_000 });
  else setTimeout(work, 50);
}

/** Thrown to the caller of a request that a newer one of the same kind replaced. */
export class SupersededError extends Error {
  constructor() {
    super('A newer request replaced this one.');
    this.name = 'SupersededError';
  }
}

type Pending = {
  resolve: (response: ScorerResponse) => void;
  reject: (error: Error) => void;
  request: ScorerRequest;
};

export interface ScorerClient {
  score(hand: unknown): Promise<ScoreResult>;
  waits(partial: PartialHand): Promise<WaitOption[]>;
  /** The answer at once, once the scorer is loaded on this thread (`loadScorerHere`); undefined before. */
  scoreNow(hand: unknown): ScoreResult | undefined;
  waitsNow(partial: PartialHand): WaitOption[] | undefined;
  /** Whether answers come from a worker (false once it fell back to the main thread). */
  readonly usesWorker: boolean;
}

function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./scorer.worker.ts', import.meta.url), { type: 'module' });
  } catch (error) {
    // A browser that refuses module workers still scores, on the main thread.
    console.warn('Scoring worker unavailable, scoring on the main thread:', error);
    return undefined;
  }
}

export function createScorerClient(): ScorerClient {
  let worker = startWorker();
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const latest: Record<ScorerRequest['kind'], number> = { score: 0, waits: 0 };

  const settle = (response: ScorerResponse): void => {
    const entry = pending.get(response.id);
    if (!entry) return;
    pending.delete(response.id);
    if (response.id < latest[response.kind]) entry.reject(new SupersededError());
    else entry.resolve(response);
  };

  const answerHere = async (request: ScorerRequest): Promise<void> => {
    // Answered a turn later, never inside `send`: a newer request sent in the same turn still wins.
    const answer = await (here ?? loadScorerHere());
    settle(answer(request));
  };

  const fallBack = (reason: unknown): void => {
    console.warn('Scoring worker failed, scoring on the main thread:', reason);
    worker?.terminate();
    worker = undefined;
    for (const entry of pending.values()) void answerHere(entry.request);
  };

  if (worker) {
    worker.onmessage = (event: MessageEvent<ScorerResponse>) => settle(event.data);
    worker.onerror = (event) => fallBack(event.message || 'worker error');
  }

  const send = (request: ScorerRequest): Promise<ScorerResponse> => {
    latest[request.kind] = request.id;
    // Anything older of this kind still waiting is answered as superseded now, not left hanging.
    for (const [id, entry] of pending) {
      if (entry.request.kind === request.kind && id < request.id) {
        pending.delete(id);
        entry.reject(new SupersededError());
      }
    }
    return new Promise<ScorerResponse>((resolve, reject) => {
      pending.set(request.id, { resolve, reject, request });
      if (worker) worker.postMessage(request);
      else void answerHere(request);
    });
  };

  return {
    async score(hand) {
      const response = await send({ id: nextId++, kind: 'score', hand });
      if (response.kind !== 'score') throw new Error('The scorer answered the wrong kind of request.');
      return response.result;
    },
    async waits(partial) {
      const response = await send({ id: nextId++, kind: 'waits', partial });
      if (response.kind !== 'waits') throw new Error('The scorer answered the wrong kind of request.');
      return response.options;
    },
    scoreNow(hand) {
      const response = here?.({ id: 0, kind: 'score', hand });
      return response?.kind === 'score' ? response.result : undefined;
    },
    waitsNow(partial) {
      const response = here?.({ id: 0, kind: 'waits', partial });
      return response?.kind === 'waits' ? response.options : undefined;
    },
    get usesWorker() {
      return worker !== undefined;
    },
  };
}

let shared: ScorerClient | undefined;
/** The app's one scorer client, started on first use. */
export function scorer(): ScorerClient {
  shared ??= createScorerClient();
  return shared;
}
