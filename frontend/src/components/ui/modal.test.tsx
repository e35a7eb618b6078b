import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Details</Button>
      <Modal open={open} onClose={() => setOpen(false)} title="Booking SUV-1042" description="Placed on 12 March 2026">
        <label>
          Note
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('when opened, then it is a labelled dialog with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Booking SUV-1042' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Placed on 12 March 2026');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
  });

  it('when Escape is pressed, then it closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Details' })).toHaveFocus();
  });

  it('when the close button is pressed, then it closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'View Details' }));
    await user.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
