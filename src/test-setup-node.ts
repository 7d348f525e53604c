// The node tests' words: a word table or message builder outside React (identity-words.ts,
// rule-values.ts) reads Lingui's one i18n, in English as in the component tests (src/test-setup.ts).
import { i18n } from '@lingui/core';

i18n.load('en', {});
i18n.activate('en');

// The names of the rules' things (words/names), loaded as the phone has them before any screen
// that names a pattern or a house rule is drawn.
import { loadNames } from './words/names/use-names';
await loadNames();
