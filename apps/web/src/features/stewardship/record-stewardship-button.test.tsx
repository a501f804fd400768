import type { ContractView } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type * as ReactRouter from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, renderWith } from '../../testing/render';
import { ACTIVITY_ID, CONTRACT_ID } from './modals/modals-test-kit';
import { RecordStewardshipButton } from './record-stewardship-button';

const navigate = vi.fn();
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useNavigate: () => navigate,
}));
afterEach(() => {
  vi.unstubAllGlobals();
  navigate.mockReset();
});

const contract = (contract_state: string, stewardship_activity_id: string | null = null) =>
  ({
    contract_id: CONTRACT_ID,
    contract_state,
    grain_receiver_id: 'receiver-1',
    third_party_operator_id: null,
    external_reference_id: 'reseller-1',
    stewardship_activity_id,
  }) as unknown as ContractView;

describe('RecordStewardshipButton', { timeout: 20_000 }, () => {
  it('creates the activity of a completed contract, then opens it', async () => {
    const fetch = answer({
      'POST /api/seed-stewardship/v1': { body: { stewardship_activity_id: ACTIVITY_ID, created: true } },
    });
    renderWith(<RecordStewardshipButton contract={contract('completed')} />, {
      me: { user_id: 'u-1', company_permissions: { 'reseller-1': ['approve-contract'] } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record Stewardship' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        `/company/receiver-1/stewardship/${ACTIVITY_ID}?contract_id=${CONTRACT_ID}`,
      ),
    );
    expect(bodiesOf(fetch, 'POST /api/seed-stewardship/v1')).toEqual([{ contract_id: CONTRACT_ID }]);
  });

  it('is disabled before completion and hidden from users not allowed on the page', () => {
    renderWith(<RecordStewardshipButton contract={contract('pending')} />, {
      me: { user_id: 'u-1', company_permissions: { 'receiver-1': ['create-contract'] } },
    });
    expect((screen.getByRole('button', { name: 'Record Stewardship' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is hidden from users not allowed on the page', () => {
    renderWith(<RecordStewardshipButton contract={contract('completed')} />, {
      me: { user_id: 'u-1', company_permissions: { 'other-company': ['create-contract'] } },
    });
    expect(screen.queryByRole('button', { name: 'Record Stewardship' })).toBeNull();
  });
});
