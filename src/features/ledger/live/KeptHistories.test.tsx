// The live histories "Go on with this phone only" keeps, on the night's screen: one line each, opening
// the history read-only with the same list a live night has. (The kept copy is read in Node,
// src/sync/kept-history.test.ts: jsdom's typed arrays do not survive fake-indexeddb's clone, so here the
// reader answers with the history the live night had when it went on alone.)
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { discardWin, drawnHand, table } from '../../../core/ledger/testing';
import { addEntry, createNight } from '../../../db/ledger';
import { keptCopiesOf } from '../../../db/kept-copies';
import { expectOk, freshDatabase } from '../../../db/testing';
import { makeLive, stopLive } from '../../../sync/engine';
import { readHistory } from '../../../sync/history';
import { readKeptHistory } from '../../../sync/kept-history';
import { KeptHistories } from './KeptHistories';

// Only the reading is mocked: a live night is stopped with the rest of the module (a sealed room's kept copy).
vi.mock('../../../sync/kept-history', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../sync/kept-history')>()),
  readKeptHistory: vi.fn(),
}));

const sg = table('sg', { unit: 10 });

afterEach(() => {
  vi.mocked(readKeptHistory).mockReset();
});

describe('on the night’s screen', () => {
  it('shows one line per kept history, opening it read-only with the history list', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const nightId = night.id;
    expectOk(await makeLive(db, nightId, 'ws://127.0.0.1:1'));
    expectOk(await addEntry(db, nightId, discardWin(sg, 1, 0, 3)));
    expectOk(await addEntry(db, nightId, drawnHand()));
    const { history } = expectOk(await readHistory(db, nightId));
    expectOk(await stopLive(db, nightId));
    const [at] = await keptCopiesOf(db, nightId);
    vi.mocked(readKeptHistory).mockResolvedValue({ ok: true, history });
    render(<KeptHistories db={db} nightId={nightId} settings={sg} />);
    const line = await screen.findByText(/^This phone kept the live night’s history from /);
    await user.click(line);
    const list = await screen.findByTestId('kept-history-list');
    expect(list).toHaveTextContent('Read only');
    const items = within(list).getAllByTestId('history-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/this phone: recorded .*draw/i);
    expect(items[2]).toHaveTextContent('this phone: started the night');
    // Read-only: nothing to restore or change.
    expect(within(list).queryByRole('button')).toBeNull();
    expect(readKeptHistory).toHaveBeenCalledWith(db, nightId, at);
  });

  it('shows nothing for a night that kept no live history', async () => {
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    const { container } = render(<KeptHistories db={db} nightId={night.id} settings={sg} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });

  it('says so when a kept history cannot be read', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    expectOk(await stopLive(db, night.id));
    vi.mocked(readKeptHistory).mockResolvedValue({
      ok: false,
      error: { code: 'unreadable_room', message: 'The night in this room could not be read.' },
    });
    render(<KeptHistories db={db} nightId={night.id} settings={sg} />);
    await user.click(await screen.findByText(/^This phone kept the live night’s history from /));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This kept history cannot be shown'),
    );
  });
});
