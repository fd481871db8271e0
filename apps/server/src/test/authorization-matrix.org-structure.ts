import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for the organisation structure (issue 42): Admin and HR write the units and
 * placements under their own prefix; everyone reads the names, the org chart (staff: all; others: their own
 * branch) and their own team. A placement is read by the person, anyone above them, Admin and HR: empOther is
 * 403 as on the details page. The manager relation (an Employee who manages, an HR who manages nobody, a
 * person in another branch) is walked in modules/org-structure/org-structure.access.test.ts.
 */
const P = { id: 'person' } as const;
const both = (path: string, rest: Omit<MatrixRow, 'path' | 'expect'>): MatrixRow[] => [
  { ...rest, path: `/api/admin${path}`, expect: '401 403 403 403 403 ok ok' },
  { ...rest, path: `/api/hr${path}`, expect: '401 403 403 ok ok 403 403' },
];
const unitRows = (kind: 'department' | 'designation' | 'location', body: (unique: string) => object) => [
  ...both(`/${kind}s`, { method: 'POST', body: (c) => body(c.unique) }),
  ...both(`/${kind}s/:id`, { method: 'PUT', params: { id: kind }, body: (c) => body(c.unique) }),
  ...both(`/${kind}s/:id`, { method: 'DELETE', params: { id: kind } }),
];

export const ORG_STRUCTURE_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/org/structure', expect: '401 ok ok ok ok ok ok' },
  ...unitRows('department', (unique) => ({ name: `Department ${unique}` })),
  ...unitRows('designation', (unique) => ({ name: `Designation ${unique}` })),
  ...unitRows('location', (unique) => ({ name: `Location ${unique}`, state: 'MH', city: 'Pune' })),
  { method: 'GET', path: '/api/org/people/:id', params: P, expect: '401 ok 403 ok ok ok ok' },
  ...both('/employees/:id/placement', {
    method: 'PUT',
    params: P,
    body: (c) => ({ effectiveFrom: c.today, managerId: null }),
  }),
  { method: 'GET', path: '/api/org/chart', expect: '401 ok ok ok ok ok ok' },
  { method: 'GET', path: '/api/org/my-team', expect: '401 ok ok ok ok ok ok' },
];
