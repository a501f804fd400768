import { prefixSapId } from '../formatting/search-terms';
import { parseSheetDate } from '../uploads/sheet-date';
import { TRAINING_UPLOAD_MAX_ROWS, type CompanyTrainingInput } from './training.schema';
import type { HeaderAliases } from '../uploads/headers';
import { UPLOAD_TEXTS } from '../uploads/messages';
import { missingFieldLines, type SheetUpload } from '../uploads/sheet-upload';

export type TrainingKey =
  'company_sap_id' | 'company_name' | 'training_year' | 'training_date' | 'contact_name' | 'contact_email';

/** Stewardship training list columns and their other names. */
export const TRAINING_HEADERS: HeaderAliases<TrainingKey> = {
  company_sap_id: ['Company SAP ID', 'SAP ID', 'SAP', 'Reseller SAP', 'Reseller SAP ID', 'FSAP', 'Reseller FSAP'],
  company_name: ['Company Name', 'Company', 'Reseller Name', 'Reseller'],
  training_year: ['Training Year', 'Year', 'Contract Year'],
  training_date: ['Training Date', 'Date', 'Completion Date', 'Completed'],
  contact_name: ['Contact Name', 'Contact', 'Trainee', 'Trainee Name'],
  contact_email: ['Contact Email', 'Contact E-mail', 'Email', 'E-mail', 'Trainee Email'],
};

export const TRAINING_LABELS: Record<TrainingKey, string> = {
  company_sap_id: 'Company SAP ID',
  company_name: 'Company Name',
  training_year: 'Training Year',
  training_date: 'Training Date',
  contact_name: 'Contact Name',
  contact_email: 'Contact Email',
};

export const TRAINING_UPLOAD_TEXTS = {
  invalidDates: 'INVALID DATE FOUND',
  success: 'training uploaded successfully',
} as const;

export type CheckedTrainingRow = {
  row: number;
  values: Record<TrainingKey, string>;
  doc: CompanyTrainingInput;
  missing: TrainingKey[];
  invalidDate: boolean;
  duplicate: boolean;
};

export type TrainingCheck = {
  rows: CheckedTrainingRow[];
  missing: { row: number; fields: string[] }[];
  duplicates: { company_sap_id: string; training_year: number; rows: number[] }[];
  invalidDates: { row: number; value: string }[];
  issueCount: number;
};

/**
 * Checks a stewardship training list: SAP id and company name are required, and a year (the
 * Training Year column, or the year of the Training Date); dates must be real; an 8-digit SAP id
 * gets the 00 prefix; the same company and year twice is a duplicate. Uploaded rows mark the
 * company's training complete (active).
 */
export function checkTrainingRows(records: readonly Record<TrainingKey, string>[]): TrainingCheck {
  const seen = new Map<string, number[]>();
  const rows = records.map((values, index): CheckedTrainingRow => {
    const row = index + 2;
    const date = values.training_date ? parseSheetDate(values.training_date) : null;
    const invalidDate = Boolean(values.training_date) && !date;
    const yearText = values.training_year || (date ? date.slice(0, 4) : '');
    const year = /^\d{4}$/.test(yearText.trim()) ? Number(yearText) : NaN;
    const missing: TrainingKey[] = [];
    if (!values.company_sap_id) missing.push('company_sap_id');
    if (!values.company_name) missing.push('company_name');
    if (Number.isNaN(year) && !invalidDate) missing.push('training_year');
    const doc: CompanyTrainingInput = {
      company_sap_id: prefixSapId(values.company_sap_id),
      company_name: values.company_name,
      training_year: year,
      active: true,
      contact_name: values.contact_name || null,
      contact_email: values.contact_email ? values.contact_email.toLowerCase() : null,
    };
    if (!missing.length && !invalidDate) {
      const key = `${doc.company_sap_id}|${year}`;
      seen.set(key, [...(seen.get(key) ?? []), row]);
    }
    return { row, values, doc, missing, invalidDate, duplicate: false };
  });
  const duplicates = [...seen.entries()]
    .filter(([, at]) => at.length > 1)
    .map(([key, at]) => {
      const [company_sap_id, year] = key.split('|') as [string, string];
      return { company_sap_id, training_year: Number(year), rows: at };
    });
  const duplicateRows = new Set(duplicates.flatMap((d) => d.rows));
  for (const row of rows) row.duplicate = duplicateRows.has(row.row);
  const missing = rows
    .filter((r) => r.missing.length)
    .map((r) => ({ row: r.row, fields: r.missing.map((k) => TRAINING_LABELS[k]) }));
  const invalidDates = rows.filter((r) => r.invalidDate).map((r) => ({ row: r.row, value: r.values.training_date }));
  return {
    rows,
    missing,
    duplicates,
    invalidDates,
    issueCount: missing.length + duplicates.length + invalidDates.length,
  };
}

/** The stewardship training list (/company/upload-companies-training): preview, issues, the documents to save. */
export const COMPANY_TRAINING_UPLOAD: SheetUpload<TrainingKey, CompanyTrainingInput> = {
  headers: TRAINING_HEADERS,
  labels: TRAINING_LABELS,
  requiredColumns: ['company_sap_id', 'company_name', ['training_year', 'training_date']],
  previewColumns: (Object.keys(TRAINING_LABELS) as TrainingKey[]).map((key) => ({ key, label: TRAINING_LABELS[key] })),
  maxRows: TRAINING_UPLOAD_MAX_ROWS,
  check: (records) => {
    const check = checkTrainingRows(records);
    return {
      rows: check.rows.map((r) => ({
        row: r.row,
        cells: {
          ...r.values,
          company_sap_id: r.doc.company_sap_id,
          training_year: Number.isNaN(r.doc.training_year) ? r.values.training_year : String(r.doc.training_year),
        },
        flagged: r.invalidDate ? [...r.missing, 'training_date'] : r.missing,
        issue: r.missing.length || r.invalidDate ? 'missing' : r.duplicate ? 'duplicate' : null,
      })),
      items: check.rows.map((r) => r.doc),
      sections: [
        { title: UPLOAD_TEXTS.missingData, lines: missingFieldLines(check.missing) },
        {
          title: UPLOAD_TEXTS.duplicates,
          lines: check.duplicates.map((d) => `Rows ${d.rows.join(', ')}: ${d.company_sap_id}, ${d.training_year}`),
        },
        { title: TRAINING_UPLOAD_TEXTS.invalidDates, lines: check.invalidDates.map((d) => `Row ${d.row}: ${d.value}`) },
      ],
    };
  },
};
