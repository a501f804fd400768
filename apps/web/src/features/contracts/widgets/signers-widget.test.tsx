import type { ContractSignerView, ContractView, PendingContact } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../testing/render';
import { SignersWidget } from './signers-widget';

const grower = (pending: PendingContact | null): ContractSignerView => ({
  contract_signer_id: 's-grower',
  first_name: 'Erik',
  last_name: 'Hansen',
  email: 'hansen@farm.example.com',
  phone: '15155550200',
  delivery_choice: 'email',
  is_approver: false,
  role: 'grower',
  assignment_role: 'grower',
  title: null,
  approval_timestamp: null,
  contract_status: 'awaiting signature',
  declined_at: null,
  decline_reason: null,
  user_id: null,
  external_reference_id: null,
  pending_contact: pending,
});

function show(signer: ContractSignerView, onApproveContact?: (s: ContractSignerView) => void) {
  const contract = { contract_signers: [signer] } as unknown as ContractView;
  renderWith(<SignersWidget contract={contract} onApproveContact={onApproveContact} />, { me: null });
}

describe('SignersWidget', { timeout: 20_000 }, () => {
  it('shows a grower contact awaiting the grower record’s confirmation, with no approve action', () => {
    show(
      grower({ email: 'erik@hansen.example.com', phone: null, delivery_choice: 'email', confirm_by: 'grower' }),
      vi.fn(),
    );
    expect(screen.getByText('Awaiting confirmation of the new contact: erik@hansen.example.com')).toBeTruthy();
    expect(screen.getByText('Sent to the grower’s e-mail or phone on record for confirmation.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve new contact' })).toBeNull();
  });

  it('offers the reseller approver to approve a contact the grower record cannot confirm', () => {
    const approve = vi.fn();
    const signer = grower({
      email: 'ada@quiet.example.com',
      phone: null,
      delivery_choice: 'email',
      confirm_by: 'reseller',
    });
    show(signer, approve);
    expect(screen.getByText('The reseller’s approver must approve it.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve new contact' }));
    expect(approve).toHaveBeenCalledWith(signer);
  });

  it('shows a declined signer in red with when and why', () => {
    show({
      ...grower(null),
      contract_status: 'declined',
      declined_at: '2026-03-02T15:00:00.000Z',
      decline_reason: 'The acres are wrong.',
    });
    expect(screen.getByText(/Declined .*: The acres are wrong\./)).toBeTruthy();
    expect(screen.getByText('declined')).toBeTruthy();
  });

  it('shows no pending state for a confirmed contact, and no button for other users', () => {
    show(grower(null));
    expect(screen.queryByText(/Awaiting confirmation/)).toBeNull();
    expect(screen.getByText('grower · hansen@farm.example.com')).toBeTruthy();
  });
});
