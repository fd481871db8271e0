import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderConfirm(pending: boolean) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete task"
      description="This cannot be undone."
      confirmLabel="Delete"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>Prepare the Q4 report</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks in an alertdialog and answers Delete and Cancel', async () => {
    const { onConfirm, onCancel, user } = renderConfirm(false);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete task' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
    expect(within(dialog).getByText('Prepare the Q4 report')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cannot be dismissed while the action runs', async () => {
    const { onCancel, user } = renderConfirm(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
