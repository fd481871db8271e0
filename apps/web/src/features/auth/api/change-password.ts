import { useMutation } from '@tanstack/react-query';
import { changePasswordResponseSchema, type ChangePasswordBody } from '@hrms/shared';
import { api } from '../../../lib/api';
import { readSession, saveSession } from '../../../lib/session';

/**
 * POST /auth/change-password. The server revokes every earlier token, this one included, and answers a
 * fresh one: storing it keeps this tab signed in and reconnects the realtime socket with it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      // A wrong current password is a 400, never a 401, so the session is not ended by mistake.
      api.post('/auth/change-password', body, { schema: changePasswordResponseSchema }),
    onSuccess: ({ token }) => {
      const session = readSession();
      if (session) saveSession(token, session.user);
    },
  });
}
