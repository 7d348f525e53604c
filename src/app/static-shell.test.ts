// @vitest-environment jsdom
// The static shell is hydrated only when the app's first render would draw exactly it.
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../state/draft-fields';
import { canHydrateShell } from './static-shell';

const shell = (): Element => {
  const root = document.createElement('div');
  root.innerHTML = '<div>the shell</div>';
  return root;
};

describe('canHydrateShell', () => {
  it('hydrates the shell at the score screen with a first visit\u2019s draft', () => {
    for (const hash of ['', '#/', '#/score', '#']) expect(canHydrateShell(shell(), hash, EMPTY_DRAFT), hash).toBe(true);
  });

  it('renders afresh with no shell (the dev server), at another address, or with a hand in progress', () => {
    expect(canHydrateShell(document.createElement('div'), '', EMPTY_DRAFT)).toBe(false);
    for (const hash of ['#/session', '#/rules/sg/ping-hu', '#/h/abc', '#/nowhere']) expect(canHydrateShell(shell(), hash, EMPTY_DRAFT), hash).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, concealed: ['c1'] })).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, winBy: 'discard' })).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, profile: 'hk' })).toBe(false);
    expect(canHydrateShell(shell(), '', { ...EMPTY_DRAFT, houseRules: { sg: { min_tai: 2 } } })).toBe(false);
  });
});
