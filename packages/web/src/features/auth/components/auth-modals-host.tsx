import { lazy, Suspense, useEffect, useState } from 'react';
import { getToken } from '../../../lib/token';
import { useSession } from '../api/session';
import { AUTH_MODAL_EVENT, type AuthModalKind, type AuthModalOptions, type AuthModalState } from '../../../lib/auth-modals';

// The forms (zod, react-hook-form, Mantine inputs and modal) load only when a modal is opened.
const AuthModal = lazy(() => import('./auth-modal'));

/**
 * Listens to the open events (lib/auth-modals) and shows the login, signup or recovery modal.
 * They close on login: once a session exists none of them has anything left to do.
 */
export function AuthModals() {
  const [state, setState] = useState<AuthModalState>({ kind: null, options: {} });
  const [loaded, setLoaded] = useState(false);
  const { token } = useSession();

  useEffect(() => {
    const handlers = (Object.keys(AUTH_MODAL_EVENT) as AuthModalKind[]).map((kind) => {
      const handler = (e: Event) => {
        // Nothing to open for someone already logged in.
        if (getToken()) return;
        setLoaded(true);
        setState({ kind, options: (e as CustomEvent<AuthModalOptions>).detail ?? {} });
      };
      window.addEventListener(AUTH_MODAL_EVENT[kind], handler);
      return () => window.removeEventListener(AUTH_MODAL_EVENT[kind], handler);
    });
    return () => handlers.forEach((off) => off());
  }, []);

  useEffect(() => {
    if (token) setState((s) => (s.kind ? { ...s, kind: null } : s));
  }, [token]);

  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AuthModal
        state={state}
        onSwitch={(kind, options) => setState({ kind, options: options ?? {} })}
        onClose={() => setState((s) => ({ ...s, kind: null }))}
      />
    </Suspense>
  );
}
