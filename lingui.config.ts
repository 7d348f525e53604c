// Lingui's catalogs: English (the source), Simplified Chinese (Singapore tables) and Traditional
// Chinese (Hong Kong tables), one catalog an area of the app so a screen loads only its own words,
// in the language in use (src/i18n/catalogs.ts). `npm run i18n:extract` updates them from the code.
import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { catalogPaths } from './scripts/catalog-areas';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-Hans', 'zh-Hant'],
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(catalogPaths()).map(([area, { include, exclude }]) => ({
    path: `<rootDir>/src/locales/{locale}/${area}`,
    include: include.map((path) => `<rootDir>/src/${path}`),
    exclude: exclude.map((path) => (path.startsWith('**') ? path : `<rootDir>/src/${path}`)),
  })),
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
