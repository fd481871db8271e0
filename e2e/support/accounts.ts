/** The people the end-to-end server starts with (created by e2e/support/start-server.mjs). */
export const ACCOUNTS = {
  admin: { name: 'Anita Admin', email: 'admin@e2e.test', password: 'admin-pass-123', role: 'Admin' },
  hr: { name: 'Harish HR', email: 'hr@e2e.test', password: 'hr-pass-1234', role: 'HR' },
  employee: {
    name: 'Esha Employee',
    email: 'employee@e2e.test',
    password: 'employee-pass-1',
    role: 'Employee',
  },
} as const;

export type AccountKey = keyof typeof ACCOUNTS;

/**
 * The end-to-end server's clock starts here and runs on in real time: Friday 20 November 2026, 09:30 in
 * Kolkata, inside the punch-in window on a working day. Override with E2E_CLOCK_START.
 */
export const E2E_CLOCK_START = '2026-11-20T04:00:00.000Z';
