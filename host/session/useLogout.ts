import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from './SessionProvider.js';

/** Where every logout leads: the sidebar's entry, the top bar's button and the onboarding screens'. */
export const AFTER_LOGOUT = '/login';

/** Signs out (clears the session and, with its token, the cache) and goes to the login screen. */
export function useLogout(): () => void {
  const store = useSessionStore();
  const navigate = useNavigate();
  return useCallback(() => {
    store.logout();
    void navigate(AFTER_LOGOUT);
  }, [store, navigate]);
}
