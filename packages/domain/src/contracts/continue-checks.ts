import { deliveryMonthLabel } from '../production-plans/delivery-months';
import { keptFields, totalYield, type FieldRow } from './calculations';
import { APH_MAX, APH_MIN, GENERIC_PLANTING_RATE_MAX, GENERIC_PLANTING_RATE_MIN } from './constants';
import { CONTRACT_MESSAGES as M, planMonthsMessage } from './messages';

export type DeliveryEntry = {
  delivery_month: number;
  delivery_year: number;
  delivery_type: string;
  contract_acres: number | null;
  contract_units: number | null;
};

export type ContractDraft = {
  contract_type?: string | null;
  contract_year?: number | null;
  grain_receiver_id?: string | null;
  grower_id?: string | null;
  reseller_id?: string | null;
  storage: readonly unknown[];
  fields: readonly FieldRow[];
  delivery_schedule: readonly DeliveryEntry[];
  cattle_info?: { cattle_type?: string | null; unit_count?: number | null } | null;
};

/** What the checks need to know beyond the draft; undefined means not known (not checked). */
export type ContractContext = {
  hasPlans?: boolean;
  hasTemplate?: boolean;
  growerFieldCount?: number;
  resellerTrainingActive?: boolean;
  /** The plan's delivery months with availability for this contract year. */
  planMonths?: readonly { month: number; year: number }[];
};

const isWhole = (value: number) => Number.isInteger(value);
const filled = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0;

/** Delivery rows with zero or empty contract_acres are dropped before creation (not for fed-on-farm). */
export function deliveryRowsToKeep<T extends DeliveryEntry>(
  contractType: string | null | undefined,
  rows: readonly T[],
): T[] {
  return contractType === 'fed-on-farm' ? [...rows] : rows.filter((row) => filled(row.contract_acres));
}

/** Remaining bushels = total yield of the fields − the bushels allocated in the delivery schedule. */
export function remainingBushels(fields: readonly FieldRow[], rows: readonly DeliveryEntry[]): number {
  const allocated = rows.reduce((sum, row) => sum + (Number(row.contract_units) || 0), 0);
  return Math.round(totalYield(keptFields(fields)) - allocated);
}

/** The Continue checks of create or amend (spec 2, §5), in order; an empty list means ready. */
export function continueChecks(draft: ContractDraft, context: ContractContext = {}): string[] {
  const errors: string[] = [];
  const add = (message: string) => {
    if (!errors.includes(message)) errors.push(message);
  };
  const type = draft.contract_type;

  if (!draft.grain_receiver_id) add(M.missingGrainReceiver);
  if (context.hasPlans === false) add(M.noPlans);
  if (context.hasTemplate === false) add(M.missingTemplate);
  if (!type) add(M.selectContractType);
  if (!draft.contract_year) add(M.selectContractYear);
  if (!draft.grower_id) add(M.missingGrower);
  else if (context.growerFieldCount === 0) add(M.growerNoFields);
  if (!draft.reseller_id) add(M.missingReseller);
  else if (context.resellerTrainingActive === false) add(M.resellerTraining);
  if (!draft.storage.length) add(M.selectStorage);

  if (type === 'generic') {
    const total = draft.fields.find((f) => f.is_total) ?? draft.fields[0];
    if (!total || !filled(total.acres)) add(M.fillAcres);
    if (!total || !filled(total.average_yield)) add(M.fillAph);
    if (!total || !filled(total.planting_rate)) add(M.fillPlantingRate);
    if (
      total &&
      filled(total.average_yield) &&
      (!isWhole(total.average_yield) || total.average_yield < APH_MIN || total.average_yield > APH_MAX)
    )
      add(M.aphRange);
    if (
      total &&
      filled(total.planting_rate) &&
      (!isWhole(total.planting_rate) ||
        total.planting_rate < GENERIC_PLANTING_RATE_MIN ||
        total.planting_rate > GENERIC_PLANTING_RATE_MAX)
    )
      add(M.genericPlantingRateRange);
  } else if (type) {
    if (!draft.fields.length) add(M.selectField);
    for (const field of draft.fields) {
      if (!filled(field.acres)) add(M.fillAcres);
      if (!filled(field.planting_rate) || !filled(field.average_yield)) add(M.plantingRateAndAph);
      if (
        filled(field.average_yield) &&
        (!isWhole(field.average_yield) || field.average_yield < APH_MIN || field.average_yield > APH_MAX)
      )
        add(M.aphRange);
    }
  }

  if (type === 'fed-on-farm') {
    const cattle = draft.cattle_info;
    if (!cattle?.cattle_type || !filled(cattle.unit_count ?? null)) add(M.cattle);
  }

  if (type) {
    const rows = deliveryRowsToKeep(type, draft.delivery_schedule).filter(
      (row) => type === 'fed-on-farm' || filled(row.contract_units),
    );
    if (!rows.length) add(M.deliveryMonth);
    const planMonths = context.planMonths;
    if (
      planMonths &&
      rows.some((row) => !planMonths.some((m) => m.month === row.delivery_month && m.year === row.delivery_year))
    )
      add(planMonthsMessage(planMonths.map((m) => deliveryMonthLabel(m.month, m.year))));
    if (type !== 'fed-on-farm' && rows.length && remainingBushels(draft.fields, rows) !== 0) add(M.remainingBushels);
  }
  return errors;
}
