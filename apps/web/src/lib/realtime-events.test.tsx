import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeaveRequest } from '@hrms/shared';
import { emitLocally, useServerEvent } from './realtime';

const leave: LeaveRequest = {
  _id: 'l1',
  id: 'l1',
  employeeId: 'u1',
  employeeName: 'Asha Rao',
  type: 'Paid Leave',
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  reason: '',
  status: 'Approved',
  rejectionReason: null,
  createdAt: '2026-11-20T04:30:00.000Z',
};

describe('server events reach listeners checked against their schema', () => {
  it('delivers typed payloads parsed, in the order they came, and drops one that breaks its schema', async () => {
    const heard: unknown[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderHook(() => useServerEvent('leave_status_updated', (payload) => heard.push(payload)));
    // The first events may come before the schemas are in: they wait for them, in order.
    emitLocally('leave_status_updated', { ...leave, _id: 'first' });
    emitLocally('leave_status_updated', { ...leave, status: 'Sideways' } as unknown as LeaveRequest);
    emitLocally('leave_status_updated', { ...leave, _id: 'last', extra: 'x' } as LeaveRequest);
    await waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { ...leave, _id: 'first' },
      // Fields the schema does not list never reach a listener.
      { ...leave, _id: 'last' },
    ]);
    expect(warn).toHaveBeenCalledWith(
      'Ignored a leave_status_updated event whose payload does not match its schema',
      expect.any(Array),
    );
  });
});
