import { Navigate, Outlet, useLocation } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';
import { CompleteProfileModal } from '../features/users/complete-profile-modal';
import { useSession } from '../session/session-context';
import { HOME_PATH } from './menu';
import { Shell } from './shell';

const PROFILE_PATHS = ['/new-user', '/update-profile'];

/** Signed-in routes: a loader while the login state loads, /login when signed out, then the shell. */
export function ProtectedLayout() {
  const { loginState, me } = useSession();
  const location = useLocation();
  if (loginState === 'loading') return <PageLoader />;
  if (loginState === 'failed' || !me)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const needsProfile = (!me.first || !me.last) && !PROFILE_PATHS.includes(location.pathname);
  return (
    <Shell>
      <ErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      {needsProfile && <CompleteProfileModal me={me} />}
    </Shell>
  );
}

/** Public routes: signed-in users go on to where they were heading, or the first menu entry. */
export function PublicLayout() {
  const { loginState } = useSession();
  const location = useLocation();
  if (loginState === 'loading') return <PageLoader />;
  if (loginState === 'success') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : HOME_PATH} replace />;
  }
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}

export function RequireAdmin() {
  const { me } = useSession();
  return me?.role_type === 'admin' ? <Outlet /> : <AccessDenied />;
}
