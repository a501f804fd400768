import { MantineProvider } from '@mantine/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { PageLoader } from '../components/page-loader';
import { LeavePrompt } from '../components/unsaved-guard';
import { contractKeys } from '../features/contracts/api/keys';
import { stewardshipKeys } from '../features/stewardship/api/keys';
import { StewardshipOutboxSync } from '../features/stewardship/offline/outbox-sync';
import { KEEP_MS, keepQueries, restoreQueries } from '../lib/query-persistence';
import { SESSION_KEY, SessionProvider } from '../session/session-context';
import { useDeclaredTitle } from './document-title';
import { preloadPageAt } from './preload-page';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/**
 * The reads a steward needs offline stay on the phone (IndexedDB) and in memory for days: the session,
 * the stewardship activities and the contracts' details opened; nothing else is kept.
 */
const KEPT_KEYS = [SESSION_KEY, stewardshipKeys.all, [...contractKeys.all, 'one']];
const isKept = (key: readonly unknown[]) => KEPT_KEYS.some((kept) => kept.every((part, index) => key[index] === part));
for (const key of KEPT_KEYS) queryClient.setQueryDefaults(key, { gcTime: KEEP_MS });

/**
 * Before the first render: the kept reads back in the cache (then every change kept again), and the
 * code of the page at the address, while index.html's skeleton shows: the first render is the page.
 */
export async function prepareApp() {
  // the query library assumes a connection until an `offline` event: a page opened offline must not try
  onlineManager.setOnline(navigator.onLine);
  await Promise.all([restoreQueries(queryClient), pageCode]);
  keepQueries(queryClient, isKept);
}

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
const pageCode = preloadPageAt(tree, window.location.pathname, queryClient);
const router = createBrowserRouter(tree);

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <StewardshipOutboxSync />
          {/* Pages outside the layouts (signing, password reset) load their chunk here. */}
          <Suspense fallback={<PageLoader />}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
