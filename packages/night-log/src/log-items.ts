// The night's log with each value's place in the document: the Yjs client id and clock it was written
// at. A sealed room's envelope is signed for its place (envelope.ts), so its readers need both, which
// Y.Array's toArray does not give. A value never moves, so its place is read once with it.
import * as Y from 'yjs';
import type { LogPlace } from './envelope';

export interface PlacedValue extends LogPlace {
  readonly value: unknown;
}

/** The log's values in order, each with its place; deleted content (never in a night's log) is skipped. */
export function placedValues(log: Y.Array<unknown>): PlacedValue[] {
  const values: PlacedValue[] = [];
  for (let item = log._start; item !== null; item = item.right) {
    if (item.deleted || !item.countable) continue;
    const content = item.content.getContent();
    for (let i = 0; i < content.length; i += 1)
      values.push({ value: content[i], client: item.id.client, clock: item.id.clock + i });
  }
  return values;
}
