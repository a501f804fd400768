import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

export type CompanyTrainingStatus = {
  success: boolean;
  active: boolean;
  training_year: number;
  company_sap_id: string;
  company_name?: string;
  contact_name?: string | null;
  contact_email?: string | null;
};

/**
 * A company's stewardship training for a year (GET /api/company-training), read by the training card
 * and the contract page's reseller warning under one key, so that a change on one refreshes the other.
 */
export function companyTrainingQuery(sapId: string | null | undefined, year: number | null | undefined) {
  return queryOptions({
    queryKey: ['company-training', sapId, year] as const,
    queryFn: () =>
      api<CompanyTrainingStatus>('/company-training', { query: { company_sap_id: sapId, training_year: year } }),
  });
}
