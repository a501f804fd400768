import {
  contractYearFromStart,
  deliveryMonths,
  deliveryRowsToKeep,
  DELIVERY_TYPES,
  monthKey,
  TOTAL_ROW_ID,
  type ContractDraft,
  type ContractView,
  type CreateContractInput,
  type DeliveryType,
  type FieldRow,
  type StorageForm,
  type GrowerField,
  type ParentMonthlyUnit,
  type GrowerHit,
} from '@portal/domain';

/** The create/amend form: parties, type and year, field edits, storage picks, delivery cells, cattle. */

export type Party = { id: string; name: string; sap_id: string | null };
export type FieldEntry = {
  field_id: string;
  field_name: string;
  farm_id: string | null;
  farm_name: string | null;
  crop_year: number | null;
  latitude: number | null;
  longitude: number | null;
  acres: string;
  planting_rate: string;
  average_yield: string;
  border_rows: boolean;
  selected: boolean;
};
export type TotalEntry = { acres: string; planting_rate: string; average_yield: string };
export type DeliveryCell = { acres: string; units: string };

/** The picked grower: a search hit, or the few fields an amended contract carries. */
export type PickedGrower = Pick<GrowerHit, 'grower_id' | 'grower_name' | 'sap_id' | 'phone' | 'email'> &
  Partial<GrowerHit>;

export type FormState = {
  receiver: Party | null;
  reseller: Party | null;
  operator: Party | null;
  grower: PickedGrower | null;
  contract_type: string | null;
  contract_year: number | null;
  contract_start: string;
  contract_end: string;
  contract_language: string;
  /** The grower's fields with the user's edits (per-field types). */
  fields: FieldEntry[];
  /** The generic type's total row. */
  total: TotalEntry;
  /** Picked storage locations (ids of the grower's storage). */
  storage_ids: string[];
  /** `${delivery_type}|${yyyy-mm}` → the cell's acres and units. */
  delivery: Record<string, DeliveryCell>;
  cattle_type: string | null;
  unit_count: string;
};

export const EMPTY_TOTAL: TotalEntry = { acres: '', planting_rate: '', average_yield: '' };

export function initialForm(parties: Partial<Pick<FormState, 'receiver' | 'reseller' | 'operator'>> = {}): FormState {
  return {
    receiver: parties.receiver ?? null,
    reseller: parties.reseller ?? null,
    operator: parties.operator ?? null,
    grower: null,
    contract_type: null,
    contract_year: null,
    contract_start: '',
    contract_end: '',
    contract_language: 'en',
    fields: [],
    total: EMPTY_TOTAL,
    storage_ids: [],
    delivery: {},
    cattle_type: null,
    unit_count: '',
  };
}

/**
 * Fed-on-farm contracts run between a start and an end date; the other types are for a contract
 * year. When dates are used the contract year is the start date's year.
 */
export const usesDates = (contractType: string | null) => contractType === 'fed-on-farm';

export function effectiveYear(
  form: Pick<FormState, 'contract_type' | 'contract_year' | 'contract_start'>,
): number | null {
  if (usesDates(form.contract_type))
    return /^\d{4}-\d{2}-\d{2}$/.test(form.contract_start) ? contractYearFromStart(form.contract_start) : null;
  return form.contract_year;
}

/** Changing the type resets the year or dates, the fields and the delivery schedule. */
export function withType(form: FormState, contractType: string | null): FormState {
  return {
    ...form,
    contract_type: contractType,
    contract_year: null,
    contract_start: '',
    contract_end: '',
    fields: form.fields.map((field) => ({ ...field, selected: false })),
    total: EMPTY_TOTAL,
    delivery: {},
    cattle_type: null,
    unit_count: '',
  };
}

