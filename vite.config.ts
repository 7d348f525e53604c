import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { configDefaults } from 'vitest/config';
import { LOCALES } from './src/i18n/locales';
import { isFirstScreenModule, sharedWithFirstScreen } from './scripts/first-screen-modules';
import { linguiMacros } from './scripts/vite-plugin-lingui-macros';
import { shortMessageIds } from './scripts/vite-plugin-short-message-ids';
import { inlineFavicon } from './scripts/vite-plugin-inline-favicon';
import { packageBuilds } from './scripts/vite-plugin-package-builds';
import { staticShell } from './scripts/vite-plugin-static-shell';
import { workersInAppBuild } from './scripts/vite-plugin-workers-in-app-build';
import { sharedModuleTests } from './scripts/shared-module-tests';

// The unit tests that share their worker's modules, found once for both Node projects below.
const SHARED_MODULE_TESTS = sharedModuleTests(import.meta.dirname);

// Nothing but the app's own origin: no inline style, no inline script but the one the static shell
// adds, allowed by its hash (scripts/vite-plugin-static-shell.ts), no other host, except WebSockets: a
// live night's sync server is chosen at run time (Settings, or the server a live link names), so
// any ws:/wss: address may be opened (a page served over https can reach only wss: and this machine).
// Added to the built page only, because the dev server injects inline scripts and styles for hot reload.
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    // Right after the charset, before any script or stylesheet it must govern.
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}" />`,
      ),
  };
}

