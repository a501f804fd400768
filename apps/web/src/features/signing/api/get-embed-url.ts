import type { DocusignEmbedReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { signingKeys } from './keys';

/** GET /api/docusign-embed: the embedded signing page of the signed-in signer. */
export const getEmbedUrl = (contractId: string, returnUrl: string, signal?: AbortSignal) =>
  api<DocusignEmbedReply>('/docusign-embed', { query: { contract_id: contractId, returnUrl }, signal });

export const embedUrlQueryOptions = (contractId: string, returnUrl: string) =>
  queryOptions({
    queryKey: signingKeys.embed(contractId),
    queryFn: ({ signal }) => getEmbedUrl(contractId, returnUrl, signal),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useEmbedUrl(contractId: string, returnUrl: string) {
  return useQuery(embedUrlQueryOptions(contractId, returnUrl));
}
