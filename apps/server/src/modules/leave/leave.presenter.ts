import type { LeaveRequest } from '@hrms/shared';
import type { LeaveRow } from './leave.repository.ts';

/** The one shape of a leave request, for HTTP answers and realtime payloads alike. */
export function presentLeave(row: LeaveRow): LeaveRequest {
  return {
    _id: row.id,
    id: row.id,
    employeeId: row.userId,
    employeeName: row.employeeName,
    type: row.type,
    startDate: row.startDate,
    endDate: row.endDate,
    reason: row.reason,
    status: row.status,
    rejectionReason: row.rejectionReason,
    createdAt: row.createdAt.toISOString(),
    days: row.daysHundredths / 100,
    unpaidDays: row.unpaidHundredths / 100,
    sandwichDates: [...(row.sandwichDates ?? [])].sort(),
    cancellationReason: row.cancellationReason,
    ...(row.halfDay ? { halfDay: true } : {}),
    // Issue 42: HR or Admin decided it over the manager (absent otherwise, so the spec's answers are unchanged).
    ...(row.override ? { override: true } : {}),
  };
}
