// The throwaway worker that loads Intl's data off the main thread: started with its own file, as a
// module, and never a reason for the page to fail.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIntlOffMainThread } from './intl-warmup';

afterEach(() => vi.unstubAllGlobals());

describe('warmIntlOffMainThread', () => {
  it('starts one module worker from intl-warmup.worker.ts', () => {
    const started: { url: string; type: string | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), type: options?.type });
        }
      },
    );
    warmIntlOffMainThread();
    expect(started).toHaveLength(1);
    expect(new URL(started[0]!.url).pathname).toMatch(/\/intl-warmup\.worker\.ts$/);
    expect(started[0]!.type).toBe('module');
  });

  it('does nothing where there are no workers, and swallows a worker the browser refuses', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmIntlOffMainThread()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmIntlOffMainThread()).not.toThrow();
  });

  it('the worker asks for a number and a date format, then closes itself', async () => {
    const calls: string[] = [];
    const { NumberFormat, DateTimeFormat } = Intl;
    // Stand-ins a `new` can call: each notes its call and makes the real format. The worker uses
    // nothing else of Intl (whose members are not enumerable, so a spread of it would copy none).
    vi.stubGlobal('Intl', {
      NumberFormat: function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        calls.push('number');
        return new NumberFormat(...args);
      },
      DateTimeFormat: function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        calls.push('date');
        return new DateTimeFormat(...args);
      },
    });
    vi.stubGlobal('close', () => calls.push('close'));
    await import('./intl-warmup.worker');
    expect(calls).toEqual(['number', 'date', 'close']);
  });
});
