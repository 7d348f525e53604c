// The phones that have written to a night: the keys (`p`) of the envelopes in its log, and the Yjs client
// id each envelope was written under. Presence gives these keys their place whatever unknown keys do, and
// a client id that wrote under one key is announced in presence under that key only
// (server/presence-places.ts). The server's log guard has checked each envelope's signature against its
// key before it was applied, so a key here is one that signed a record of this night.
import { isPublicKey, LOG_KEY } from '@tai-table/night-log';
import * as Y from 'yjs';

/** The key an envelope of the log names as its signer, or null for anything else (an earlier format's record). */
export function signerOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const { v, p } = record as { v?: unknown; p?: unknown };
  return v === 3 && typeof p === 'string' && isPublicKey(p) ? p : null;
}

export class LogWriters {
  /** Every key that has written to the night. */
  readonly keys = new Set<string>();
  /** The key each client id first wrote under. */
  private readonly byClient = new Map<number, string>();
  private readonly log: Y.Array<unknown>;
  private readonly onChange = (event: Y.YArrayEvent<unknown>) => {
    for (const item of event.changes.added) this.take(item);
  };

  constructor(document: Y.Doc) {
    this.log = document.getArray<unknown>(LOG_KEY);
    for (let item = this.log._start; item !== null; item = item.right) this.take(item);
    this.log.observe(this.onChange);
  }

  /** The key `client` wrote to the night under, if it wrote. */
  keyOf(client: number): string | undefined {
    return this.byClient.get(client);
  }

  stop(): void {
    this.log.unobserve(this.onChange);
  }

  private take(item: Y.Item): void {
    if (item.deleted) return;
    for (const record of item.content.getContent()) {
      const key = signerOf(record);
      if (key === null) continue;
      this.keys.add(key);
      if (!this.byClient.has(item.id.client)) this.byClient.set(item.id.client, key);
    }
  }
}
