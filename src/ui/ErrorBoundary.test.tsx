import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Fails({ when }: { when: boolean }) {
  if (when) throw new Error('hand.events is not a list');
  return <p>The night, shown</p>;
}

describe('ErrorBoundary', () => {
  it('replaces a screen that fails with what happened and the ways out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorBoundary resetKey="#/tonight"><Fails when /></ErrorBoundary>);
    expect(await screen.findByRole('heading', { name: 'The app could not show this screen' })).toBeInTheDocument();
    expect(screen.getByText(/hand\.events is not a list/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to score' })).toHaveAttribute('href', '#/');
    expect(screen.getByRole('button', { name: 'Save a backup' })).toBeInTheDocument();
    // No night named: nothing to delete.
    expect(screen.queryByRole('button', { name: 'Delete this night' })).toBeNull();
  });

  it('offers to delete the night it was showing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorBoundary night={{ id: 'n1', name: 'Friday' }} what="this night"><Fails when /></ErrorBoundary>);
    expect(await screen.findByRole('heading', { name: 'The app could not show this night' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete this night' })).toBeInTheDocument();
  });

  it('shows its children again at another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(<ErrorBoundary resetKey="#/rules/sg/%"><Fails when /></ErrorBoundary>);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    rerender(<ErrorBoundary resetKey="#/"><Fails when={false} /></ErrorBoundary>);
    expect(screen.getByText('The night, shown')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
