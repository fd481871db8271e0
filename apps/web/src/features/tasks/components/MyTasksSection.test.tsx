import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@hrms/shared';
import { setDigits, setLanguage } from '../../../lib/i18n/store';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { renderWithClient } from '../../../test/render-with-client';
import { MyTasksSection } from './MyTasksSection';

const TASK: Task = {
  _id: 't1',
  title: 'File the monthly report',
  description: '',
  date: '2026-11-24',
  time: '15:30',
  status: 'Pending',
  assignedTo: { _id: 'u1', name: 'Esha Employee' },
  createdBy: { _id: 'a1', name: 'Asha Admin' },
};

function show(tasks: Task[]) {
  stubFetch((call) => (call.url.includes('/tasks/') ? jsonResponse(tasks) : undefined));
  renderWithClient(<MyTasksSection userId="u1" />);
}

afterEach(async () => {
  setDigits('latin');
  await setLanguage('en', false);
});

describe("Home's assigned tasks by language", () => {
  it("keeps the spec's English", async () => {
    show([TASK]);
    expect(await screen.findByText('File the monthly report')).toBeInTheDocument();
    expect(screen.getByText('My Assigned Tasks')).toBeInTheDocument();
    expect(screen.getByText('From Asha Admin · 24/11/2026, 03:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });

  it("speaks Hindi in the organisation's digits, the task's own words as written", async () => {
    await setLanguage('hi', false);
    setDigits('devanagari');
    show([TASK, { ...TASK, _id: 't2', title: 'Done already', status: 'Completed' }]);
    expect(await screen.findByText('File the monthly report')).toBeInTheDocument();
    expect(screen.getByText('मुझे सौंपे गए काम')).toBeInTheDocument();
    expect(screen.getAllByText('Asha Admin की ओर से · २४/११/२०२६, ०३:३० PM')).toHaveLength(2);
    expect(screen.getByText('बाकी')).toBeInTheDocument();
    expect(screen.getByText('पूरा हुआ')).toBeInTheDocument();
  });

  it('says in Marathi that nothing is assigned', async () => {
    await setLanguage('mr', false);
    show([]);
    expect(await screen.findByText('तुम्हाला कोणतेही काम दिलेले नाही.')).toBeInTheDocument();
  });
});
