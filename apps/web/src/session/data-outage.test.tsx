import type { HighestRole } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_OUTAGE_TEXT, DataOutageNotice, endDataOutage, useDataOutage } from './data-outage';
import { renderWith } from '../testing/render';
import { useSession } from './session-context';

const ME: HighestRole = {
  role_name: 'admin',
  role_type: 'admin',
  permissions: [],
  company_id: null,
  user_id: 'u1',
  first: 'Ada',
  last: 'Admin',
  email: 'admin@example.com',
  company_permissions: {},
};

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unavailable = () =>
  jsonResponse(503, {
    error: { code: 'service_unavailable', message: 'The database is not available.', details: null },
  });

/** A signed-in page and the sign-in page, behind the app's session and outage handling (not its shell). */
function SignedInPage() {
  const { loginState } = useSession();
  return <p>{loginState === 'success' ? 'Contracts page' : loginState === 'loading' ? 'Loading' : 'Sign-in form'}</p>;
}

function renderPortal(reachable?: () => Promise<boolean>) {
  return renderWith(
    <Routes>
      <Route path="/" element={<Gate reachable={reachable} />} />
    </Routes>,
    { me: 'api' },
  );
}

function Gate({ reachable }: { reachable?: () => Promise<boolean> }) {
  return useDataOutage() ? <DataOutageNotice reachable={reachable} /> : <SignedInPage />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  endDataOutage();
});

describe('while the portal cannot reach its data', () => {
  it('reliability 3: a session read answered 503 shows the notice, not the sign-in form, and the page once the data is back', async () => {
    let databaseUp = false;
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.includes('/api/health/ready')) return jsonResponse(databaseUp ? 200 : 503, { status: 'ok' });
      if (url.includes('/api/my-highest-role')) return databaseUp ? jsonResponse(200, ME) : unavailable();
      return jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', fetchMock);
    renderPortal();

    expect(await screen.findByText(DATA_OUTAGE_TEXT)).toBeTruthy();
    expect(screen.queryByText('Sign-in form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry now' })).toBeTruthy();

    // The first automatic retry (after 1 s) still finds the data away: the notice stays.
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/ready'))).toBe(true), {
      timeout: 2_500,
    });
    expect(screen.getByText(DATA_OUTAGE_TEXT)).toBeTruthy();

    databaseUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry now' }));
    expect(await screen.findByText('Contracts page')).toBeTruthy();
    expect(screen.queryByText(DATA_OUTAGE_TEXT)).toBeNull();
  });

  it('retries by itself with a growing wait', async () => {
    const reachable = vi.fn(async () => false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unavailable()),
    );
    renderPortal(reachable);
    await screen.findByText(DATA_OUTAGE_TEXT);
    await waitFor(() => expect(reachable).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    // the second waits 2 s, not 1 s
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(reachable).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(reachable).toHaveBeenCalledTimes(2), { timeout: 2_000 });
  });
});
