import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '@hrms/shared';
import { clearSession, readToken } from '../../../lib/session';
import { endServerSession } from '../api/logout';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = readToken();
    // The server ends this session too (docs/security.md), so a copied token stops working; the local
    // sign-out does not wait for it, nor depend on it succeeding.
    if (token) void endServerSession(token);
    clearSession();
    toast.success(MESSAGES.loggedOut);
    // Replace, so Back from the sign-in screen does not reopen a dashboard that would only bounce again.
    void navigate('/login', { replace: true });
  }, [navigate]);
}
