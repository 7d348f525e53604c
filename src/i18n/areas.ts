// The app's words come in areas, one catalog each: the first screen's (the shell, shared components,
// the score screen and what it shows of other features) load with the app; another area's load with
// its screen's code, so a language costs the first screen only its own words. A path (folder or
// file, under src/) belongs to one area: a file named in one area is left out of its folder's.
// Of the app area's folders, only the files the first screen loads are in `app`: the others (the
// parts of the score screen that load after it) are in `later`, which names no path of its own
// (scripts/catalog-areas.ts works both out from the first screen's imports).
export const CATALOG_AREAS = {
  app: ['app', 'ui', 'state', 'words', 'features/score', 'features/update'],
  // Settings' and the saved tables' words, and the shared parts that offer them elsewhere (the
  // house-rules form, the saved-table picker, the tables' words).
  settings: [
    'features/settings',
    'features/tables',
    'app/SavedTablePicker.tsx',
    'ui/house-rules',
    'words/table-words.ts',
    'words/table-problems.ts',
  ],
  // The night's screens, and the shared components and words they show (ui/night, the sheet, fields,
  // money, a night's entries and words), loaded with those screens.
  ledger: [
    'features/ledger',
    'ui/night',
    'ui/Sheet.tsx',
    'ui/fields.tsx',
    'ui/Messages.tsx',
    'ui/money.ts',
    'ui/download.ts',
    'words/entry-words.ts',
    'words/night-words.ts',
  ],
  // A night as it travels: its link, a shared hand, sharing, backups, kept copies and nights compared,
  // paying with a scan, the running-totals chart: the night link and the night's screens load them.
  night: [
    'features/night',
    'features/share',
    'features/ledger/pay',
    'features/ledger/ShareNight.tsx',
    'features/ledger/share-night.ts',
    'features/ledger/BackupPanel.tsx',
    'features/ledger/KeptCopies.tsx',
    'features/ledger/NightsCompared.tsx',
    'ui/night/TotalsChart.tsx',
    'ui/night/LineChart.tsx',
    'ui/night/SharedNightBody.tsx',
    'ui/share/share-link.ts',
    'ui/share/use-share-link.ts',
    'words/night-problems.ts',
    'words/identity-words.ts',
  ],
  rules: ['features/rules'],
  // The live night: its keeper and status strip, joining, and its parts on the night's screens.
  live: ['features/live', 'features/ledger/live', 'words/phone-words.ts'],
  later: [],
  // The rules' things by id (patterns, house rules, events, payments): loaded after the first paint.
  names: ['words/names'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof CATALOG_AREAS;

/** The paths of other areas that lie inside one of this area's folders: its catalog leaves them out. */
export function pathsOfOtherAreas(area: CatalogArea): string[] {
  const own = CATALOG_AREAS[area] as readonly string[];
  return Object.entries(CATALOG_AREAS).flatMap(([other, paths]) =>
    other === area ? [] : paths.filter((path) => own.some((folder) => path.startsWith(`${folder}/`))),
  );
}
