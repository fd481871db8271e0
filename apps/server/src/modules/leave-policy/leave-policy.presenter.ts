import type { LeaveLedgerEntry } from '@hrms/shared';
import type { LedgerRow } from './leave-policy.repository.ts';

export function presentLedgerRow(row: LedgerRow): LeaveLedgerEntry {
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    days: row.days,
    date: row.date,
    leaveId: row.leaveId,
    reason: row.reason,
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}
