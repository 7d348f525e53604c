// Size budgets of the built app (dist/), enforced in CI: prints the figures and fails when one is broken.
//   - the JavaScript the first screen needs, gzipped: 90 kB in each language. That is the page's
//     inline script (the shell's language), the entry script, the app chunk and React DOM it loads once
//     the shell has painted (src/app/start.tsx, in the build's `start` chunk, and
//     src/app/react-dom-runtime.ts, in `react-dom-runtime`), every chunk they import, and the first
//     screen's words in that language (src/locales/<locale>/app.po, compiled), read from Vite's
//     manifest (dist/.vite/manifest.json)
//   - the scoring worker, gzipped: 22 kB, its own chunk and every chunk it imports. It is built with the
//     app (scripts/vite-plugin-workers-in-app-build.ts) and loads the page's own chunks of the scorer: 20.5 kB
//     in 4 files, each gzipped apart, where its build of its own was 18.2 kB in one (20 kB then; 15 kB
//     until the house-rule registry and the event rules of RULES.md sections 2 and 8 joined the scorer)
//   - everything the service worker precaches: 520 kB, counted as it travels on install (each file
//     gzipped, as the server sends it); what it takes uncompressed on the phone is printed beside it
// Usage: npm run build && npm run --silent budgets [-- --json]
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist';
const KB = 1000;
// The first screen carries React and React DOM (68 kB of it, React DOM whole in one chunk), Lingui's runtime
// and its words in the language in use: what shows only after a tap or with a result (the result bar, what
// is below the palette, the scorer's client, the waits, Record and Share, why a tap did nothing, the saved
// tables' picker and which special wins cannot apply) comes just after it (features/score/ScoreParts.tsx),
// every other screen's address book too (app/OtherScreens.tsx), and the live night's engine only with a
// live night. 90 (92 before those left it): the room won stays room. The precache carries three
// languages' catalogs, the live night's engine (Yjs and Hocuspocus's provider, 37 kB) and the table's
// card (its screen, its words in three languages, the night's header and the rules pages' values,
// 5.4 kB), not the 512 px icons (vite.config.ts), and the trusted night's cryptography in the live
// night's chunk only (@noble/curves' Ed25519 with SHA-512, AES-GCM and HKDF, 18 kB) with the phones'
// names, the presence proofs and the envelopes' checks (9 kB): 584 kB, under 590. Then Dexie's,
// Workbox's and lib0's smaller builds (scripts/vite-plugin-package-builds.ts, 5 kB) and the tile sprites
// inside the stylesheet (5 kB less, and no request before the first paint): 574.6 kB, so 580, and the
// room won stays room. (Packing each area's message ids once for its three catalogs saved 28 kB more,
// but made the phone block longer after the first paint: taken out.) Then Lingui's generated message
// ids made short in the code and the catalogs alike (scripts/vite-plugin-short-message-ids.ts), which
// costs the phone nothing: 545.1 kB, so 550, and the first screen 88.8 / 88.9 / 88.9 kB. Then the scorer
// once, the worker importing the page's chunks (17.8 kB), the QR code by `qr` (1.4 kB), each catalog's
// messages numbered in reading order (1.2 kB), the icons quantized (1.9 kB), the tile sprites without
// SVG's and CSS's defaults (1.9 kB) and the scorer in one chunk (2.2 kB): 518.9 kB with the words for a
// link too long for a QR code, so 520; the first screen 89.0 kB in each language (the scorer's modules
// the first screen has too are a chunk of their own, which the worker imports), the worker 20.5 kB.
// Then the scripts named by their hash alone (2.7 kB: every import named its chunk), with this phone's
// hand drawn as it goes to the table (0.5 kB): 517.4 kB, and the first screen 89.1 kB. The room stays.
const BUDGETS = { firstScreenJs: 90 * KB, worker: 22 * KB, precache: 520 * KB };

