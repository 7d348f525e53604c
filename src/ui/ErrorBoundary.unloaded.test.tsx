// The failure panel is loaded only when something fails. Should it not load (the phone offline before
// it was cached), the boundary still shows a notice with the way back, never a blank page.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

vi.mock('./RescuePanel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Fails(): never {
  throw new Error('hand.events is not a list');
}

describe('ErrorBoundary without its panel', () => {
  it('shows a plain notice with the way back to the score screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="#/tonight">
        <Fails />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'The app could not show this screen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to score' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
