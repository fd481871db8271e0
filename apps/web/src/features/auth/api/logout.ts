import { ENDPOINTS, requestPath } from '@hrms/shared';
import { API_BASE } from '../../../lib/api';

/**
 * POST /api/auth/logout with the token being signed out: the server ends that session (its token stops working,
 * its sockets close). Best effort and never awaited by the sign-out: the browser forgets the session at once
 * whatever this answers. A plain fetch rather than `api`, because the stored token is already gone when it
 * goes out, and a 401 here must not say 'session expired'; keepalive lets it finish while the page moves on.
 */
export function endServerSession(token: string): Promise<void> {
  return fetch(`${API_BASE}${requestPath(ENDPOINTS.auth.logout, {})}`, {
    method: 'POST',
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    credentials: 'same-origin',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}
