import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** POST /admin/employees/{id}/reset-password: a typed password, or none to have one generated. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password?: string }) =>
      call('people', 'resetPassword', { params: { id }, body: password ? { password } : {} }),
  });
}
