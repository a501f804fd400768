import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../session/session-context';
import { routes } from './routes';

const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  respectReducedMotion: true,
  fontFamily: 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif',
});
const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
const router = createBrowserRouter(routes);

export function App() {
  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
