// `npm run sync-server` and the server the tests and the benchmark start must be the same program with
// the same Node flags, or the benchmark's figures describe a server nobody runs.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './testing';

describe('npm run sync-server', () => {
  it('runs server/sync-server.ts with the Node flags the benchmark measured', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['sync-server']).toBe(
      `node ${SERVER_NODE_ARGS.join(' ')} --import tsx server/sync-server.ts`,
    );
  });
});
