import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { LeavePrompt } from '../components/unsaved-guard';
import { SessionProvider } from '../session/session-context';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

/** Every page, and the one question asked before unsaved work is left (a data router's blocker). */
function Root() {
  return (
    <>
      <Outlet />
      <LeavePrompt />
    </>
  );
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
