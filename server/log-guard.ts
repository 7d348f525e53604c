// The Hocuspocus extension that keeps a night's history append-only: every update a phone sends (sync
// step 2, or an update) is checked by src/sync/log-check.ts before Hocuspocus applies it. A refused
// update is neither applied nor acknowledged: the room's connection is closed with LOG_REFUSED_CODE and
// the reason `log-refused:<code>`, which the app words for its player. One log line, without the room.
import type { beforeHandleMessagePayload, Extension } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import { checkLogUpdate, LOG_REFUSED_CODE, logRefusalReason, type LogRefusal } from '../src/sync/log-check';
import { SYNC, SYNC_STEP_2, SYNC_UPDATE } from './frames';

/** Hocuspocus's SyncReply: a sync message that asks no sync back; it can carry a step 2 too. */
const SYNC_REPLY = 4;

/** The update a frame carries for the room's document, null for any frame that carries none. Throws on garbage. */
export function updateOfFrame(frame: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(frame);
  decoding.readVarString(decoder);
  const type = decoding.readVarUint(decoder);
  if (type !== SYNC && type !== SYNC_REPLY) return null;
  const syncType = decoding.readVarUint(decoder);
  if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return null;
  return decoding.readVarUint8Array(decoder);
}

/** An Error for Hocuspocus's hook chain: no message (Hocuspocus logs it), the code and reason it sends to the phone. */
function refusal(refused: LogRefusal): Error {
  return Object.assign(new Error(''), { code: LOG_REFUSED_CODE, reason: logRefusalReason(refused) });
}

/** A turn of the event loop: Hocuspocus applies a message in the promise callbacks after its hooks, before this. */
const afterApply = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export class LogGuard implements Extension {
  extensionName = 'LogGuard';
  /** Refusals by code since start, for the stats and the tests. */
  readonly refused = new Map<LogRefusal, number>();

  constructor(private readonly log: (line: string) => void = () => undefined) {}

  /** Each connection's last message: checked and applied before the next one of that connection is checked. */
  private readonly lastOf = new WeakMap<object, Promise<void>>();

  async beforeHandleMessage(payload: beforeHandleMessagePayload): Promise<void> {
    // Hocuspocus starts every message's hooks as it arrives and applies each after its hooks resolve, so
    // two frames of one burst are checked before either is applied: the second would name the first's
    // records as unknown. A connection's frames are therefore checked one after another, each after the
    // one before it was applied (its hooks resolved, then a turn of the event loop for the apply).
    const before = this.lastOf.get(payload.connection) ?? Promise.resolve();
    const mine = before.then(() => this.check(payload));
    this.lastOf.set(payload.connection, mine.then(afterApply, afterApply));
    return mine;
  }

  private async check({ document, update: frame }: beforeHandleMessagePayload): Promise<void> {
    let update: Uint8Array | null;
    try {
      update = updateOfFrame(frame);
    } catch (error) {
      void error; // a frame that does not decode carries nothing readable: refused as such
      throw this.refuse('unreadable_update');
    }
    if (update === null) return;
    const checked = checkLogUpdate(document, update);
    if (!checked.ok) throw this.refuse(checked.refusal);
  }

  private refuse(code: LogRefusal): Error {
    this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
    this.log(`refused an update: ${code}`);
    return refusal(code);
  }
}
