import type {
  ContractResponse,
  DeliveryChoice,
  SendForSigningInput,
  SignersReply,
  SigningSession,
} from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The contract screens read GET /api/grower-contracts/v1 under this key; a send or resend refreshes them. */
export const CONTRACT_QUERIES = ['grower-contracts'];

/** GET /api/signers: the proposed signers, or the stored ones once sent. */
export function useSigners(contractId: string, enabled = true) {
  return useQuery({
    queryKey: ['signing', 'signers', contractId],
    queryFn: ({ signal }) =>
      api<SignersReply>('/signers', { query: { contract_id: contractId }, signal }).then((r) => r.data),
    enabled,
    staleTime: 0,
  });
}

/** The contract being sent (its number, and for an amendment the contract it replaces). */
export function useSigningContract(contractId: string, enabled = true) {
  return useQuery({
    queryKey: ['signing', 'contract', contractId],
    queryFn: ({ signal }) =>
      api<ContractResponse>('/grower-contracts/v1', { query: { contract_id: contractId }, signal }).then(
        (r) => r.contract,
      ),
    enabled,
  });
}

export function sendForSigning(body: SendForSigningInput) {
  return api<{ data: unknown }>('/signers', { method: 'POST', body });
}

export type ResendRequest = {
  contract_id: string;
  contract_signer_id: string;
  delivery_choice: DeliveryChoice;
  email?: string | null;
  phone?: string | null;
};

/** POST /api/resend (a changed phone or e-mail of a grower replaces the signer's first). */
export function resendSigning(body: ResendRequest) {
  return api<{ data: { contract_signer_id: string } }>('/resend', { method: 'POST', body });
}

/** GET /api/docusign-embed: the embedded signing page of the signed-in signer. */
export function useEmbedUrl(contractId: string, returnUrl: string) {
  return useQuery({
    queryKey: ['signing', 'embed', contractId],
    queryFn: ({ signal }) =>
      api<{ url: string }>('/docusign-embed', { query: { contract_id: contractId, returnUrl }, signal }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** Who is signing: a signing link's token, or the signed-in signer of the embedded page. */
export type Signing =
  | { kind: 'link'; token: string }
  | { kind: 'embedded'; contractId: string; contractSignerId: string; returnUrl: string };

export function useSigningSession(signing: Signing | null) {
  return useQuery({
    queryKey: ['signing', 'session', signing],
    queryFn: ({ signal }) =>
      signing!.kind === 'link'
        ? api<SigningSession>(`/e-sign/${signing!.token}`, { signal })
        : api<SigningSession>('/e-sign/embedded', {
            query: {
              contract_id: signing!.contractId,
              contract_signer_id: signing!.contractSignerId,
              return_url: signing!.returnUrl,
            },
            signal,
          }),
    enabled: Boolean(signing),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function submitSignature(signing: Signing, signature: { signature_name: string; agree: true }) {
  return signing.kind === 'link'
    ? api<{ contract_state: string }>(`/e-sign/${signing.token}`, { method: 'POST', body: signature })
    : api<{ contract_state: string }>('/e-sign/embedded', {
        method: 'POST',
        body: { contract_id: signing.contractId, contract_signer_id: signing.contractSignerId, ...signature },
      });
}

export function declineSigning(signing: Signing) {
  return signing.kind === 'link'
    ? api<void>(`/e-sign/${signing.token}/decline`, { method: 'POST' })
    : api<void>('/e-sign/embedded/decline', {
        method: 'POST',
        body: { contract_id: signing.contractId, contract_signer_id: signing.contractSignerId },
      });
}
