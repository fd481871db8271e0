import type { Role } from '@hrms/shared';

/** Query keys of the payroll feature; invalidating payrollKeys.all refreshes every salary list. */
export const payrollKeys = {
  all: ['payroll'] as const,
  mine: (userId: string) => ['payroll', 'mine', userId] as const,
  everyone: ['payroll', 'everyone'] as const,
  payees: ['payroll', 'payees'] as const,
  batches: ['payroll', 'batches'] as const,
};

/** Spec section 7: each role reads its own history through its own prefix. */
export function ownSalariesPath(role: Role, userId: string): string {
  if (role === 'Admin') return `/admin/${userId}/salaries`;
  if (role === 'HR') return `/hr/${userId}/salaries`;
  return `/employees/${userId}/salaries`;
}
