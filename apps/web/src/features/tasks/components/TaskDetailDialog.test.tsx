import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_MESSAGES, type Task } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { TaskDetailDialog } from './TaskDetailDialog';

const task: Task = {
  _id: '22222222-2222-4222-8222-222222222222',
  title: 'Prepare the Q4 report',
  description: 'Figures by Monday',
  date: '2026-11-23',
  time: '15:30',
  status: 'Pending',
  assignedTo: { _id: 'emp-1', name: 'Asha Rao' },
  createdBy: { _id: 'adm-1', name: 'Anita Admin' },
};

function renderDialog(shown: Task, answer: Response) {
  const { spy: fetchSpy } = stubFetch(() => answer);
  const onClose = vi.fn();
  renderWithClient(<TaskDetailDialog task={shown} userId="emp-1" onClose={onClose} />);
  return { fetchSpy, onClose };
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe('TaskDetailDialog', () => {
  it('shows the task and completes a Pending one', async () => {
    const user = userEvent.setup();
    const { fetchSpy, onClose } = renderDialog(task, jsonResponse({ ...task, status: 'Completed' }));
    expect(screen.getByRole('dialog', { name: 'Prepare the Q4 report' })).toBeInTheDocument();
    expect(screen.getByText('From Anita Admin · 23/11/2026, 03:30 PM')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText(TASK_MESSAGES.completed)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith(
      `/api/tasks/${task._id}/status`,
      expect.objectContaining({ method: 'PUT' }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('offers no completion once Completed', () => {
    renderDialog({ ...task, status: 'Completed' }, jsonResponse({}));
    expect(screen.queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('keeps the dialog open and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(task, jsonResponse({ message: 'This task is already completed.' }, 409));
    await user.click(screen.getByRole('button', { name: 'Mark as Complete' }));
    expect(await screen.findByText(TASK_MESSAGES.statusFailed)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("speaks Hindi in the organisation's digits; the task's own words stay as written", async () => {
    const user = userEvent.setup();
    await setLanguage('hi', false);
    setDigits('devanagari');
    renderDialog({ ...task, description: '' }, jsonResponse({ ...task, status: 'Completed' }));
    expect(screen.getByRole('dialog', { name: 'Prepare the Q4 report' })).toBeInTheDocument();
    expect(screen.getByText('Anita Admin की ओर से · २३/११/२०२६, ०३:३० PM')).toBeInTheDocument();
    expect(screen.getByText('कोई विवरण नहीं।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'बंद करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पूरा हुआ मार्क करें' }));
    expect(await screen.findByText('काम पूरा मार्क हो गया!')).toBeInTheDocument();
  });
});
