// A Vite plugin: the page's icon in the built page itself, as a data: URL. A linked icon is a request
// the browser makes while the page loads; Lighthouse's estimate of the largest paint counts every
// request that ends before that paint, and on a busy phone the icon's did (docs/benchmarks.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { svgDataUrl } from '../src/ui/tiles/svg-data-url';

/** index.html with its `<link rel="icon" href="/<file>">` pointing at the icon's own text instead. */
export function inlineIcon(html: string, file: string, svg: string): string {
  const link = `<link rel="icon" href="/${file}" type="image/svg+xml" />`;
  if (!html.includes(link)) throw new Error(`index.html has no ${link} to inline`);
  return html.replace(link, `<link rel="icon" href="${svgDataUrl(svg.trim())}" type="image/svg+xml" />`);
}

/** Inlines public/<file> (written by scripts/make-icons.ts, still served for whoever asks for it). */
export function inlineFavicon(file = 'favicon.svg'): Plugin {
  let publicDir = 'public';
  return {
    name: 'inline-favicon',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: (html) => inlineIcon(html, file, readFileSync(resolve(publicDir, file), 'utf8')),
  };
}
