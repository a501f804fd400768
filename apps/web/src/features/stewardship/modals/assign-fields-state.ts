import {
  sanitizeNumericInput,
  STEWARDSHIP_MESSAGES as M,
  type ActivityView,
  type AssignedField,
  type AssignFields,
  type GrowerField,
} from '@portal/domain';

/** A chosen field's editable values: acres as typed, the border rows checkbox. */
export type Choice = { acres: string; border_rows: boolean };
export type Chosen = Record<string, Choice>;

/** The activity's fields start chosen with their acres and border rows; lost fields are not offered. */
export const initialChoice = (activity: ActivityView): Chosen =>
  Object.fromEntries(
    activity.fields
      .filter((field) => !field.field_lost)
      .map((field) => [field.field_id, { acres: String(field.acres), border_rows: field.border_rows }]),
  );

export const choose = (chosen: Chosen, field: GrowerField): Chosen => ({
  ...chosen,
  [field.field_id]: { acres: String(field.acres), border_rows: field.border_rows },
});

export function unchoose(chosen: Chosen, fieldId: string): Chosen {
  const next = { ...chosen };
  delete next[fieldId];
  return next;
}

/** Ticks a farm's box: every field chosen (or none, when all were). */
export function toggleFarm(chosen: Chosen, fields: GrowerField[]): Chosen {
  const all = fields.every((field) => chosen[field.field_id]);
  return fields.reduce(
    (next, field) => (all ? unchoose(next, field.field_id) : next[field.field_id] ? next : choose(next, field)),
    chosen,
  );
}

export const editChoice = (chosen: Chosen, fieldId: string, change: Partial<Choice>): Chosen => ({
  ...chosen,
  [fieldId]: {
    ...chosen[fieldId]!,
    ...change,
    ...(change.acres !== undefined ? { acres: sanitizeNumericInput(change.acres) } : {}),
  },
});

export const totalAcres = (chosen: Chosen) =>
  Math.round(Object.values(chosen).reduce((sum, choice) => sum + (Number(choice.acres) || 0), 0) * 100) / 100;

const asAssigned = (field: GrowerField, choice: Choice): AssignedField => ({
  field_id: field.field_id,
  field_name: field.field_name,
  planting_rate: field.planting_rate,
  average_yield: field.average_yield,
  border_rows: choice.border_rows,
  acres: Number(choice.acres),
  crop_year: field.crop_year,
  // a field without a boundary becomes a point at 0,0 (spec 3, §3)
  latitude: field.latitude ?? 0,
  longitude: field.longitude ?? 0,
  is_total: false,
});

/**
 * The assign-fields body, or the spec's text when no field is chosen and filled out (acres above 0).
 * The activity's lost fields are sent as they are, so that the assignment keeps them.
 */
export function assignPayload(
  activity: ActivityView,
  growerFields: GrowerField[],
  chosen: Chosen,
): { body: AssignFields } | { error: string } {
  const picked = growerFields.filter((field) => chosen[field.field_id]);
  if (!picked.length || picked.some((field) => !(Number(chosen[field.field_id]!.acres) > 0)))
    return { error: M.selectField };
  const lost = activity.fields
    .filter((field) => field.field_lost && !chosen[field.field_id])
    .flatMap((field) => {
      const known = growerFields.find((f) => f.field_id === field.field_id);
      return known ? [asAssigned(known, { acres: String(field.acres), border_rows: field.border_rows })] : [];
    });
  return {
    body: {
      contract_id: activity.contract_id,
      sap_id: activity.display_details.grower_sap_id,
      fields: [...picked.map((field) => asAssigned(field, chosen[field.field_id]!)), ...lost],
    },
  };
}
