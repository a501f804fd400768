import type { GrowerFieldsResponse, GrowerResponse } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The grower (GET /api/grower-360/v1 by SAP id), then its farms and fields (GET /api/grower-fields/v1). */
export async function getGrowerFieldsBySap(sapId: string): Promise<GrowerFieldsResponse> {
  const { grower } = await api<GrowerResponse>('/grower-360/v1', { query: { sap_id: sapId } });
  return api<GrowerFieldsResponse>('/grower-fields/v1', { query: { grower_id: grower.grower_id } });
}

export const useGrowerFields = (sapId: string | null, enabled: boolean) =>
  useQuery({
    // outside stewardshipKeys.all: an activity's writes do not change the grower's fields
    queryKey: ['stewardship-grower-fields', sapId] as const,
    queryFn: () => getGrowerFieldsBySap(sapId!),
    enabled: enabled && Boolean(sapId),
  });
