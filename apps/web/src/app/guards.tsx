import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '@hrms/shared';
import { useSession } from '../features/auth';

interface RequireSessionProps {
  /** Omit to let any signed-in role in (the details page). */
  role?: Role;
  children: ReactNode;
}

/**
 * Spec section 2: a dashboard needs a stored token and the matching role, otherwise /login.
 * Because useSession follows storage, this also moves the user out the moment the session
 * ends (logout, a 401 from the server, or sign-out in another tab).
 */
export function RequireSession({ role, children }: RequireSessionProps) {
  const session = useSession();
  if (!session || (role && session.user.role !== role)) return <Navigate to="/login" replace />;
  return <>{children}</>;
}
