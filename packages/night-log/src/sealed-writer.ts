// How a phone appends records to a sealed room's log: each record's content sealed and signed into an
// envelope (envelope.ts) for the place it takes, at the end of the root array LOG_KEY, in one transaction
// (or in the caller's, when called inside one), so a phone's change goes to the room as one update,
// accepted or refused whole. Synchronous: the app writes inside a database transaction that may await
// nothing else.
import * as Y from 'yjs';
import { sealEnvelope, type Envelope, type RoomReading } from './envelope';
import { LOG_KEY } from './format';
import type { PhoneKeys } from './phone-keys';

/** A record to seal: its kind and its content's JSON text. */
export interface RecordContent {
  readonly kind: string;
  readonly json: string;
}

/** What was appended: each envelope with the place it was signed for. */
export interface Appended {
  readonly envelope: Envelope;
  readonly client: number;
  readonly clock: number;
}

/**
 * Appends `records` as envelopes signed by `phone` at the end of the night's log. Every value of one push
 * is one Yjs item of consecutive clocks from the client's next one, so each envelope's place is known as
 * it is sealed.
 */
export function appendSealed(
  doc: Y.Doc,
  room: RoomReading,
  phone: PhoneKeys,
  records: readonly RecordContent[],
  origin?: unknown,
): Appended[] {
  if (records.length === 0) return [];
  let appended: Appended[] = [];
  doc.transact(() => {
    const client = doc.clientID;
    const first = Y.getState(doc.store, client);
    appended = records.map(({ kind, json }, i) => ({
      envelope: sealEnvelope(room, phone, { client, clock: first + i }, kind, json),
      client,
      clock: first + i,
    }));
    doc.getArray<unknown>(LOG_KEY).push(appended.map((item) => item.envelope));
  }, origin);
  return appended;
}
