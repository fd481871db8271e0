import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { MESSAGES } from '@hrms/shared';
import { clearSession } from '../../../lib/session';

export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    clearSession();
    toast.success(MESSAGES.loggedOut);
    // Replace, so Back from the sign-in screen does not reopen a dashboard that would only bounce again.
    void navigate('/login', { replace: true });
  }, [navigate]);
}
