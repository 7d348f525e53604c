// A Vite plugin: at build time, the app's first screen (the score screen, empty) is rendered to
// HTML and put inside index.html's root, so a phone paints the screen before any JavaScript has
// arrived; the app then renders over it. No inline script or style is added (the page's Content
// Security Policy allows neither): style attributes React would write are left out of the shell.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createServer, type Plugin } from 'vite';

const PWA_REGISTER = 'virtual:pwa-register/react';
const PWA_STUB = '\0static-shell:pwa-register';

/** What the shell leaves out: style attributes, which the page's CSP would refuse (and log). */
export const withoutStyleAttributes = (html: string): string => html.replace(/\sstyle="[^"]*"/g, '');

/**
 * Tile pictures as blank tiles: each SVG keeps its size and its first two shapes (the tile's edge
 * and face) and drops the art, which the app draws a moment later. A shell of 46 full tiles would
 * be a 110 kB page; the first paint needs the layout, not the engraving.
 */
export const blankTiles = (html: string): string =>
  html.replace(/(<svg[^>]*>)([\s\S]*?)<\/svg>/g, (_all, open: string, inner: string) => {
    const shapes = inner.match(/<rect[^>]*\/>/g) ?? [];
    return `${open}${shapes.slice(0, 2).join('')}</svg>`;
  });

export function staticShell(options: { entry: string; exportName: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'static-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          plugins: [{
            // No service worker when rendering: the update prompt renders nothing.
            name: 'static-shell:pwa-stub',
            resolveId: (id) => (id === PWA_REGISTER ? PWA_STUB : undefined),
            load: (id) => (id === PWA_STUB
              ? 'export const useRegisterSW = () => ({ needRefresh: [false, () => {}], offlineReady: [false, () => {}], updateServiceWorker: async () => {} });'
              : undefined),
          }],
        });
        try {
          const module = await server.ssrLoadModule(options.entry) as Record<string, unknown>;
          const component = module[options.exportName] as ComponentType | undefined;
          if (!component) throw new Error(`${options.entry} has no export ${options.exportName}`);
          const markup = blankTiles(withoutStyleAttributes(renderToString(createElement(component))));
          if (!html.includes('<div id="root"></div>')) throw new Error('index.html has no empty <div id="root"></div> for the shell');
          return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
        } finally {
          await server.close();
        }
      },
    },
  };
}
