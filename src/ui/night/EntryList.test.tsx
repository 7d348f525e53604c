// The entry list is drawn when its night changes, and only then: a night's screen draws itself for every
// change of a live night's state (its history, its phones, this phone's sending), on every phone of the
// table, and a list of a hundred entries drawn again each time is work no player sees.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { computeLedger } from '../../core/ledger';
import { discardWin, selfDrawnWin, table } from '../../core/ledger/testing';
import { keepUnchanged } from '../../state/keep-unchanged';
import { EntryList } from './EntryList';

// Each row of a win draws its amounts once: how many rows were drawn.
const amountsDrawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./PlayerAmounts', async (original) => {
  const { PlayerAmounts } = await original<typeof import('./PlayerAmounts')>();
  return {
    PlayerAmounts: (props: Parameters<typeof PlayerAmounts>[0]) => {
      amountsDrawn.count += 1;
      return PlayerAmounts(props);
    },
  };
});

const settings = table('sg', { unit: 10 });
const entries = [discardWin(settings, 1, 2, 2), selfDrawnWin(settings, 0, 3), discardWin(settings, 2, 0, 1)];
const onEdit = () => undefined;

/**
 * A screen around the list: "Tick" draws the screen again with the same night, "Record" with one more
 * entry. The list asks `conflictNote` once for each row it draws: how many rows it drew.
 */
function Screen({ conflictNote }: { conflictNote: () => null }) {
  const [ticks, setTicks] = useState(0);
  const [count, setCount] = useState(2);
  const [ledger, setLedger] = useState(() => computeLedger(settings, entries.slice(0, 2)));
  return (
    <>
      <button type="button" onClick={() => setTicks(ticks + 1)}>
        Tick {ticks}
      </button>
      <button
        type="button"
        onClick={() => {
          setCount(count + 1);
          setLedger(computeLedger(settings, entries.slice(0, count + 1)));
        }}
      >
        Record
      </button>
      <EntryList settings={settings} ledger={ledger} conflictNote={conflictNote} onEdit={onEdit} />
    </>
  );
}

describe('EntryList', () => {
  it('is drawn once as it appears, not again for the screen around it, and again for a new entry', async () => {
    const user = userEvent.setup();
    const rowsDrawn = vi.fn(() => null);
    render(<Screen conflictNote={rowsDrawn} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Once: a list drawn whole keeps no element of its own, which would have it drawn a second time.
    expect(rowsDrawn).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: /Tick/ }));
    await user.click(screen.getByRole('button', { name: /Tick/ }));
    expect(screen.getByRole('button', { name: 'Tick 2' })).toBeInTheDocument();
    expect(rowsDrawn).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(rowsDrawn).toHaveBeenCalledTimes(2 + 3);
  });

  it('draws only the new row for a new entry when the night keeps its unchanged rows, and none as a write starts or ends', async () => {
    const user = userEvent.setup();
    function Night() {
      const [count, setCount] = useState(2);
      const [busy, setBusy] = useState(false);
      const [ledger, setLedger] = useState(() => computeLedger(settings, entries.slice(0, 2)));
      return (
        <>
          <button type="button" onClick={() => setBusy(!busy)}>
            {busy ? 'Done' : 'Busy'}
          </button>
          <button
            type="button"
            onClick={() => {
              setCount(count + 1);
              // As the Night screen reads a night again (night-handoff.ts's asDrawn).
              setLedger(keepUnchanged(ledger, computeLedger(settings, entries.slice(0, count + 1))));
            }}
          >
            Record
          </button>
          <EntryList settings={settings} ledger={ledger} disabled={busy} onEdit={onEdit} onDelete={onEdit} />
        </>
      );
    }
    amountsDrawn.count = 0;
    render(<Night />);
    expect(amountsDrawn.count).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Busy' }));
    expect(screen.getByRole('button', { name: 'Edit entry 1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete entry 2' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('button', { name: 'Edit entry 1' })).toBeEnabled();
    expect(amountsDrawn.count).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Edit entry 3' })).toBeEnabled();
    expect(amountsDrawn.count).toBe(3);
  });
});
