export const ROLES = ['Admin', 'HR', 'Employee'] as const;
export type Role = (typeof ROLES)[number];

/** Where each role lands after signing in (spec section 2). */
export function homePathFor(role: string): '/admin' | '/hr' | '/employee' {
  if (role === 'Admin') return '/admin';
  if (role === 'HR') return '/hr';
  return '/employee';
}
