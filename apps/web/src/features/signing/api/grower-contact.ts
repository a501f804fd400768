import type { ContactApprovedReply, ContactConfirmedReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** POST /api/e-sign/contact-confirmation: the grower record's contact confirms (the link's token). */
export const confirmGrowerContact = (token: string) =>
  api<ContactConfirmedReply>('/e-sign/contact-confirmation', { method: 'POST', body: { token } });

export function useConfirmGrowerContact() {
  return useMutation({ mutationFn: confirmGrowerContact });
}

export type ContactApproval = { contract_id: string; contract_signer_id: string };

/** POST /api/e-sign/contact-approval: the reseller approver approves a new grower contact. */
export const approveGrowerContact = (body: ContactApproval) =>
  api<ContactApprovedReply>('/e-sign/contact-approval', { method: 'POST', body });

export function useApproveGrowerContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveGrowerContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeys.all }),
  });
}
