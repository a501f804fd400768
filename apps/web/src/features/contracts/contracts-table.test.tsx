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
    const scroller = container.querySelector<HTMLElement>('[style*="--table-max-height"]');
    // Mantine writes pixels as rem (16 px each).
    expect(scroller?.style.getPropertyValue('--table-max-height')).toContain(`${675 / 16}rem`);
  });

  it('says what an empty search found', () => {
    renderWith(<ContractsTable caption="Contracts" rows={[]} loading={false} emptyText="No contracts match" />);
    expect(screen.getByText('No contracts match')).toBeTruthy();
  });
});
