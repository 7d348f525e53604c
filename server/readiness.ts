// What `/ready` answers: whether this server can take phones now, with the reasons when not. A balancer
// sends new phones elsewhere while it is not (deploy/haproxy.cfg checks it).
import type { SyncMetrics } from './metrics';
import type { Persistence } from './persistence';
import type { RoomStore } from './store';

export interface Readiness {
  ok: boolean;
  problems: string[];
}

/** How long the store and Redis may take to answer the readiness check before it counts as a problem. */
const ANSWER_WITHIN_MS = 2_000;

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export const problemOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Asks Redis for a pong within the readiness bound: the problem, or null. */
export async function pingProblem(ping: () => Promise<unknown>, what: string): Promise<string | null> {
  try {
    await withTimeout(ping(), ANSWER_WITHIN_MS, what);
    return null;
  } catch (error) {
    return problemOf(error);
  }
}

/** The readiness check: closing, the store (a probe write, and updates refused lately), Redis when shared. */
export function readinessCheck(parts: {
  closing: () => boolean;
  store: RoomStore;
  persistence: Persistence;
  metrics: SyncMetrics;
  /** Why Redis cannot serve now, or null; absent when the server shares no Redis. */
  redisProblem?: () => Promise<string | null>;
}): () => Promise<Readiness> {
  const { closing, store, persistence, metrics, redisProblem } = parts;
  return async () => {
    const problems: string[] = [];
    if (closing()) problems.push('closing');
    const storeProblem = await persistence.readiness(() =>
      withTimeout(
        metrics.timed(store.kind, 'ping', () => store.ping()),
        ANSWER_WITHIN_MS,
        'the store',
      ),
    );
    if (storeProblem !== null) problems.push(`store: ${storeProblem}`);
    const redis = redisProblem ? await redisProblem() : null;
    if (redis !== null) problems.push(`redis: ${redis}`);
    return { ok: problems.length === 0, problems };
  };
}
