import type { NetBushelsResponse } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWith } from '../../../testing/render';
import { NetBushelsTable } from './net-bushels-table';

const months = Array.from({ length: 13 }, (_, i) => `M${i}`);
const zeros = () => months.map(() => 0);
const report: NetBushelsResponse = {
  year: 2026,
  months,
  products: ['grain'],
  rows: [
    {
      contract_id: '00000000-0000-4000-8000-000000000001',
      new_contract_id: '26COR1000000001',
      grower_name: 'Hansen Family Farms',
      grain_receiver_name: 'Cornbelt Renewable Fuels',
      reseller_name: null,
      contract_state: 'completed',
      contracted: zeros().map((_, m) => (m === 1 ? 42700 : 0)),
      harvested: zeros(),
      delivered: zeros().map((_, m) => (m === 1 ? 42153 : 0)),
      net_total: 42153,
    },
  ],
  totals: { contracted: zeros(), harvested: zeros(), delivered: zeros(), net_total: 42153 },
  total_rows: 1,
} as unknown as NetBushelsResponse;

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('NetBushelsTable', { timeout: 20_000 }, () => {
  it('desk: the grower and the Net Total stay in view while the months scroll', () => {
    renderWith(<NetBushelsTable report={report} />);
    const table = screen.getByRole('table', { name: 'Net Bushels' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers[0]!.className).toContain('table-sticky-start');
    expect(headers.find((th) => th.textContent === 'Net Total')!.className).toContain('table-sticky-end');
    // every row's last cell (the rows' and the total's Net Total) sticks to the right
    for (const row of within(table).getAllByRole('row'))
      expect(row.lastElementChild!.className).toContain('table-sticky-end');
  });

  it('phone: a card per contract with its Net Total, and the total', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    renderWith(<NetBushelsTable report={report} />);
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(screen.queryByRole('table')).toBeNull();
    for (const text of ['Hansen Family Farms', '26COR1000000001', 'Net Total', '42,153'])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(screen.getByText('Total (1 contracts)')).toBeTruthy();
  });
});
