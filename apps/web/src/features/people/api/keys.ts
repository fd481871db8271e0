import type { Role } from '@hrms/shared';

export const peopleKeys = {
  all: ['people'] as const,
  employees: (viewer: Role) => ['people', 'employees', viewer] as const,
  details: (id: string) => ['people', 'details', id] as const,
};

/** Spec section 7: Admin reads /admin/employees, HR /hr/employees (same service, HR-safe fields). */
export const employeesPath = (viewer: Role) => (viewer === 'Admin' ? '/admin/employees' : '/hr/employees');

/**
 * Signed file links live 5 minutes: views that show them refetch before they expire, so a link
 * clicked after a long look still opens.
 */
export const SIGNED_LINK_REFRESH_MS = 4 * 60 * 1000;
