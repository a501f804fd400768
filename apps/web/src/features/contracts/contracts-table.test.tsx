import type { ContractListItem } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../testing/render';
import { ContractsTable } from './contracts-table';

const row = {
  contract_id: 'c-1',
  company_id: 'co-1',
  new_contract_id: '26COR1000000042',
  created: '2026-03-01T00:00:00Z',
  contract_year: 2026,
  grower_name: 'Hansen Family Farms',
  reseller: 'Heartland',
  contract_type: 'grain',
  contract_state: 'completed',
  contract_status: 'completed',
  program_name: null,
  stewardship: [],
} as unknown as ContractListItem;

describe('ContractsTable', () => {
  it('2.172: scrolls inside a max height of 675px', () => {
    const { container } = renderWith(<ContractsTable caption="Contracts" rows={[row]} loading={false} />);
    expect(screen.getByText('Hansen Family Farms')).toBeTruthy();
    const scroller = container.querySelector<HTMLElement>('.table-scroll-viewport');
    expect(scroller?.style.maxHeight).toBe('675px');
  });

  it('priority: the company card keeps the Contract ID first and View, dropping what a narrow card has no room for', () => {
    renderWith(<ContractsTable caption="Company contracts" rows={[row]} loading={false} priority />);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      'Contract ID',
      'Grower name',
      'Contract year',
      'Contract status',
      'Stewardship',
      'Action',
    ]);
    expect(screen.getByRole('link', { name: 'View contract 26COR1000000042' }).closest('td')!.className).toContain(
      'table-sticky-end',
    );
  });

  it('says what an empty search found', () => {
    renderWith(<ContractsTable caption="Contracts" rows={[]} loading={false} emptyText="No contracts match" />);
    expect(screen.getByText('No contracts match')).toBeTruthy();
  });
});
