// The Hocuspocus extension that keeps a night's history append-only: every update a phone sends (sync
// step 2, or an update) is checked by @tai-table/night-log's checkLogUpdate before Hocuspocus applies it
// (its shape only: the server of a sealed room cannot read a record). A refused update is neither applied
// nor acknowledged: the room's connection is closed with LOG_REFUSED_CODE and the reason
// `log-refused:<code>`, which the app words for its player; an envelope under a client id another phone's
// key holds (by the log's envelopes or its presence's first proof), with CLIENT_TAKEN_CODE, so the phone
// writes again under a new one. One log line, without the room.
import type { beforeHandleMessagePayload, Extension } from '@hocuspocus/server';
import {
  checkLogUpdate,
  CLIENT_TAKEN_CODE,
  clientTakenReason,
  LOG_REFUSED_CODE,
  LOG_RESYNC,
  logRefusalReason,
  updateOf,
  type LogRefusal,
} from '@tai-table/night-log';
import * as Y from 'yjs';
import { serverVerifyBytes } from './signatures';

/** An Error for Hocuspocus's hook chain: no message (Hocuspocus logs it), the code and reason it sends to the phone. */
function refusal(refused: LogRefusal): Error {
  return Object.assign(new Error(''), { code: LOG_REFUSED_CODE, reason: logRefusalReason(refused) });
}

/** How long the next frame of a connection waits for the one before it to be applied (or given up: refused, cut). */
const APPLY_WAIT_MS = 5_000;

const holds = (document: Y.Doc, ends: ReadonlyMap<number, number>): boolean =>
  [...ends].every(([client, end]) => Y.getState(document.store, client) >= end);

/**
 * Resolves (true) once `document` holds an update whose structs end at `ends` (as its check found them). The
 * store writes before Hocuspocus applies (server/persistence.ts), and a database answers in milliseconds,
 * so "applied" is watched for, not assumed after a turn of the event loop. Gives up (false) after APPLY_WAIT_MS: a frame refused after this check (its store failed) is never applied,
 * and its connection is closed meanwhile.
 */
function applied(document: Y.Doc, ends: ReadonlyMap<number, number>): Promise<boolean> {
  if (holds(document, ends)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (held: boolean): void => {
      clearTimeout(timer);
      document.off('update', onUpdate);
      resolve(held);
    };
    const onUpdate = (): void => {
      if (holds(document, ends)) done(true);
    };
    const timer = setTimeout(() => done(false), APPLY_WAIT_MS);
    timer.unref();
    document.on('update', onUpdate);
  });
}

export class LogGuard implements Extension {
  extensionName = 'LogGuard';
  /** Refusals by code since start, for the stats and the tests. */
  readonly refused = new Map<LogRefusal, number>();
  /** Phones asked to sync again since start (an update that came before one lost on the way). */
  resyncs = 0;
  /** Envelopes refused since start for a client id another phone's key holds. */
  taken = 0;

  /**
   * `provenKeyOf` is the key a client id was first proven under in the room's presence (server/presence.ts):
   * a client id is bound to one key whether the room first saw it in an envelope or in a presence proof, so
   * a peer that learned a phone's client id from its presence cannot write under it first.
   */
  constructor(
    private readonly log: (line: string) => void = () => undefined,
    private readonly provenKeyOf: (room: string, client: number) => string | undefined = () => undefined,
    /** Told, for each update applied, how long it took from its frame's arrival (seconds): the relay's time. */
    private readonly relayed: (seconds: number) => void = () => undefined,
  ) {}

  /** Each connection's last message: checked and applied before the next one of that connection is checked. */
  private readonly lastOf = new WeakMap<object, Promise<void>>();

  async beforeHandleMessage(payload: beforeHandleMessagePayload): Promise<void> {
    // Hocuspocus starts every message's hooks as it arrives and applies each after its hooks resolve (the
    // store's write among them), so two frames of one burst are checked before either is applied: the
    // second would name the first's records as unknown. A connection's frames are therefore checked one
    // after another, each once the document holds the one before it.
    const arrived = performance.now();
    const before = this.lastOf.get(payload.connection) ?? Promise.resolve();
    const mine = before.then(() => this.check(payload));
    this.lastOf.set(
      payload.connection,
      mine.then(
        (ends) =>
          ends === null
            ? undefined
            : applied(payload.document, ends).then((held) => {
                if (held) this.relayed((performance.now() - arrived) / 1_000);
              }),
        () => undefined,
      ),
    );
    await mine;
  }

  /**
   * Where the frame's update ends, once checked (null for a frame that carries none); throws the refusal
   * otherwise. The check decodes the update once and says where it ends: it is not decoded again here.
   */
  private async check({
    document,
    documentName,
    update: frame,
  }: beforeHandleMessagePayload): Promise<ReadonlyMap<number, number> | null> {
    let update: Uint8Array | null;
    try {
      update = updateOf(frame);
    } catch (error) {
      void error; // a frame that does not decode carries nothing readable: refused as such
      throw this.refuse('unreadable_update');
    }
    if (update === null) return null;
    const checked = checkLogUpdate(
      document,
      update,
      documentName,
      (client) => this.provenKeyOf(documentName, client),
      serverVerifyBytes,
    );
    if (!checked.ok && 'taken' in checked) {
      this.taken += 1;
      this.log('refused an update: its client id is another phone’s');
      throw Object.assign(new Error(''), {
        code: CLIENT_TAKEN_CODE,
        reason: clientTakenReason(checked.taken),
      });
    }
    if (!checked.ok && checked.gap) {
      // An update after one lost on the way (its connection died): the phone connects again and the sync sends both, in order.
      this.resyncs += 1;
      this.log('asked a phone to sync again: its update came before one lost on the way');
      throw Object.assign(new Error(''), { code: LOG_RESYNC.code, reason: LOG_RESYNC.reason });
    }
    if (!checked.ok) throw this.refuse(checked.refusal);
    return checked.ends;
  }

  private refuse(code: LogRefusal): Error {
    this.refused.set(code, (this.refused.get(code) ?? 0) + 1);
    this.log(`refused an update: ${code}`);
    return refusal(code);
  }
}
