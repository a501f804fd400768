import type { HeaderAliases } from '../uploads/headers';
import { UPLOAD_TEXTS } from '../uploads/messages';
import { missingFieldLines, type SheetUpload } from '../uploads/sheet-upload';
import { parseSheetDate } from '../uploads/sheet-date';
import { SCALE_TICKET_LIMITS, SCALE_TICKET_MESSAGES } from './messages';
import type { ScaleTicketFields } from './scale-ticket.schema';
import { ticketIdentityKey } from './ticket-identity';

export type ScaleTicketKey =
  | 'grower_name'
  | 'original_new_contract_id'
  | 'scale_ticket_date'
  | 'scale_ticket_number'
  | 'bill_of_landing_number'
  | 'gross_lbs'
  | 'tar_lbs'
  | 'net_lbs'
  | 'gross_quantity'
  | 'net_quantity'
  | 'test_weight'
  | 'moisture'
  | 'foreign_material'
  | 'damage'
  | 'rapid_visco_analyzer';

/** The canonical columns (spec 3, §5) and the names receivers' scale systems give them. */
export const SCALE_TICKET_HEADERS: HeaderAliases<ScaleTicketKey> = {
  grower_name: [
    'Grower',
    'Grower Name',
    'Farmer',
    'Farmer Name',
    'Producer',
    'Producer Name',
    'Customer',
    'Customer Name',
    'Seller',
    'Account Name',
  ],
  original_new_contract_id: [
    'Contract Number',
    'Contract',
    'Contract #',
    'Contract No',
    'Contract ID',
    'Contract Num',
    'New Contract ID',
  ],
  scale_ticket_date: [
    'Date',
    'Ticket Date',
    'Scale Ticket Date',
    'Scale Date',
    'Delivery Date',
    'Date In',
    'Load Date',
    'Received Date',
    'Receive Date',
  ],
  scale_ticket_number: [
    'Ticket Number',
    'Ticket #',
    'Ticket No',
    'Ticket Num',
    'Ticket',
    'Tkt',
    'Tkt #',
    'Tkt No',
    'Scale Ticket',
    'Scale Ticket Number',
    'Scale Ticket #',
    'Load Number',
    'Load #',
  ],
  bill_of_landing_number: [
    'BOL',
    'BOL #',
    'BOL No',
    'BOL Number',
    'B/L',
    'B/L #',
    'B/L No',
    'Bill of Lading',
    'Bill of Lading #',
    'Bill of Lading Number',
    'Bill of Landing',
    'Bill of Landing Number',
    'Lading Number',
  ],
  gross_lbs: ['Gross Weight', 'Gross Wt', 'Gross Lbs', 'Gross Lb', 'Gross Pounds', 'Gross Weight (lbs)', 'Gross (lbs)'],
  tar_lbs: ['Tare', 'Tare Weight', 'Tare Wt', 'Tare Lbs', 'Tare Lb', 'Tare Pounds', 'Tar Lbs', 'Tare Weight (lbs)'],
  net_lbs: ['Net Weight', 'Net Wt', 'Net Lbs', 'Net Lb', 'Net Pounds', 'Net Weight (lbs)', 'Net (lbs)'],
  gross_quantity: ['Gross Qty', 'Gross Quantity', 'Gross Bushels', 'Gross Bu', 'Gross Units', 'Gross'],
  net_quantity: ['Net Qty', 'Net Quantity', 'Net Bushels', 'Net Bu', 'Net Units', 'Dry Bushels', 'Net'],
  test_weight: ['Test Weight', 'TW', 'T/W', 'TWT', 'Test Wt', 'Test Weight (lb/bu)', 'Bushel Weight'],
  moisture: ['MST', 'Moisture', 'Moist', 'Moisture %', 'MST %', 'Moisture (%)', 'H2O'],
  foreign_material: ['FM', 'Foreign Material', 'Foreign Matter', 'FM %', 'BCFM', 'Foreign Material (%)'],
  damage: ['DMG', 'Damage', 'Damaged', 'Total Damage', 'DMG %', 'Damage %', 'Damage (%)', 'DKT'],
  rapid_visco_analyzer: ['RVA', 'Rapid Visco Analyzer', 'Rapid Visco', 'RVA Result', 'RVA Pass', 'RVA Test'],
};

