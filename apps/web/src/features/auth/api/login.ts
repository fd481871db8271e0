import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema, type LoginRequest, type LoginResponse } from '@hrms/shared';
import { api } from '../../../lib/api';
import { saveSession } from '../../../lib/session';

export function login(credentials: LoginRequest): Promise<LoginResponse> {
  return api.post('/auth/login', credentials, {
    schema: loginResponseSchema,
    // A 401 here means wrong credentials, not an expired session.
    expireSessionOn401: false,
  });
}

/** POST /api/auth/login; on success the session is stored before any caller callback runs. */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
