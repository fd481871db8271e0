import { describe, expect, it } from 'vitest';
import type { LeaveRequest, Task } from '@hrms/shared';
import { jsonResponse, stubFetch } from '../test/fetch-stub';
import { ApiError } from './api';
import { call, callPath } from './api-client';

const leave: LeaveRequest = {
  _id: 'l1',
  id: 'l1',
  employeeId: 'u1',
  employeeName: 'Asha Rao',
  type: 'Paid Leave',
  startDate: '2026-11-23',
  endDate: '2026-11-23',
  reason: '',
  status: 'Pending',
  rejectionReason: null,
  createdAt: '2026-11-20T04:30:00.000Z',
};

describe('the contract client', () => {
  it('builds the URL from the endpoint table: the caller’s own area and id', async () => {
    const { calls } = stubFetch(({ method }) => jsonResponse(method === 'GET' ? [leave] : leave, 201));
    await expect(call('leave', 'listOwn', { own: 'u1' })).resolves.toEqual([leave]);
    // Leave is applied for under /employees whatever the role (spec section 7).
    await call('leave', 'apply', {
      own: 'a1',
      role: 'Admin',
      body: { type: 'Paid Leave', startDate: '2026-11-23' },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/employees/u1/leaves',
      'POST /api/employees/a1/leaves',
    ]);
    expect(calls[1]?.body).toEqual({ type: 'Paid Leave', startDate: '2026-11-23' });
  });

  it('picks the approver’s prefix from the role, and fills in the path parameters', async () => {
    const { calls } = stubFetch(() => jsonResponse(leave));
    await call('leave', 'approve', { role: 'HR', params: { id: 'l1' } });
    await call('leave', 'reject', {
      role: 'Admin',
      params: { id: 'l1' },
      body: { rejectionReason: 'No cover' },
    });
    await call('events', 'complete', { params: { id: 'e 1' } }).catch(() => undefined);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'PUT /api/hr/leave-requests/l1/approve',
      'PUT /api/admin/leave-requests/l1/reject',
      'PUT /api/events/e%201/status',
    ]);
  });

  it('parses the answer against the contract’s response schema, so a wrong answer fails', async () => {
    stubFetch(() => jsonResponse({ _id: 't1', title: 'No status' }));
    await expect(call('tasks', 'complete', { params: { id: 't1' } })).rejects.toThrow();
    const task: Task = {
      _id: 't1',
      title: 'Report',
      description: '',
      date: '2026-11-23',
      time: '15:30',
      status: 'Completed',
      assignedTo: { _id: 'u1', name: 'Asha' },
      createdBy: { _id: 'a1', name: 'Anita' },
    };
    // Fields the contract does not list are dropped.
    stubFetch(() => jsonResponse({ ...task, internal: 'x' }));
    await expect(call('tasks', 'complete', { params: { id: 't1' } })).resolves.toEqual(task);
  });

  it('turns a refusal into an ApiError with the server’s message', async () => {
    stubFetch(() => jsonResponse({ message: 'Leave request not found.' }, 404));
    const failure = await call('leave', 'approve', { role: 'Admin', params: { id: 'x' } }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, message: 'Leave request not found.', code: undefined });
  });

  it('keeps the answer’s code when the contract knows it, and ignores one it does not', async () => {
    stubFetch(() => jsonResponse({ message: 'Leave request not found.', code: 'not_found' }, 404));
    const known = await call('leave', 'approve', { role: 'Admin', params: { id: 'x' } }).catch((e) => e);
    expect(known).toMatchObject({ status: 404, code: 'not_found' });
    stubFetch(() => jsonResponse({ message: 'Gone fishing.', code: 'fishing' }, 404));
    const unknown = await call('leave', 'approve', { role: 'Admin', params: { id: 'x' } }).catch((e) => e);
    expect(unknown).toMatchObject({ status: 404, message: 'Gone fishing.', code: undefined });
  });
});

describe('URLs of the contract', () => {
  it('puts the caller’s own area and id, and the query (unset values left out), into attendance calls', async () => {
    const { calls } = stubFetch(() => jsonResponse([]));
    await call('attendance', 'listOwn', { role: 'HR', own: 'u1' });
    await call('attendance', 'ownStats', { role: 'Employee', own: 'u2', query: { month: '2026-11' } }).catch(
      () => undefined,
    );
    await call('attendance', 'listAll', { role: 'Admin', query: { month: undefined } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/hr/u1/attendance',
      'GET /api/employees/u2/attendance/stats?month=2026-11',
      'GET /api/admin/attendance/all',
    ]);
  });

  it('builds a download link without calling it', () => {
    expect(
      callPath('attendance', 'sheetExport', { query: { format: 'csv', month: '2026-11', search: 'a b' } }),
    ).toBe('/admin/attendance-sheet/export?format=csv&month=2026-11&search=a+b');
    expect(callPath('attendance', 'punchIn', { role: 'Admin', own: 'a1' })).toBe('/admin/a1/punch-in');
  });
});
