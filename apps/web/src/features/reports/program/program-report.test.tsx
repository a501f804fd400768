import type { ContractListItem, HighestRole } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../testing/render';
import { ReportsPage } from '../reports-page';

const PROGRAM = '7d1f3a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const PLAN = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const COMPANY = '0b7e6a56-1c1b-4c52-9f0e-5a3c1d2e4f60';
const PILOT = {
  program_id: PROGRAM,
  program_name: 'Pilot',
  is_active: true,
  production_plans: [
    { production_plan_id: PLAN, company_name: 'Cornbelt', contract_year: 2026, inventory_code: '26COR1' },
  ],
};
const contract = (i: number) =>
  ({
    contract_id: `c-${i}`,
    company_id: COMPANY,
    created: '2026-03-01T00:00:00.000Z',
    contract_year: 2026,
    grower_name: `Grower ${i}`,
    reseller: 'Prairie Gold Seed Co.',
    reseller_id: 'r-1',
    grain_receiver_name: 'Cornbelt Renewable Fuels',
    contract_type: 'enogen',
    contract_state: 'completed',
    contract_status: 'completed',
    program_name: 'Pilot',
    new_contract_id: `26COR1${String(i).padStart(9, '0')}`,
    stewardship: null,
  }) satisfies ContractListItem;

function answer(programs: unknown[], contracts: { total: number }) {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    if (url.pathname === '/api/reports/programs') return json({ programs });
    const { offset } = JSON.parse(String(init?.body)) as { offset: number };
    const count = Math.max(0, Math.min(20, contracts.total - offset));
    return json({ items: Array.from({ length: count }, (_, i) => contract(offset + i)), total: contracts.total });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(search: string) {
  const me: Partial<HighestRole> = {
    role_type: 'admin',
    user_id: 'u-1',
    company_permissions: { ANY: ['show-reports'] },
  };
  renderWith(<ReportsPage />, { me, route: `/reports${search}` });
}

afterEach(() => vi.unstubAllGlobals());

describe('Program report', { timeout: 20_000 }, () => {
  it('says No programs. when there are none', async () => {
    answer([], { total: 0 });
    show('?report=program');
    expect(await screen.findByText('No programs.')).toBeTruthy();
  });

  it('loads a bookmarked plan 20 contracts at a time, with Load more until every contract is shown', async () => {
    const fetch = answer([PILOT], { total: 45 });
    show(`?report=program&program_id=${PROGRAM}&production_plan_id=${PLAN}&contract_state=completed`);
    const table = await screen.findByRole('table', { name: 'Program contracts' });
    expect(screen.getByDisplayValue('Cornbelt 2026 (26COR1)')).toBeTruthy();
    await within(table).findByText('Grower 19');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Grower 39');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Grower 44');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    const bodies = fetch.mock.calls
      .filter(([url]) => (url as URL).pathname === '/api/search-by-production-plan')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual(
      [0, 20, 40].map((offset) => ({ production_plan_ids: [PLAN], offset, contract_state: 'completed' })),
    );
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      `/api/reports/export?report=program&program_id=${PROGRAM}&production_plan_id=${PLAN}&contract_state=completed&format=xlsx`,
    );
  });

  it('says No contracts. for a plan without any', async () => {
    answer([PILOT], { total: 0 });
    show(`?report=program&program_id=${PROGRAM}&production_plan_id=${PLAN}`);
    expect(await screen.findByText('No contracts.')).toBeTruthy();
  });
});
