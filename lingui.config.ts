// Lingui's catalogs: English (the source), Simplified Chinese (Singapore tables) and Traditional
// Chinese (Hong Kong tables), one catalog an area of the app so a screen loads only its own words,
// in the language in use (src/i18n/catalogs.ts). `npm run i18n:extract` updates them from the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { CATALOG_AREAS, pathsOfOtherAreas, type CatalogArea } from './src/i18n/areas';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'zh-Hant'],
  fallbackLocales: { default: 'en' },
  catalogs: (Object.keys(CATALOG_AREAS) as CatalogArea[]).map((area) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: CATALOG_AREAS[area].map((path) => `<rootDir>/src/${path}`),
    exclude: ['**/*.test.ts', '**/*.test.tsx', ...pathsOfOtherAreas(area).map((path) => `<rootDir>/src/${path}`)],
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
