import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendanceDayCells } from './AttendanceDayCells';

const renderRow = (record: Parameters<typeof AttendanceDayCells>[0]['record']) =>
  render(
    <table>
      <tbody>
        <tr>
          <AttendanceDayCells date="2026-11-23" record={record} />
        </tr>
      </tbody>
    </table>,
  );

describe('AttendanceDayCells', () => {
  it('shows an approved work-from-home day as Present with its mode (issue 45)', () => {
    renderRow({ checkIn: '--', checkOut: '--', status: 'Present', mode: 'wfh' });
    expect(screen.getByText('Present')).toBeInTheDocument();
    expect(screen.getByTestId('work-mode')).toHaveTextContent('Work from home');
  });

  it('shows no mode on an ordinary day (the spec’s cells)', () => {
    renderRow({ checkIn: '09:05', checkOut: '18:00', status: 'Present' });
    expect(screen.queryByTestId('work-mode')).toBeNull();
  });
});