const read = (path: string): Buffer => readFileSync(join(DIST, path));
const gzipped = (path: string): number => gzipSync(read(path), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(read('.vite/manifest.json').toString('utf8')) as Record<string, ManifestChunk>;
const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key === 'index.html');
if (!entry) throw new Error('No index.html entry in dist/.vite/manifest.json: build first (npm run build).');
// What the entry imports once the shell has painted to start the app: the app's chunk (src/app/start.tsx)
// and React DOM (src/app/react-dom-runtime.ts), fetched together and evaluated apart.
const startingImports = [
  {
    what: 'src/app/start.tsx',
    is: (key: string) => key.endsWith('app/start.tsx') || manifest[key]?.name === 'start',
  },
  {
    what: 'src/app/react-dom-runtime.ts',
    is: (key: string) =>
      key.endsWith('app/react-dom-runtime.ts') || manifest[key]?.name === 'react-dom-runtime',
  },
].map(({ what, is }) => {
  const key = manifest[entry]!.dynamicImports?.find(is);
  if (!key) throw new Error(`The entry no longer loads ${what}: say here what the first screen needs.`);
  return key;
});
/** The manifest's chunks these load: themselves and every chunk they import statically, in turn. */
function loadedBy(keys: readonly string[]): Set<string> {
  const loaded = new Set<string>();
  const visit = (key: string): void => {
    if (loaded.has(key)) return;
    loaded.add(key);
    for (const next of manifest[key]?.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return loaded;
}
const firstScreen = [...loadedBy([entry, ...startingImports])].map((key) => manifest[key]!.file);
const LOCALES = ['en', 'zh-Hans', 'zh-Hant'] as const;
const wordsOf = (locale: string): string => {
  const key = `src/locales/${locale}/app.po`;
  if (!manifest[entry]!.dynamicImports?.includes(key))
    throw new Error(`The entry no longer loads ${key}: say here where the first screen's words are.`);
  return manifest[key]!.file;
};

// The scoring worker is built with the app (scripts/vite-plugin-workers-in-app-build.ts): what it loads is
// its own chunk and every chunk it imports, in turn, the scorer's chunks the page has too.
const workerKey = Object.keys(manifest).find((key) => key.endsWith('worker/scorer.worker.ts'));
if (!workerKey || !manifest[workerKey]!.isEntry)
  throw new Error(
    'No src/worker/scorer.worker.ts chunk in the manifest: is the worker still built with the app?',
  );
const workerFiles = [...loadedBy([workerKey])].map((key) => manifest[key]!.file);

// The precache manifest is written into sw.js as a list of { url, revision } entries.
const sw = read('sw.js').toString('utf8');
const precached = [...new Set([...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!))];
if (precached.length === 0) throw new Error('No precache entries found in dist/sw.js.');
const precacheBytes = precached.reduce((sum, url) => sum + gzipped(url), 0);
const precacheStoredBytes = precached.reduce((sum, url) => sum + statSync(join(DIST, url)).size, 0);

// The page's one inline script (the shell's language, src/i18n/shell-language.ts) is first-screen code too.
const inlineScripts = [
  ...read('index.html')
    .toString('utf8')
    .matchAll(/<script>([\s\S]*?)<\/script>/g),
].map((m) => m[1]!);
const inlineBytes = inlineScripts.reduce(
  (sum, code) => sum + gzipSync(Buffer.from(code), { level: 9 }).length,
  0,
);
const codeBytes = firstScreen.reduce((sum, path) => sum + gzipped(path), 0) + inlineBytes;
const byLocale = Object.fromEntries(LOCALES.map((locale) => [locale, codeBytes + gzipped(wordsOf(locale))]));
const figures = {
  first_screen_js_gzip_bytes: Math.max(...Object.values(byLocale)),
  first_screen_js_gzip_bytes_by_locale: byLocale,
  first_screen_files: firstScreen,
  first_screen_inline_gzip_bytes: inlineBytes,
  worker_gzip_bytes: workerFiles.reduce((sum, path) => sum + gzipped(path), 0),
  worker_files: workerFiles,
  precache_gzip_bytes: precacheBytes,
  precache_stored_bytes: precacheStoredBytes,
  precache_entries: precached.length,
};
const checks = [
  ...LOCALES.map(
    (locale) =>
      [
        `JavaScript for the first screen in ${locale} (gzip)`,
        byLocale[locale]!,
        BUDGETS.firstScreenJs,
      ] as const,
  ),
  [`Scoring worker, ${workerFiles.length} files (gzip)`, figures.worker_gzip_bytes, BUDGETS.worker],
  [
    `Whole precache, ${precached.length} files (gzip; ${(precacheStoredBytes / KB).toFixed(1)} kB stored)`,
    figures.precache_gzip_bytes,
    BUDGETS.precache,
  ],
] as const;

if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
let broken = 0;
for (const [what, bytes, budget] of checks) {
  const ok = bytes <= budget;
  if (!ok) broken++;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${what}: ${(bytes / KB).toFixed(1)} kB of ${budget / KB} kB (${Math.round((bytes / budget) * 100)}%)`,
  );
}
if (broken > 0) {
  console.error(`${broken} size budget${broken > 1 ? 's' : ''} broken.`);
  process.exit(1);
}
