import { useMutation } from '@tanstack/react-query';
import { resetPasswordResponseSchema } from '@hrms/shared';
import { api } from '../../../lib/api';

/** POST /admin/employees/{id}/reset-password: a typed password, or none to have one generated. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password?: string }) =>
      api.post(`/admin/employees/${id}/reset-password`, password ? { password } : {}, {
        schema: resetPasswordResponseSchema,
      }),
  });
}
