import type { ScaleTicketQuery, TransferContractsQuery } from '@portal/domain';

/** The scale-tickets feature's query keys; every ticket write invalidates `all` (lists and inventory). */
export const scaleTicketKeys = {
  all: ['scale-tickets'] as const,
  list: (query: Omit<ScaleTicketQuery, 'offset' | 'limit'>) => ['scale-tickets', 'list', query] as const,
  one: (ticketId: string) => ['scale-tickets', 'one', ticketId] as const,
  planGrowers: (planId: string) => ['scale-tickets', 'plan-growers', planId] as const,
  transferContracts: (query: Omit<TransferContractsQuery, 'limit'>) =>
    ['scale-tickets', 'transfer-contracts', query] as const,
  deleted: (companyId: string, year: number) => ['scale-tickets', 'deleted', companyId, year] as const,
  inventory: (by: { contract_id?: string; production_plan_id?: string }) => ['scale-tickets', 'inventory', by] as const,
};
