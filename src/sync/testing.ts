// What the night's document tests share: a night's meta, reading a document that must read, and one
// phone's document sent to another as the room would.
import * as Y from 'yjs';
import type { NightSettings } from '../core/ledger';
import { readNightDoc, type NightMeta, type ReadNight } from './doc';

export const nightMeta = (settings: NightSettings): NightMeta => ({
  id: 'night-1',
  name: 'Friday',
  createdAt: 1_000,
  settings,
  status: 'open',
});

/** The night of a document, which must read (a test fails with the problem otherwise). */
export function readOk(doc: Y.Doc): ReadNight {
  const read = readNightDoc(doc);
  if (!read.ok) throw new Error(`the night could not be read: ${read.problem}`);
  return read.night;
}

/** What `to` misses of `from`, as the room would send it. */
export const syncDocs = (from: Y.Doc, to: Y.Doc): void =>
  Y.applyUpdate(to, Y.encodeStateAsUpdate(from, Y.encodeStateVector(to)));
