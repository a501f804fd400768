import type { DeliveryChoice, ResendReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

export type ResendRequest = {
  contract_id: string;
  contract_signer_id: string;
  delivery_choice: DeliveryChoice;
  email?: string | null;
  phone?: string | null;
};

/**
 * POST /api/resend (a changed phone or e-mail of a grower replaces the signer's first; one the grower
 * record does not hold comes back as pending_contact: no link is sent until it is confirmed).
 */
export const resendSigning = (body: ResendRequest) =>
  api<ResendReply>('/resend', {
    method: 'POST',
    body,
  });

export function useResendSigning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendSigning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeys.all }),
  });
}
