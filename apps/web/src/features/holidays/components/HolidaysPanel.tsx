import type { Role, SessionUser } from '@hrms/shared';

/** The Admin and HR holiday list: add, edit, delete, import from CSV, India's national holidays (issue 19). */
export function HolidaysPanel(_props: { user: SessionUser; role: Role }) {
  return <p className="text-sm text-muted-foreground">Holidays are coming soon.</p>;
}
