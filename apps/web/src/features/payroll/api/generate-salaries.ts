import { useMutation } from '@tanstack/react-query';
import { generateSalaryResponseSchema, type GenerateSalaryRequest } from '@hrms/shared';
import { api } from '../../../lib/api';

/** POST /api/admin/generate-salary: answers at once (202); the slips arrive through realtime events. */
export function useGenerateSalaries() {
  return useMutation({
    mutationKey: ['payroll', 'generate'],
    mutationFn: (input: GenerateSalaryRequest) =>
      api.post('/admin/generate-salary', input, { schema: generateSalaryResponseSchema }),
  });
}
