// A lazy screen's import that resolves once its areas' words are loaded too, so it never paints a
// message id. src/i18n/areas.test.ts checks that every lazy import names the areas its code shows.
import type { CatalogArea } from './areas';

export function withWords<T>(
  areas: CatalogArea | readonly CatalogArea[],
  importScreen: () => Promise<T>,
): () => Promise<T> {
  const needed = typeof areas === 'string' ? [areas] : areas;
  return () =>
    Promise.all([
      importScreen(),
      import('./catalogs').then(({ loadArea }) => Promise.all(needed.map(loadArea))),
    ]).then(([screen]) => screen);
}
