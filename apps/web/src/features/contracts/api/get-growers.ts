import { type GrowerFieldsResponse, type GrowerSearchResponse, prefixSapId, SEARCH_MIN_LENGTH } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';

/** A grower SAP id lookup starts over 5 characters. */
const GROWER_SAP_MIN = 5;

/**
 * Growers by name (3+ characters) or, for digits over 5 characters, by SAP id (8 digits get 00); with a
 * reseller, only the growers it may contract.
 */
export function useGrowerSearch(term: string, resellerId: string | null) {
  const digits = /^\d+$/.test(term);
  const query = { ...(digits ? { sap_id: prefixSapId(term) } : { query: term }), reseller_id: resellerId };
  return useQuery({
    queryKey: contractKeys.growerSearch(term, resellerId),
    queryFn: () => api<GrowerSearchResponse>('/grower-search', { query }).then((r) => r.growers),
    enabled: digits ? term.length > GROWER_SAP_MIN : term.length >= SEARCH_MIN_LENGTH,
    staleTime: 60_000,
  });
}

/** GET /api/grower-fields/v1: the grower's farms and fields. */
export function useGrowerFields(growerId: string | null | undefined) {
  return useQuery({
    queryKey: contractKeys.growerFields(growerId ?? ''),
    queryFn: () => api<GrowerFieldsResponse>('/grower-fields/v1', { query: { grower_id: growerId } }),
    enabled: Boolean(growerId),
  });
}
