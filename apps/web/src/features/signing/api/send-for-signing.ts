import type { SendForSigningInput, SignersSentReply } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** POST /api/signers: stores the signers and sends each their link. */
export const sendForSigning = (body: SendForSigningInput) =>
  api<SignersSentReply>('/signers', { method: 'POST', body });

export function useSendForSigning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendForSigning,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signingKeys.all }),
  });
}
