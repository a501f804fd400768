import { MantineProvider } from '@mantine/core';
import type { HighestRole } from '@portal/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { SESSION_KEY, SessionProvider } from '../session/session-context';

// The component tests' kit (only *.test.tsx import it): render with the app's providers, answer fetch.

export type RenderOptions = {
  /**
   * The signed-in user (default: an external user `u-1`), completed with no permissions and me@example.com.
   * `'api'`: the session is read from `/api/my-highest-role` through fetch; `null`: no session provider at all.
   */
  me?: Partial<HighestRole> | 'api' | null;
  /** The memory router's first entry (default `/`); `false` for a ui that brings its own router. */
  route?: string | false;
};

const SIGNED_IN: Partial<HighestRole> = { role_type: 'external', user_id: 'u-1' };

/** Renders inside Mantine, a fresh query client (no retries), a memory router and a session; returns the client too. */
export function renderWith(ui: ReactNode, { me = SIGNED_IN, route = '/' }: RenderOptions = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (me !== null && me !== 'api')
    client.setQueryData(SESSION_KEY, { company_permissions: {}, email: 'me@example.com', ...me });
  const withSession = me === null ? ui : <SessionProvider>{ui}</SessionProvider>;
  const routed = route === false ? withSession : <MemoryRouter initialEntries={[route]}>{withSession}</MemoryRouter>;
  const result = render(
    <MantineProvider>
      <QueryClientProvider client={client}>{routed}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, client };
}

/** Runs a hook inside a fresh query client (no retries); returns the client too. */
export function renderHookWith<R>(hook: () => R) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), client };
}

type Reply = { status?: number; body: unknown };
/** fetch answering by "METHOD /path" (the first match of a method and path); anything else is a 404. */
export function answer(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const json = ({ status = 200, body }: Reply) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!reply)
      return json({ status: 404, body: { error: { code: 'not_found', message: 'Not Found', details: null } } });
    return json(typeof reply === 'function' ? reply(init?.body ? JSON.parse(String(init.body)) : null) : reply);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON bodies fetch was called with for "METHOD /path". */
export const bodiesOf = (fetch: ReturnType<typeof answer>, key: string) =>
  fetch.mock.calls
    .filter(([url, init]) => `${init?.method ?? 'GET'} ${(url as URL).pathname}` === key)
    .map(([, init]) => JSON.parse(String(init!.body)));

/** An API failure reply with this status and message. */
export const failure = (status: number, message: string) => ({
  status,
  body: { error: { code: 'bad_request', message, details: null } },
});
