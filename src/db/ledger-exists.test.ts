// The score screen learns whether the ledger exists without opening it, and hears of the first
// write on Dexie's channel: both as the real libraries behave.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATABASE_CHANGES_CHANNEL, ledgerExists } from './ledger-exists';
import { DB_NAME, openDatabase } from './schema';

afterEach(() => vi.restoreAllMocks());

describe('ledgerExists', () => {
  it('is false on a fresh phone, true once the ledger is opened, and asking creates nothing', async () => {
    const idb = new IDBFactory();
    expect(await ledgerExists(idb)).toBe(false);
    expect(await ledgerExists(idb)).toBe(false);
    expect(await idb.databases()).toEqual([]);
    const db = openDatabase(DB_NAME, { indexedDB: idb, IDBKeyRange });
    await db.open();
    expect(await ledgerExists(idb)).toBe(true);
    db.close();
  });

  it('does not count another database of the origin', async () => {
    const idb = new IDBFactory();
    const draft = openDatabase('tai-table-draft', { indexedDB: idb, IDBKeyRange });
    await draft.open();
    expect(await ledgerExists(idb)).toBe(false);
    draft.close();
  });

  it('says true where the browser cannot list its databases, or fails to, so the ledger is opened as before', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const unlisted = { open: () => null } as unknown as IDBFactory;
    expect(await ledgerExists(unlisted)).toBe(true);
    const failing = { databases: () => Promise.reject(new Error('no')) } as unknown as IDBFactory;
    expect(await ledgerExists(failing)).toBe(true);
    expect(await ledgerExists(undefined)).toBe(true);
  });
});

describe('the changes channel', () => {
  it('carries a Dexie write, so a screen waiting for the ledger hears of its creation', async () => {
    const heard = new Promise<unknown>((resolve) => {
      const channel = new BroadcastChannel(DATABASE_CHANGES_CHANNEL);
      channel.onmessage = (event) => {
        channel.close();
        resolve(event.data);
      };
    });
    const db = openDatabase(`${DB_NAME}-channel-test`, { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.sessions.put({
      id: 'n1',
      createdAt: 1,
      updatedAt: 1,
      name: 'Friday',
      settings: {} as never,
      status: 'open',
      totals: [0, 0, 0, 0],
      entryCount: 0,
    });
    await expect(heard).resolves.toBeTruthy();
    db.close();
  });
});
