import type { ActivityListItem } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { stewardshipKeys } from './keys';

export type ActivityList = { items: ActivityListItem[]; total: number };

/** GET /api/stewardship-activities: the dashboard table's page, incomplete activities first (server order). */
export const getActivities = (query: { limit: number; offset: number }) =>
  api<ActivityList>('/stewardship-activities', { query });

export const useActivityList = (query: { limit: number; offset: number }) =>
  useQuery({
    queryKey: stewardshipKeys.list(query),
    queryFn: () => getActivities(query),
    placeholderData: keepPreviousData,
  });
