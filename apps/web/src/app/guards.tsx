import { useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_MOBILE_PX } from '@portal/domain';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useParams } from 'react-router';
import { AccessDenied } from '../components/access-denied';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';
import { DataOutageNotice, useDataOutage } from '../session/data-outage';
import { useSession } from '../session/session-context';
import { HOME_PATH } from './menu';
import { lazyPage } from './lazy-page';
import { ShellLoader } from './shell-loader';
import { pageAccess, type PageHandle } from './page-access';

// The signed-in frame is not needed on the sign-in page: its own chunk.
const Shell = lazyPage(() => import('./shell').then((m) => m.Shell));
const CompleteProfileModal = lazyPage(() =>
  import('../features/users/complete-profile-modal').then((m) => m.CompleteProfileModal),
);

// Only signed-in pages show notifications; the sign-in page does without the library.
const Notifications = lazyPage(() => import('@mantine/notifications').then((m) => m.Notifications));

/** Where an admin who must enrol TOTP is sent (features/auth/two-factor-setup-page). */
export const TWO_FACTOR_SETUP_PATH = '/two-factor-setup';

const PROFILE_PATHS = ['/new-user', '/update-profile'];

/** Signed-in routes: a loader while the login state loads, /login when signed out, then the shell and the page's access. */
export function ProtectedLayout() {
  const { loginState, me, twoFactorRequired } = useSession();
  const location = useLocation();
  const outage = useDataOutage();
  // On a phone the messages rise from the bottom, under the thumb, and leave a dialog's title and × free.
  const phone = useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE_PX - 1}px)`);
  // While the data is away, say so and retry: never the sign-in form for a session that could not be read.
  if (outage) return <DataOutageNotice />;
  if (loginState === 'loading') return <ShellLoader />;
  if (twoFactorRequired) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (loginState === 'failed' || !me)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const needsProfile = (!me.first || !me.last) && !PROFILE_PATHS.includes(location.pathname);
  return (
    <Suspense fallback={<ShellLoader />}>
      <Notifications position={phone ? 'bottom-center' : 'top-right'} />
      <Shell>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<PageLoader />}>
            <RequireAccess />
          </Suspense>
        </ErrorBoundary>
        {needsProfile && (
          <Suspense fallback={null}>
            <CompleteProfileModal me={me} />
          </Suspense>
        )}
      </Shell>
    </Suspense>
  );
}

// a hard load of a signed-in page fetches the frame's code beside the session (preload-page.ts)
ProtectedLayout.preload = () => Promise.all([Shell.preload(), Notifications.preload()]);

/** Public routes: signed-in users go on to where they were heading, or the first menu entry. */
export function PublicLayout() {
  const { loginState, twoFactorRequired } = useSession();
  const location = useLocation();
  const outage = useDataOutage();
  if (outage) return <DataOutageNotice />;
  if (loginState === 'loading') return <PageLoader />;
  if (twoFactorRequired) return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (loginState === 'success') {
    const from = (location.state as { from?: string } | null)?.from;
    return <Navigate to={from && from !== '/login' ? from : HOME_PATH} replace />;
  }
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The one page guard: the access the matched page declares (routes.tsx), checked against the
 * session; a page without a declaration is denied.
 */
export function RequireAccess() {
  const { access } = useSession();
  const params = useParams();
  const handle = useMatches().at(-1)?.handle as PageHandle | undefined;
  const allowed = handle ? pageAccess(access, handle.access, params) : 'none';
  if (allowed === 'loading') return <PageLoader />;
  if (allowed !== 'success') return <AccessDenied />;
  return <Outlet />;
}
