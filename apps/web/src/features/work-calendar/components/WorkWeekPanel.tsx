import type { Role, SessionUser } from '@hrms/shared';

/** The work week from a date on: weekly offs, also in given weeks of the month (issue 19). */
export function WorkWeekPanel(_props: { user: SessionUser; role: Role }) {
  return <p className="text-sm text-muted-foreground">The work week is coming soon.</p>;
}
