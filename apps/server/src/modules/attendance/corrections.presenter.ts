import { formatEmployeeId, type Correction, type CorrectionDay } from '@hrms/shared';
import type { CorrectionListRow } from './corrections.repository.ts';

const isDay = (value: unknown): value is CorrectionDay =>
  typeof value === 'object' && value !== null && 'status' in value;

export function presentCorrection(row: CorrectionListRow): Correction {
  return {
    _id: row.id,
    employeeId: row.userId,
    employeeName: row.name,
    employeeCode: formatEmployeeId(row.employeeNo),
    date: row.date,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    status: row.status,
    reason: row.reason,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt ? row.decidedAt.toISOString() : null,
    decisionReason: row.decisionReason,
    current: row.currentStatus
      ? {
          checkIn: row.currentCheckIn ?? '--',
          checkOut: row.currentCheckOut ?? '--',
          status: row.currentStatus,
        }
      : null,
    before: isDay(row.before) ? row.before : null,
    // Issue 42: only when HR or Admin decided over a manager, so the spec's answers keep their shape.
    ...(row.override ? { override: true } : {}),
  };
}
