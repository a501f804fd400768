import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useLayoutEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation, useMatches } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';
import { LeavePrompt } from '../components/unsaved-guard';
import { documentTitle } from '../lib/page-title';
import { SessionProvider } from '../session/session-context';
import type { PageHandle } from './page-access';
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
  usePageDeclaredTitle(location.pathname);
  return (
    <>
      <ErrorBoundary resetKey={location.pathname}>
        <Outlet />
      </ErrorBoundary>
      <LeavePrompt />
    </>
  );
}

/**
 * The tab shows the title the matched page declares, from the first render of each path (a layout
 * effect, so that a record page's own usePageTitle, a passive effect, comes after it).
 */
function usePageDeclaredTitle(pathname: string) {
  const title = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title;
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
}

const router = createBrowserRouter([{ element: <Root />, children: routes }]);

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
