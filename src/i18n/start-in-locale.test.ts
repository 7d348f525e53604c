// The static shell is drawn in one language after another in one process (scripts/vite-plugin-static-shell.ts):
// a part of the screen whose code came with its words in the first language is not fetched again, so each
// language after it must bring the words of every area already asked for, or the shell would show
// message ids where the app then draws words (a hydration mismatch on every Chinese phone).
import { msg } from '@lingui/core/macro';
import { expect, it } from 'vitest';
import { i18n, loadArea, startInLocale } from './catalogs';

it('makes a language the one in use with the words of every area already asked for', async () => {
  await startInLocale('en');
  await loadArea('later');
  expect(i18n._(msg`Undo`)).toBe('Undo');
  await startInLocale('zh-Hans');
  expect(i18n._(msg`Undo`)).toBe('撤销');
  await startInLocale('zh-Hant');
  expect(i18n._(msg`Undo`)).toBe('復原');
});
