// The rooms on disk: what a server finds after a crash, and which rooms the sweep forgets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { newRoomName } from './room-name';
import { RoomStore } from './room-store';

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tai-rooms-'));
  dirs.push(dir);
  return dir;
}

/** A document and the updates it produced, as the server's document emits them. */
function night(): { doc: Y.Doc; updates: Uint8Array[] } {
  const doc = new Y.Doc();
  const updates: Uint8Array[] = [];
  doc.on('update', (update: Uint8Array) => updates.push(update));
  return { doc, updates };
}

function entriesOf(state: Uint8Array | null): string[] {
  const doc = new Y.Doc();
  if (state) Y.applyUpdate(doc, state);
  return [...doc.getMap('entries').keys()].sort();
}

describe('RoomStore', () => {
  it('gives back, after a crash, updates appended but never snapshotted', () => {
    const dir = dataDir();
    const room = newRoomName();
    const { doc, updates } = night();
    const store = new RoomStore(dir);
    doc.getMap('entries').set('hand-1', { tai: 1 });
    store.save(room, Y.encodeStateAsUpdate(doc));
    doc.getMap('entries').set('hand-2', { tai: 2 });
    doc.getMap('entries').set('hand-3', { tai: 3 });
    for (const update of updates.slice(1)) store.append(room, update);
    // No close, no second save: as if the process died here.
    const reopened = new RoomStore(dir);
    expect(entriesOf(reopened.load(room))).toEqual(['hand-1', 'hand-2', 'hand-3']);
    expect(reopened.load(newRoomName())).toBeNull();
    store.close();
    reopened.close();
  });

  it('folds appended updates into the snapshot when it is written', () => {
    const dir = dataDir();
    const room = newRoomName();
    const { doc, updates } = night();
    const store = new RoomStore(dir);
    expect(store.load(room)).toBeNull();
    for (let hand = 1; hand <= 3; hand += 1) {
      doc.getMap('entries').set(`hand-${hand}`, { tai: hand });
      store.append(room, updates.at(-1)!);
    }
    store.save(room, Y.encodeStateAsUpdate(doc));
    store.close();
    const reopened = new RoomStore(dir);
    expect(entriesOf(reopened.load(room))).toEqual(['hand-1', 'hand-2', 'hand-3']);
    reopened.close();
  });

  it('forgets rooms unused for the set number of days, keeping recent and open ones', () => {
    let now = 1_000 * DAY;
    const store = new RoomStore(dataDir(), () => now);
    const [old, openOld, recent, onlyUpdates] = [newRoomName(), newRoomName(), newRoomName(), newRoomName()];
    const { doc, updates } = night();
    doc.getMap('entries').set('hand', { tai: 1 });
    for (const room of [old, openOld]) store.save(room, Y.encodeStateAsUpdate(doc));
    store.append(onlyUpdates, updates[0]!);
    now += 91 * DAY;
    store.save(recent, Y.encodeStateAsUpdate(doc));
    expect(store.roomCount()).toBe(4);

    expect(store.forget(90, [openOld])).toBe(2);
    expect(store.load(old)).toBeNull();
    expect(store.load(onlyUpdates)).toBeNull();
    expect(entriesOf(store.load(openOld))).toEqual(['hand']);
    expect(entriesOf(store.load(recent))).toEqual(['hand']);

    // Loading a room marks it used: 89 days after the loads above both are kept, 91 days after, they go.
    now += 89 * DAY;
    expect(store.forget(90, [])).toBe(0);
    now += 2 * DAY;
    expect(store.forget(90, [openOld])).toBe(1);
    expect(store.load(recent)).toBeNull();
    expect(entriesOf(store.load(openOld))).toEqual(['hand']);
    store.close();
  });
});
