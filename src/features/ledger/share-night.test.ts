// "Share the night" says, in a player's words, why a night makes no link.
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { table } from '../../core/ledger/testing';
import { NightShareError } from '../../core/night-code';
import { nightLink, whyNotShared } from './share-night';

const night = {
  id: '4c1f0a9b-8e2d-4b7a-9f3c-2d1e0b9a8c7f',
  name: 'Fri',
  createdAt: Date.UTC(2025, 5, 13),
  status: 'open' as const,
  settings: table('sg', { unit: 10 }),
  entries: [],
};

describe('why a night was not shared', () => {
  it('names the bound a night passes, from the encoder’s own check', async () => {
    const error: unknown = await nightLink({ ...night, name: 'x'.repeat(61) }, 'https://t.example/').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NightShareError);
    expect(whyNotShared(i18n, error)).toBe(
      'This night cannot be shared as it is. Its name has 61 characters; a night’s name has at most 60.',
    );
  });

  it('says a night too big for a link is moved with a backup instead', () => {
    const words = whyNotShared(
      i18n,
      new NightShareError('too_big', 'This night is too big to share as one link.'),
    );
    expect(words).toMatch(/^This night is too big for one link/);
    expect(words).toMatch(/“Back up every night” on Past nights/);
  });

  it('makes a link of a night inside the bounds', async () => {
    expect(await nightLink(night, 'https://t.example/')).toMatch(
      /^https:\/\/t\.example\/#\/n\/B[A-Za-z0-9_-]+$/,
    );
  });
});
