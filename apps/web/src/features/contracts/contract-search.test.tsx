import { CONTRACT_MESSAGES } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { ContractsDashboardPage } from './contracts-dashboard-page';

const EMPTY = { items: [], total: 0, limit: 50, offset: 0 };

function Where() {
  const { search } = useLocation();
  return <output aria-label="query">{search}</output>;
}

const dashboard = (route = '/contracts') =>
  renderWith(
    <Routes>
      <Route
        path="/contracts"
        element={
          <>
            <ContractsDashboardPage />
            <Where />
          </>
        }
      />
    </Routes>,
    { route },
  );

/** The query parameters of the contract list reads. */
const listQueries = (fetch: ReturnType<typeof answer>) =>
  fetch.mock.calls
    .map(([url]) => url as URL)
    .filter((url) => url.pathname === '/api/grower-contracts/v1')
    .map((url) => url.searchParams);

describe('the dashboard contract search', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('2.120: sends a grower SAP id as grower_sap_id, keeps it in the URL and says when nothing matches', async () => {
    const fetch = answer({
      'GET /api/grower-contracts/v1': { body: EMPTY },
      'GET /api/sales-year': { body: { sales_year: 2026 } },
    });
    dashboard();
    expect(await screen.findByText(CONTRACT_MESSAGES.noContracts)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search contracts' }), { target: { value: '0012345678' } });
    await waitFor(() => expect(listQueries(fetch).some((q) => q.get('grower_sap_id') === '0012345678')).toBe(true));
    // the list follows what was typed at once; the URL a moment later (the router's transition)
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('?contract_search=0012345678'),
    );
    expect(await screen.findByText(CONTRACT_MESSAGES.noContractsMatch)).toBeTruthy();
  });

  it('2.120: a search in the URL (Back) is restored and applied: contract id and grower name', async () => {
    const fetch = answer({
      'GET /api/grower-contracts/v1': { body: EMPTY },
      'GET /api/sales-year': { body: { sales_year: 2026 } },
    });
    dashboard('/contracts?contract_search=26COR1000000042');
    expect((screen.getByRole('textbox', { name: 'Search contracts' }) as HTMLInputElement).value).toBe(
      '26COR1000000042',
    );
    await waitFor(() => expect(listQueries(fetch).at(-1)?.get('new_contract_id')).toBe('26COR1000000042'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search contracts' }), { target: { value: 'Hansen' } });
    await waitFor(() => expect(listQueries(fetch).at(-1)?.get('grower_name')).toBe('Hansen'));
    expect(listQueries(fetch).at(-1)?.get('new_contract_id')).toBeNull();
  });

  it('filters, sort and page in the URL are applied; a column header sorts and starts at the first page', async () => {
    const fetch = answer({
      'GET /api/grower-contracts/v1': { body: { ...EMPTY, total: 0 } },
      'GET /api/sales-year': { body: { sales_year: 2026 } },
    });
    dashboard('/contracts?year=2026&status=voided&sort=contract_year&order=asc&page=3');
    await waitFor(() => expect(listQueries(fetch).length).toBeGreaterThan(0));
    const first = listQueries(fetch)[0]!;
    expect(Object.fromEntries(first)).toMatchObject({
      year: '2026',
      contract_status: 'voided',
      sort: 'contract_year',
      order: 'asc',
      offset: '100',
    });
    const header = screen.getByRole('button', { name: 'Contract year, sort' });
    expect(header.closest('th')?.getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('button', { name: 'Created date, sort' }).closest('th')?.getAttribute('aria-sort')).toBe(
      'none',
    );
    fireEvent.click(header);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'query' }).textContent).toBe(
        '?year=2026&status=voided&sort=contract_year', // descending is the default order
      ),
    );
    await waitFor(() => expect(listQueries(fetch).at(-1)?.get('order')).toBe('desc'));
    expect(listQueries(fetch).at(-1)?.get('offset')).toBe('0');
  });
});
