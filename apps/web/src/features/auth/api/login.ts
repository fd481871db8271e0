import { useMutation } from '@tanstack/react-query';
import { ENDPOINTS, requestPath, type LoginAnswer, type LoginResponse, type RequestBody } from '@hrms/shared';
import { api } from '../../../lib/api';
import { parseLoginAnswer, parseLoginResponse } from '../../../lib/session-user';
import { saveSession } from '../../../lib/session';

export function login(credentials: RequestBody<'auth', 'login'>): Promise<LoginAnswer> {
  // Through `api`, not `call`: the answer is checked by hand rather than with the contract's zod schema
  // (lib/session-user.ts, sign-in bundle budget); the path still comes from the endpoint table.
  return api
    .post(requestPath(ENDPOINTS.auth.login, {}), credentials, {
      // A 401 here means wrong credentials, not an expired session.
      expireSessionOn401: false,
    })
    .then(parseLoginAnswer);
}

/** Signs in; with a token, the session is stored before any caller callback runs (not for a challenge). */
export function useLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: login,
    onSuccess: (answer) => {
      if ('token' in answer) saveSession(answer.token, answer.user);
    },
  });
}

/** The second step of a two-step sign-in: the challenge and the code complete it like a login. */
export function useTwoStepLoginMutation() {
  return useMutation({
    mutationKey: ['auth', 'login', 'two-step'],
    mutationFn: (body: RequestBody<'auth', 'loginTwoStep'>): Promise<LoginResponse> =>
      api
        .post(requestPath(ENDPOINTS.auth.loginTwoStep, {}), body, { expireSessionOn401: false })
        .then(parseLoginResponse),
    onSuccess: ({ token, user }) => saveSession(token, user),
  });
}
