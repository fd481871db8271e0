import type { Role, SessionUser } from '@hrms/shared';

/** Shifts: add, edit, delete (Admin); HR reads them (issue 19). */
export function ShiftsPanel(_props: { user: SessionUser; role: Role }) {
  return <p className="text-sm text-muted-foreground">Shifts are coming soon.</p>;
}
