// Lint, and the architecture's boundaries (DESIGN.md): the rules core stays pure, the database
// never reaches for the UI, and the worker adapter depends on the core alone.
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Files whose every player-visible word is in the catalogs (src/locales): English written outside a
// t`…`, <Trans> or msg`…` is an error here. The list grows until it is all of src (issue 22).
const TRANSLATED = ['src/i18n/**/*.{ts,tsx}', 'src/main.tsx', 'src/features/settings/SettingsScreen.tsx', 'src/features/settings/LanguagePicker.tsx',
  'src/features/rules/**/*.{ts,tsx}',
  // The ledger area: every file but the first screen's (IfLedger, RecordAction), its class lists and its test helpers.
  'src/features/ledger/{[!IRst],s[!t],t[!e]}*.{ts,tsx}',
  'src/features/ledger/{RecordSheet,RescoreNote}.tsx',
  'src/db/csv.ts',
  'src/app/**/*.{ts,tsx}',
  'src/ui/*.{ts,tsx}', // ui/tiles draws the tiles (paths, fonts): no words
  'src/state/**/*.{ts,tsx}',
  'src/features/score/**/*.{ts,tsx}',
  'src/features/update/**/*.{ts,tsx}',
  'src/features/ledger/IfLedger.tsx',
  'src/features/ledger/RecordAction.tsx',
  'src/features/share/SharePanel.tsx',
  'src/features/tables/NoSavedTables.tsx',
  'src/features/settings/**/*.{ts,tsx}',
  'src/features/tables/SaveTableView.tsx',
  'src/features/tables/SavedTablePicker.tsx',
  'src/features/tables/ScoreTableChooser.tsx',
  'src/features/tables/TableEditor.tsx',
  'src/features/tables/TableSharePanel.tsx',
  'src/features/tables/TablesSection.tsx',
  'src/features/tables/table-link.ts',
  'src/features/tables/table-problems.ts',
  'src/features/tables/table-words.ts',
  'src/features/tables/useSavedTables.ts',
  'src/features/night/**/*.{ts,tsx}',
  'src/features/share/ShareView.tsx',
  'src/features/share/QrCode.tsx',
  'src/features/share/share-link.ts',
  'src/features/live/**/*.{ts,tsx}',
];

const uiAndPlatform = ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*', 'dexie', 'workbox-window', 'qrcode-generator'];

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
      'no-restricted-globals': ['error', 'window', 'document', 'navigator', 'localStorage', 'indexedDB', 'self', 'postMessage'],
    },
  },
  {
    files: ['src/core/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: uiAndPlatform, message: 'src/core is pure TypeScript: no UI, storage or platform libraries.' },
          { group: ['../*'], message: 'src/core imports nothing from outside core/.' },
        ],
      }],
    },
  },
  {
    files: ['src/core/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: uiAndPlatform, message: 'src/core is pure TypeScript: no UI, storage or platform libraries.' },
          { group: ['../../*'], message: 'src/core imports nothing from outside core/.' },
        ],
      }],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: uiAndPlatform, message: 'The worker adapter imports the core only.' },
          { group: ['../state/*', '../db/*', '../features/*', '../ui/*', '../app/*'], message: 'The worker adapter imports the core only.' },
        ],
      }],
    },
  },
  {
    files: ['src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'], message: 'src/db never imports UI.' },
          { group: ['../features/*', '../ui/*', '../app/*', '../state/*'], message: 'src/db never imports UI.' },
        ],
      }],
    },
  },
  {
    // The sync server (server/) runs in Node beside the app, never inside it: the app reaches it over a
    // WebSocket only. A rule of its own name, so it adds to the per-folder import rules above.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [
          { regex: '^(\\.{1,2}/)+server(/.*)?$', message: 'The app never imports the sync server (server/): it talks to it over a WebSocket.' },
          { group: ['@hocuspocus/server', '@hocuspocus/extension-*', 'better-sqlite3', 'ioredis'], message: 'Server-only packages stay in server/.' },
        ],
      }],
    },
  },
  {
    // The app writes numbers itself (core/numbers.ts, ui/format.ts): a page's first Intl number
    // format loads the locale's data, tens of milliseconds on a phone, once inside the app's start.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/cli/**', 'src/features/ledger/testing.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
        message: 'Write numbers with core/numbers.ts or ui/format.ts: the first Intl number format of a page loads locale data.',
      }],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': ['error', {
        ignore: [
          // One word without a capital (a key, a class, an id), an UPPER_CASE constant, a path or a glob.
          '^(?![A-Z])\\S+$', '^[A-Z0-9_-]+$', '^[./@*{]',
          // Tiles and declared sets in the hands' notation (RULES.md section 2): "b2 b3 b4", "F3 CAT", "chow d1 d2 d3".
          '^(?:(?:[bcd][1-9]|[ESWN]|[RGW]D|[FS][1-4]|CAT|RAT|ROOSTER|CENTIPEDE|chow|pong|kong|concealed_kong)(?:\\s+|$))+$',
        ],
        ignoreNames: [{ regex: { pattern: 'className|^aria-(?!label)|^data-|^(id|key|type|lang|role|href|name|value|what)$', flags: 'i' } }],
        ignoreFunctions: ['Error', 'console.*', 'import', '*.startsWith', '*.endsWith', '*.includes', '*.replace', '*.test', 'RegExp', '*.querySelector', '*.querySelectorAll', 'v.check'],
      }],
      'lingui/t-call-in-function': 'error',
      'lingui/no-expression-in-message': 'error',
    },
  },
);
