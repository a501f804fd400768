import { DELIVERY_TYPES, type DeliveryType } from '../contracts/constants';
import { deliveryMonths, monthKey } from './delivery-months';

/** End product types of the monthly delivery table (spec 3, §3 and §9): the contracts' delivery types. */
export const END_PRODUCT_TYPES = DELIVERY_TYPES;
export type EndProductType = DeliveryType;

export const END_PRODUCT_LABELS: Record<EndProductType, string> = {
  grain: 'Grain',
  silage: 'Silage',
  earlage: 'Earlage',
  'high-moisture': 'High moisture corn',
};

/** Unit labels: grain bushel, high moisture corn wet bushel, others tons. */
export const END_PRODUCT_UNIT_LABELS: Record<EndProductType, string> = {
  grain: 'Bushels',
  silage: 'Tons',
  earlage: 'Tons',
  'high-moisture': 'Wet bushels',
};

/** Grain always; silage, earlage and high moisture corn too for a commercial-feed contract. */
export function endProductTypesFor(contractTypeName: string | null | undefined): readonly EndProductType[] {
  return contractTypeName === 'commercial-feed' ? END_PRODUCT_TYPES : ['grain'];
}

/** The per-acre / per-bushel toggle is shown for Fuel; other types are priced per bushel. */
export function hasPremiumToggle(contractTypeName: string | null | undefined): boolean {
  return contractTypeName === 'fuel';
}

export const PREMIUM_TYPES = ['acres', 'bushels'] as const;
export type PremiumType = (typeof PREMIUM_TYPES)[number];
export const UNIT_TYPES = ['bushels', 'acres'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

export type MonthlyUnitInput = {
  month: number;
  year: number;
  end_product_type: EndProductType;
  available_acres: number | null;
  available_units: number | null;
  premium?: number | null;
  premium_type?: PremiumType | null;
  child_plan_acres?: number | null;
  child_plan_units?: number | null;
};

const filled = (value: number | null | undefined) => typeof value === 'number' && value !== 0;

/** A row with acres and units both filled and nonzero. */
export function isFullDeliveryRow(row: MonthlyUnitInput): boolean {
  return filled(row.available_acres) && filled(row.available_units);
}

/** A row with the child acres and units pair both filled and nonzero. */
export function isCompletedChildRow(row: MonthlyUnitInput): boolean {
  return filled(row.child_plan_acres) && filled(row.child_plan_units);
}

/** Delivery rows count when acres and units are both filled and nonzero; with a parent the child pair also qualifies. */
export function isQualifyingDeliveryRow(row: MonthlyUnitInput, hasParent: boolean): boolean {
  return isFullDeliveryRow(row) || (hasParent && isCompletedChildRow(row));
}

/** Rows worth storing: anything entered in acres, units, premium or (with a parent) the child pair. */
export function isEnteredRow(row: MonthlyUnitInput, hasParent: boolean): boolean {
  return (
    filled(row.available_acres) ||
    filled(row.available_units) ||
    filled(row.premium) ||
    (hasParent && (filled(row.child_plan_acres) || filled(row.child_plan_units)))
  );
}

/** Turning the parent off clears it: child values go. */
export function clearChildValues<Row extends MonthlyUnitInput>(rows: readonly Row[]): Row[] {
  return rows.map((row) => ({ ...row, child_plan_acres: null, child_plan_units: null }));
}

/** total_child_acres and total_child_units: the sums of the child pairs. */
export function childTotals(rows: readonly MonthlyUnitInput[]): {
  total_child_acres: number;
  total_child_units: number;
} {
  return {
    total_child_acres: rows.reduce((sum, row) => sum + (row.child_plan_acres ?? 0), 0),
    total_child_units: rows.reduce((sum, row) => sum + (row.child_plan_units ?? 0), 0),
  };
}

export function rowKey(month: number, year: number, endProductType: string): string {
  return `${monthKey(month, year)}:${endProductType}`;
}

export type ParentPlanRows = {
  contract_year: number;
  monthly_units: readonly Pick<
    MonthlyUnitInput,
    'month' | 'year' | 'end_product_type' | 'available_acres' | 'available_units'
  >[];
};

/**
 * What the parent plan offers in each month of the child's table (key: rowKey).
 * Same year: the parent's row of that month. Different year: the parent's row of the same
 * calendar month, except September, which appears twice in 13 months and is zero for the
 * parent (the duplicate-month rule, spec 3 §4).
 */
export function parentAvailability(
  parent: ParentPlanRows,
  childContractYear: number,
): Map<string, { acres: number; units: number }> {
  const result = new Map<string, { acres: number; units: number }>();
  const sameYear = parent.contract_year === childContractYear;
  for (const { month, year } of deliveryMonths(childContractYear)) {
    for (const type of END_PRODUCT_TYPES) {
      const zero = !sameYear && month === 9;
      const rows = zero
        ? []
        : parent.monthly_units.filter(
            (row) => row.end_product_type === type && row.month === month && (!sameYear || row.year === year),
          );
      result.set(rowKey(month, year, type), {
        acres: rows.reduce((sum, row) => sum + (row.available_acres ?? 0), 0),
        units: rows.reduce((sum, row) => sum + (row.available_units ?? 0), 0),
      });
    }
  }
  return result;
}
