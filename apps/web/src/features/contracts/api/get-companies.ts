import { type CompanyReply, mayContractAsReseller, prefixSapId, SEARCH_MIN_LENGTH } from '@portal/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { companySearchQuery } from '../../../api/company-search';
import { companyTrainingQuery } from '../../../api/company-training';
import { api } from '../../../lib/api';
import { contractKeys } from './keys';
import { quiet } from './quiet';

/** A reseller's SAP id is looked up directly from 10 digits (8 digits get 00). */
const SAP_ID_PATTERN = /^\d{10,}$/;

const companyByIdQuery = (companyId: string | null | undefined) => ({
  queryKey: contractKeys.company(companyId ?? ''),
  queryFn: () =>
    quiet(
      api<CompanyReply>('/company-management/v1', { query: { company_id: companyId } }).then((r) => r.data),
      null,
    ),
  enabled: Boolean(companyId),
  staleTime: 5 * 60_000,
});

/** A company by id (null when it is not visible to the user). */
export function useCompanyById(companyId: string | null | undefined) {
  return useQuery(companyByIdQuery(companyId));
}

/** Several companies by id, in order (the dashboard's choice of where to create). */
export function useCompaniesById(companyIds: readonly string[]) {
  return useQueries({ queries: companyIds.map((id) => companyByIdQuery(id)) });
}

/**
 * Companies of a type by name (3+ characters) or a reseller's SAP id (10+ characters, 8 digits get 00);
 * resellers only when they may be a new contract's reseller.
 */
export function usePartySearch(term: string, type: 'reseller' | 'grain-receiver' | '3PO') {
  const sap = prefixSapId(term);
  const bySapId = SAP_ID_PATTERN.test(sap);
  const searching = term.length >= SEARCH_MIN_LENGTH;
  const reseller = type === 'reseller';
  const byName = useQuery({
    ...companySearchQuery({ term, types: type, limit: 100, contractReseller: reseller }),
    enabled: searching && !bySapId,
    staleTime: 60_000,
  });
  const bySap = useQuery({
    queryKey: contractKeys.companyBySapId(type, sap),
    queryFn: () =>
      quiet(
        api<CompanyReply>('/company-management/v1', { query: { sap_id: sap } }).then((r) =>
          r.data.company_type === type && (!reseller || mayContractAsReseller(r.data)) ? [r.data] : [],
        ),
        [],
      ),
    enabled: searching && bySapId,
    staleTime: 60_000,
  });
  return bySapId ? bySap : byName;
}

/** The first 100 grain receivers and 3POs the user may see, offered before a search (the page opened for none). */
export function useReceiverCompanies(enabled: boolean) {
  return useQuery({
    ...companySearchQuery({ types: 'grain-receiver,3PO', limit: 100 }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Whether the reseller's stewardship training is active for the contract year. */
export function useResellerTraining(sapId: string | null | undefined, year: number | null) {
  return useQuery({
    ...companyTrainingQuery(sapId, year),
    select: (r) => r.success && r.active,
    enabled: Boolean(sapId && year),
    staleTime: 60_000,
  });
}
