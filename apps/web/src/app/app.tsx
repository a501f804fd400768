import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { SessionProvider } from '../session/session-context';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          {/* Pages outside the layouts (signing, password reset) load their chunk here. */}
          <Suspense fallback={<PageLoader />}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </Suspense>
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
