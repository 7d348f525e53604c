// Lint, and the architecture's walls (docs/architecture.md): the rules core stays pure, the worker
// adapter depends on the core alone, the database imports the core alone (never the sync engine), the
// sync engine never reaches for the screens, shared components (src/ui) keep no data and know no
// screen, shared words (src/words) know no screen or component, no screen's folder imports another's,
// and the app never imports the server. src/architecture.test.ts checks that each wall refuses an
// import through it. The walls that must know where an import leads are scripts/eslint-walls.js.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { packageWalls } from './eslint.package-walls.js';
import walls from './scripts/eslint-walls.js';

// Files whose every player-visible word is in the catalogs (src/locales): English written outside a
// t`…`, <Trans> or msg`…` is an error here. That is every file a player's screen is made of. Outside
// it, by design: src/core, src/db, src/sync and src/worker answer codes with their values (their
// English sentences are the command line's JSON and the logs', RULES.md section 3, and a screen words
// the code), src/cli speaks English JSON forever, and src/ui/tiles draws the tiles (paths, fonts): no
// words. src/db/csv.ts is the one file of the database a player reads (the spreadsheet's headers).
const TRANSLATED = [
  'src/features/**/*.{ts,tsx}',
  'src/app/**/*.{ts,tsx}',
  'src/state/**/*.{ts,tsx}',
  'src/ui/*.{ts,tsx}',
  'src/ui/share/**/*.{ts,tsx}',
  'src/ui/night/**/*.{ts,tsx}',
  'src/ui/house-rules/**/*.{ts,tsx}',
  'src/i18n/**/*.{ts,tsx}',
  'src/words/**/*.{ts,tsx}',
  'src/main.tsx',
  'src/db/csv.ts',
];
/** Files inside TRANSLATED that hold no words: class lists. */
const NOT_WORDS = ['src/ui/styles.ts'];

const NUMBERS_BY_HAND = {
  selector:
    "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
  message:
    'Write numbers with core/numbers.ts, core/amounts.ts or ui/format.ts: the first Intl number format of a page loads locale data.',
};

// A screen words a refusal by its code and values; the `message` of a core or database error is English
// (the command line's and the logs'). These catch the ways one reached a screen: shown as it is in JSX,
// a list of errors read as their messages, and English chosen by the locale.
const CODES_NOT_MESSAGES = [
  {
    selector:
      "JSXExpressionContainer MemberExpression[property.name='message'][object.name=/^(e|err|error|problem)$/], JSXExpressionContainer MemberExpression[property.name='message'][object.property.name='error']",
    message:
      'An error’s message is English: word its code (words/names errorWords, words/entry-words refusalWords, words/night-problems nightProblemWords …).',
  },
  {
    selector:
      "CallExpression[callee.property.name='map'] > ArrowFunctionExpression > MemberExpression.body[property.name='message']",
    message:
      'Errors’ messages are English: word each by its code (words/names errorWords, words/entry-words refusalWords …).',
  },
  {
    selector: "BinaryExpression[operator=/^[!=]==$/][left.property.name='locale'][right.value='en']",
    message: 'Say it in every language from the code: never the core’s English sentence in English only.',
  },
];

/** An import of one of these top folders of src/, from any depth below src/. */
const srcFolders = (...folders) => `^(\\.{1,2}/)+(${folders.join('|')})(/.*)?$`;

// Shared components are shared because they know no screen and keep no data: what they need (the
// night to rescue, a way to save a backup) the app gives them through props or a context.
const UI_WALL = {
  regex: srcFolders('db', 'sync', 'features', 'app', 'worker'),
  message:
    'src/ui is shared components: no database, sync, screen or app import. Take what is needed through props or a context the app provides (see ui/rescue.ts).',
};
// The same wall for a dynamic import(), which no-restricted-imports does not see.
const UI_WALL_DYNAMIC = {
  selector: `ImportExpression[source.value=/${srcFolders('db', 'sync', 'features', 'app', 'worker').replaceAll('/', '\\/')}/]`,
  message: UI_WALL.message,
};

