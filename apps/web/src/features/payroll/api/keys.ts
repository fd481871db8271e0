/** Query keys of the payroll feature; invalidating payrollKeys.all refreshes every salary list. */
export const payrollKeys = {
  all: ['payroll'] as const,
  mine: (userId: string) => ['payroll', 'mine', userId] as const,
  everyone: ['payroll', 'everyone'] as const,
  payees: ['payroll', 'payees'] as const,
  batches: ['payroll', 'batches'] as const,
};
