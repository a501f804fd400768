import type { EndProductType, PremiumType, UnitType } from '@portal/domain';

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

export type SaveReply = {
  production_plan_id: string;
  company_name: string;
  template_status: 'none' | 'saved' | 'failed';
};
