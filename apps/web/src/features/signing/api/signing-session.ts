import type { SigningSession } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** Who is signing: a signing link's token, or the signed-in signer of the embedded page. */
export type Signing =
  | { kind: 'link'; token: string }
  | { kind: 'embedded'; contractId: string; contractSignerId: string; returnUrl: string };

/** GET /api/e-sign/{token} or /api/e-sign/embedded: the document and the signer. */
export const getSigningSession = (signing: Signing, signal?: AbortSignal) =>
  signing.kind === 'link'
    ? api<SigningSession>(`/e-sign/${signing.token}`, { signal })
    : api<SigningSession>('/e-sign/embedded', {
        query: {
          contract_id: signing.contractId,
          contract_signer_id: signing.contractSignerId,
          return_url: signing.returnUrl,
        },
        signal,
      });

export function useSigningSession(signing: Signing | null) {
  return useQuery({
    queryKey: signingKeys.session(signing),
    queryFn: ({ signal }) => getSigningSession(signing!, signal),
    enabled: Boolean(signing),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
