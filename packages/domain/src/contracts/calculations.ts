import {
  FED_ON_FARM_BUSHELS_PER_HEAD,
  GENERIC_UNIT_SIZE,
  UNIT_SIZE,
  type ContractState,
  type ContractType,
  type DeliveryType,
} from './constants';

export type FieldRow = {
  field_id: string;
  field_name?: string;
  acres: number | null;
  planting_rate: number | null;
  average_yield: number | null;
  border_rows?: boolean;
  is_total?: boolean;
};

export function unitSizeFor(contractType: ContractType | string): number {
  return contractType === 'generic' ? GENERIC_UNIT_SIZE : UNIT_SIZE;
}

/** Units needed = ceil(total acres × planting rate / unit size). */
export function unitsNeeded(totalAcres: number, plantingRate: number, unitSize: number): number {
  if (!(totalAcres > 0) || !(plantingRate > 0)) return 0;
  return Math.ceil((totalAcres * plantingRate) / unitSize);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Only fields with both APH and planting rate are kept. */
export function keptFields<T extends FieldRow>(fields: readonly T[]): T[] {
  return fields.filter((f) => Number(f.average_yield) > 0 && Number(f.planting_rate) > 0);
}

export function totalAcres(fields: readonly FieldRow[]): number {
  return round2(fields.reduce((sum, f) => sum + (Number(f.acres) || 0), 0));
}

/** The acre-weighted planting rate, rounded to 2 decimals. */
export function weightedPlantingRate(fields: readonly FieldRow[]): number {
  const acres = fields.reduce((sum, f) => sum + (Number(f.acres) || 0), 0);
  if (!acres) return 0;
  return round2(fields.reduce((sum, f) => sum + (Number(f.acres) || 0) * (Number(f.planting_rate) || 0), 0) / acres);
}

/** Total yield is acres × average yield, rounded (per field, summed). */
export function totalYield(fields: readonly FieldRow[]): number {
  return Math.round(fields.reduce((sum, f) => sum + (Number(f.acres) || 0) * (Number(f.average_yield) || 0), 0));
}

/** Units for a set of field rows: per-field rows use the weighted rate; a generic total row its own rate. */
export function contractUnits(contractType: ContractType | string, fields: readonly FieldRow[]): number {
  return unitsNeeded(totalAcres(fields), weightedPlantingRate(fields), unitSizeFor(contractType));
}

/** Fed-on-farm estimated bushels: headcount × 104 for dairy, × 60 for beef (and other). */
export function fedOnFarmBushels(cattleType: string, headcount: number): number {
  const perHead = cattleType === 'dairy' ? FED_ON_FARM_BUSHELS_PER_HEAD.dairy : FED_ON_FARM_BUSHELS_PER_HEAD.beef;
  return Math.max(0, headcount) * perHead;
}

/** Grain is bushel, high moisture corn is wet bushel, others are tons. */
export function unitLabel(deliveryType: DeliveryType | string): string {
  if (deliveryType === 'grain') return 'bushel';
  if (deliveryType === 'high-moisture') return 'wet bushel';
  return 'tons';
}

/** Years offered: sales year −1, 0, +1, limited to the receiver's production plans. */
export function contractYearOptions(salesYear: number, planYears: readonly number[]): number[] {
  return [salesYear - 1, salesYear, salesYear + 1].filter((year) => planYears.includes(year));
}

/** A contract year spans January 1 to December 31 (the start of the next year minus one day). */
export function contractYearSpan(year: number): { contract_start: string; contract_end: string } {
  return { contract_start: `${year}-01-01`, contract_end: `${year}-12-31` };
}

/** When dates are used, the contract year is the start date's year. */
export function contractYearFromStart(contractStart: string): number {
  return Number(contractStart.slice(0, 4));
}

export type StatusColor = 'yellow' | 'red' | 'green';

/** Yellow while waiting for signatures, red when voided or Denied, green otherwise. */
export function statusColor(state: ContractState | string): StatusColor {
  if (['pending', 'pendinggrowersigned', 'amendment_pending', 'amendmentpendinggrowersigned'].includes(state))
    return 'yellow';
  if (state === 'voided' || state.toLowerCase() === 'denied') return 'red';
  return 'green';
}
