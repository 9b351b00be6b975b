import { useEffect } from 'react';
import { useSession, setSessionToken } from '../../features/auth/api/session';

/** A failed ping logs the user out. */
export function SessionWatcher() {
  const { query, token } = useSession();
  useEffect(() => {
    if (token && query.isError) setSessionToken(null);
  }, [token, query.isError]);
  return null;
}
