// A pattern's page shows the value the table in use plays it at, where its card changes it, with the
// default beside it: Settings' table (what the score screen scores with), or the open night's.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { table } from '../../core/ledger/testing';
import { createNight } from '../../db';
import { expectOk, freshDatabase } from '../../db/testing';
import { useDraft } from '../../state/draft-store';
import { renderWith } from '../../testing/ledger-screens';
import RulesScreen from './RulesScreen';

afterEach(() => {
  useDraft.getState().setHouseRules('sg', {});
  localStorage.clear();
});

const badge = (): HTMLElement => screen.getByRole('article').querySelector('.rounded.px-2')!;

describe('a pattern’s value at the table in use', () => {
  it('is the profile’s own where the table plays its own card', async () => {
    render(<RulesScreen profile="sg" slug="full_flush" />);
    await screen.findByRole('heading', { level: 1, name: 'Full Flush' });
    expect(badge()).toHaveTextContent('4 tai');
    expect(badge()).not.toHaveAttribute('data-table-value');
    expect(screen.queryByText(/Default:/)).not.toBeInTheDocument();
  });

  it('is Settings’ card where it changes the pattern, with the default beside it', async () => {
    useDraft.getState().setHouseRules('sg', { values: { full_flush: 6, animal: 0 } });
    const { unmount } = render(<RulesScreen profile="sg" slug="full_flush" />);
    await screen.findByRole('heading', { level: 1, name: 'Full Flush' });
    expect(badge()).toHaveTextContent('6 tai');
    expect(badge()).toHaveAttribute('data-table-value', '6');
    expect(screen.getByText('Your table in Settings: 6 tai. Default: 4 tai.')).toBeInTheDocument();
    unmount();
    render(<RulesScreen profile="sg" slug="animal" />);
    await screen.findByRole('heading', { level: 1, name: 'Animal' });
    expect(screen.getByText('Your table in Settings: not played. Default: 1 tai each.')).toBeInTheDocument();
  });

  it('is the open night’s card when a night is open at that table, over Settings’', async () => {
    useDraft.getState().setHouseRules('sg', { values: { full_flush: 6 } });
    const db = freshDatabase();
    expectOk(await createNight(db, table('sg', { unit: 20, cap_tai: 8, values: { full_flush: 'limit' } })));
    renderWith(db, <RulesScreen profile="sg" slug="full_flush" />);
    expect(await screen.findByText('Tonight’s table: Limit (8 tai). Default: 4 tai.')).toBeInTheDocument();
    expect(badge()).toHaveAttribute('data-table-value', 'limit');
  });

  it('is Settings’ card at another table than the open night’s', async () => {
    useDraft.getState().setHouseRules('sg', { values: { full_flush: 6 } });
    const db = freshDatabase();
    expectOk(await createNight(db, table('hk', { unit: 50, values: { little_winds: 6 } })));
    renderWith(
      db,
      <>
        <RulesScreen profile="hk" slug="little_winds" />
        <RulesScreen profile="sg" slug="full_flush" />
      </>,
    );
    // Once the night is read (the Hong Kong page shows its card), the Singapore page still shows Settings'.
    expect(await screen.findByText('Tonight’s table: 6 fan. Default: Limit (10 fan).')).toBeInTheDocument();
    expect(screen.getByText('Your table in Settings: 6 tai. Default: 4 tai.')).toBeInTheDocument();
  });
});
