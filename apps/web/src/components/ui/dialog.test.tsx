import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog';

/** A dialog opened from a plain button, as most of ours are (no Radix trigger). */
function OpenedFromAButton({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  // Like a row whose dialog deleted it: the opener leaves the page while the dialog is open.
  const [gone, setGone] = useState(false);
  return (
    <>
      {gone ? null : (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setGone(removeOpener);
          }}
        >
          View details
        </button>
      )}
      <button type="button">Elsewhere</button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Details</DialogTitle>
          <DialogDescription>Read them here.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<OpenedFromAButton />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View details' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View details' })).toHaveFocus();
  });

  it('does not reach for an opener that has left the page', async () => {
    const user = userEvent.setup();
    render(<OpenedFromAButton removeOpener />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Details' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'View details' })).not.toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });
});
