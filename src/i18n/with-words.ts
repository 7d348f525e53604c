// A lazy screen's import that resolves once its area's words are loaded too, so it never paints a
// message id. Lingui itself is loaded here, with the first screen that needs it, not with the app.
import type { CatalogArea } from './areas';

export function withWords<T>(area: CatalogArea, importScreen: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([importScreen(), import('./catalogs').then(({ loadArea }) => loadArea(area))]).then(([screen]) => screen);
}
