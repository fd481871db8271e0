import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYROLL_SETTINGS } from './payroll-settings/schemas.ts';
import { auditSentence, listOf } from './audit-sentences.ts';
import type { AuditEntry } from './audit.ts';

const actor = { _id: 'a', name: 'Priya Shah', role: 'Admin' as const };
const sentence = (action: AuditEntry['action'], before: object | null, after: object | null) =>
  auditSentence({
    actor,
    action,
    before: before as AuditEntry['before'],
    after: after as AuditEntry['after'],
  });
const settings = { ...DEFAULT_PAYROLL_SETTINGS, organisation: { name: 'Acme', address: '' } };

describe('audit sentences', () => {
  it('payroll settings: the switches turned on, with their codes', () => {
    const after = {
      ...settings,
      pf: { enabled: true, establishmentId: 'MHBAN0012345000' },
      pt: { enabled: true, defaultState: 'MH' },
    };
    expect(sentence('settings.payroll', settings, after)).toBe(
      'Priya Shah turned on PF (establishment MHBAN0012345000) and turned on Professional Tax (default state MH)',
    );
    expect(
      sentence('settings.payroll', after, { ...after, pf: { enabled: false, establishmentId: null } }),
    ).toBe('Priya Shah turned off PF');
    expect(sentence('settings.payroll', settings, settings)).toBe('Priya Shah changed the payroll settings');
  });

  it('counts people instead of listing their ids, with dates as DD/MM/YYYY', () => {
    expect(
      sentence('salary.generate', null, {
        period: 'November 2026',
        employeeIds: ['x', 'y'],
        employeeCount: 2,
      }),
    ).toBe('Priya Shah generated November 2026 slips for 2 people');
    expect(
      sentence('payroll.mark_paid', null, {
        period: 'November 2026',
        paidOn: '2026-11-30',
        employeeIds: ['x'],
      }),
    ).toBe('Priya Shah marked 1 salary record for November 2026 paid on 30/11/2026');
    expect(
      sentence('payroll.reopen', null, { period: 'November 2026', reason: 'Late leave', employeeCount: 38 }),
    ).toBe('Priya Shah reopened November 2026 payroll for 38 people: “Late leave”');
  });

  it('leave, attendance and people read as what happened to whom', () => {
    const leave = {
      employeeId: 'e',
      employeeName: 'Neha Singh',
      type: 'Sick Leave',
      startDate: '2026-11-20',
      endDate: '2026-11-21',
      status: 'Approved',
    };
    expect(sentence('leave.approve', { employeeName: 'Neha Singh', status: 'Pending' }, leave)).toBe(
      'Priya Shah approved Neha Singh’s Sick Leave (20/11/2026 to 21/11/2026)',
    );
    expect(
      sentence('attendance.manual_mark', null, {
        employeeName: 'Neha Singh',
        date: '2026-11-20',
        status: 'Absent',
      }),
    ).toBe('Priya Shah marked Neha Singh Absent on 20/11/2026');
    expect(
      sentence(
        'employee.update',
        { name: 'Neha Singh', baseSalary: 30000, role: 'Employee' },
        { name: 'Neha Singh', baseSalary: 36000, role: 'Employee' },
      ),
    ).toBe('Priya Shah updated Neha Singh: base salary');
    expect(sentence('employee.create', null, { name: 'Ravi Rao', role: 'HR' })).toBe(
      'Priya Shah added Ravi Rao (HR)',
    );
  });

  it('the organisation profile: renamed, logo uploaded', () => {
    expect(
      sentence(
        'settings.organisation',
        { name: 'Our Organisation', addressLines: [], state: null, logo: false },
        { name: 'Sahyadri Tech', addressLines: [], state: null, logo: true },
      ),
    ).toBe('Priya Shah named the organisation Sahyadri Tech and uploaded its logo');
  });

  it('any other action falls back to its label, naming the record when the snapshot has one', () => {
    expect(sentence('task.delete', { title: 'x', name: 'Quarterly report' }, null)).toBe(
      'Priya Shah deleted task (Quarterly report)',
    );
    expect(sentence('account.password_change', null, null)).toBe('Priya Shah changed own password');
  });

  it('joins phrases as people write lists', () => {
    expect([listOf([]), listOf(['a']), listOf(['a', 'b']), listOf(['a', 'b', 'c'])]).toEqual([
      '',
      'a',
      'a and b',
      'a, b and c',
    ]);
  });
});
