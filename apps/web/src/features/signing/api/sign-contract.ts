import type { SignatureReply } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Signing } from './signing-session';

export type Signature = { signature_name: string; agree: true };

/** POST the typed signature (the page then leaves for the return URL, so nothing cached is refreshed). */
export const submitSignature = (signing: Signing, signature: Signature) =>
  signing.kind === 'link'
    ? api<SignatureReply>(`/e-sign/${signing.token}`, { method: 'POST', body: signature })
    : api<SignatureReply>('/e-sign/embedded', {
        method: 'POST',
        body: { contract_id: signing.contractId, contract_signer_id: signing.contractSignerId, ...signature },
      });

/** Decline to sign, with the reason (the sender is told it). */
export const declineSigning = (signing: Signing, reason: string) =>
  signing.kind === 'link'
    ? api<void>(`/e-sign/${signing.token}/decline`, { method: 'POST', body: { reason } })
    : api<void>('/e-sign/embedded/decline', {
        method: 'POST',
        body: { contract_id: signing.contractId, contract_signer_id: signing.contractSignerId, reason },
      });

export function useSignContract(signing: Signing) {
  return useMutation({ mutationFn: (signature: Signature) => submitSignature(signing, signature) });
}

export function useDeclineSigning(signing: Signing) {
  return useMutation({ mutationFn: (reason: string) => declineSigning(signing, reason) });
}
