// Testing Library's DOM matchers for component tests, and a clean DOM after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… waits up to 1 s by default; a loaded 2-core machine can take longer to render a screen.
configure({ asyncUtilTimeout: 5_000 });

// Words come from Lingui's catalogs; in tests the English source messages stand in for the English
// catalog (they are compiled on the fly outside production), so a screen renders as a player sees it.
import { i18n } from './i18n/catalogs';
i18n.load('en', {});
i18n.activate('en');

// The names of the rules' things (words/names) load just after the first paint on the phone, long
// before a hand is scored: so they are here before a test renders a result.
import { loadNames } from './words/names/use-names';
await loadNames();

// The scorer's client is fetched with a phone's first tile (state/scoring.ts); here it is loaded before
// the tests, so a test's first hand is not timed against compiling the scorer (state/scoring.test.ts
// covers a hand asked for before it arrives).
import { loadClient } from './state/scoring';
await loadClient();