const uiAndPlatform = [
  'react',
  'react-dom',
  'react-dom/*',
  'zustand',
  'zustand/*',
  'dexie',
  'workbox-window',
  'qrcode-generator',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'indexedDB',
        'self',
        'postMessage',
      ],
    },
  },
  {
    files: ['src/core/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiAndPlatform,
              message: 'src/core is pure TypeScript: no UI, storage or platform libraries.',
            },
            { group: ['../*'], message: 'src/core imports nothing from outside core/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/core/*/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: uiAndPlatform,
              message: 'src/core is pure TypeScript: no UI, storage or platform libraries.',
            },
            { group: ['../../*'], message: 'src/core imports nothing from outside core/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: uiAndPlatform, message: 'The worker adapter imports the core only.' },
            {
              group: ['../state/*', '../db/*', '../features/*', '../ui/*', '../app/*'],
              message: 'The worker adapter imports the core only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'],
              message: 'src/db never imports UI.',
            },
            {
              group: ['../features/*', '../ui/*', '../app/*', '../state/*'],
              message: 'src/db never imports UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    // A test may put a screen and its parts together: the walls hold for the code the app runs.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [UI_WALL] }],
    },
  },
  {
    // The sync engine sits under the screens: the screens read the night through it, never the reverse.
    files: ['src/sync/**/*.{ts,tsx}'],
    // A test may put a screen and its parts together: the walls hold for the code the app runs.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: srcFolders('features', 'ui', 'app', 'state'),
              message:
                'src/sync knows no screen, shared component, app or screen state: it imports core and db only.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app's state (route, draft, screen state) is read by the screens; it never reads them.
    files: ['src/state/**/*.{ts,tsx}'],
    // A test may put a screen and its parts together: the walls hold for the code the app runs.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: srcFolders('features', 'ui', 'app', 'db'),
              message:
                'src/state holds the app’s state: it imports no screen, shared component, app or database.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each screen's folder holds what it shows; what several screens use lives outside features/ (ui,
    // words, app, state). Tests included: a test checks its own screen, and the helpers several
    // screens' tests share are in src/testing.
    files: ['src/features/**/*.{ts,tsx}'],
    plugins: { walls },
    rules: { 'walls/screens-apart': 'error' },
  },
  {
    // Closed: every folder of src/ but the core, however written (`../db`, `../sync/x`, `import()`).
    files: ['src/worker/**/*.ts'],
    plugins: { walls },
    rules: {
      'walls/layer-imports': [
        'error',
        { may: ['core'], message: 'The worker adapter imports the core only.' },
      ],
    },
  },
  {
    // The database sits under the sync engine: a write to a live night reaches the engine through the
    // mirror the engine registers, loaded the way the app gives (provideLiveEngine, app/live-engine.ts).
    files: ['src/db/**/*.ts'],
    plugins: { walls },
    rules: {
      'walls/layer-imports': [
        'error',
        {
          may: ['core'],
          message:
            'src/db imports the core only: never the sync engine (the app gives the way to load it: provideLiveEngine), a screen, ui, app or state.',
        },
      ],
    },
  },
  {
    // Shared words sit under the shared components and the screens: they word the core's codes and the
    // database's (their types), with Lingui and the app's state (the names load later), and nothing else.
    files: ['src/words/**/*.{ts,tsx}'],
    // A test may check words as a screen shows them: the walls hold for the code the app runs.
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { walls },
    rules: {
      'walls/layer-imports': [
        'error',
        {
          may: ['core', 'i18n', 'state'],
          typesFrom: ['db'],
          message:
            'src/words words the codes: it imports core, i18n and state, and only the types of db (no screen, shared component, app, sync or worker).',
        },
      ],
    },
  },
  {
    // A shared hand's screen shows a result's details as the score screen does (src/ui/ResultDetails.tsx);
    // the score screen never needs the share screen (the share panel, link and QR code are shared
    // components, in src/ui/share).
    files: ['src/features/score/**/*.{ts,tsx}'],
    // A test may put a screen and its parts together: the walls hold for the code the app runs.
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+share(/.*)?$',
              message:
                'The score screen never imports the share screen: what both use lives in src/ui/share.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app writes numbers itself (core/numbers.ts, core/amounts.ts, ui/format.ts): a page's first
    // Intl number format loads the locale's data, tens of milliseconds on a phone, once inside the
    // app's start.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/cli/**', 'src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', NUMBERS_BY_HAND],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['src/**/*.test.{ts,tsx}', ...NOT_WORDS],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word without a capital (a key, a class, an id), an UPPER_CASE constant, a path or a glob.
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            '^[./@*{]',
            // Tiles and declared sets in the hands' notation (RULES.md section 2): "b2 b3 b4", "F3 CAT", "chow d1 d2 d3".
            '^(?:(?:[bcd][1-9]|[ESWN]|[RGW]D|[FS][1-4]|CAT|RAT|ROOSTER|CENTIPEDE|chow|pong|kong|concealed_kong)(?:\\s+|$))+$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern: 'className|^aria-(?!label)|^data-|^(id|key|type|lang|role|href|name|value|what)$',
                flags: 'i',
              },
            },
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            'import',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.replace',
            '*.test',
            'RegExp',
            '*.querySelector',
            '*.querySelectorAll',
            'v.check',
          ],
        },
      ],
      'no-restricted-syntax': ['error', NUMBERS_BY_HAND, ...CODES_NOT_MESSAGES],
      'lingui/t-call-in-function': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
  {
    // Last, so that for src/ui it holds every syntax rule above with the dynamic import's wall.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', NUMBERS_BY_HAND, ...CODES_NOT_MESSAGES, UI_WALL_DYNAMIC],
    },
  },

  // ==== The packages' walls (docs/architecture.md, "Packages") ====
  // Three npm workspaces: the app at the root, the sync server (server/) and what both run about a
  // night's log (packages/night-log, @tai-table/night-log). These blocks are the only ones that restrict
  // imports in server/ and packages/, and the only ones using @typescript-eslint/no-restricted-imports
  // in src/, so they add to the walls between src/'s layers above instead of replacing them.
  ...packageWalls(),
);
