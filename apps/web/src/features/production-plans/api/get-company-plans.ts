import type { PlanCompany, PlanSummary } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

export type CompanyPlans = { company: PlanCompany; production_plans: PlanSummary[] };

/** GET /api/production-plan?company_id: the company (type, inventory code, languages) and its plans. */
export const getCompanyPlans = (companyId: string) =>
  api<CompanyPlans>('/production-plan', { query: { company_id: companyId } });

export const companyPlansQueryOptions = (companyId: string) =>
  queryOptions({ queryKey: planKeys.company(companyId), queryFn: () => getCompanyPlans(companyId), retry: false });

/** The company and its plans, newest contract year first. */
export function useCompanyPlans(companyId: string, enabled = true) {
  return useQuery({ ...companyPlansQueryOptions(companyId), enabled: enabled && Boolean(companyId) });
}
