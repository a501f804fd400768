import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { HomeTasks } from './contracts-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const awaiting = (total: number) => ({
  body: {
    total,
    contracts: Array.from({ length: Math.min(total, 5) }, (_, i) => ({
      contract_id: `c-${i}`,
      new_contract_id: `26COR100000000${i}`,
      company_id: 'cornbelt',
      contract_state: 'pending',
      grower_name: 'Hansen Family Farms',
      entity_name: 'Cornbelt Renewable Fuels',
      sent_at: null,
    })),
  },
});
const ticket = {
  scale_ticket_id: 't-1',
  scale_ticket_number: '26COR1-0042',
  scale_ticket_date: '2026-11-20',
  grower_name: 'Miller Acres',
  net_quantity: 1234.5,
};

describe('the home’s task blocks', { timeout: 20_000 }, () => {
  it('a receiver: the contracts awaiting her signature with Sign, and her company’s latest tickets', async () => {
    const fetch = answer({
      'GET /api/signing/awaiting': awaiting(7),
      'GET /api/sales-year': { body: { sales_year: 2026 } },
      'GET /api/scale-ticket': { body: { scale_tickets: [ticket], next_offset: null } },
    });
    renderWith(<HomeTasks />, {
      me: {
        role_type: 'external',
        company_permissions: { cornbelt: ['create-contract', 'sign-contract', 'create-scale-ticket'] },
      },
    });
    const signing = screen.getByRole('region', { name: 'Awaiting your signature' });
    expect(await within(signing).findByRole('heading', { name: 'Awaiting your signature (7)' })).toBeTruthy();
    expect(within(signing).getAllByRole('listitem')).toHaveLength(5);
    expect(within(signing).getByRole('link', { name: '26COR1000000000' }).getAttribute('href')).toBe(
      '/company/cornbelt/contracts/c-0',
    );
    expect(within(signing).getByRole('link', { name: 'Sign contract 26COR1000000000' }).getAttribute('href')).toBe(
      '/company/cornbelt/contracts/sign-pdf/c-0',
    );
    expect(within(signing).getByText('and 2 more')).toBeTruthy();

    const tickets = screen.getByRole('region', { name: 'Latest scale tickets' });
    expect((await within(tickets).findByRole('link', { name: '26COR1-0042' })).getAttribute('href')).toBe(
      '/company/cornbelt/scale-tickets/2026?ticket=t-1',
    );
    expect(within(tickets).getByRole('link', { name: 'All scale tickets' }).getAttribute('href')).toBe(
      '/company/cornbelt/scale-tickets/2026',
    );
    const url = fetch.mock.calls.map(([u]) => u as unknown as URL).find((u) => u.pathname === '/api/scale-ticket')!;
    expect(url.searchParams.get('company_id')).toBe('cornbelt');
    expect(screen.queryByRole('region', { name: 'My stewardship activities' })).toBeNull();
  });

  it('a signer with nothing waiting reads so in one line; skeletons while loading', async () => {
    answer({ 'GET /api/signing/awaiting': awaiting(0) });
    renderWith(<HomeTasks />, {
      me: { role_type: 'external', company_permissions: { a: ['approve-contract'], b: ['approve-contract'] } },
    });
    expect(screen.getByRole('status', { name: 'Loading Awaiting your signature' })).toBeTruthy();
    expect(await screen.findByText('No contracts are waiting for your signature.')).toBeTruthy();
    // two companies: no single company, so no tickets block
    expect(screen.queryByRole('region', { name: 'Latest scale tickets' })).toBeNull();
  });

  it('a steward: her activities, and no signature block while nothing waits for her', async () => {
    answer({
      'GET /api/signing/awaiting': awaiting(0),
      'GET /api/stewardship-activities': {
        body: {
          total: 1,
          items: [
            {
              stewardship_activity_id: 'a-1',
              contract_id: 'c-1',
              company_id: 'cornbelt',
              harvest_year: 2026,
              grower_name: 'Kowalski Grain',
              grain_receiver_name: 'Cornbelt Renewable Fuels',
              completeness: { planting: 'complete', harvest: 'empty', storage: 'empty', planting_cleanout: 'empty' },
            },
          ],
        },
      },
    });
    renderWith(<HomeTasks />, {
      me: { role_type: 'internal', company_permissions: { provider: ['is-steward', 'read-company'] } },
    });
    const section = screen.getByRole('region', { name: 'My stewardship activities' });
    expect((await within(section).findByRole('link', { name: 'Kowalski Grain · 2026' })).getAttribute('href')).toBe(
      '/company/cornbelt/stewardship/a-1?contract_id=c-1',
    );
    expect(within(section).getByRole('heading', { name: 'My stewardship activities (1)' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Awaiting your signature' })).toBeNull();
  });
});

describe('the home’s task blocks for an admin', { timeout: 20_000 }, () => {
  it('show no empty signature block (an admin signs for no company)', async () => {
    const fetch = answer({ 'GET /api/signing/awaiting': awaiting(0) });
    renderWith(<HomeTasks />, { me: { role_type: 'admin', company_permissions: {} } });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Awaiting your signature' })).toBeNull();
  });
});
