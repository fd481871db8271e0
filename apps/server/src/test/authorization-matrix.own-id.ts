import { outcomesOf, routeKey, type MatrixRow } from './authorization-matrix.ts';

/**
 * Own id on routes where staff write another person (issue 39): a stolen Admin token must not change the
 * Admin's own sign-in (password, e-mail, two-step), since the self-service routes ask for the current password
 * and a code. Every such route needs a matrix row that refuses the caller's own id, or an entry here saying
 * why writing one's own record that way is fine. The matrix test fails for a new route with neither.
 */
export const OWN_ID_KEPT: Record<string, string> = {
  'PUT /api/employees/:id/shift': 'a shift is not a credential; four-eyes rules are the attendance area',
  'PUT /api/employees/:id/payroll-profile': 'pay details, not a credential; audited, numbers masked',
  'POST /api/employees/:id/salary-revisions': 'pay, not a credential; audited',
  'POST /api/employees/:id/payroll-profile/reveal': 'a read of masked numbers, audited',
  'POST /api/admin/people/:id/documents/open': 'a signed link to read a document, not a write; audited',
  'POST /api/hr/people/:id/documents/open': 'a signed link to read a document, not a write; audited',
  'PUT /api/admin/employees/:id/placement': 'where one sits in the structure, not a credential; audited',
  'PUT /api/hr/employees/:id/placement': 'where one sits in the structure, not a credential; audited',
  'PUT /api/admin/employees/:id/tax-year/regime': "one's tax regime for the year, not a credential; audited",
  'PUT /api/hr/employees/:id/tax-year/regime': "one's tax regime for the year, not a credential; audited",
};

/** Rows of routes where a staff caller may write someone else (a person path id, admOther or hrOther ok). */
export function personWrites(rows: readonly MatrixRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    if (row.method === 'GET' || !Object.values(row.params ?? {}).includes('person')) continue;
    const outcome = outcomesOf(row);
    if (outcome.admOther === 'ok' || outcome.hrOther === 'ok') keys.add(routeKey(row));
  }
  return [...keys].sort();
}

/** Whether some row of the route refuses a staff caller's own id (a 4xx in admSelf or hrSelf). */
export function refusesOwnId(rows: readonly MatrixRow[], key: string): boolean {
  return rows
    .filter((row) => routeKey(row) === key)
    .some((row) => {
      const outcome = outcomesOf(row);
      const refused = (value: number | 'ok') => value !== 'ok' && value >= 400 && value < 500;
      return (
        (outcome.admOther === 'ok' && refused(outcome.admSelf)) ||
        (outcome.hrOther === 'ok' && refused(outcome.hrSelf))
      );
    });
}
