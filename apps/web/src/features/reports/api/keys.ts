import type { ContractState, NetBushelsQuery } from '@portal/domain';

/** The reports feature's query keys (reads only: the reports change nothing). */
export const reportKeys = {
  all: ['reports'] as const,
  netBushels: (query: NetBushelsQuery) => ['reports', 'net-bushels', query] as const,
  company: (companyId: string) => ['reports', 'company', companyId] as const,
  companyAdmin: () => ['reports', 'company-admin'] as const,
  programs: () => ['reports', 'programs'] as const,
  programContracts: (planId: string, state: ContractState | undefined) =>
    ['reports', 'program-contracts', planId, state ?? 'all'] as const,
  pdf: (url: string | null) => ['reports', 'pdf', url] as const,
};
