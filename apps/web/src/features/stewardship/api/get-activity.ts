import type { ActivityView } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stewardshipKeys } from './keys';

/** GET /api/activity: the whole stewardship page of one activity. */
export const getActivity = (activityId: string, contractId?: string) =>
  api<ActivityView>('/activity', { query: { stewardship_activity_id: activityId, contract_id: contractId } });

export const useActivity = (activityId: string, contractId?: string) =>
  useQuery({ queryKey: stewardshipKeys.activity(activityId), queryFn: () => getActivity(activityId, contractId) });
