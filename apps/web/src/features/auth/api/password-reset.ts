import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'auth', 'forgotPassword'>) => call('auth', 'forgotPassword', { body }),
  });
}

/** POST /api/auth/reset-password with the e-mailed link's token. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'auth', 'resetPassword'>) => call('auth', 'resetPassword', { body }),
  });
}
