// Asking for persistent storage, whatever the browser offers.
import { describe, expect, it } from 'vitest';
import { requestPersistentStorage } from './persist';

describe('requestPersistentStorage', () => {
  it('is unsupported without the Storage API', async () => {
    expect(await requestPersistentStorage(undefined)).toBe('unsupported');
    expect(await requestPersistentStorage({})).toBe('unsupported');
    // Node has no navigator.storage: the default must not throw.
    expect(await requestPersistentStorage()).toBe('unsupported');
  });

  it('answers granted when already persisted, without asking again', async () => {
    let asked = false;
    const outcome = await requestPersistentStorage({
      persisted: async () => true,
      persist: async () => {
        asked = true;
        return true;
      },
    });
    expect(outcome).toBe('granted');
    expect(asked).toBe(false);
  });

  it('passes on the browser’s answer', async () => {
    expect(await requestPersistentStorage({ persist: async () => true })).toBe('granted');
    expect(await requestPersistentStorage({ persisted: async () => false, persist: async () => false })).toBe(
      'denied',
    );
  });

  it('a browser that throws has refused', async () => {
    expect(await requestPersistentStorage({ persist: () => Promise.reject(new Error('not allowed')) })).toBe(
      'denied',
    );
  });
});
