// Whose phone is this: asked once on a live night, in the live panel, never in the way (no dialog);
// a player of the night in one tap, or a name typed in; "Not now" closes it for this night; answered or
// changed later from the same place. The answer goes into the night's log, for every phone to name it.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { table } from '../../../core/ledger/testing';
import { createNight } from '../../../db/ledger';
import { expectOk, freshDatabase } from '../../../db/testing';
import { phoneId } from '../../../sync';
import { makeLive } from '../../../sync/engine';
import { loadedDoc, readLiveNight } from '../../../sync/registry';
import { WhosePhone } from './WhosePhone';

const sg = table('sg', { unit: 10 });

beforeEach(() => localStorage.clear());

async function liveNight() {
  const db = freshDatabase();
  const { night } = expectOk(await createNight(db, sg, 'Friday night'));
  expectOk(await makeLive(db, night.id, 'ws://127.0.0.1:1'));
  const phones = () => {
    const read = readLiveNight(loadedDoc(db, night.id)!);
    return read.ok ? read.night.phones : [];
  };
  return { db, nightId: night.id, phones };
}

describe('whose phone is this', () => {
  it('is asked on a live night, answered with one tap on a player, and can be changed later', async () => {
    const user = userEvent.setup();
    const { db, nightId, phones } = await liveNight();
    render(<WhosePhone db={db} nightId={nightId} players={sg.players} />);
    const question = await screen.findByRole('group', { name: 'Whose phone is this?' });
    expect(screen.queryByRole('dialog')).toBeNull();
    for (const player of sg.players) expect(screen.getByRole('button', { name: player })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Kumar' }));
    await screen.findByText('The table sees this phone as Kumar’s phone.');
    expect(question).not.toBeInTheDocument();
    expect(phones()).toEqual([{ phone: phoneId(), number: 1, seat: 2 }]);

    await user.click(screen.getByRole('button', { name: 'Change whose phone this is' }));
    await user.click(await screen.findByRole('button', { name: 'Someone else' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Auntie Lim');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The table sees this phone as Auntie Lim’s phone.');
    expect(phones()).toEqual([{ phone: phoneId(), number: 1, name: 'Auntie Lim' }]);
  });

  it('closes with “Not now”, is not asked again on this night, and can still be answered', async () => {
    const user = userEvent.setup();
    const { db, nightId, phones } = await liveNight();
    const first = render(<WhosePhone db={db} nightId={nightId} players={sg.players} />);
    await screen.findByRole('group', { name: 'Whose phone is this?' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    await screen.findByText('The table sees this phone as Phone 1.');
    expect(screen.queryByRole('group', { name: 'Whose phone is this?' })).toBeNull();
    expect(phones()).toEqual([{ phone: phoneId(), number: 1 }]);
    first.unmount();

    render(<WhosePhone db={db} nightId={nightId} players={sg.players} />);
    await screen.findByText('The table sees this phone as Phone 1.');
    expect(screen.queryByRole('group', { name: 'Whose phone is this?' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Say whose phone this is' }));
    await user.click(await screen.findByRole('button', { name: 'Ah Beng' }));
    await screen.findByText('The table sees this phone as Ah Beng’s phone.');
  });

  it('refuses a blank name in words and changes nothing; says nothing on a night that is not live', async () => {
    const user = userEvent.setup();
    const { db, nightId, phones } = await liveNight();
    render(<WhosePhone db={db} nightId={nightId} players={sg.players} />);
    await user.click(await screen.findByRole('button', { name: 'Someone else' }));
    const field = screen.getByRole('textbox', { name: 'Name' });
    expect(field).toHaveAttribute('maxlength', '32');
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Type a name, or choose a player above.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(phones()).toEqual([{ phone: phoneId(), number: 1 }]);

    const { night: local } = expectOk(await createNight(db, sg, 'Saturday night'));
    const { container } = render(<WhosePhone db={db} nightId={local.id} players={sg.players} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
