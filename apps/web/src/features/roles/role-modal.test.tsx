import { RECORD_VERSION_MESSAGES, type Role } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_NOTE } from '../../components/reload-keeping-edits';
import { renderWith } from '../../testing/render';
import { RoleModal } from './role-modal';

const ROLE: Role = {
  role_id: '55555555-5555-4555-8555-555555555555',
  role_name: 'field-agent',
  display_name: 'Field agent',
  description: 'Visits growers',
  role_type: 'internal',
  date_created: '2026-01-01T00:00:00Z',
  permissions: ['read-company'],
  version: '4',
};
const PERMISSIONS = [
  { permission_id: 'p-1', permission_code: 'read-company', display_name: 'Read company' },
  { permission_id: 'p-2', permission_code: 'update-company', display_name: 'Update company' },
];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('RoleModal', { timeout: 30_000 }, () => {
  it('X1: a conflict (412) names who changed the role; Reload keeps the typed name on the newest version and permissions', async () => {
    const message = RECORD_VERSION_MESSAGES.changed({ changedBy: 'Ann Admin', changedAt: '2026-11-27T15:04:00Z' });
    let patches = 0;
    const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      if (init?.method === 'PATCH')
        return ++patches === 1
          ? json(412, { error: { code: 'conflict', message, details: { changedBy: 'Ann Admin' } } })
          : json(200, ROLE);
      if (url.pathname === '/api/permissions') return json(200, { permissions: PERMISSIONS });
      // the other person added a permission
      return json(200, { roles: [{ ...ROLE, permissions: ['read-company', 'update-company'], version: '5' }] });
    });
    vi.stubGlobal('fetch', fetch);
    renderWith(<RoleModal role={ROLE} opened onClose={vi.fn()} />, { me: null });
    fireEvent.change(screen.getByLabelText(/^Role name/), { target: { value: 'Field agent (typed)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOADED_NOTE)).toBeTruthy();
    expect((screen.getByLabelText(/^Role name/) as HTMLInputElement).value).toBe('Field agent (typed)');
    await waitFor(() => expect((screen.getByLabelText('Update company') as HTMLInputElement).checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, i]) => i?.method === 'PATCH')).toHaveLength(2));
    const [first, second] = fetch.mock.calls.filter(([, i]) => i?.method === 'PATCH');
    expect((first![1]?.headers as Record<string, string>)['if-match']).toBe('"4"');
    expect((second![1]?.headers as Record<string, string>)['if-match']).toBe('"5"');
    expect(JSON.parse(String(second![1]?.body))).toMatchObject({
      role_id: '55555555-5555-4555-8555-555555555555',
      display_name: 'Field agent (typed)',
      permissions: ['read-company', 'update-company'],
    });
  });
});
