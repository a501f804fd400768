import type { EndProductType, PremiumType, ProductionPlanBody, UnitType } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type PlanCompany = {
  company_id: string;
  company_name: string;
  company_type: string;
  inventory_code: string | null;
  supported_languages: string[];
};

export type MonthlyUnit = {
  month: number;
  year: number;
  end_product_type: EndProductType;
  available_acres: number;
  available_units: number;
  premium: number | null;
  premium_type: PremiumType | null;
  child_plan_acres: number | null;
  child_plan_units: number | null;
};

export type PlanTemplate = {
  contract_template_id: string;
  contract_type_id: string | null;
  external_reference_id: string;
  production_plan_id: string | null;
  template_name: string;
  template_language: string;
  modified: string;
  template_doc_link: string;
};

export type PlanSummary = {
  production_plan_id: string;
  company_id: string;
  company_name: string;
  contract_year: number;
  aph: number;
  total_acres: number;
  total_units: number;
  total_child_acres: number | null;
  total_child_units: number | null;
  inventory_code: string;
  premium: number | null;
  premium_type: PremiumType | null;
  unit_type: UnitType;
  parent_production_plan_id: string | null;
  production_plan_extra: { contract_type_id: string | null; contract_type_enum: string | null };
  delivery_location: Record<string, string | undefined>;
  created: string;
  modified: string;
  template_count?: number;
  monthly_units?: MonthlyUnit[];
};

export type PlanDetail = PlanSummary & {
  company: PlanCompany;
  monthly_units: MonthlyUnit[];
  templates: PlanTemplate[];
  parent: { production_plan_id: string; company_id: string; company_name: string; contract_year: number } | null;
};

export type CommittedUnit = {
  delivery_type: string;
  delivery_month: number;
  delivery_year: number;
  contract_acres: number;
  contract_units: number;
  harvest_bushels: number;
};

export type ContractTypeOption = { contract_type_id: string; contract_type_name: string };
export type Language = { lang_name: string; lang_value: string };

export const planKeys = {
  all: ['production-plans'] as const,
  company: (companyId: string) => ['production-plans', 'company', companyId] as const,
  one: (planId: string) => ['production-plans', 'one', planId] as const,
  committed: (planId: string) => ['production-plans', 'committed', planId] as const,
  parents: (companyId: string) => ['production-plans', 'parents', companyId] as const,
  parentSearch: (term: string) => ['production-plans', 'parent-search', term] as const,
  template: (templateId: string) => ['production-plans', 'template', templateId] as const,
};

/** The company (type, inventory code, languages) and its plans, newest contract year first. */
export function useCompanyPlans(companyId: string, enabled = true) {
  return useQuery({
    queryKey: planKeys.company(companyId),
    queryFn: () =>
      api<{ company: PlanCompany; production_plans: PlanSummary[] }>('/production-plan', {
        query: { company_id: companyId },
      }),
    enabled: enabled && Boolean(companyId),
    retry: false,
  });
}

export function usePlan(planId: string | null) {
  return useQuery({
    queryKey: planKeys.one(planId ?? ''),
    queryFn: () =>
      api<{ production_plan: PlanDetail }>('/production-plan', { query: { production_plan_id: planId } }).then(
        (r) => r.production_plan,
      ),
    enabled: Boolean(planId),
    retry: false,
  });
}

export function useCommittedUnits(planId: string | null) {
  return useQuery({
    queryKey: planKeys.committed(planId ?? ''),
    queryFn: () =>
      api<{ committed_units: CommittedUnit[] }>('/committed-unit', { query: { production_plan_id: planId } }).then(
        (r) => r.committed_units,
      ),
    enabled: Boolean(planId),
  });
}

export function useContractTypes() {
  return useQuery({
    queryKey: ['contract-types'],
    queryFn: () => api<{ contract_types: ContractTypeOption[] }>('/type').then((r) => r.contract_types),
    staleTime: Infinity,
  });
}

export function useSalesYear() {
  return useQuery({
    queryKey: ['sales-year'],
    queryFn: () => api<{ sales_year: number }>('/sales-year').then((r) => r.sales_year),
  });
}

export function useCompanyLanguages(companyId: string) {
  return useQuery({
    queryKey: ['supported-languages', companyId],
    queryFn: () =>
      api<{ languages: Language[] }>('/supported-languages', { query: { company_id: companyId } }).then(
        (r) => r.languages,
      ),
    enabled: Boolean(companyId),
  });
}

/** Grain receiver plans matching the typed name (the parent typeahead). */
export function useParentSearch(term: string) {
  return useQuery({
    queryKey: planKeys.parentSearch(term),
    queryFn: () =>
      api<{ items: PlanSummary[] }>('/es-production-plan', {
        query: { search: term, parent_candidates: true, limit: 100 },
      }).then((r) => r.items),
    enabled: term.length >= 3,
    placeholderData: (previous) => previous,
  });
}

/** A grain receiver's plans with their monthly rows and template counts (parent plan years). */
export function useParentCandidates(companyId: string | null) {
  return useQuery({
    queryKey: planKeys.parents(companyId ?? ''),
    queryFn: () =>
      api<{ production_plans: PlanSummary[] }>('/production-plan', { query: { parent_company_id: companyId } }).then(
        (r) => r.production_plans,
      ),
    enabled: Boolean(companyId),
  });
}

export function useTemplate(templateId: string) {
  return useQuery({
    queryKey: planKeys.template(templateId),
    queryFn: () =>
      api<{ templates: PlanTemplate[] }>('/template', { query: { contract_template_id: templateId } }).then(
        (r) => r.templates[0] ?? null,
      ),
    retry: false,
  });
}

export type SaveReply = {
  production_plan_id: string;
  company_name: string;
  template_status: 'none' | 'saved' | 'failed';
};

export function savePlan(body: ProductionPlanBody, planId?: string) {
  return planId
    ? api<SaveReply>('/production-plan', { method: 'PATCH', body: { ...body, production_plan_id: planId } })
    : api<SaveReply>('/production-plan', { method: 'POST', body });
}
