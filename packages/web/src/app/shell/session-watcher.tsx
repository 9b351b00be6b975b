import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyProfileLanguage } from '../../features/auth/api/language';
import { clearLandingAfterLogin, setSessionToken, useSession } from '../../features/auth/api/session';
import { onApiError } from '../../lib/api';
import { getToken } from '../../lib/token';

const GUEST_PAGES = ['/login', '/signup', '/recover_account'];

/**
 * Keeps the session honest: a failed ping logs the user out (spec 000 §4), so does any call
 * answered 401 while a token is held (the token died: logout elsewhere, password change), and
 * the profile's preferred language is applied once per session.
 */
export function SessionWatcher() {
  const { query, token, profile } = useSession();
  const { pathname } = useLocation();

  useEffect(() => {
    if (token && query.isError) setSessionToken(null);
  }, [token, query.isError]);

  useEffect(
    () =>
      onApiError((error) => {
        if (error.status === 401 && getToken()) setSessionToken(null);
      }),
    [],
  );

  useEffect(() => {
    if (token && profile) applyProfileLanguage(token, profile.preferred_language);
  }, [token, profile]);

  // The post-login landing is used once: after it, /login sends a logged-in user to / again.
  useEffect(() => {
    if (!GUEST_PAGES.includes(pathname)) clearLandingAfterLogin();
  }, [pathname]);

  return null;
}
