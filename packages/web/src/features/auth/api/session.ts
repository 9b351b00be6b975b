import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Profile } from '@club/domain/auth/auth.schemas';
import { api } from '../../../lib/api';
import { getToken, setToken } from '../../../lib/token';

/** The token lives in localStorage; components subscribe to its changes. */
const listeners = new Set<() => void>();
export function setSessionToken(token: string | null): void {
  setToken(token);
  if (!token) landingAfterLogin = null;
  listeners.forEach((l) => l());
}

/*
 * After a login the landing is the activities list (spec 000 §2), while a logged-in user who
 * opens a visitor-only page is sent to /. The guard of those pages reads this target, so a login
 * made on /login, /signup or /recover_account lands on the right page whatever renders first.
 */
export const LANDING_AFTER_LOGIN = '/actividades';
let landingAfterLogin: string | null = null;
export const getLandingAfterLogin = (): string | null => landingAfterLogin;
export const clearLandingAfterLogin = (): void => {
  landingAfterLogin = null;
};

/** Starts a session with a fresh token (login, signup). */
export function startSession(token: string, landing: string | null = LANDING_AFTER_LOGIN): void {
  landingAfterLogin = landing;
  setSessionToken(token);
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => e.key === 'token' && l();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
};
export const useToken = (): string | null => useSyncExternalStore(subscribe, getToken, () => null);

export const profileQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['auth', 'ping', token],
    enabled: Boolean(token),
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const res = await api.get<Profile>('auth/ping', undefined, signal);
      if (res.success !== 1 || !res.data) throw new Error('ping failed');
      return res.data;
    },
  });

export type SessionStatus = 'anonymous' | 'loading' | 'authenticated';

/** The session as the shell sees it: who is logged in, and whether the profile is still loading. */
export function useSession() {
  const token = useToken();
  const query = useQuery(profileQuery(token));
  const status: SessionStatus = !token ? 'anonymous' : query.data ? 'authenticated' : 'loading';
  return { token, profile: query.data ?? null, status, isRefreshing: query.isFetching && Boolean(query.data), query };
}

/**
 * Clears the local session at once, then tells the server (a failed logout still logs out here).
 * Cleared first: while the server's answer is on its way nothing else may still be sent with the
 * old token (a language switched right after "log out" would otherwise be saved on the account).
 */
export function useLogout() {
  const client = useQueryClient();
  return useCallback(async () => {
    const token = getToken();
    setSessionToken(null);
    client.removeQueries({ queryKey: ['auth'] });
    client.removeQueries({ queryKey: ['account'] });
    if (!token) return;
    await api.postAs(token, 'auth/logout').catch(() => undefined);
  }, [client]);
}
