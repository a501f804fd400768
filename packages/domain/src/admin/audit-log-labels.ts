import type { FieldChange } from '../history/changes';

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

/** 'production_plan' → 'Production plan': the label of a record type or a field without its own. */
export const readableName = (name: string) => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity] ?? readableName(entity);

const MAX_VALUE = 80;

/** A stored value as a short text: empty is '—', objects as JSON, long texts cut. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/** 'Label: old → new' for one field change. */
export const changeText = ({ field, from, to }: FieldChange) =>
  `${readableName(field)}: ${valueText(from)} → ${valueText(to)}`;

const MAX_SUMMARY = 160;

/** A row without field changes: its details as 'Label: value' pairs, cut to one short line. */
export function detailsSummary(details: Record<string, unknown> | null | undefined): string {
  const text = Object.entries(details ?? {})
    .filter(([key]) => key !== 'changes')
    .map(([key, value]) => `${readableName(key)}: ${valueText(value)}`)
    .join('; ');
  return text.length > MAX_SUMMARY ? `${text.slice(0, MAX_SUMMARY - 1)}…` : text;
}

/** Every line the audit log shows for a row: its field changes, or else the summary of its details. */
export function auditChangeLines(changes: readonly FieldChange[], details: Record<string, unknown> | null): string[] {
  if (changes.length) return changes.map(changeText);
  const summary = detailsSummary(details);
  return summary ? [summary] : [];
}
