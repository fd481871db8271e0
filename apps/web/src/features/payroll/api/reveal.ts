import type { RevealableField } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** POST /api/employees/{id}/payroll-profile/reveal (Admin; audited): one identity number in full. */
export function revealIdentity(personId: string, field: RevealableField) {
  return call('privacy', 'reveal', { params: { id: personId }, body: { field } });
}
