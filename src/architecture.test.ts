// The architecture's walls (docs/architecture.md) are lint rules (eslint.config.js, and
// scripts/eslint-walls.js for those that resolve where an import leads): each import through a wall must
// fail the lint, and the same file with an import the wall allows must pass, so no wall is a rule that
// cannot fail. The probes are linted as text at the paths they name; nothing is written.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids that refuse a module of this path importing `from` (statically, with import(), or its types only). */
async function refusals(path: string, from: string, dynamic = false, typeOnly = false): Promise<string[]> {
  const code = dynamic
    ? `export const load = () => import('${from}');\n`
    : typeOnly
      ? `import type * as probe from '${from}';\nexport type Used = typeof probe;\n`
      : `import * as probe from '${from}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse error');
}

const WALLS: ReadonlyArray<{
  wall: string;
  path: string;
  through: string;
  allowed: string;
  dynamic?: boolean;
  typeOnly?: boolean;
}> = [
  {
    wall: 'the rules core imports nothing outside core',
    path: 'src/core/probe.ts',
    through: '../db/schema',
    allowed: './tiles',
  },
  {
    wall: 'the rules core imports no UI library',
    path: 'src/core/ledger/probe.ts',
    through: 'react',
    allowed: '../tiles',
  },
  {
    wall: 'the worker imports the core only',
    path: 'src/worker/probe.ts',
    through: '../db/schema',
    allowed: '../core/tiles',
  },
  {
    wall: 'the database never imports a screen',
    path: 'src/db/probe.ts',
    through: '../features/ledger/NightScreen',
    allowed: '../core/tiles',
  },
  {
    wall: 'the sync engine never imports a screen',
    path: 'src/sync/probe.ts',
    through: '../features/live/LiveNight',
    allowed: '../db/schema',
  },
  {
    wall: 'the sync engine never imports a shared component',
    path: 'src/sync/probe.ts',
    through: '../ui/Sheet',
    allowed: '../core/ledger',
  },
  {
    wall: 'the app’s state never imports the database',
    path: 'src/state/probe.ts',
    through: '../db/schema',
    allowed: '../core/types',
  },
  {
    wall: 'a shared component never imports the database',
    path: 'src/ui/Probe.tsx',
    through: '../db/schema',
    allowed: '../core/tiles',
  },
  {
    wall: 'a shared component never loads the database later either',
    path: 'src/ui/Probe.tsx',
    through: '../db',
    allowed: './download',
    dynamic: true,
  },
  {
    wall: 'a shared component never imports a screen',
    path: 'src/ui/share/Probe.tsx',
    through: '../../features/ledger/NightScreen',
    allowed: '../../core/share-code',
  },
  {
    wall: 'a shared component never imports the app',
    path: 'src/ui/Probe.tsx',
    through: '../app/database',
    allowed: './rescue',
  },
  {
    wall: 'a shared component never imports the sync engine',
    path: 'src/ui/Probe.tsx',
    through: '../sync/link',
    allowed: '../i18n/locales',
  },
  {
    wall: 'the score screen never imports the share screen',
    path: 'src/features/score/Probe.tsx',
    through: '../share/ShareView',
    allowed: '../../ui/share/SharePanel',
  },
  {
    wall: 'a screen never imports another screen',
    path: 'src/features/score/Probe.tsx',
    through: '../ledger/NightScreen',
    allowed: '../../ui/Sheet',
  },
  {
    wall: 'a screen never loads another screen later either',
    path: 'src/features/settings/Probe.tsx',
    through: '../live/JoinLiveScreen',
    allowed: '../../ui/house-rules/HouseRulesForm',
    dynamic: true,
  },
  {
    wall: 'a screen never imports another screen’s types',
    path: 'src/features/share/Probe.tsx',
    through: '../score/TableContext',
    allowed: '../../state/scoring',
    typeOnly: true,
  },
  {
    wall: 'a part in a screen’s subfolder never imports another screen',
    path: 'src/features/ledger/live/Probe.tsx',
    through: '../../live/LiveStatusBar',
    allowed: '../NightScreen',
  },
  {
    wall: 'a screen’s test never imports another screen',
    path: 'src/features/night/Probe.test.tsx',
    through: '../ledger/NightScreen',
    allowed: '../../testing/ledger-screens',
  },
  {
    wall: 'the database never imports the sync engine',
    path: 'src/db/probe.ts',
    through: '../sync',
    allowed: '../core/ledger',
  },
  {
    wall: 'the database never loads the sync engine later either',
    path: 'src/db/probe.ts',
    through: '../sync/mirror',
    allowed: './schema',
    dynamic: true,
  },
  {
    wall: 'the worker never imports the database, however named',
    path: 'src/worker/probe.ts',
    through: '../db',
    allowed: '../core/tiles',
  },
  {
    wall: 'the worker never imports the sync engine',
    path: 'src/worker/probe.ts',
    through: '../sync',
    allowed: '../core/tiles',
  },
  {
    wall: 'the worker imports no folder of src/ but the core',
    path: 'src/worker/probe.ts',
    through: '../i18n/catalogs',
    allowed: './scorer-client',
  },
  {
    wall: 'the worker never loads anything but the core later either',
    path: 'src/worker/probe.ts',
    through: '../ui/Sheet',
    allowed: '../core/score',
    dynamic: true,
  },
  {
    wall: 'shared words never import a shared component',
    path: 'src/words/probe.ts',
    through: '../ui/format',
    allowed: '../core/amounts',
  },
  {
    wall: 'shared words never import the database’s code',
    path: 'src/words/probe.ts',
    through: '../db/saved-tables',
    allowed: '../i18n/catalogs',
  },
  {
    wall: 'shared words take only the database’s types, never a screen’s',
    path: 'src/words/names/probe.ts',
    through: '../../features/ledger/NightScreen',
    allowed: '../../db/saved-tables',
    typeOnly: true,
  },
  {
    wall: 'a shared component words with the shared words, never a screen',
    path: 'src/ui/night/Probe.tsx',
    through: '../../features/ledger/NightScreen',
    allowed: '../../words/entry-words',
  },
  {
    wall: 'the app never imports the sync server',
    path: 'src/features/live/Probe.tsx',
    through: '../../../server/start',
    allowed: '../../sync/link',
  },
  {
    wall: 'the app never imports a server-only package',
    path: 'src/sync/probe.ts',
    through: '@hocuspocus/server',
    allowed: '@hocuspocus/provider',
  },
];

describe('the walls between the layers', () => {
  for (const { wall, path, through, allowed, dynamic, typeOnly } of WALLS) {
    it(`${wall}: ${path} importing ${through} fails the lint, ${allowed} passes`, async () => {
      const refused = await refusals(path, through, dynamic, typeOnly);
      expect(
        refused.some((rule) => /no-restricted-(imports|syntax)$|^walls\//.test(rule)),
        refused.join(', '),
      ).toBe(true);
      expect(await refusals(path, allowed, dynamic, typeOnly)).toEqual([]);
    });
  }
});

// The packages' walls (eslint.package-walls.js; docs/architecture.md, "Packages"): the app, the sync
// server and the package both run, @tai-table/night-log.
const PACKAGE_WALLS: typeof WALLS = [
  {
    wall: 'the app never imports the sync server by its package’s name either',
    path: 'src/sync/probe.ts',
    through: '@tai-table/sync-server',
    allowed: '@tai-table/night-log',
  },
  {
    wall: 'the app never imports a package only the server declares (read from the package.json files)',
    path: 'src/sync/probe.ts',
    through: 'ws',
    allowed: 'yjs',
  },
  {
    wall: 'the app imports the shared package by its name, never by a path into it',
    path: 'src/sync/probe.ts',
    through: '../../packages/night-log/src/frames',
    allowed: '@tai-table/night-log',
  },
  {
    wall: 'the scripts import the shared package by its name too',
    path: 'scripts/probe.ts',
    through: '../packages/night-log/src/index',
    allowed: '../server/testing',
  },
  {
    wall: 'the sync server imports nothing of the app',
    path: 'server/probe.ts',
    through: '../src/core/tiles',
    allowed: './config',
  },
  {
    wall: 'the sync server imports nothing of the app from a folder of its own either',
    path: 'server/rooms/probe.ts',
    through: '../../src/sync/log',
    allowed: '../config',
  },
  {
    wall: 'the sync server imports the shared package by its name, never by a path into it',
    path: 'server/probe.ts',
    through: '../packages/night-log/src/frames',
    allowed: '@tai-table/night-log',
  },
  {
    wall: 'the sync server’s running code imports only the packages it declares for running',
    path: 'server/probe.ts',
    through: '@hocuspocus/provider',
    allowed: '@hocuspocus/server',
  },
  {
    wall: 'the sync server names a Node built-in with node:',
    path: 'server/probe.ts',
    through: 'fs',
    allowed: 'node:fs',
  },
  {
    wall: 'the log guard, once the one exception, imports nothing of the app: its check is the shared package’s',
    path: 'server/log-guard.ts',
    through: '../src/sync/log',
    allowed: '@tai-table/night-log',
  },
  {
    wall: 'the shared package imports nothing of the app',
    path: 'packages/night-log/src/probe.ts',
    through: '../../../src/core/tiles',
    allowed: './frames',
  },
  {
    wall: 'the shared package never imports the sync server',
    path: 'packages/night-log/src/probe.ts',
    through: '@tai-table/sync-server',
    allowed: 'lib0/decoding',
  },
  {
    wall: 'the shared package imports nothing of Node: it runs on the phone too',
    path: 'packages/night-log/src/probe.ts',
    through: 'node:fs',
    allowed: 'lib0/decoding',
  },
];

describe('the walls between the packages', () => {
  for (const { wall, path, through, allowed, dynamic } of PACKAGE_WALLS) {
    it(`${wall}: ${path} importing ${through} fails the lint, ${allowed} passes`, async () => {
      const refused = await refusals(path, through, dynamic);
      expect(
        refused.some((rule) => /no-restricted-imports$/.test(rule)),
        refused.join(', '),
      ).toBe(true);
      expect(await refusals(path, allowed, dynamic)).toEqual([]);
    });
  }
});
