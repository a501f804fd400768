/** The shapes of the lookups the create/amend page reads. */

export type CompanyLite = {
  company_id: string;
  company_name: string;
  company_type: string;
  sap_id: string | null;
  supported_languages?: string[];
};

export type PlanSummary = {
  production_plan_id: string;
  company_id: string;
  contract_year: number;
  aph: number;
  inventory_code: string;
};
export type MonthlyUnit = {
  month: number;
  year: number;
  end_product_type: string;
  available_acres: number;
  available_units: number;
};
export type PlanDetail = PlanSummary & {
  monthly_units: MonthlyUnit[];
  templates: { contract_template_id: string; template_language: string }[];
};

export type GrowerHit = {
  grower_id: string;
  grower_name: string;
  sap_id: string | null;
  phone: string | null;
  email: string | null;
  city?: string | null;
  state?: string | null;
  reseller?: { reseller_id: string; reseller_name: string; reseller_sap_id: string | null } | null;
};

export type GrowerField = {
  field_id: string;
  field_name: string;
  farm_id: string | null;
  farm_name?: string | null;
  planting_rate: number | null;
  average_yield: number | null;
  border_rows: boolean;
  acres: number;
  crop_year: number | null;
  latitude: number | null;
  longitude: number | null;
};
export type Farm = { farm_id: string; farm_name: string };

export type StorageLocation = {
  storage_locations_id: string;
  storage_locations_name: string;
  storage_locations_capacity: number;
  storage_locations_type: string;
  latitude: number;
  longitude: number;
};
