import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';
import type { ContractTypeOption, Language } from './types';

/** GET /api/type: the contract types a plan may have. */
export const getContractTypes = () =>
  api<{ contract_types: ContractTypeOption[] }>('/type').then((r) => r.contract_types);

export const contractTypesQueryOptions = () =>
  queryOptions({ queryKey: planKeys.contractTypes(), queryFn: getContractTypes, staleTime: Infinity });

export function useContractTypes() {
  return useQuery(contractTypesQueryOptions());
}

/** GET /api/supported-languages?company_id: the languages of the company's master agreements. */
export const getCompanyLanguages = (companyId: string) =>
  api<{ languages: Language[] }>('/supported-languages', { query: { company_id: companyId } }).then((r) => r.languages);

export const companyLanguagesQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: planKeys.languages(companyId), queryFn: () => getCompanyLanguages(companyId) });

export function useCompanyLanguages(companyId: string) {
  return useQuery({ ...companyLanguagesQueryOptions(companyId), enabled: Boolean(companyId) });
}
