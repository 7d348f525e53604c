// The night's history on its screen: every change listed newest first with its phone and what it did,
// and "Restore the night to how it stood before this change" asked once more, then done; the live
// panel words a change the server refused (the strip's words for it: features/live/LiveStatusBar.test.tsx).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadArea, switchLocale } from '../../../i18n/catalogs';
import { discardWin, drawnHand, table } from '../../../core/ledger/testing';
import { addEntry, createNight, getNight } from '../../../db/ledger';
import { expectOk, freshDatabase } from '../../../db/testing';
import { makeLive } from '../../../sync/engine';
import { LOG_FORMAT, type LogRecord } from '../../../sync/log';
import { loadedDoc } from '../../../sync/registry';
import { anotherPhone } from '../../../sync/testing';
import { timeWords } from '../../../words/dates';
import { InviteTable } from './InviteTable';
import { NightHistory } from './NightHistory';

const sg = table('sg', { unit: 10 });

describe('the night’s history', () => {
  it('lists each change with its phone, and restores the night to before one, after asking', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    const win = discardWin(sg, 1, 0, 3);
    const draw = drawnHand();
    expectOk(await addEntry(db, night.id, win));
    expectOk(await addEntry(db, night.id, draw));
    render(<NightHistory db={db} nightId={night.id} settings={sg} />);
    await user.click(await screen.findByText('History of this night (3 changes)'));
    const items = screen.getAllByTestId('history-item');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/this phone: recorded .*draw/i);
    expect(items[2]).toHaveTextContent('this phone: started the night');
    // The night's start cannot be gone back before.
    expect(within(items[2]!).queryByRole('button')).toBeNull();

    await user.click(
      within(items[0]!).getByRole('button', { name: 'Restore the night to how it stood before this change' }),
    );
    expect(within(items[0]!).getByText(/Nothing is lost/)).toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'Restore' }));
    expect(
      await screen.findByText('The night is back to how it stood before that change, on every phone.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('history-item')).toHaveLength(4));
    expect(screen.getAllByTestId('history-item')[0]).toHaveTextContent(
      'put the night back to how it stood before an earlier change',
    );
    expect(screen.getAllByTestId('history-item')[1]).toHaveTextContent('(taken back by a restore)');
    expect(expectOk(await getNight(db, night.id)).night.entries.map((e) => e.id)).toEqual([win.id]);
  });
});

describe('who made each change, and when', () => {
  const FROM_THE_ROOM = Symbol('the room');
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  it('names each phone as a person, says each time as the entries do, and a time this phone cannot trust as such', async () => {
    const user = userEvent.setup();
    const db = freshDatabase();
    const { night } = expectOk(await createNight(db, sg, 'Friday night'));
    expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
    const live = loadedDoc(db, night.id)!;
    const win = discardWin(sg, 0, 1, 3);
    // Kumar's phone says whose it is and records a hand; a phone that never said records one too (each
    // signs with its own key: a record's phone is its signer).
    const kumar = anotherPhone(live.doc);
    const quiet = anotherPhone(live.doc);
    kumar.change({ kind: 'phone', seat: 2 }, FROM_THE_ROOM);
    kumar.change({ kind: 'record', entry: win }, FROM_THE_ROOM);
    quiet.change({ kind: 'record', entry: drawnHand() }, FROM_THE_ROOM);
    // A record claiming a time in 2499, and one claiming a time before the night was started.
    const keep = (id: string, at: number): LogRecord => ({
      v: LOG_FORMAT,
      t: 'keep',
      id,
      phone: quiet.phone,
      at,
      entry: win.id,
    });
    quiet.records([keep('in-2499', Date.UTC(2499, 0, 1, 9, 26)), keep('in-1970', 1_000)], FROM_THE_ROOM);
    await live.settled();

    render(<NightHistory db={db} nightId={night.id} settings={sg} />);
    await user.click(await screen.findByText('History of this night (6 changes)'));
    const items = screen.getAllByTestId('history-item');
    const startedAt = Number(items[5]!.querySelector('[data-at]')!.getAttribute('data-at'));
    expect(items[5]).toHaveTextContent(
      new RegExp(`^${escaped(timeWords(startedAt))} · this phone: started the night`),
    );
    expect(timeWords(startedAt)).toMatch(/^\d{1,2}:\d{2} [ap]m$/);
    expect(items[4]).toHaveTextContent('Kumar’s phone: said it is Kumar’s phone');
    expect(items[3]).toHaveTextContent('Kumar’s phone: recorded Ah Beng won');
    expect(items[2]).toHaveTextContent(/Phone 3: recorded drawn hand/i);
    for (const far of [items[1]!, items[0]!]) {
      expect(far).toHaveTextContent(/^clock off · Phone 3: kept/);
      expect(far.querySelector('[data-clock-off]')).not.toBeNull();
    }
    for (const item of items) expect(item).not.toHaveTextContent(/another phone|phone-|\(5c|\bAM\b|\bPM\b/);

    try {
      await switchLocale('zh-Hans');
      await loadArea('live');
      await waitFor(() =>
        expect(screen.getAllByTestId('history-item')[4]).toHaveTextContent('Kumar的手机：'),
      );
      const chinese = screen.getAllByTestId('history-item');
      expect(chinese[2]).toHaveTextContent('3号手机：');
      for (const item of chinese) expect(item.textContent).not.toMatch(/: /);
    } finally {
      await switchLocale('en');
    }
  });
});

describe('a change the server refused', () => {
  it('is said in the live panel, with what to do', () => {
    const panel = (change: 'night_full' | 'deletes') =>
      render(
        <InviteTable
          nightName="Friday"
          status={{ kind: 'refused', reason: 'change_refused', change }}
          url={null}
          server={null}
          makeLive={async () => ({ ok: false, cause: '' })}
          onStop={() => undefined}
        />,
      );
    const full = panel('night_full');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This night is full: the live server takes no more changes to it.',
    );
    full.unmount();
    panel('deletes');
    expect(screen.getByRole('alert')).toHaveTextContent('Reload the app to get its latest version');
  });
});
