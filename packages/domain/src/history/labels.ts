import { formatDate, formatDateTime } from '../formatting/dates';
import { formatPhone, phoneKey } from '../formatting/phone';
/**
 * The labels History panels show for a record's stored fields: the labels of the record's form, so
 * that an entry reads as the screen does. A field without a label falls back to its key, spaced.
 */
export const SCALE_TICKET_FIELD_LABELS = {
  production_plan_id: 'Production plan',
  original_new_contract_id: 'Contract',
  contract_id: 'Contract',
  grower_name: 'Grower',
  scale_ticket_number: 'Ticket number',
  scale_ticket_date: 'Date',
  bill_of_landing_number: 'BOL',
  gross_quantity: 'Gross quantity',
  net_quantity: 'Net quantity',
  test_weight: 'Test weight',
  moisture: 'Moisture',
  damage: 'Damage',
  foreign_material: 'Foreign material',
  rapid_visco_analyzer: 'RVA',
  gross_lbs: 'Gross lbs',
  tar_lbs: 'Tare lbs',
  net_lbs: 'Net lbs',
  notes: 'Notes',
} as const;

const COMPANY_FIELD_LABELS: Record<string, string> = {
  company_name: 'Company name',
  company_type: 'Company type',
  country: 'Country',
  phone: 'Phone',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
  sap_id: 'SAP ID',
  salesforce_id: 'SFDC ID',
  inventory_code: 'Inventory code',
  supported_languages: 'Supported languages',
  enogen_dealer: 'Enogen Dealer',
  allow_non_enogen_contracts: 'Non Enogen Contracts',
  details_name: 'Detail name',
  details_value: 'Description',
};

const PLAN_FIELD_LABELS: Record<string, string> = {
  contract_year: 'Contract year',
  inventory_code: 'Inventory code',
  aph: 'APH',
  contract_type: 'Contract type',
  total_acres: 'Total acres',
  total_units: 'Total Bushels',
  unit_type: 'Unit type',
  premium: 'Premium',
  premium_type: 'Premium per',
  parent_production_plan_id: 'Parent plan',
  monthly_units: 'Delivery months',
  'master_agreement.en': 'Master agreement (English)',
  'master_agreement.fr': 'Master agreement (French)',
  'master_agreement.es': 'Master agreement (Spanish)',
};

const USER_FIELD_LABELS: Record<string, string> = {
  first: 'First name',
  last: 'Last name',
  phone: 'Phone',
  address1: 'Address',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip code',
};

/** The stewardship sections' forms, their cleanout flags and the replant and field-lost modals. */
const STEWARDSHIP_FIELD_LABELS: Record<string, string> = {
  total_planted_acres: 'Planted acres',
  planting_rate: 'Planting rate',
  plant_date: 'Plant date',
  crop: 'Est. bu/acre',
  planting_equipment: 'Planting equipment cleanout',
  seed_return: 'Seed return',
  total_acres: 'Harvested acres',
  harvest_date: 'Harvest date',
  total_harvest: 'Total harvest',
  yield_per_acre: 'Yield/acre',
  unit_type: 'Unit',
  storage_type: 'Storage type',
  harvest_equipment: 'Harvest equipment cleanout',
  cleanout_date: 'Cleanout date',
  capacity: 'Capacity',
  replanted_date: 'Replanted date',
  acres_replanted: 'Acres replanted',
  date_lost: 'Date lost',
  acres_lost: 'Acres lost',
  field_lost: 'Field lost',
  notes: 'Notes',
  stewards: 'Stewards',
  fields: 'Fields',
  acres: 'Acres',
  border_rows: 'Border rows',
};

/** An assignment's entry: the company (on its user's History) or the user (on its company's), and the role. */
export const ASSIGNMENT_FIELD_LABELS = { company: 'Company', user: 'User', role: 'Role' } as const;

/** The record kinds with a History panel, by their audit_log `entity`. */
export const HISTORY_FIELD_LABELS: Record<string, Record<string, string>> = {
  scale_ticket: SCALE_TICKET_FIELD_LABELS,
  company: COMPANY_FIELD_LABELS,
  production_plan: PLAN_FIELD_LABELS,
  contract_template: PLAN_FIELD_LABELS,
  user: USER_FIELD_LABELS,
  stewardship_activity: STEWARDSHIP_FIELD_LABELS,
  assignment: ASSIGNMENT_FIELD_LABELS,
};

/** A value of one row of a record (a stewardship field's planting rate): "North 40:planting_rate". */
export const rowField = (row: string, key: string) => `${row}:${key}`;

/** The label of a stored field of a record kind, as its form shows it. */
export function historyFieldLabel(entity: string, field: string): string {
  const label = HISTORY_FIELD_LABELS[entity]?.[field];
  if (label) return label;
  // a row's value reads "North 40 · Planting rate" (keys hold no colon; a row's name may)
  const colon = field.lastIndexOf(':');
  if (colon > 0) return `${field.slice(0, colon)} · ${historyFieldLabel(entity, field.slice(colon + 1))}`;
  const spaced = field.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
  'add-detail': 'Detail added',
  upload: 'Master agreement uploaded',
  invite: 'Invited',
  'invite-admin': 'Invited as administrator',
  'add-existing': 'Added (existing account)',
  accept: 'Invitation accepted',
  amend: 'Amended',
  void: 'Voided',
  sign: 'Signed',
  complete: 'Completed',
  'save-draft': 'Draft saved',
  'send-for-signing': 'Sent for signing',
  'resend-signing': 'Signing link resent',
  'decline-signing': 'Signing declined',
  signing_complete: 'Signing completed',
  'confirm-signing-contact': 'Signing contact confirmed',
  // the first password of an invited user, set through the invitation's link
  'set-password': 'Invitation accepted',
  'update-fields': 'Fields updated',
  'assign-fields': 'Fields assigned',
  'update-eal-accounts': 'EAL accounts updated',
  'stewardship-history': 'Stewardship history updated',
  'create-sso-provider': 'SSO provider created',
  'delete-sso-provider': 'SSO provider deleted',
  upsert: 'Saved',
  import: 'Imported',
  sync: 'Synced',
  link: 'Linked',
  unlink: 'Unlinked',
};

/** Actions that read otherwise on a record kind: a deleted assignment is the user removed from the company. */
const ENTITY_ACTION_LABELS: Record<string, Record<string, string>> = {
  assignment: { delete: 'Removed' },
};

/** What an entry did, in words ("Updated"); an unknown action reads as its key, spaced. */
export function historyActionLabel(action: string, entity = ''): string {
  return (
    ENTITY_ACTION_LABELS[entity]?.[action] ?? ACTION_LABELS[action] ?? historyFieldLabel('', action.replace(/-/g, '_'))
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A phone field of any record (phone, grower_phone, a row's "…:phone"): stored as digits, shown as the forms do. */
const PHONE_FIELD = /(^|[_:])phone$/;

/**
 * A stored value as a History panel shows it. The one place values are formatted, so that it can
 * follow the portal's shared formatting later: empty as an em dash, yes/no, lists joined, dates as
 * MM/DD/YYYY, numbers with separators, a phone field's digits as (605) 555-0199.
 */
export function formatHistoryValue(value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  if (Array.isArray(value)) return value.length ? value.map((item) => formatHistoryValue(item)).join(', ') : '—';
  if (typeof value === 'string') {
    if (PHONE_FIELD.test(field) && phoneKey(value)) return formatPhone(value);
    if (ISO_DATE.test(value)) return formatDate(value);
    if (ISO_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  return JSON.stringify(value);
}
