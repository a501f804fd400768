import type { ContractListFilter } from './get-contracts';

/**
 * The contracts feature's query keys. `all` is every contract read (lists and detail), which a
 * create, void or delete invalidates; the create/amend page's lookups sit under `lookups`.
 */
export const contractKeys = {
  all: ['grower-contracts'] as const,
  list: (filter: ContractListFilter) => ['grower-contracts', 'list', filter] as const,
  one: (contractId: string) => ['grower-contracts', 'one', contractId] as const,
  lookups: ['contract-lookups'] as const,
  company: (companyId: string) => ['contract-lookups', 'company', companyId] as const,
  companyBySapId: (type: string, sapId: string) => ['contract-lookups', 'company-by-sap-id', type, sapId] as const,
  plans: (companyIds: readonly string[]) => ['contract-lookups', 'plans', ...companyIds] as const,
  plan: (planId: string) => ['contract-lookups', 'plan', planId] as const,
  growerSearch: (term: string, resellerId: string | null) =>
    ['contract-lookups', 'grower-search', term, resellerId ?? ''] as const,
  growerFields: (growerId: string) => ['contract-lookups', 'grower-fields', growerId] as const,
  storage: (growerId: string) => ['contract-lookups', 'storage', growerId] as const,
};
