// A Vite plugin: at build time, the app's first screen (the score screen, empty) is rendered to
// HTML, in each language, and put inside index.html (English in the root, the others in templates),
// so a phone paints the screen in its language before the app's code has arrived; the app then
// hydrates it (src/app/start.tsx), keeping every element. One inline script, at the top of the head,
// puts the shell of the phone's language there before the first paint, and the page's Content Security
// Policy allows exactly it, by its hash (no inline style, no other inline script).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { createElement, StrictMode, type ComponentType } from 'react';
import { rolldown } from 'rolldown';
import { prerender } from 'react-dom/static';
import { createServer, type Plugin, type PluginOption, type ViteDevServer } from 'vite';
import { SHELL_READY } from '../src/i18n/shell-ready';

const PWA_REGISTER = 'virtual:pwa-register/react';
const PWA_STUB = '\0static-shell:pwa-register';

/**
 * The shell may not carry a style attribute: the page's CSP refuses one written in HTML, and
 * hydration keeps the server's attributes, so the style would never be applied. A component on the
 * first screen sets its default through a class instead.
 */
export function refuseStyleAttributes(html: string): string {
  const found = /<[^>]*\sstyle="[^"]*"[^>]*>/.exec(html);
  if (found)
    throw new Error(
      `The static shell has a style attribute, which its CSP and hydration would drop: ${found[0].slice(0, 160)}`,
    );
  return html;
}

export interface StaticShellOptions {
  /** The module and export of the component rendered. */
  entry: string;
  exportName: string;
  /** The module and export that makes a language the one in use, with its words, before rendering. */
  words: { entry: string; exportName: string };
  /**
   * The languages the shell is drawn in: the first is the page's own, in the root; each other one
   * waits in a `<template id="shell-<locale>">` that the inline script (`language`) puts in the root, before the
   * first paint, on a phone in that language (src/main.tsx).
   */
  locales: readonly string[];
  /** The plugins the app's own source needs to load (the words' macros and catalogs). */
  plugins: () => PluginOption[];
  /**
   * The script that puts the shell of the phone's language in the root before the first paint, run
   * inline at the top of the head and watching for the mark after the root (bundled here; the page's
   * Content-Security-Policy allows it by its hash only).
   */
  language: string;
}

/** A module bundled into one inline script, and the CSP source that allows exactly it. */
async function inlineScript(entry: string): Promise<{ code: string; hash: string }> {
  const bundle = await rolldown({ input: entry, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  const code = output[0].code.trim();
  if (code.includes('</script')) throw new Error(`${entry} bundles to a script that would end its own tag`);
  return { code, hash: `sha256-${createHash('sha256').update(code).digest('base64')}` };
}

export function staticShell(options: StaticShellOptions): Plugin {
  let root = process.cwd();
  let server: ViteDevServer | null = null;
  return {
    name: 'static-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // The render's server stays up until the build ends: a module the render asked for but did not
    // wait on must not find it closed (the build then stopped with "transport was disconnected").
    async closeBundle() {
      await server?.close();
      server = null;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        server ??= await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          plugins: [
            ...options.plugins(),
            {
              // No service worker when rendering: the update prompt renders nothing.
              name: 'static-shell:pwa-stub',
              resolveId: (id) => (id === PWA_REGISTER ? PWA_STUB : undefined),
              load: (id) =>
                id === PWA_STUB
                  ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} });'
                  : undefined,
            },
          ],
        });
        const words = (await server.ssrLoadModule(options.words.entry)) as Record<string, unknown>;
        const inLocale = words[options.words.exportName] as ((locale: string) => Promise<void>) | undefined;
        if (!inLocale) throw new Error(`${options.words.entry} has no export ${options.words.exportName}`);
        const module = (await server.ssrLoadModule(options.entry)) as Record<string, unknown>;
        const component = module[options.exportName] as ComponentType | undefined;
        if (!component) throw new Error(`${options.entry} has no export ${options.exportName}`);
        const shells: string[] = [];
        for (const locale of options.locales) {
          await inLocale(locale);
          // The same tree as src/app/start.tsx renders (its wrapper adds no element), so hydration
          // finds what it would have made.
          // prerender waits for any lazy part of the screen, so every Suspense boundary arrives
          // complete and hydrates without being redrawn. No boundary is sent out of
          // order (that needs an inline script, which the CSP refuses), however large.
          const { prelude } = await prerender(createElement(StrictMode, null, createElement(component)), {
            progressiveChunkSize: Number.POSITIVE_INFINITY,
          });
          shells.push(refuseStyleAttributes(await new Response(prelude).text()));
        }
        if (!html.includes('<div id="root"></div>'))
          throw new Error('index.html has no empty <div id="root"></div> for the shell');
        const [own, ...others] = shells;
        const templates = others
          .map((markup, i) => `<template id="shell-${options.locales[i + 1]}">${markup}</template>`)
          .join('');
        // The templates first, then the root and the mark after it: the script at the top of the head
        // (shell-language.ts, before the stylesheet, so it never waits for it) puts the shell of the
        // phone's language in the root once the mark is parsed, and a first paint in another language
        // waits for the mark.
        const picker = await inlineScript(resolve(root, options.language));
        const policy = /(<meta http-equiv="Content-Security-Policy" content="[^"]*script-src 'self')/;
        if (!policy.test(html))
          throw new Error(
            "index.html has no Content-Security-Policy with script-src 'self' to allow the shell's script by its hash",
          );
        // The script right after the policy that allows it, before any stylesheet or script.
        const policyTag = /(<meta http-equiv="Content-Security-Policy" content="[^"]*" \/>)/;
        return html
          .replace(policy, `$1 '${picker.hash}'`)
          .replace(policyTag, `$1\n    <script>${picker.code}</script>`)
          .replace(
            '<div id="root"></div>',
            `${templates}<div id="root">${own}</div><span id="${SHELL_READY}" hidden></span>`,
          );
      },
    },
  };
}
