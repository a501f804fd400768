import {
  rowDisabled,
  STEWARDSHIP_MESSAGES as M,
  type ActivityField,
  type FieldLost,
  type Replant,
} from '@portal/domain';

// The spec's replant and field-lost checks (spec 3, §5), written here against the domain's texts until
// the domain's replant-rules.ts (the API's rules, same names and signatures) is merged; then the four
// rules below are imported from @portal/domain instead.

/** The acres input keeps digits and the dot only. */
export const acresOnly = (text: string) => text.replace(/[^\d.]/g, '');

/** The field's total planted acres (its planting block), 0 when none. */
export const plantedAcres = (field: Pick<ActivityField, 'planting'>): number =>
  Number(field.planting?.total_planted_acres ?? 0) || 0;

/** Fields that can still be replanted or lost: lost fields leave the lists. */
export const openFields = (fields: ActivityField[]) => fields.filter((field) => !field.field_lost);

/** Why a field cannot be replanted or lost: lost already, or its planting information missing. */
export function fieldLostError(field: Pick<ActivityField, 'planting' | 'field_lost'>): string | null {
  if (field.field_lost) return M.fieldAlreadyLost;
  return rowDisabled(field.planting) ? M.plantingFirst : null;
}

/** Why a replant of the typed acres is refused: planting first, above zero, not more than the planted acres. */
export function replantError(field: Pick<ActivityField, 'planting' | 'field_lost'>, typed: string): string | null {
  const refused = fieldLostError(field);
  if (refused) return refused;
  const acres = Number(typed);
  if (!typed.trim() || !Number.isFinite(acres) || acres <= 0) return M.zeroAcres;
  if (acres > plantedAcres(field)) return M.replantTooMany;
  return null;
}

/** The local calendar day as YYYY-MM-DD (the date inputs' default). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const notesOrNull = (notes: string) => notes.trim() || null;

/** The replant payload sends the field's total planted acres, not the typed value (spec 3, §5). */
export const replantPayload = (
  activityId: string,
  field: ActivityField,
  input: { date: string; notes: string },
): Replant => ({
  stewardship_id: activityId,
  field_id: field.field_id,
  replanted_date: input.date,
  acres_replanted: plantedAcres(field),
  notes: notesOrNull(input.notes),
});

/** Field lost: the acres are fixed to the field's planted acres. */
export const fieldLostPayload = (
  activityId: string,
  field: ActivityField,
  input: { date: string; notes: string },
): FieldLost => ({
  stewardship_id: activityId,
  field_id: field.field_id,
  fieldLost_date: input.date,
  acres_lost: plantedAcres(field),
  notes: notesOrNull(input.notes),
});
