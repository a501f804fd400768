import { Notifications } from '@mantine/notifications';
import { CONTRACT_MESSAGES, type ContractView } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { renderWith } from '../../testing/render';
import { VoidContractModal } from './contract-action-modals';

vi.mock('../../lib/api', async (original) => ({
  ...(await original<object>()),
  api: vi.fn(() => Promise.resolve({ contract_state: 'voided' })),
}));

const contract = {
  contract_id: 'c-1',
  new_contract_id: '26COR1000000042',
  contract_details: { grower_details: { grower_name: 'Hansen Family Farms' } },
} as unknown as ContractView;

describe('VoidContractModal', { timeout: 20_000 }, () => {
  it('asks for the reason and sends it as voided_from', async () => {
    const onClose = vi.fn();
    renderWith(
      <>
        <Notifications />
        <VoidContractModal contract={contract} onClose={onClose} />
      </>,
      { me: null },
    );
    const confirm = screen.getByRole('button', { name: 'Void contract' });
    fireEvent.click(confirm);
    expect(await screen.findByText(CONTRACT_MESSAGES.voidReason)).toBeTruthy();
    expect(api).not.toHaveBeenCalled();

    const reason = screen.getByRole('textbox', { name: /Reason for voiding/ });
    expect(reason.getAttribute('maxlength')).toBe('100');
    fireEvent.change(reason, { target: { value: '  Grower sold the field ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/void', {
      method: 'PATCH',
      query: { contract_id: 'c-1' },
      body: { voided_from: 'Grower sold the field' },
    });
    expect(await screen.findByText('Contract 26COR1000000042 voided')).toBeTruthy();
  });
});
