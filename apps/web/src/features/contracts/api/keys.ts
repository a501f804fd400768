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
  companySearch: (type: string, term: string) => ['contract-lookups', 'company-search', type, term] as const,
  receivers: () => ['contract-lookups', 'receivers'] as const,
  plans: (companyIds: readonly string[]) => ['contract-lookups', 'plans', ...companyIds] as const,
  plan: (planId: string) => ['contract-lookups', 'plan', planId] as const,
  growerSearch: (term: string) => ['contract-lookups', 'grower-search', term] as const,
  growerFields: (growerId: string) => ['contract-lookups', 'grower-fields', growerId] as const,
  storage: (growerId: string) => ['contract-lookups', 'storage', growerId] as const,
  /** The training card's key too, so that a change there refreshes the create page's warning. */
  training: (sapId: string, year: number) => ['company-training', sapId, year] as const,
};
