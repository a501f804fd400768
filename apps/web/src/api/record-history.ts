import type { RecordHistoryPage } from '@portal/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The records with a History panel: the route of each one's history and the name of its id. */
export const HISTORY_ROUTES = {
  scale_ticket: { path: '/scale-ticket/history', id: 'scale_ticket_id' },
  company: { path: '/company-management/v1/history', id: 'company_id' },
  production_plan: { path: '/production-plan/history', id: 'production_plan_id' },
  stewardship_activity: { path: '/stewardship-activities/history', id: 'activity_id' },
  user: { path: '/company-management/v1/users/history', id: 'user_id' },
  contract: { path: '/grower-contracts/v1/history', id: 'contract_id' },
} as const;
export type HistoryKind = keyof typeof HISTORY_ROUTES;

/** A narrower read of a record's history (a stewardship section: `{ section: 'planting' }`). */
export type HistoryFilter = Record<string, string>;

export const historyKeys = {
  all: ['record-history'] as const,
  of: (kind: HistoryKind, id: string) => ['record-history', kind, id] as const,
};

/** A record's history, page by page (newest first); read afresh each time a panel opens. */
export function recordHistoryQuery(kind: HistoryKind, id: string, filter?: HistoryFilter) {
  const route = HISTORY_ROUTES[kind];
  return infiniteQueryOptions({
    queryKey: [...historyKeys.of(kind, id), filter ?? {}],
    queryFn: ({ pageParam }) =>
      api<RecordHistoryPage>(route.path, { query: { [route.id]: id, ...filter, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    staleTime: 0,
  });
}

export const useRecordHistory = (kind: HistoryKind, id: string, filter?: HistoryFilter) =>
  useInfiniteQuery({ ...recordHistoryQuery(kind, id, filter), refetchOnMount: 'always' });
