import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, requestPath, type LoginResponse, type RequestBody } from '@hrms/shared';
import { api } from '../../../lib/api';
import { parseLoginResponse } from '../../../lib/session-user';
import { saveSession } from '../../../lib/session';

export function login(credentials: RequestBody<'auth', 'login'>): Promise<LoginResponse> {
  // Through `api`, not `call`: the answer is checked by hand rather than with the contract's zod schema
  // (lib/session-user.ts, sign-in bundle budget); the path still comes from the endpoint table.
  return api
    .post(requestPath(ENDPOINTS.auth.login, {}), credentials, {
      // A 401 here means wrong credentials, not an expired session.
      expireSessionOn401: false,
    })
    .then(parseLoginResponse);
}

/** Signs in; on success the session is stored before any caller callback runs. */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
