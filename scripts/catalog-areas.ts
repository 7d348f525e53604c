// Which source files each catalog area holds (src/i18n/areas.ts), for Lingui's extraction
// (lingui.config.ts) and for the test that every word reaches the phone with its code
// (src/i18n/areas.test.ts). The `app` area holds only what the first screen loads; the rest of its
// folders is `later`.
import { relative, resolve } from 'node:path';
import { CATALOG_AREAS, pathsOfOtherAreas, type CatalogArea } from '../src/i18n/areas';
import { firstScreenModules } from './first-screen-modules';

const ROOT = resolve(import.meta.dirname, '..');
const SRC = resolve(ROOT, 'src');
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const firstScreen = (): Set<string> =>
  firstScreenModules(resolve(SRC, 'app/start.tsx'), resolve(SRC, 'main.tsx')).files;
const underSrc = (path: string): string => relative(SRC, path).replaceAll('\\', '/');
const inside = (path: string, own: string): boolean => path === own || path.startsWith(`${own}/`);
/** A path left out of a catalog: a file as it is, a folder with everything in it (a glob ignores a folder's name alone). */
const leftOut = (path: string): string => (/\.[a-z]+$/.test(path) ? path : `${path}/**`);

/** Each area's paths under src/ to extract from, and to leave out. */
export function catalogPaths(): Record<CatalogArea, { include: string[]; exclude: string[] }> {
  const first = [...firstScreen()].map(underSrc);
  const app = CATALOG_AREAS.app as readonly string[];
  const firstOfApp = first.filter((path) => app.some((own) => inside(path, own)));
  const paths = {} as Record<CatalogArea, { include: string[]; exclude: string[] }>;
  for (const area of Object.keys(CATALOG_AREAS) as CatalogArea[]) {
    if (area === 'app') paths.app = { include: firstOfApp, exclude: TESTS };
    else if (area === 'later')
      paths.later = {
        include: [...app],
        exclude: [...TESTS, ...firstOfApp, ...pathsOfOtherAreas('app').map(leftOut)],
      };
    else
      paths[area] = {
        include: [...CATALOG_AREAS[area]],
        exclude: [...TESTS, ...pathsOfOtherAreas(area).map(leftOut)],
      };
  }
  return paths;
}

/** The area of a source file (an absolute path): the most specific path of any area that holds it. */
export function areaOfFile(file: string, first: ReadonlySet<string> = firstScreen()): CatalogArea | null {
  const path = underSrc(file);
  let best: { area: CatalogArea; length: number } | null = null;
  for (const [area, paths] of Object.entries(CATALOG_AREAS) as [CatalogArea, readonly string[]][]) {
    for (const own of paths) {
      if (inside(path, own) && own.length > (best?.length ?? -1)) best = { area, length: own.length };
    }
  }
  if (best?.area === 'app' && !first.has(file)) return 'later';
  return best?.area ?? null;
}
