import { rowDisabled } from './completeness';
import { STEWARDSHIP_MESSAGES as M } from './messages';
import type { ActivityField, FieldLost, Replant } from './stewardship.schema';

/** The field's total planted acres (its planting block), 0 when not recorded. */
export const plantedAcres = (field: Pick<ActivityField, 'planting'>): number => {
  const acres = Number(field.planting?.total_planted_acres ?? 0);
  return Number.isFinite(acres) ? acres : 0;
};

/** The fields a replant or field-lost modal offers: a lost field is final and leaves the lists. */
export const openFields = <F extends Pick<ActivityField, 'field_lost'>>(fields: readonly F[]): F[] =>
  fields.filter((field) => !field.field_lost);

const pad = (n: number) => String(n).padStart(2, '0');

/** The replant and field-lost date's default (spec 3, §5): today, the user's local calendar day (YYYY-MM-DD). */
export const eventDateDefault = (now = new Date()): string =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

/** Why a field cannot be marked lost (spec 3, §5), or null: planting first, and a lost field is final. */
export function fieldLostError(field: Pick<ActivityField, 'planting' | 'field_lost'>): string | null {
  if (field.field_lost) return M.fieldAlreadyLost;
  if (rowDisabled(field.planting)) return M.plantingFirst;
  return null;
}

/**
 * Why a replant of `acres` (the typed value) is refused, or null (spec 3, §5): planting information
 * first, zero acres, then more than the field's planted acres.
 */
export function replantError(
  field: Pick<ActivityField, 'planting' | 'field_lost'>,
  acres: number | string,
): string | null {
  const refused = fieldLostError(field);
  if (refused) return refused;
  const typed = typeof acres === 'number' ? acres : Number(String(acres).trim() || 'NaN');
  if (!Number.isFinite(typed) || typed <= 0) return M.zeroAcres;
  if (typed > plantedAcres(field)) return M.replantTooMany;
  return null;
}

type EventInput = { date: string; notes?: string | null };

/** The replant payload: acres_replanted carries the field's total planted acres, not the typed value. */
export function replantPayload(stewardshipId: string, field: ActivityField, input: EventInput): Replant {
  return {
    stewardship_id: stewardshipId,
    field_id: field.field_id,
    replanted_date: input.date,
    acres_replanted: plantedAcres(field),
    notes: input.notes?.trim() ? input.notes.trim() : null,
  };
}

/** The field-lost payload: acres are fixed to the field's planted acres. */
export function fieldLostPayload(stewardshipId: string, field: ActivityField, input: EventInput): FieldLost {
  return {
    stewardship_id: stewardshipId,
    field_id: field.field_id,
    fieldLost_date: input.date,
    acres_lost: plantedAcres(field),
    notes: input.notes?.trim() ? input.notes.trim() : null,
  };
}
