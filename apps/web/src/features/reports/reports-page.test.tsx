import { type CompanyAdminItem, type HighestRole, type NetBushelsResponse } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { ReportsPage } from './reports-page';

const months = ['Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'].concat([
  'Apr-26',
  'May-26',
  'Jun-26',
  'Jul-26',
  'Aug-26',
  'Sep-26',
]);
const zeros = () => Array<number>(13).fill(0);
const netBushels = (rows: number): NetBushelsResponse => ({
  year: 2026,
  months,
  products: ['grain', 'silage'],
  rows: Array.from({ length: rows }, (_, i) => ({
    contract_id: `00000000-0000-4000-8000-00000000000${i}`,
    new_contract_id: `26COR100000000${i}`,
    grower_name: `Grower ${i}`,
    grain_receiver_name: 'Cornbelt Renewable Fuels',
    reseller_name: null,
    contract_state: 'completed',
    contracted: zeros().map((_, m) => (m === 1 ? 5000 : 0)),
    harvested: zeros().map((_, m) => (m === 1 ? 4800.25 : 0)),
    delivered: zeros().map((_, m) => (m === 1 ? 1250.5 : 0)),
    net_total: 1250.5,
  })),
  totals: {
    contracted: zeros().map((_, m) => (m === 1 ? 5000 * rows : 0)),
    harvested: zeros().map((_, m) => (m === 1 ? 4800.25 * rows : 0)),
    delivered: zeros().map((_, m) => (m === 1 ? 1250.5 * rows : 0)),
    net_total: 1250.5 * rows,
  },
  total_rows: rows,
});
const admins: CompanyAdminItem[] = [
  ['Zephyr Grain', 'zed@example.com', false],
  ['Acre Seeds', 'amy@example.com', true],
].map(([company_name, email, enogen_dealer]) => ({
  company_name: company_name as string,
  sap_id: null,
  first: 'F',
  last: 'L',
  email: email as string,
  company_type: 'reseller',
  enogen_dealer: enogen_dealer as boolean,
  role_name: 'reseller',
}));

type Reply = { status: number; body: unknown } | Promise<never>;
/** fetch answering by path; every call is recorded. */
function answer(routes: Record<string, () => Reply>) {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: URL) => {
    const route = routes[url.pathname];
    if (!route) return json(404, { error: { code: 'not_found', message: 'Not Found', details: null } });
    const reply = await route();
    return json(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetch);
  return (path: string) => fetch.mock.calls.map(([url]) => url as URL).filter((url) => url.pathname === path);
}

function Where() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function show(search: string) {
  const permissions = ['show-reports'];
  const me: Partial<HighestRole> = { role_type: 'external', user_id: 'u-1', company_permissions: { c1: permissions } };
  renderWith(
    <>
      <ReportsPage />
      <Where />
    </>,
    { me, route: `/reports${search}` },
  );
}
const search = () => screen.getByTestId('search').textContent;
const thisYear = Math.min(Math.max(new Date().getFullYear(), 2022), 2026);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReportsPage', { timeout: 20_000 }, () => {
  it('writes the default filters to the URL, loads, then shows the rows, the totals and the offered tabs', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const calls = answer({ '/api/reports/net-bushels': () => new Promise<Reply>((r) => (release = r)) as Reply });
    show('');
    await waitFor(() => expect(search()).toBe(`?report=net-bushels&year=${thisYear}`));
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    act(() => release({ status: 200, body: netBushels(2) }));
    const table = await screen.findByRole('table', { name: 'Net Bushels' });
    const rows = within(table).getAllByRole('row');
    expect(rows[0]!.textContent).toBe(`GrowerContract IDGrain ReceiverContractedHarvested${months.join('')}Net Total`);
    expect(rows[1]!.textContent).toContain('Grower 026COR1000000000Cornbelt Renewable Fuels5,0004,800.2501,250.5');
    expect(rows[3]!.textContent).toContain('Total (2 contracts)10,0009,600.502,501');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Grain', 'Silage']);
    expect(calls('/api/reports/net-bushels')[0]!.searchParams.toString()).toBe(
      `year=${thisYear}&product=grain&offset=0&limit=100`,
    );
    const excel = screen.getByRole('link', { name: 'Download Excel' });
    expect(excel.getAttribute('href')).toBe(
      `/api/reports/export?report=net-bushels&year=${thisYear}&product=grain&format=xlsx`,
    );
    expect(excel.getAttribute('download')).toBe('report.xlsx');
  });

  it('reads the filters of a bookmark, and shows No Data and ERROR', async () => {
    const calls = answer({ '/api/reports/net-bushels': () => ({ status: 200, body: netBushels(0) }) });
    show('?report=net-bushels&year=2024&grower_name=Hansen&product=silage');
    expect(await screen.findByText('No Data')).toBeTruthy();
    expect(calls('/api/reports/net-bushels')[0]!.searchParams.toString()).toBe(
      'year=2024&grower_name=Hansen&product=silage&offset=0&limit=100',
    );
    expect((screen.getByLabelText('Grower name') as HTMLInputElement).value).toBe('Hansen');

    answer({ '/api/reports/net-bushels': () => ({ status: 500, body: { error: { message: 'Boom' } } }) });
    fireEvent.click(screen.getByRole('tab', { name: 'Grain' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ERROR');
    expect(search()).toBe('?report=net-bushels&year=2024&grower_name=Hansen');
  });

  it('searches companies from 3 characters, 300 ms after the last key', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = answer({
      '/api/reports/net-bushels': () => ({ status: 200, body: netBushels(0) }),
      '/api/company-search': () => ({ status: 200, body: { data: { items: [] } } }),
    });
    show('?report=net-bushels&year=2026');
    const input = screen.getByPlaceholderText(/^Company name or SAP ID/);
    fireEvent.change(input, { target: { value: 'Co' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(input, { target: { value: 'Cor' } });
    act(() => vi.advanceTimersByTime(299));
    fireEvent.change(input, { target: { value: 'Corn' } });
    act(() => vi.advanceTimersByTime(299));
    expect(calls('/api/company-search')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls('/api/company-search')).toHaveLength(1));
    // one search, for the term typed last
    expect(calls('/api/company-search')[0]!.searchParams.get('search_name')).toBe('Corn');
  });

  it('sorts Company Admin by a column, keeps the sort in the URL and passes it to the export', async () => {
    answer({ '/api/company-management/v1': () => ({ status: 200, body: { items: admins } }) });
    show('?report=company-admin');
    const table = await screen.findByRole('table', { name: 'Company Admin' });
    await within(table).findByText('Zephyr Grain');
    fireEvent.click(within(table).getByRole('button', { name: 'Company Name, sort' }));
    await waitFor(() => expect(search()).toBe('?report=company-admin&sort=company_name&order=asc'));
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent);
    expect(firstCells()).toEqual(['Acre Seeds', 'Zephyr Grain']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('TRUE');
    fireEvent.click(within(table).getByRole('button', { name: 'Company Name, sort' }));
    await waitFor(() => expect(firstCells()).toEqual(['Zephyr Grain', 'Acre Seeds']));
    expect(screen.getByRole('link', { name: 'Download Excel' }).getAttribute('href')).toBe(
      '/api/reports/export?report=company-admin&sort=company_name&order=desc&format=xlsx',
    );
  });
});
