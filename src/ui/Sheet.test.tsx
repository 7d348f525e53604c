import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Sheet } from './Sheet';

/** A button that opens a sheet; `then` is what closing it also does (as a form's Record does). */
function Opener({ then }: { then?: 'leave' | 'focus-elsewhere' }) {
  const [open, setOpen] = useState(false);
  const [left, setLeft] = useState(false);
  if (left) return <h1 tabIndex={-1}>Another screen</h1>;
  const close = (): void => {
    setOpen(false);
    if (then === 'leave') setLeft(true);
    if (then === 'focus-elsewhere') document.getElementById('elsewhere')?.focus();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Win by tai
      </button>
      <input id="elsewhere" aria-label="Elsewhere" />
      {open && (
        <Sheet title="Record a win" onClose={close}>
          <button type="button">Record</button>
        </Sheet>
      )}
    </>
  );
}

describe('Sheet', () => {
  it('takes the focus as it opens, keeps the page behind out of reach, and gives the focus back once closed', async () => {
    const user = userEvent.setup();
    const { container } = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    const dialog = screen.getByRole('dialog', { name: 'Record a win' });
    expect(dialog).toHaveFocus();
    expect(container).toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('inert');
    expect(document.body.style.overflow).toBe('');
    // Not at once (focusing would lay the page out before the frame): once the frame is drawn.
    expect(document.body).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Win by tai' })).toHaveFocus());
  });

  it('leaves the focus where it went meanwhile, and asks nothing of an opener no longer on the page', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener then="focus-elsewhere" />);
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    expect(elsewhere).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(elsewhere).toHaveFocus();
    unmount();

    render(<Opener then="leave" />);
    await user.click(screen.getByRole('button', { name: 'Win by tai' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('heading', { name: 'Another screen' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.body).toHaveFocus();
  });
});
