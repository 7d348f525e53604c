// Settings › Live night: the server a phone invites the table through, kept on the phone, refused with
// the reason when it is not one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_KEY } from '../../state/live-server';
import { LiveServerSettings } from './LiveServerSettings';

describe('Settings › Live night', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('keeps a wss:// server, refuses what is not one with the reason, and forgets it', async () => {
    const user = userEvent.setup();
    render(<LiveServerSettings />);
    const field = screen.getByRole('textbox', { name: 'Server for live nights' });

    await user.type(field, 'https://live.example.org');
    await user.click(screen.getByRole('button', { name: 'Use this server' }));
    expect(screen.getByRole('alert')).toHaveTextContent('starts with wss://');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(SERVER_KEY)).toBeNull();

    await user.clear(field);
    await user.type(field, 'wss://bob:secret@live.example.org');
    await user.click(screen.getByRole('button', { name: 'Use this server' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Leave the user name and password out');
    expect(localStorage.getItem(SERVER_KEY)).toBeNull();

    await user.clear(field);
    await user.type(field, '  wss://live.example.org  ');
    await user.click(screen.getByRole('button', { name: 'Use this server' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(SERVER_KEY)).toBe('wss://live.example.org');
    expect(screen.getByTestId('live-server-now')).toHaveTextContent(
      'Invitations from this phone go through wss://live.example.org.',
    );

    await user.click(screen.getByRole('button', { name: /Back to the app’s server|Forget this server/ }));
    expect(localStorage.getItem(SERVER_KEY)).toBeNull();
    expect(field).toHaveValue('');
  });
});
