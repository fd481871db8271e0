import type { Role } from '@hrms/shared';

/** Query keys of the leave feature; invalidating leaveKeys.all refreshes every leave list and balance. */
export const leaveKeys = {
  all: ['leave'] as const,
  mine: (userId: string) => ['leave', 'mine', userId] as const,
  approvers: (role: Role) => ['leave', 'approvers', role] as const,
  /** A person's balances and ledger (every year): invalidate to refetch after a change. */
  person: (personId: string) => ['leave', 'person', personId] as const,
  balances: (personId: string, year?: number) =>
    ['leave', 'person', personId, 'balances', year ?? 0] as const,
  ledger: (personId: string, year?: number) => ['leave', 'person', personId, 'ledger', year ?? 0] as const,
  preview: (personId: string, type: string, startDate: string, endDate: string) =>
    ['leave', 'person', personId, 'preview', type, startDate, endDate] as const,
  policies: ['leave', 'policies'] as const,
  /** Issue 40: the leave types, built-in and custom. */
  types: ['leave', 'types'] as const,
  calendar: (month: string, employeeId: string) => ['leave', 'calendar', month, employeeId] as const,
};
