// @vitest-environment jsdom
// The static shell is hydrated only when the app's first render would draw exactly it.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../state/draft-fields';
import { canHydrateShell } from './static-shell';

const shell = (): HTMLElement => {
  const root = document.createElement('div');
  root.innerHTML = '<div>the shell</div>';
  return root;
};

describe('canHydrateShell', () => {
  it('hydrates the shell at the score screen with a first visit\u2019s draft', () => {
    for (const hash of ['', '#/', '#/score', '#'])
      expect(canHydrateShell(shell(), hash, EMPTY_DRAFT, 'en', true), hash).toBe(true);
  });

  it('renders afresh with no shell (the dev server), at another address, or with a hand in progress', () => {
    expect(canHydrateShell(document.createElement('div'), '', EMPTY_DRAFT, 'en', true)).toBe(false);
    for (const hash of ['#/tonight', '#/rules/sg/ping-hu', '#/h/abc', '#/nowhere'])
      expect(canHydrateShell(shell(), hash, EMPTY_DRAFT, 'en', true), hash).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, concealed: ['c1'] }, 'en', true)).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, winBy: 'discard' }, 'en', true)).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, profile: 'hk' }, 'en', true)).toBe(false);
    expect(
      canHydrateShell(shell(), '', { ...EMPTY_DRAFT, houseRules: { sg: { min_tai: 2 } } }, 'en', true),
    ).toBe(false);
  });

  it('renders afresh while a night may be open: the shell is the plain table, which such a phone never shows', () => {
    expect(canHydrateShell(shell(), '', EMPTY_DRAFT, 'en', false)).toBe(false);
    expect(canHydrateShell(shell(), '#/', EMPTY_DRAFT, 'en', true)).toBe(true);
  });

  it("hydrates only a shell drawn in the app's language", () => {
    expect(canHydrateShell(shell(), '', EMPTY_DRAFT, 'zh-Hans', true)).toBe(false);
    const chinese = shell();
    chinese.dataset.shell = 'zh-Hant';
    expect(canHydrateShell(chinese, '', EMPTY_DRAFT, 'zh-Hant', true)).toBe(true);
    expect(canHydrateShell(chinese, '', EMPTY_DRAFT, 'zh-Hans', true)).toBe(false);
    expect(canHydrateShell(chinese, '', EMPTY_DRAFT, 'en', true)).toBe(false);
  });
});
