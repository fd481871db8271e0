import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** POST /api/admin/generate-salary: answers at once (202); the slips arrive through realtime events. */
export function useGenerateSalaries() {
  return useMutation({
    mutationKey: ['payroll', 'generate'],
    mutationFn: (input: RequestBody<'payroll', 'generate'>) => call('payroll', 'generate', { body: input }),
  });
}
