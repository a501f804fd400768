import type { FieldChange } from '../history/changes';
import { formatHistoryValue, historyFieldLabel } from '../history/labels';

/** Readable names of the record types the portal audits (audit_log.entity). */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  account_lead: 'Account lead',
  assignment: 'Assignment',
  company: 'Company',
  company_training: 'Company training',
  contract: 'Contract',
  contract_draft: 'Contract draft',
  contract_template: 'Master agreement',
  grower: 'Grower',
  planting_and_harvest_date: 'Planting and harvest dates',
  production_plan: 'Production plan',
  program: 'Program',
  program_assignment: 'Program assignment',
  role: 'Role',
  sales_year: 'Sales year',
  scale_ticket: 'Scale ticket',
  scale_ticket_column_mapping: 'Scale ticket columns',
  stewardship_activity: 'Stewardship activity',
  storage_location: 'Storage location',
  survey_code: 'Survey code',
  training_video: 'Training video',
  user: 'User',
};

/** A record type in words ('Production plan'); one without a label reads as its name, spaced. */
export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? historyFieldLabel('', entity);

const MAX_VALUE = 80;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A stored value as a short text, formatted as History panels show it (formatHistoryValue), long texts cut. */
export const valueText = (value: unknown, field?: string): string => cut(formatHistoryValue(value, field), MAX_VALUE);

/** 'Label: old → new' for one field change, in the labels of the record's form (historyFieldLabel). */
export const changeText = (entity: string, { field, from, to }: FieldChange) =>
  `${historyFieldLabel(entity, field)}: ${valueText(from, field)} → ${valueText(to, field)}`;

const MAX_SUMMARY = 160;

/** A row without field changes: its details as 'Label: value' pairs, cut to one short line. */
export function detailsSummary(entity: string, details: Record<string, unknown> | null | undefined): string {
  const text = Object.entries(details ?? {})
    .filter(([key]) => key !== 'changes')
    .map(([key, value]) => `${historyFieldLabel(entity, key)}: ${valueText(value, key)}`)
    .join('; ');
  return cut(text, MAX_SUMMARY);
}

/** Every line the audit log shows for a row: its field changes, or else the summary of its details. */
export function auditChangeLines(entry: {
  entity: string;
  changes: readonly FieldChange[];
  details: Record<string, unknown> | null;
}): string[] {
  if (entry.changes.length) return entry.changes.map((change) => changeText(entry.entity, change));
  const summary = detailsSummary(entry.entity, entry.details);
  return summary ? [summary] : [];
}
