import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** POST /admin/employees/{id}/reset-password: a typed password, or none to have one generated. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string } & RequestBody<'people', 'resetPassword'>) =>
      call('people', 'resetPassword', { params: { id }, body: password ? { password } : {} }),
  });
}
