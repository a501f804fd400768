import {
  isAdjustmentTicket,
  negativeQuantities,
  SCALE_TICKET_FIELD_LABELS,
  SCALE_TICKET_MESSAGES,
  scaleTicketFieldsSchema,
  type ScaleTicket,
  type ScaleTicketFields,
} from '@portal/domain';

/** The single-ticket form as the inputs hold it (numbers as NumberInput gives them: a number or ''). */
export type TicketFormValues = {
  production_plan_id: string | null;
  /** the chosen contract's 16-digit id; choosing it sets the grower name */
  original_new_contract_id: string | null;
  grower_name: string;
  scale_ticket_number: string;
  scale_ticket_date: string;
  bill_of_landing_number: string;
  gross_quantity: number | string;
  net_quantity: number | string;
  test_weight: number | string;
  moisture: number | string;
  damage: number | string;
  foreign_material: number | string;
  /** '1' pass, '0' fail */
  rapid_visco_analyzer: string | null;
  gross_lbs: number | string;
  tar_lbs: number | string;
  net_lbs: number | string;
  notes: string;
};

type Field = keyof TicketFormValues;

/** The form's labels: the domain's (History shows a ticket's changes in them), the contract picked by its grower. */
export const TICKET_FIELD_LABELS: Record<Field, string> = {
  ...SCALE_TICKET_FIELD_LABELS,
  original_new_contract_id: 'Grower',
};

/** Required for a single ticket (spec 3, §5); RVA too, as every stored ticket is a pass or a fail. */
const REQUIRED: Field[] = [
  'production_plan_id',
  'grower_name',
  'scale_ticket_number',
  'scale_ticket_date',
  'bill_of_landing_number',
  'gross_quantity',
  'net_quantity',
  'test_weight',
  'moisture',
  'damage',
  'foreign_material',
  'rapid_visco_analyzer',
];

export function emptyTicketForm(planId: string | null): TicketFormValues {
  return {
    production_plan_id: planId,
    original_new_contract_id: null,
    grower_name: '',
    scale_ticket_number: '',
    scale_ticket_date: '',
    bill_of_landing_number: '',
    gross_quantity: '',
    net_quantity: '',
    test_weight: '',
    moisture: '',
    damage: '',
    foreign_material: '',
    rapid_visco_analyzer: null,
    gross_lbs: 0,
    tar_lbs: 0,
    net_lbs: 0,
    notes: '',
  };
}

/** A stored ticket in the form, for editing. */
export function ticketFormOf(ticket: ScaleTicket): TicketFormValues {
  return {
    production_plan_id: ticket.production_plan_id,
    original_new_contract_id: ticket.original_new_contract_id ?? null,
    grower_name: ticket.grower_name,
    scale_ticket_number: ticket.scale_ticket_number,
    scale_ticket_date: ticket.scale_ticket_date.slice(0, 10),
    bill_of_landing_number: ticket.bill_of_landing_number,
    gross_quantity: ticket.gross_quantity,
    net_quantity: ticket.net_quantity,
    test_weight: ticket.test_weight,
    moisture: ticket.moisture,
    damage: ticket.damage,
    foreign_material: ticket.foreign_material,
    rapid_visco_analyzer: String(ticket.rapid_visco_analyzer),
    gross_lbs: ticket.gross_lbs,
    tar_lbs: ticket.tar_lbs,
    net_lbs: ticket.net_lbs,
    notes: ticket.notes ?? '',
  };
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
const number = (value: number | string) => (blank(value) ? undefined : Number(value));

/** The form's values as the wire fields (not yet validated). */
function toRawFields(values: TicketFormValues) {
  return {
    grower_name: values.grower_name,
    original_new_contract_id: values.original_new_contract_id,
    scale_ticket_number: values.scale_ticket_number,
    scale_ticket_date: values.scale_ticket_date,
    bill_of_landing_number: values.bill_of_landing_number,
    gross_quantity: number(values.gross_quantity),
    net_quantity: number(values.net_quantity),
    test_weight: number(values.test_weight),
    moisture: number(values.moisture),
    damage: number(values.damage),
    foreign_material: number(values.foreign_material),
    rapid_visco_analyzer: blank(values.rapid_visco_analyzer) ? undefined : Number(values.rapid_visco_analyzer),
    // optional, 0 when left empty
    gross_lbs: number(values.gross_lbs) ?? 0,
    tar_lbs: number(values.tar_lbs) ?? 0,
    net_lbs: number(values.net_lbs) ?? 0,
    notes: values.notes.trim() || null,
  };
}

/**
 * The form's errors, field → message: the required fields first, then the domain rules the API
 * validates with (so the browser refuses what the server would): the schema, and non-negative
 * quantities unless the ticket edited is a transfer or a zero-out.
 */
export function validateTicketForm(
  values: TicketFormValues,
  ticket?: ScaleTicket | null,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of REQUIRED) if (blank(values[field])) errors[field] = `${TICKET_FIELD_LABELS[field]} is required`;
  const raw = toRawFields(values);
  if (!ticket || !isAdjustmentTicket(ticket)) {
    const quantities = Object.fromEntries(
      Object.entries(raw).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
    for (const field of negativeQuantities(quantities)) errors[field] ??= SCALE_TICKET_MESSAGES.negativeQuantity;
  }
  const parsed = scaleTicketFieldsSchema.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= `Please enter a valid ${TICKET_FIELD_LABELS[field]?.toLowerCase() ?? String(field)}`;
    }
  // the grower is chosen through its contract
  if (errors.grower_name) errors.original_new_contract_id ??= errors.grower_name;
  return errors;
}

/** The validated wire fields of a form that `validateTicketForm` passed. */
export function ticketFieldsOf(values: TicketFormValues): ScaleTicketFields {
  return scaleTicketFieldsSchema.parse(toRawFields(values));
}