export default defineConfig({
  plugins: [
    contentSecurityPolicy(),
    // The page's icon in the page: no request for it while the first screen loads.
    inlineFavicon(),
    // A few packages' smaller builds of themselves (scripts/vite-plugin-package-builds.ts).
    packageBuilds(),
    // The empty score screen, rendered into index.html: the first paint needs no JavaScript.
    staticShell({
      entry: '/src/app/App.tsx',
      exportName: 'App',
      words: { entry: '/src/i18n/catalogs.ts', exportName: 'startInLocale' },
      locales: LOCALES,
      language: 'src/i18n/shell-language.ts',
      plugins: () => [linguiMacros(), lingui()],
    }),
    // The scoring worker built with the app: it imports the page's own chunks of the scorer.
    workersInAppBuild(),
    linguiMacros(),
    // Compiles each src/locales/<locale>/<area>.po when it is imported: the phone gets ready messages.
    lingui(),
    // Lingui's generated message ids made short in the code and the catalogs (build only).
    shortMessageIds(),
    react(),
    tailwindcss(),
    VitePWA({
      // Never reload on our own: the app asks first, so a half-entered hand is never lost.
      registerType: 'prompt',
      injectRegister: null,
      // The manifest's icons are precached only where the pattern below takes them (not the 512 px ones).
      includeManifestIcons: false,
      manifest: {
        name: 'Tai Table: mahjong scorer',
        short_name: 'Tai Table',
        description:
          'Score Singapore mahjong hands by tapping tiles, keep the night’s running score offline, and settle up.',
        lang: 'en-SG',
        start_url: './',
        scope: './',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#0f5132',
        background_color: '#fafaf9',
        categories: ['games', 'utilities'],
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // Everything the app needs offline, every screen and every shared link (links live in the fragment).
        // The web app manifest is not matched here: the plugin adds it itself (it was listed twice).
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        // The 512 px icons are drawn by no screen: the phone's system fetches them when the app is
        // installed (online, where the install is offered) and keeps its own copy. 12 kB of the precache.
        // The 192 px and Apple touch icons stay: a phone can add the app to its home screen offline at the
        // table, and takes them then. The favicon is drawn from index.html itself
        // (scripts/vite-plugin-inline-favicon.ts): its own file is fetched by nothing.
        globIgnores: ['icons/*-512.png', 'favicon.svg'],
        navigateFallback: 'index.html',
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  // The manifest says which chunks the first screen loads (scripts/check-budgets.ts). No preload
  // links added at run time: Vite's helper appended one per dependency of a lazy chunk, 10 to 25 ms
  // inside React's render (docs/benchmarks.md, "Lighthouse"); the browser finds a chunk's imports itself.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: false,
    // The page has one stylesheet (src/index.css, the tiles' faces with it), linked by index.html. Split
    // by chunk, every lazy import named it as a dependency for Vite's helper to look for, in a list at
    // the head of each chunk: not split, none does (1.1 kB less precached, 0.1 kB less on the first screen).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // A script is named by its hash (after `js-`, so that no file name starts with `-` or `_`): each
        // chunk names the chunks it imports, and the chunks' names in those imports were 2.7 kB of the
        // precache that no phone needs. dist/.vite/manifest.json says which file is which chunk.
        entryFileNames: 'assets/js-[hash].js',
        chunkFileNames: 'assets/js-[hash].js',
        // The first screen's modules in one chunk: gzip compresses them as one file (2.7 kB less
        // than fifteen small ones), and a lazy screen imports what it shares with the first screen
        // from the chunk the phone already has.
        codeSplitting: {
          groups: [
            // React's own module (with its JSX runtime) in a chunk of its own, shared by the app's chunk and
            // React DOM's (src/app/react-dom-runtime.ts): neither then waits for the other, so the entry's
            // two imports are each compiled and evaluated in a task of their own.
            {
              name: 'react',
              test: /[\\/]node_modules[\\/]react[\\/]/,
              priority: 2,
            },
            // React DOM whole (react-dom, its client and the scheduler) in the chunk the entry loads for it
            // (src/app/react-dom-runtime.ts): one file, not two fetched one after the other, and 0.5 kB
            // less gzip than react-dom's own small chunk beside it. A lazy screen's portal imports it from there.
            {
              name: 'react-dom-runtime',
              test: /([\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]src[\\/]app[\\/]react-dom-runtime\.ts$)/,
              priority: 2,
            },
            // What the scoring worker shares with the first screen (the tiles, the rule profiles' names), in a
            // chunk of its own: the worker imports the page's chunks (scripts/vite-plugin-workers-in-app-build.ts)
            // and must not import the first screen's, which starts the app as it is evaluated.
            {
              name: 'scorer-shared',
              test: sharedWithFirstScreen(import.meta.dirname, 'src/worker/scorer.worker.ts'),
              priority: 2,
            },
            // The scorer in one chunk (these modules and what they import): the page and the worker each load
            // it whole, and gzip compresses it as one file (2.2 kB less precached than six; Lighthouse
            // interleaved, 24 runs each, blocking no higher: docs/benchmarks.md).
            {
              name: 'scorer',
              test: /[\\/]src[\\/](core[\\/](score|parse-hand|what-if)\.ts|worker[\\/]protocol\.ts)$/,
              priority: 2,
            },
            {
              name: 'start',
              priority: 1,
              test: isFirstScreenModule(import.meta.dirname),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  preview: {
    port: 4173,
    strictPort: true,
    // A meta CSP cannot forbid framing: these must be real headers (a static host must send them too, see docs/architecture.md).
    headers: { 'Content-Security-Policy': "frame-ancestors 'none'", 'X-Frame-Options': 'DENY' },
  },
  test: {
    // Speed is measured by the benchmarks, not by timeouts: on a shared 2-core machine a heavy
    // property test may take far longer than 5 s without anything being wrong.
    testTimeout: 60_000,
    // A worker per core: Vitest's own default when not watching is one fewer, which on a 2-core machine is
    // one worker and an idle core. The server tests start their servers, Redis and PostgreSQL on free
    // ports and in folders of their own, so two files at once do not collide.
    maxWorkers: '100%',
    projects: [
      // Most Node tests share their worker's modules from file to file (scripts/shared-module-tests.ts says
      // which). The stores', the languages' catalogs' and the server's tests, and the few others named
      // there, keep a module's state (a store, an engine given once, the catalogs loaded) or mock a
      // module, or were never tried shared: each of their files starts afresh, as do the component tests
      // (a screen's lazy import, once failed, stays failed in React).
      {
        extends: true,
        test: {
          name: 'node',
          include: SHARED_MODULE_TESTS,
          environment: 'node',
          setupFiles: ['src/test-setup-node.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SHARED_MODULE_TESTS],
          environment: 'node',
          setupFiles: ['src/test-setup-node.ts'],
        },
      },
      {
        extends: true,
        // Vitest turns Vite's dependency scan off in its own environments but not in the one its VM pools use
        // (named __vitest_vm__ in Vitest 4). There the scan reads index.html, meets Lingui's macros outside
        // a compilation and prints "Failed to run dependency scan" on every clean clone. Nothing is
        // pre-bundled for the tests, in this pool or another.
        environments: { __vitest_vm__: { optimizeDeps: { noDiscovery: true, entries: [] } } },
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          // Each file in a VM context of its own, in a worker kept from file to file: its modules and its page
          // start afresh as in a worker of its own, without starting a worker and jsdom again for each of the
          // 36 files (half the component tests' time). The Node tests stay in plain workers: a VM context's
          // Uint8Array is not Node's, and the crypto and the stores compare them.
          pool: 'vmForks',
          setupFiles: ['src/test-setup.ts'],
          // Every render inside Lingui's provider, as App does on the phone (src/testing/render-with-words.tsx).
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(new URL('./src/testing/render-with-words.tsx', import.meta.url)),
            },
          ],
        },
      },
    ],
  },
});
