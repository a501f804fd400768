import {
  deliveryMonths,
  END_PRODUCT_TYPES,
  endProductTypesFor,
  formatPremium,
  isEnteredRow,
  parseNumericInput,
  planInventoryCode,
  type DeliveryLocationInput,
  type EndProductType,
  type MonthlyUnitInput,
  type PremiumType,
  type ProductionPlanBody,
  type UnitType,
  type PlanCompany,
  type PlanDetail,
} from '@portal/domain';

export type RowValues = {
  available_acres: string;
  available_units: string;
  premium: string;
  child_plan_acres: string;
  child_plan_units: string;
};

/**
 * A chosen master agreement file. Files under 5 MB are read (base64) and checked by the schema;
 * 'refused' files were not PDFs to the drop zone, 'too-large' ones are not read at all.
 */
export type ChosenFile = { name: string; size: number; base64: string | null; problem: 'refused' | 'too-large' | null };

export const LOCATION_FIELDS = [
  ['location_name', 'Location name'],
  ['location_address1', 'Address 1'],
  ['location_address2', 'Address 2'],
  ['location_city', 'City'],
  ['location_state', 'State / province'],
  ['location_zipcode', 'Zip / postal code'],
  ['location_country', 'Country'],
] as const satisfies readonly (readonly [keyof DeliveryLocationInput, string])[];

export type PlanFormValues = {
  contract_year: string | null;
  aph: string;
  total_acres: string;
  total_units: string;
  premium: string;
  premium_type: PremiumType;
  unit_type: UnitType;
  contract_type_id: string | null;
  delivery_location: Record<keyof DeliveryLocationInput, string>;
  /** Keyed by rowSlot(month index 0–12 from September, end product type). */
  rows: Record<string, RowValues>;
  parent_enabled: boolean;
  parent_company: { company_id: string; company_name: string } | null;
  parent_production_plan_id: string | null;
  /** New files by language; existing templates live on the plan. */
  files: Record<string, ChosenFile>;
};

export const rowSlot = (index: number, type: EndProductType) => `${index}:${type}`;

export const emptyRow = (): RowValues => ({
  available_acres: '',
  available_units: '',
  premium: '',
  child_plan_acres: '',
  child_plan_units: '',
});

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function initialValues(plan?: PlanDetail): PlanFormValues {
  const rows: Record<string, RowValues> = {};
  if (plan) {
    const months = deliveryMonths(plan.contract_year);
    for (const row of plan.monthly_units) {
      const index = months.findIndex((m) => m.month === row.month && m.year === row.year);
      if (index === -1) continue;
      rows[rowSlot(index, row.end_product_type)] = {
        available_acres: row.available_acres ? text(row.available_acres) : '',
        available_units: row.available_units ? text(row.available_units) : '',
        premium: formatPremium(row.premium),
        child_plan_acres: text(row.child_plan_acres),
        child_plan_units: text(row.child_plan_units),
      };
    }
  }
  const location = plan?.delivery_location ?? {};
  return {
    contract_year: plan ? String(plan.contract_year) : null,
    aph: text(plan?.aph),
    total_acres: text(plan?.total_acres),
    total_units: text(plan?.total_units),
    premium: formatPremium(plan?.premium),
    premium_type: plan?.premium_type ?? 'bushels',
    unit_type: plan?.unit_type ?? 'bushels',
    contract_type_id: plan?.production_plan_extra.contract_type_id ?? null,
    delivery_location: Object.fromEntries(
      LOCATION_FIELDS.map(([key]) => [key, location[key] ?? '']),
    ) as PlanFormValues['delivery_location'],
    rows,
    parent_enabled: Boolean(plan?.parent),
    parent_company: plan?.parent
      ? { company_id: plan.parent.company_id, company_name: plan.parent.company_name }
      : null,
    parent_production_plan_id: plan?.parent_production_plan_id ?? null,
    files: {},
  };
}

/** The monthly rows the form holds, as the schema sees them (only the contract type's product tabs). */
export function monthlyRows(values: PlanFormValues, contractTypeName: string | null): MonthlyUnitInput[] {
  const year = values.contract_year ? Number(values.contract_year) : null;
  if (!year) return [];
  const types = endProductTypesFor(contractTypeName);
  const hasParent = values.parent_enabled && Boolean(values.parent_production_plan_id);
  return deliveryMonths(year).flatMap((month, index) =>
    END_PRODUCT_TYPES.filter((type) => types.includes(type)).flatMap((type) => {
      const row = values.rows[rowSlot(index, type)];
      if (!row) return [];
      const unit: MonthlyUnitInput = {
        month: month.month,
        year: month.year,
        end_product_type: type,
        available_acres: parseNumericInput(row.available_acres),
        available_units: parseNumericInput(row.available_units),
        premium: parseNumericInput(row.premium),
        child_plan_acres: hasParent ? parseNumericInput(row.child_plan_acres) : null,
        child_plan_units: hasParent ? parseNumericInput(row.child_plan_units) : null,
      };
      return isEnteredRow(unit, hasParent) ? [unit] : [];
    }),
  );
}

/** The body of POST/PATCH /api/production-plan: what the form holds, for the shared schema. */
export function toPlanBody(
  values: PlanFormValues,
  company: PlanCompany,
  contractTypeName: string | null,
): ProductionPlanBody {
  const year = values.contract_year ? Number(values.contract_year) : null;
  return {
    company_id: company.company_id,
    contract_year: year,
    aph: parseNumericInput(values.aph),
    total_acres: parseNumericInput(values.total_acres),
    total_units: parseNumericInput(values.total_units),
    inventory_code: planInventoryCode(year, company) ?? '',
    premium: parseNumericInput(values.premium),
    premium_type: values.premium_type,
    unit_type: values.unit_type,
    parent_production_plan_id: values.parent_enabled ? values.parent_production_plan_id : null,
    production_plan_extra: { contract_type_id: values.contract_type_id, contract_type_enum: contractTypeName },
    delivery_location: Object.fromEntries(
      Object.entries(values.delivery_location).filter(([, value]) => value.trim()),
    ) as DeliveryLocationInput,
    monthly_units: monthlyRows(values, contractTypeName),
    templates: Object.entries(values.files)
      .filter(([, file]) => file.problem !== 'too-large')
      .map(([language, file]) => ({
        template_language: language,
        template_name: file.name,
        // a refused file is sent as nothing readable: the schema calls it the wrong format
        template_base64: file.base64 ?? '',
      })),
  };
}