/** The canonical column names (spec 3, §5), for the preview and the issue lines. */
export const SCALE_TICKET_LABELS: Record<ScaleTicketKey, string> = {
  grower_name: 'Grower',
  original_new_contract_id: 'Contract Number',
  scale_ticket_date: 'Date',
  scale_ticket_number: 'Ticket Number',
  bill_of_landing_number: 'BOL',
  gross_lbs: 'Gross Weight',
  tar_lbs: 'Tare',
  net_lbs: 'Net Weight',
  gross_quantity: 'Gross Qty',
  net_quantity: 'Net Qty',
  test_weight: 'Test Weight',
  moisture: 'MST',
  foreign_material: 'FM',
  damage: 'DMG',
  rapid_visco_analyzer: 'RVA',
};

/** Every row needs these (spec 3, §5). */
export const SCALE_TICKET_REQUIRED: readonly ScaleTicketKey[] = [
  'bill_of_landing_number',
  'scale_ticket_date',
  'grower_name',
  'scale_ticket_number',
  'net_quantity',
  'foreign_material',
  'gross_quantity',
  'moisture',
  'damage',
  'test_weight',
  'rapid_visco_analyzer',
];

/** Readings (test weight, moisture, FM, damage) cannot be negative; quantities can (transfers, zero-outs). */
const READINGS = new Set<ScaleTicketKey>(['test_weight', 'moisture', 'foreign_material', 'damage']);
const NUMBER_KEYS: readonly ScaleTicketKey[] = [
  'gross_lbs',
  'tar_lbs',
  'net_lbs',
  'gross_quantity',
  'net_quantity',
  ...READINGS,
];

/** A number from a cell: '1,234.5', ' 12 %', '$3' → 1234.5, 12, 3; null when it is not one. */
export function parseQuantity(value: string): number | null {
  const text = value.replace(/[,\s%$]/g, '');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
  return Number(text);
}

/** RVA as stored: 1 = pass, 0 = fail; a number below 1 is 0 (spec 3, §5); null when unreadable. */
export function parseRva(value: string): 0 | 1 | null {
  const text = value.trim().toLowerCase();
  if (['pass', 'passed', 'p', 'yes', 'y', 'true'].includes(text)) return 1;
  if (['fail', 'failed', 'f', 'no', 'n', 'false'].includes(text)) return 0;
  const number = parseQuantity(text);
  if (number === null) return null;
  return number < 1 ? 0 : 1;
}

export type CheckedTicketRow = {
  /** the row's number in the file (the header is row 1) */
  row: number;
  values: Record<ScaleTicketKey, string>;
  ticket: ScaleTicketFields;
  /** required cells that are empty */
  missing: ScaleTicketKey[];
  /** cells with a value that is not a number, RVA or date */
  invalid: ScaleTicketKey[];
  invalidDate: boolean;
  duplicate: boolean;
};

export type ScaleTicketCheck = {
  rows: CheckedTicketRow[];
  missing: { row: number; fields: string[] }[];
  duplicates: { key: string; rows: number[]; ticket: string }[];
  invalidDates: { row: number; value: string }[];
};

