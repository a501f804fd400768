import { TEXTS, type AccessState, type HighestRole } from '@portal/domain';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageAccess } from './page-access';
import { renderWith } from '../testing/render';
import { routes } from './routes';

const ME: HighestRole = {
  role_name: 'reseller',
  role_type: 'external',
  permissions: [],
  company_id: 'c1',
  user_id: 'u-1',
  first: 'Rita',
  last: 'Reseller',
  email: 'rita@example.com',
  company_permissions: {},
};

/** The app's route table at a path, for a user holding these permissions at c1. */
function open(path: string, permissions: string[], me: Partial<HighestRole> = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  renderWith(<RouterProvider router={router} />, {
    me: { ...ME, company_permissions: { c1: permissions }, ...me },
    route: false,
  });
}

beforeEach(() => {
  const notFound = { error: { code: 'not_found', message: 'Not Found', details: null } };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(notFound), { status: 404, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('RequireAccess: the access a route declares', { timeout: 20_000 }, () => {
  it('denies a user without show-reports on /reports', async () => {
    open('/reports', ['view-contract']);
    expect(await screen.findByText(TEXTS.accessDenied, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Reports' })).toBeNull();
  });

  it('opens /reports with show-reports', async () => {
    open('/reports', ['show-reports']);
    expect(await screen.findByRole('heading', { name: 'Reports' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(TEXTS.accessDenied)).toBeNull();
  });

  it('keeps the admin pages to role type admin', async () => {
    open('/admin/outbox', ['show-reports', 'show-programs', 'read-company']);
    expect(await screen.findByText(TEXTS.accessDenied, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it("checks a company page's codes at the company in its path", async () => {
    open('/company/c2/production-plan/create', ['create-production-plan']);
    expect(await screen.findByText(TEXTS.accessDenied, {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('pageAccess', () => {
  const loaded = (
    permissions: Record<string, string[]>,
    role_type: 'admin' | 'external' = 'external',
  ): AccessState => ({
    status: 'loaded',
    role_type,
    company_permissions: permissions,
  });
  const atCompany = { anyOf: ['create-contract'], company: 'companyId' } as const;

  it('reads the company from the route parameter the access names, else any company', () => {
    expect(pageAccess(loaded({ c1: ['create-contract'] }), atCompany, { companyId: 'c1' })).toBe('success');
    expect(pageAccess(loaded({ c1: ['create-contract'] }), atCompany, { companyId: 'c2' })).toBe('none');
    expect(pageAccess(loaded({ c1: ['create-contract'] }), { anyOf: ['create-contract'] })).toBe('success');
  });

  it('waits for the session, and lets admins and public pages through', () => {
    expect(pageAccess({ status: 'loading' }, atCompany, { companyId: 'c1' })).toBe('loading');
    expect(pageAccess({ status: 'failed' }, { signedIn: true })).toBe('none');
    expect(pageAccess({ status: 'failed' }, { public: true })).toBe('success');
    expect(pageAccess(loaded({}), { admin: true })).toBe('none');
    expect(pageAccess(loaded({}, 'admin'), { admin: true })).toBe('success');
    expect(pageAccess(loaded({}, 'admin'), atCompany, { companyId: 'c9' })).toBe('success');
  });
});
