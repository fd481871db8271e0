import { useMutation } from '@tanstack/react-query';
import type { RequestBody } from '@hrms/shared';
import { call } from '../../../lib/api-client';
import { readSession, saveSession } from '../../../lib/session';

/**
 * Changes one's own password. The server revokes every earlier token, this one included, and answers a
 * fresh one: storing it keeps this tab signed in and reconnects the realtime socket with it.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: RequestBody<'people', 'changePassword'>) =>
      // A wrong current password is a 400, never a 401, so the session is not ended by mistake.
      call('people', 'changePassword', { body }),
    onSuccess: ({ token }) => {
      const session = readSession();
      if (session) saveSession(token, session.user);
    },
  });
}
