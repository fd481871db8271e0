import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScheduleFields, type ScheduleValues } from './schedule-fields';

const EMPTY: ScheduleValues = { title: '', description: '', date: '', time: '' };

function Form({ readOnly, onValues }: { readOnly?: boolean; onValues?: (values: ScheduleValues) => void }) {
  const [values, setValues] = useState({ ...EMPTY, date: '2026-11-23', time: '15:30' });
  return (
    <ScheduleFields
      idPrefix="task"
      values={values}
      onChange={(field, value) => {
        const next = { ...values, [field]: value };
        setValues(next);
        onValues?.(next);
      }}
      maxLength={{ title: 200, description: 2000 }}
      today="2026-11-20"
      readOnly={readOnly}
    />
  );
}

describe('ScheduleFields', () => {
  it('labels each field, ties the labels to prefixed ids and reports what is typed', async () => {
    const seen: ScheduleValues[] = [];
    render(<Form onValues={(values) => seen.push(values)} />);
    const title = screen.getByLabelText('Title *');
    expect(title).toHaveAttribute('id', 'task-title');
    expect(title).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Description')).toHaveAttribute('maxLength', '2000');
    expect(screen.getByLabelText('Date *')).toHaveTextContent('23/11/2026');
    expect(screen.getByLabelText('Time *')).toHaveValue('15:30');
    await userEvent.setup().type(title, 'Q4');
    expect(seen.at(-1)).toEqual({ title: 'Q4', description: '', date: '2026-11-23', time: '15:30' });
  });

  it('shows the values without letting them change when read-only', () => {
    render(<Form readOnly />);
    expect(screen.getByLabelText('Title *')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Description')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Time *')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Date *')).toBeDisabled();
  });
});
