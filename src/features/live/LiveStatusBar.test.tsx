// The live night's status strip, on every screen while a live night is open: each state in one line
// of fixed height, a polite status, and the way out of a refusal.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveStatus } from '../../sync';
import { liveStatusOf } from '../../sync/live-status';
import { FACTS_OF, type StripState } from '../../sync/live-status.testing';
import { LiveStatusBar } from './LiveStatusBar';

describe('the status strip', () => {
  const line = (status: LiveStatus): string | null => {
    const { unmount } = render(<LiveStatusBar status={status} />);
    const text = screen.queryByRole('status')?.textContent ?? null;
    unmount();
    return text;
  };

  it('says where a live night stands, as a polite status, and nothing on a night on this phone only', () => {
    expect(line({ kind: 'local' })).toBeNull();
    expect(line({ kind: 'connecting', waiting: 0 })).toBe('Connecting…');
    expect(line({ kind: 'connecting', waiting: 2 })).toBe('Connecting… 2 changes waiting');
    expect(line({ kind: 'live', waiting: 0, phones: 1 })).toBe('Live · 1 phone connected');
    expect(line({ kind: 'live', waiting: 0, phones: 4 })).toBe('Live · 4 phones connected');
    expect(line({ kind: 'offline', waiting: 0, cause: 'network' })).toBe('Offline — no changes waiting');
    expect(line({ kind: 'offline', waiting: 1, cause: 'network' })).toBe('Offline — 1 change waiting');
    expect(line({ kind: 'offline', waiting: 7, cause: 'network' })).toBe('Offline — 7 changes waiting');
    // The phone has its network; the server is what is missing, so the strip does not say the phone is offline.
    expect(line({ kind: 'offline', waiting: 0, cause: 'server' })).toBe(
      'No answer from the server — no changes waiting',
    );
    expect(line({ kind: 'offline', waiting: 2, cause: 'server' })).toBe(
      'No answer from the server — 2 changes waiting',
    );
    expect(line({ kind: 'refused', reason: 'too_big' })).toBe(
      'Not live: the night is too big for the server',
    );
    expect(line({ kind: 'refused', reason: 'bad_server' })).toBe(
      'Not live: the server did not answer as it should',
    );
    expect(line({ kind: 'refused', reason: 'unreadable_room' })).toBe(
      'Not live: the shared night could not be read',
    );
  });

  it('is one line high whatever it says, and its status region stays put as the state changes', () => {
    const { rerender } = render(<LiveStatusBar status={{ kind: 'connecting', waiting: 0 }} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region.className).toContain('truncate');
    expect(region.parentElement?.className).toContain('h-9');
    rerender(<LiveStatusBar status={{ kind: 'offline', waiting: 3, cause: 'network' }} />);
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Offline — 3 changes waiting');
  });

  it('offers the way out of a refusal', async () => {
    const user = userEvent.setup();
    const onExplain = vi.fn();
    render(<LiveStatusBar status={{ kind: 'refused', reason: 'too_big' }} onExplain={onExplain} />);
    await user.click(screen.getByRole('button', { name: 'What to do' }));
    expect(onExplain).toHaveBeenCalledOnce();
  });
});

describe('a change the server refused', () => {
  it('is said on the strip', () => {
    render(<LiveStatusBar status={{ kind: 'refused', reason: 'change_refused', change: 'not_a_record' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Not live: the server refused this phone’s last change',
    );
  });
});

// The strip's words for every state it can be in: each state brought about by the connection's facts
// (src/sync/live-status.testing.ts has one example of each; a state without one is a type error).
const WORDS: Record<StripState, string> = {
  connecting: 'Connecting… 2 changes waiting',
  live: 'Live · 3 phones connected',
  apart: 'Other phones may not see this phone’s changes',
  'offline:network': 'Offline — 1 change waiting',
  'offline:server': 'No answer from the server — 2 changes waiting',
  stuck: 'Not saved: this phone’s storage is full',
  'refused:bad_server': 'Not live: the server did not answer as it should',
  'refused:too_big': 'Not live: the night is too big for the server',
  'refused:change_refused': 'Not live: the server refused this phone’s last change',
  'refused:unreadable_room': 'Not live: the shared night could not be read',
};

describe('the strip in each state', () => {
  it.each(Object.entries(WORDS) as [StripState, string][])('%s says “%s”', (state, words) => {
    const status = liveStatusOf(FACTS_OF[state]);
    render(<LiveStatusBar status={status} />);
    expect(screen.getByRole('status').textContent).toBe(words);
    expect(screen.getByTestId('live-status')).toHaveAttribute('data-live', status.kind);
  });
});
