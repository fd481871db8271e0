import type { MatrixRow } from './authorization-matrix.ts';

/**
 * Rows of the authorisation matrix for probation, onboarding and letters (issue 43, docs/lifecycle.md). Settings
 * and the probation list: HR reads, the Admin changes; templates are the Admin's. Probation decisions and issued
 * letters are HR's and the Admin's about someone else, never about themselves (403). The world's person has no
 * probation (the default is off) and no accepted exit, so a confirmation, an extension and a relieving letter
 * answer 409 to the allowed callers; the successful ones are in modules/lifecycle/lifecycle.routes.test.ts.
 */
const template = () => ({
  title: 'Relieving letter',
  body: 'Dear {{name}},\n\nYou are relieved on {{lastWorkingDay}}.',
});

export const LIFECYCLE_ROWS: MatrixRow[] = [
  { method: 'GET', path: '/api/lifecycle/settings', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/lifecycle/settings',
    expect: '401 403 403 403 403 ok ok',
    body: () => ({ probationMonths: null, checklist: [] }),
  },
  { method: 'GET', path: '/api/lifecycle/probations', expect: '401 403 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/lifecycle/probations/:id',
    params: { id: 'person' },
    expect: '401 403 403 403 ok 403 ok',
    body: () => ({ months: 6 }),
  },
  {
    method: 'POST',
    path: '/api/lifecycle/probations/:id/confirm',
    params: { id: 'person' },
    expect: '401 403 403 403 409 403 409',
    body: () => ({}),
  },
  {
    method: 'POST',
    path: '/api/lifecycle/probations/:id/extend',
    params: { id: 'person' },
    expect: '401 403 403 403 409 403 409',
    body: (c) => ({ months: 1, reason: `Matrix ${c.unique}` }),
  },
  { method: 'GET', path: '/api/lifecycle/letter-templates', expect: '401 403 403 403 403 ok ok' },
  {
    method: 'PUT',
    path: '/api/lifecycle/letter-templates/:kind',
    params: { kind: 'letterKind' },
    expect: '401 403 403 403 403 ok ok',
    body: template,
  },
  {
    method: 'DELETE',
    path: '/api/lifecycle/letter-templates/:kind',
    params: { kind: 'letterKind' },
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'POST',
    path: '/api/lifecycle/letter-templates/:kind/preview',
    params: { kind: 'letterKind' },
    expect: '401 403 403 403 403 ok ok',
    body: (c) => ({ personId: c.personId, ...template() }),
  },
  {
    method: 'GET',
    path: '/api/lifecycle/people/:id/letters',
    params: { id: 'person' },
    expect: '401 ok 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/lifecycle/people/:id/letters/:kind',
    params: { id: 'person', kind: 'letterKind' },
    expect: '401 403 403 403 409 403 409',
  },
  {
    method: 'GET',
    path: '/api/lifecycle/people/:id/onboarding',
    params: { id: 'person' },
    expect: '401 ok 403 ok ok ok ok',
  },
];
