// Which of a package's own builds the app bundles, where the one its package.json names first is
// larger than this app needs. Each is the same version of the same package, built by its authors;
// only the app's build takes them (tests and the dev server run on the packages' usual entries).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const inNodeModules = (path: string): string =>
  fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));

/** An import as a package names it, and the file of that package the app takes instead. */
export const PACKAGE_BUILDS: Readonly<Record<string, string>> = {
  // Dexie's entry wraps its ES5 build (class and spread helpers, a UMD wrapper) so that a page mixing
  // require() and import gets one Dexie; this app only imports it, for es2022 browsers (build.target):
  // Dexie's build for modern browsers, 1.8 kB gzip less. Dexie-react-hooks imports 'dexie' too.
  dexie: inNodeModules('dexie/dist/modern/dexie.mjs'),
  // Workbox's window library names its ES5 build as its module; its ES2017 build is 1 kB gzip less.
  'workbox-window': inNodeModules('workbox-window/build/workbox-window.prod.mjs'),
  // Yjs writes its rare warnings (a client id changed, a type read before it joined a document) with
  // lib0's logger, whose browser version styles them with lib0's DOM helpers, which import lib0's
  // schema library whole: 2.6 kB gzip for a console line. lib0's console-only logger (the one it
  // gives Node and Deno, plain JavaScript) writes the same words.
  'lib0/logging': inNodeModules('lib0/logging.node.js'),
};

export function packageBuilds(): Plugin {
  return {
    name: 'package-builds',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => PACKAGE_BUILDS[id] ?? null,
  };
}
