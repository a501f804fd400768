import type { ContractSignerView, ContractView } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../testing/render';
import { ContractDetailsWidget } from './contract-details-widget';

const base = {
  contract_id: 'c-2',
  new_contract_id: '26COR1000000002',
  contract_state: 'amendment_pending',
  contract_status: 'amendment_pending',
  contract_type: 'generic',
  contract_year: 2026,
  contract_language: 'en',
  contract_start: null,
  contract_end: null,
  created: '2026-03-01T10:00:00.000Z',
  modified: '2026-03-01T10:00:00.000Z',
  voided_date: null,
  voided_from: null,
  amends: null,
  amended_by: null,
  user_info: null,
  contract_signers: [] as ContractSignerView[],
  contract_history: { voided_user_info: null },
  contract_details: {
    grower_details: { grower_name: 'Hansen Family Farms' },
    reseller_details: { reseller_id: null },
    grain_receiver_details: { grain_receiver_id: 'r-1', grain_receiver_name: 'Cornbelt Renewable Fuels' },
    fields: [],
  },
};
const show = (overrides: Partial<ContractView>) =>
  renderWith(<ContractDetailsWidget contract={{ ...base, ...overrides } as unknown as ContractView} />, {
    me: null,
  });

describe('ContractDetailsWidget', { timeout: 20_000 }, () => {
  it('links an amendment to the contract it amends', () => {
    show({ amends: { contract_id: 'c-1', new_contract_id: '26COR1000000001', company_id: 'r-1' } });
    const link = screen.getByRole('link', { name: '26COR1000000001' });
    expect(link.getAttribute('href')).toBe('/company/r-1/contracts/c-1');
    expect(link.parentElement?.textContent).toBe('Amends 26COR1000000001');
  });

  it('links a voided original to its amendment', () => {
    show({
      contract_state: 'voided',
      contract_status: 'voided',
      amended_by: { contract_id: 'c-3', new_contract_id: '26COR1000000003', company_id: 'r-1' },
    });
    const link = screen.getByRole('link', { name: '26COR1000000003' });
    expect(link.getAttribute('href')).toBe('/company/r-1/contracts/c-3');
    expect(link.parentElement?.textContent).toBe('Amended by 26COR1000000003');
  });

  it('names who created the contract', () => {
    show({ user_info: { user_id: 'u-1', user_name: 'Rita Receiver', user_email: 'receiver@example.com' } });
    expect(screen.getByText('Rita Receiver (receiver@example.com)')).toBeTruthy();
  });

  it('says who denied the contract and why', () => {
    show({
      contract_status: 'denied',
      contract_signers: [
        {
          contract_signer_id: 's-1',
          first_name: 'Erik',
          last_name: 'Hansen',
          declined_at: '2026-03-02T15:00:00.000Z',
          decline_reason: 'The acres are wrong.',
        } as ContractSignerView,
      ],
    });
    expect(screen.getByText('Denied by Erik Hansen: The acres are wrong.')).toBeTruthy();
  });
});
