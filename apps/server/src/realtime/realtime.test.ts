import { describe, expect, it } from 'vitest';
import type { AttendanceUpdatedPayload, LeaveRequest, Task } from '@hrms/shared';
import { SocketRealtime } from './realtime.ts';

const task: Task = {
  _id: 't1',
  title: 'Report',
  description: '',
  date: '2026-11-23',
  time: '15:30',
  status: 'Pending',
  assignedTo: { _id: 'u1', name: 'Asha Rao' },
  createdBy: { _id: 'a1', name: 'Anita Admin' },
};

describe('typed emits (checked in tests)', () => {
  const checked = new SocketRealtime({ checkPayloads: true });

  it('lets a payload that keeps its event’s schema through', () => {
    expect(() => checked.emitToUser('u1', 'personal_task_update', { action: 'created', task })).not.toThrow();
    expect(() => checked.emitToRoles(['Admin'], 'admin_task_deleted', task)).not.toThrow();
  });

  it('refuses a payload that breaks its schema', () => {
    const wrong = { ...task, status: 'Done' } as unknown as Task;
    expect(() => checked.emitToRoles(['Admin'], 'admin_task_created', wrong)).toThrow(
      /admin_task_created payload does not match its schema/,
    );
  });

  it('refuses a field the schema does not list, however deep (a leak, such as a password hash)', () => {
    const leaky = { ...task, assignedTo: { ...task.assignedTo, passwordHash: 'x' } };
    expect(() =>
      checked.emitToUser('u1', 'personal_task_update', { action: 'updated', task: leaky }),
    ).toThrow(/fields not in the schema: task\.assignedTo\.passwordHash/);
    const leave = { employeeId: 'u1', extra: 1 } as unknown as LeaveRequest;
    expect(() => checked.emitToUser('u1', 'leave_status_updated', leave)).toThrow(/leave_status_updated/);
  });

  it('checks the attendance events: ids, dates and a reason; the date and count of the 11:00 run', () => {
    const updated: AttendanceUpdatedPayload = { userIds: ['u1'], dates: ['2026-11-20'], reason: 'manual' };
    expect(() => checked.emitToRoles(['HR'], 'attendance_updated', updated)).not.toThrow();
    const named = { ...updated, employeeName: 'Aarav' };
    expect(() => checked.emitToRoles(['HR'], 'attendance_updated', named)).toThrow(/employeeName/);
    const wrong = { date: '2026-11-20', count: '3' } as unknown as { date: string; count: number };
    expect(() => checked.emitToRoles(['HR'], 'absentees_marked', wrong)).toThrow(/absentees_marked/);
  });

  // Every server event has a payload schema since notifications moved onto the contract (wave 2).
  it('checks nothing outside tests', () => {
    const unchecked = new SocketRealtime();
    expect(() => unchecked.emitToRoles(['Admin'], 'admin_task_created', {} as Task)).not.toThrow();
  });
});