/** A new grower: their fields come in fresh, storage picks and delivery are cleared. */
export function withGrower(form: FormState, grower: PickedGrower | null): FormState {
  return { ...form, grower, fields: [], storage_ids: [], delivery: {} };
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The grower's fields as form rows; rows of a contract being amended come selected with its values. */
export function fieldEntries(
  fields: readonly GrowerField[],
  farmNames: Map<string, string>,
  chosen: readonly FieldRow[] = [],
): FieldEntry[] {
  return fields.map((field) => {
    const prior = chosen.find((c) => c.field_id === field.field_id) as
      (FieldRow & { border_rows?: boolean }) | undefined;
    return {
      field_id: field.field_id,
      field_name: field.field_name,
      farm_id: field.farm_id,
      farm_name: field.farm_name ?? (field.farm_id ? (farmNames.get(field.farm_id) ?? null) : null),
      crop_year: field.crop_year,
      latitude: field.latitude,
      longitude: field.longitude,
      acres: text(prior ? prior.acres : field.acres),
      planting_rate: text(prior ? prior.planting_rate : field.planting_rate),
      average_yield: text(prior ? prior.average_yield : field.average_yield),
      border_rows: prior?.border_rows ?? field.border_rows,
      selected: Boolean(prior),
    };
  });
}

/** The grower's field rows read again (after fields were added): rows already in the form keep the user's edits. */
export function keepFieldEdits(fresh: readonly FieldEntry[], current: readonly FieldEntry[]): FieldEntry[] {
  const edited = new Map(current.map((entry) => [entry.field_id, entry]));
  return fresh.map((entry) => edited.get(entry.field_id) ?? entry);
}

const num = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The rows the contract is made of: the generic total row, or the selected fields. */
export function chosenFields(form: FormState) {
  if (form.contract_type === 'generic')
    return [
      {
        field_id: TOTAL_ROW_ID,
        field_name: 'Total Enogen acres',
        acres: num(form.total.acres),
        planting_rate: num(form.total.planting_rate),
        average_yield: num(form.total.average_yield),
        border_rows: false,
        is_total: true,
      },
    ];
  return form.fields
    .filter((field) => field.selected)
    .map((field) => ({
      field_id: field.field_id,
      field_name: field.field_name,
      farm_id: field.farm_id,
      farm_name: field.farm_name,
      acres: num(field.acres),
      planting_rate: num(field.planting_rate),
      average_yield: num(field.average_yield),
      border_rows: field.border_rows,
      crop_year: field.crop_year,
      latitude: field.latitude,
      longitude: field.longitude,
      is_total: false,
    }));
}

export const cellKey = (type: string, month: number, year: number) => `${type}|${monthKey(month, year)}`;

/** The delivery schedule entries of the filled cells, in month order. */
export function deliveryEntries(form: FormState, year: number | null) {
  if (!year) return [];
  return DELIVERY_TYPES.flatMap((type) =>
    deliveryMonths(year).flatMap((m) => {
      const cell = form.delivery[cellKey(type, m.month, m.year)];
      if (!cell || (cell.acres === '' && cell.units === '')) return [];
      return [
        {
          delivery_month: m.month,
          delivery_year: m.year,
          delivery_type: type,
          contract_acres: num(cell.acres),
          contract_units: num(cell.units),
        },
      ];
    }),
  );
}

/** Whether the plan has room in a month for a delivery type (others are disabled). */
export function planHasMonth(
  units: readonly ParentMonthlyUnit[],
  type: DeliveryType,
  month: number,
  year: number,
): boolean {
  return units.some(
    (u) =>
      u.end_product_type === type &&
      u.month === month &&
      u.year === year &&
      (u.available_acres > 0 || u.available_units > 0),
  );
}

/** The Continue checks' view of the form. */
export function draftOf(form: FormState, storage: readonly StorageForm[]): ContractDraft {
  const year = effectiveYear(form);
  return {
    contract_type: form.contract_type,
    contract_year: year,
    grain_receiver_id: form.receiver?.id ?? null,
    grower_id: form.grower?.grower_id ?? null,
    reseller_id: form.reseller?.id ?? null,
    storage,
    fields: chosenFields(form),
    delivery_schedule: deliveryEntries(form, year),
    cattle_info:
      form.contract_type === 'fed-on-farm' ? { cattle_type: form.cattle_type, unit_count: num(form.unit_count) } : null,
  };
}

/** POST /api/grower-contracts/v1's body (create, or amend with the original's id). */
export function payloadOf(
  form: FormState,
  context: {
    storage: readonly StorageForm[];
    plan: { production_plan_id: string; inventory_code: string } | null;
    parentId: string | null;
  },
): CreateContractInput {
  const year = effectiveYear(form);
  const dates = usesDates(form.contract_type);
  return {
    contract_type: form.contract_type as CreateContractInput['contract_type'],
    contract_year: year,
    contract_start: dates ? form.contract_start || null : null,
    contract_end: dates ? form.contract_end || null : null,
    contract_language: form.contract_language,
    production_plan_id: context.plan?.production_plan_id ?? null,
    inventory_code: context.plan?.inventory_code ?? null,
    grain_receiver_details: { grain_receiver_id: form.receiver?.id ?? null },
    reseller_details: { reseller_id: form.reseller?.id ?? null },
    third_party_operator_id: form.operator?.id ?? null,
    grower_details: {
      grower_id: form.grower?.grower_id ?? null,
      phone: form.grower?.phone ?? null,
      email: form.grower?.email ?? null,
    },
    fields: chosenFields(form),
    storage: [...context.storage],
    delivery_schedule: deliveryRowsToKeep(form.contract_type, deliveryEntries(form, year)),
    cattle_info:
      form.contract_type === 'fed-on-farm'
        ? { cattle_type: form.cattle_type as 'beef' | 'dairy' | null, unit_count: num(form.unit_count) }
        : null,
    parent_voided_contract_id: context.parentId,
  };
}

/** The form of an amendment: the original's parties, type, year or dates, cattle and delivery cells. */
export function formFromContract(contract: ContractView): FormState {
  const details = contract.contract_details;
  const grower = details.grower_details;
  const total = details.fields.find((f) => f.is_total || f.field_id === TOTAL_ROW_ID);
  const delivery: Record<string, DeliveryCell> = {};
  for (const row of details.delivery_schedule)
    delivery[cellKey(row.delivery_type, row.delivery_month, row.delivery_year)] = {
      acres: text(row.contract_acres),
      units: text(row.contract_units),
    };
  return {
    receiver: {
      id: details.grain_receiver_details.grain_receiver_id,
      name: details.grain_receiver_details.grain_receiver_name,
      sap_id: details.grain_receiver_details.sap_id,
    },
    reseller: details.reseller_details.reseller_id
      ? {
          id: details.reseller_details.reseller_id,
          name: details.reseller_details.reseller_name ?? '',
          sap_id: details.reseller_details.sap_id,
        }
      : null,
    operator: details.third_party_operator_details
      ? {
          id: details.third_party_operator_details.third_party_operator_id,
          name: details.third_party_operator_details.company_name,
          sap_id: details.third_party_operator_details.sap_id,
        }
      : null,
    grower: {
      grower_id: grower.grower_id,
      grower_name: grower.grower_name,
      sap_id: grower.sap_id,
      phone: grower.phone,
      email: grower.email,
    },
    contract_type: contract.contract_type,
    contract_year: usesDates(contract.contract_type) ? null : contract.contract_year,
    contract_start: usesDates(contract.contract_type) ? (contract.contract_start ?? '') : '',
    contract_end: usesDates(contract.contract_type) ? (contract.contract_end ?? '') : '',
    contract_language: contract.contract_language,
    fields: [],
    total: total
      ? { acres: text(total.acres), planting_rate: text(total.planting_rate), average_yield: text(total.average_yield) }
      : EMPTY_TOTAL,
    storage_ids: details.storage.map((s) => s.storage_location_id).filter((id): id is string => Boolean(id)),
    delivery,
    cattle_type: details.cattle_info?.cattle_type ?? null,
    unit_count: text(details.cattle_info?.unit_count),
  };
}
