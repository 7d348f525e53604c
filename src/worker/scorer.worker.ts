// The scoring worker: a thin adapter that answers ScorerRequests with the rules core, off the main thread.
import { answer, type ScorerRequest, type ScorerResponse } from './protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<ScorerRequest>) => void) | null;
  postMessage(message: ScorerResponse): void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => scope.postMessage(answer(event.data));
