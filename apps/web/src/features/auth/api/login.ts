import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@hrms/shared';
import { api } from '../../../lib/api';
import { parseLoginResponse } from '../../../lib/session-user';
import { saveSession } from '../../../lib/session';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  // Checked by hand rather than with the zod schema: see lib/session-user.ts (sign-in bundle budget).
  return api
    .post('/auth/login', credentials, {
      // A 401 here means wrong credentials, not an expired session.
      expireSessionOn401: false,
    })
    .then(parseLoginResponse);
}

/** POST /api/auth/login; on success the session is stored before any caller callback runs. */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
