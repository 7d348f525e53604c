// The app's words come in areas, one catalog each: the first screen's (the shell, shared components,
// the score screen) load with the app; another area's load with its screen's code, so a language
// costs the first screen only its own words. A folder belongs to one area.
export const CATALOG_AREAS = {
  app: ['app', 'ui', 'state', 'features/score', 'features/update'],
  settings: ['features/settings', 'features/tables'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS;
