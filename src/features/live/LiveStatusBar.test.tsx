// The strip's words for every state it can be in: each state brought about by the connection's facts
// (src/sync/live-status.testing.ts has one example of each; a state without one is a type error), and
// what the strip then says in English. The catalogs hold the same messages in 简体中文 and 繁體中文.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveStatusOf } from '../../sync/live-status';
import { FACTS_OF, type StripState } from '../../sync/live-status.testing';
import { LiveStatusBar } from './LiveStatusBar';

const WORDS: Record<StripState, string> = {
  connecting: 'Connecting… 2 changes waiting',
  live: 'Live · 3 phones connected',
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