/** Checks a scale ticket file's rows: required cells, numbers, RVA, dates, and repeated tickets. */
export function checkScaleTicketRows(records: readonly Record<ScaleTicketKey, string>[]): ScaleTicketCheck {
  const seen = new Map<string, number[]>();
  const rows = records.map((values, index): CheckedTicketRow => {
    const row = index + 2;
    const missing = SCALE_TICKET_REQUIRED.filter((key) => !values[key]);
    const invalid: ScaleTicketKey[] = [];
    const quantities: Partial<Record<ScaleTicketKey, number>> = {};
    for (const key of NUMBER_KEYS) {
      const text = values[key];
      const parsed = text ? parseQuantity(text) : 0;
      if (parsed === null || (parsed < 0 && READINGS.has(key))) invalid.push(key);
      quantities[key] = parsed ?? 0;
    }
    const rva = values.rapid_visco_analyzer ? parseRva(values.rapid_visco_analyzer) : 0;
    if (rva === null) invalid.push('rapid_visco_analyzer');
    const date = values.scale_ticket_date ? parseSheetDate(values.scale_ticket_date) : null;
    const invalidDate = Boolean(values.scale_ticket_date) && !date;
    const ticket = {
      grower_name: values.grower_name,
      original_new_contract_id: values.original_new_contract_id || null,
      scale_ticket_number: values.scale_ticket_number,
      scale_ticket_date: date ?? values.scale_ticket_date,
      bill_of_landing_number: values.bill_of_landing_number,
      ...quantities,
      rapid_visco_analyzer: rva ?? 0,
      notes: null,
    } as ScaleTicketFields;
    if (!missing.length && !invalidDate) {
      const key = ticketIdentityKey(ticket);
      const at = seen.get(key);
      if (at) at.push(row);
      else seen.set(key, [row]);
    }
    return { row, values, ticket, missing, invalid, invalidDate, duplicate: false };
  });
  const duplicates = [...seen.entries()]
    .filter(([, at]) => at.length > 1)
    .map(([key, at]) => ({ key, rows: at, ticket: rows[at[0]! - 2]!.values.scale_ticket_number }));
  for (const d of duplicates) for (const at of d.rows) rows[at - 2]!.duplicate = true;
  const missing = rows
    .filter((r) => r.missing.length || r.invalid.length)
    .map((r) => ({
      row: r.row,
      fields: [
        ...r.missing.map((key) => SCALE_TICKET_LABELS[key]),
        ...r.invalid.map((key) => `${SCALE_TICKET_LABELS[key]} (invalid)`),
      ],
    }));
  const invalidDates = rows
    .filter((r) => r.invalidDate)
    .map((r) => ({ row: r.row, value: r.values.scale_ticket_date }));
  return { rows, missing, duplicates, invalidDates };
}

/** The columns the preview shows, in the canonical order. */
const PREVIEW_KEYS = Object.keys(SCALE_TICKET_LABELS) as ScaleTicketKey[];

/** The scale ticket file (upload page and the plan's upload tab): preview, the three issue sections, the tickets. */
export const SCALE_TICKET_UPLOAD: SheetUpload<ScaleTicketKey, ScaleTicketFields> = {
  headers: SCALE_TICKET_HEADERS,
  labels: SCALE_TICKET_LABELS,
  requiredColumns: SCALE_TICKET_REQUIRED,
  previewColumns: PREVIEW_KEYS.map((key) => ({ key, label: SCALE_TICKET_LABELS[key] })),
  previewLimit: 500,
  maxRows: SCALE_TICKET_LIMITS.maxRowsPerFile,
  check: (records) => {
    const check = checkScaleTicketRows(records);
    return {
      rows: check.rows.map((r) => ({
        row: r.row,
        cells: {
          ...r.values,
          scale_ticket_date: r.invalidDate ? r.values.scale_ticket_date : r.ticket.scale_ticket_date,
          rapid_visco_analyzer: r.invalid.includes('rapid_visco_analyzer')
            ? r.values.rapid_visco_analyzer
            : r.values.rapid_visco_analyzer && String(r.ticket.rapid_visco_analyzer),
        },
        flagged: [...r.missing, ...r.invalid, ...(r.invalidDate ? (['scale_ticket_date'] as const) : [])],
        issue:
          r.missing.length || r.invalid.length
            ? 'missing'
            : r.invalidDate
              ? 'invalid'
              : r.duplicate
                ? 'duplicate'
                : null,
      })),
      items: check.rows.map((r) => r.ticket),
      sections: [
        { title: UPLOAD_TEXTS.missingData, lines: missingFieldLines(check.missing) },
        {
          title: UPLOAD_TEXTS.duplicates,
          lines: check.duplicates.map((d) => `Rows ${d.rows.join(', ')}: ticket ${d.ticket}`),
        },
        {
          title: SCALE_TICKET_MESSAGES.invalidDate,
          lines: check.invalidDates.map((d) => `Row ${d.row}: ${d.value}`),
        },
      ],
    };
  },
};
