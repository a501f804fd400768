import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';
import { LeavePrompt } from '../components/unsaved-guard';
import { SessionProvider } from '../session/session-context';
import { useDeclaredTitle } from './document-title';
import { preloadPageAt } from './preload-page';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/**
 * Every page, and the one question asked before unsaved work is left (a data router's blocker). The
 * boundary keeps the app's own failure view for pages outside the layouts (the router's is a
 * developer's page).
 */
function Root() {
  const location = useLocation();
  useDeclaredTitle(location.pathname);
  return (
    <>
      <ErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      <LeavePrompt />
    </>
  );
}

const tree = [{ element: <Root />, children: routes }];
preloadPageAt(tree, window.location.pathname);
const router = createBrowserRouter(tree);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {/* Pages outside the layouts (signing, password reset) load their chunk here. */}
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
