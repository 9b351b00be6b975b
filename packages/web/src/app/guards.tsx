import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { getLandingAfterLogin, useSession } from '../features/auth/api/session';

/** Login required: a visitor is sent to /login. */
export function RequireUser() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'anonymous') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/**
 * Only when NOT logged in: a logged-in user is sent to /, unless they have just logged in here,
 * in which case they land on the activities list (spec 000 §2).
 */
export function RequireGuest() {
  const { status } = useSession();
  // While the profile loads, wait: a dead token (an old session) turns into a visitor here.
  if (status === 'loading') return <PageLoader />;
  if (status === 'authenticated') return <Navigate to={getLandingAfterLogin() ?? '/'} replace />;
  return <Outlet />;
}
