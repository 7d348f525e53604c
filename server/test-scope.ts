// What a server test file starts it stops after each test: temporary folders, phones (each with the
// night's start record, so what they write is the log the server takes), servers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { startLog } from './log-testing';
import { connectPhone, type Phone } from './testing';

export interface TestScope {
  /** Run after the test, last added first. */
  cleanups: Array<() => unknown>;
  tempDir(): string;
  phone(url: string, room: string): Phone;
}

/** Registers the file's afterEach; `prefix` names its temporary folders. */
export function testScope(prefix: string): TestScope {
  const cleanups: Array<() => unknown> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return {
    cleanups,
    tempDir() {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return dir;
    },
    phone(url, room) {
      const made = connectPhone(url, room);
      startLog(made.doc);
      cleanups.push(() => made.destroy());
      return made;
    },
  };
}
