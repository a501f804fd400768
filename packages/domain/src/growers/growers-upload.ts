import { z } from 'zod';
import { STORAGE_TYPES } from '../contracts/constants';
import { CONTRACT_MESSAGES as M } from '../contracts/messages';
import { prefixSapId } from '../formatting/search-terms';
import type { HeaderAliases } from '../uploads/headers';
import type { SheetUpload } from '../uploads/sheet-upload';

/**
 * The admin grower import (/company/upload-growers): one row per field, the grower repeated on
 * each of its rows; a row may also carry one storage location. Growers are matched by SAP id,
 * farms by name within the grower, fields by name within the farm, storage by name within the grower.
 */
export type GrowerImportKey =
  | 'grower_name'
  | 'sap_id'
  | 'grower_sfdc_id'
  | 'first'
  | 'last'
  | 'address'
  | 'address2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'phone'
  | 'email'
  | 'reseller_sap_id'
  | 'farm_name'
  | 'field_name'
  | 'acres'
  | 'planting_rate'
  | 'average_yield'
  | 'border_rows'
  | 'crop_year'
  | 'latitude'
  | 'longitude'
  | 'storage_name'
  | 'storage_capacity'
  | 'storage_type'
  | 'storage_latitude'
  | 'storage_longitude';

export const GROWER_IMPORT_HEADERS: HeaderAliases<GrowerImportKey> = {
  grower_name: ['Grower Name', 'Grower', 'Account Name'],
  sap_id: ['Grower SAP ID', 'Grower SAP', 'SAP ID', 'SAP'],
  grower_sfdc_id: ['Salesforce ID', 'SFDC ID', 'SFDC', 'Grower SFDC ID'],
  first: ['First Name', 'First'],
  last: ['Last Name', 'Last'],
  address: ['Address', 'Address 1', 'Street'],
  address2: ['Address 2'],
  city: ['City'],
  state: ['State', 'Province', 'State/Province'],
  zipcode: ['Zip', 'Zip Code', 'Postal Code', 'Zipcode'],
  phone: ['Phone', 'Phone Number'],
  email: ['Email', 'E-mail', 'Email Address'],
  reseller_sap_id: ['Reseller SAP ID', 'Reseller SAP', 'Reseller FSAP', 'FSAP'],
  farm_name: ['Farm Name', 'Farm'],
  field_name: ['Field Name', 'Field'],
  acres: ['Acres', 'Field Acres'],
  planting_rate: ['Planting Rate', 'Seeding Rate'],
  average_yield: ['Average Yield', 'APH', 'Average Yield (APH)'],
  border_rows: ['Border Rows'],
  crop_year: ['Crop Year', 'Year'],
  latitude: ['Latitude', 'Field Latitude', 'Lat'],
  longitude: ['Longitude', 'Field Longitude', 'Long', 'Lng'],
  storage_name: ['Storage Name', 'Storage Location', 'Storage'],
  storage_capacity: ['Storage Capacity', 'Capacity'],
  storage_type: ['Storage Type'],
  storage_latitude: ['Storage Latitude'],
  storage_longitude: ['Storage Longitude'],
};

export const GROWER_IMPORT_LABELS: Record<GrowerImportKey, string> = {
  grower_name: 'Grower Name',
  sap_id: 'Grower SAP ID',
  grower_sfdc_id: 'Salesforce ID',
  first: 'First Name',
  last: 'Last Name',
  address: 'Address',
  address2: 'Address 2',
  city: 'City',
  state: 'State',
  zipcode: 'Zip Code',
  phone: 'Phone',
  email: 'Email',
  reseller_sap_id: 'Reseller SAP ID',
  farm_name: 'Farm Name',
  field_name: 'Field Name',
  acres: 'Acres',
  planting_rate: 'Planting Rate',
  average_yield: 'Average Yield',
  border_rows: 'Border Rows',
  crop_year: 'Crop Year',
  latitude: 'Latitude',
  longitude: 'Longitude',
  storage_name: 'Storage Name',
  storage_capacity: 'Storage Capacity',
  storage_type: 'Storage Type',
  storage_latitude: 'Storage Latitude',
  storage_longitude: 'Storage Longitude',
};

export const GROWER_IMPORT_REQUIRED: readonly GrowerImportKey[] = ['grower_name', 'sap_id', 'reseller_sap_id'];
export const GROWER_IMPORT_MAX_ROWS = 5000;
/** Request limit of the import: 1.5 KiB a row, twice a row with every column filled with typical values. */
export const GROWER_IMPORT_BODY_LIMIT = GROWER_IMPORT_MAX_ROWS * 1536;

export const GROWER_IMPORT_TEXTS = {
  title: 'Upload Growers',
  invalid: 'INVALID DATA',
  saved: (growers: number, fields: number) => `Growers successfully imported: ${growers} grower(s), ${fields} field(s)`,
  unknownReseller: 'No reseller company has this SAP ID',
  fieldIncomplete: 'A field needs a farm name, a field name and acres',
  storageIncomplete: 'A storage location needs a name, a capacity, a latitude and a longitude',
  conflictingGrower: 'The same grower SAP ID appears with different grower names',
} as const;

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const text = (max = 200) => z.preprocess((v) => (blank(v) ? null : String(v).trim()), z.string().max(max).nullable());
const requiredText = (message: string, max = 200) =>
  z.preprocess((v) => (blank(v) ? undefined : String(v).trim()), z.string(message).min(1, message).max(max));
const numberCell = (message: string, check: (n: number) => boolean) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'number' ? v : Number(String(v).replace(/,/g, '').trim())),
    z.number(message).refine(check, message).nullable(),
  );
const yes = /^(y|yes|true|1|x)$/i;

type LandCells = Partial<
  Record<
    | 'farm_name'
    | 'field_name'
    | 'acres'
    | 'storage_name'
    | 'storage_capacity'
    | 'storage_latitude'
    | 'storage_longitude',
    unknown
  >
>;

/** A row with any field cell needs farm, field and acres; with any storage cell, the whole storage location. */
function landIssues(row: LandCells): { column: GrowerImportKey; message: string }[] {
  const has = (key: keyof LandCells) => !blank(row[key]);
  const issues: { column: GrowerImportKey; message: string }[] = [];
  const field = ['farm_name', 'field_name', 'acres'] as const;
  if (field.some(has) && !field.every(has))
    issues.push({ column: 'field_name', message: GROWER_IMPORT_TEXTS.fieldIncomplete });
  const storage = ['storage_name', 'storage_capacity', 'storage_latitude', 'storage_longitude'] as const;
  if (storage.some(has) && !storage.every(has))
    issues.push({ column: 'storage_name', message: GROWER_IMPORT_TEXTS.storageIncomplete });
  return issues;
}

/** One import row as the API accepts it (cells may still be strings as read from the file). */
export const growerImportRowSchema = z
  .object({
    grower_name: requiredText('Please provide the grower name'),
    sap_id: requiredText('Please provide the grower SAP ID', 20).transform(prefixSapId),
    grower_sfdc_id: text(50),
    first: text(),
    last: text(),
    address: text(),
    address2: text(),
    city: text(100),
    state: text(100),
    zipcode: text(20),
    phone: text(30),
    email: z.preprocess(
      (v) => (blank(v) ? null : String(v).trim().toLowerCase()),
      z.email('Please enter a valid email address').max(254).nullable(),
    ),
    reseller_sap_id: requiredText('Please provide the reseller SAP ID', 20).transform(prefixSapId),
    farm_name: text(),
    field_name: text(),
    acres: numberCell('Acres must be a number of at least 0', (n) => n >= 0),
    planting_rate: numberCell(
      'Planting rate must be a whole number of at least 0',
      (n) => Number.isInteger(n) && n >= 0,
    ),
    average_yield: numberCell(
      'Average yield must be a whole number of at least 0',
      (n) => Number.isInteger(n) && n >= 0,
    ),
    border_rows: z.preprocess((v) => (typeof v === 'boolean' ? v : yes.test(String(v ?? '').trim())), z.boolean()),
    crop_year: numberCell('Crop year must be a year', (n) => Number.isInteger(n) && n >= 1900 && n <= 2200),
    latitude: numberCell(M.latitude, (n) => n > -90 && n < 90),
    longitude: numberCell(M.longitude, (n) => n > -180 && n < 180),
    storage_name: text(),
    storage_capacity: numberCell('Storage capacity must be a number of at least 0', (n) => n >= 0),
    storage_type: z.preprocess(
      (v) =>
        blank(v) ? null : (STORAGE_TYPES.find((t) => t.toLowerCase() === String(v).trim().toLowerCase()) ?? String(v)),
      z.enum(STORAGE_TYPES, `Storage type must be one of ${STORAGE_TYPES.join(', ')}`).nullable(),
    ),
    storage_latitude: numberCell(M.latitude, (n) => n > -90 && n < 90),
    storage_longitude: numberCell(M.longitude, (n) => n > -180 && n < 180),
  })
  .superRefine((row, ctx) => {
    for (const issue of landIssues(row)) ctx.addIssue({ code: 'custom', path: [issue.column], message: issue.message });
  });
export type GrowerImportRow = z.output<typeof growerImportRowSchema>;

export const growerImportSchema = z.object({
  rows: z.array(z.record(z.string(), z.unknown())).min(1, 'The file has no rows').max(GROWER_IMPORT_MAX_ROWS),
});

/**
 * The import through an upload session (POST /api/growers/uploads, PUT …/chunks/{index}, POST …/commit):
 * chunks of GROWER_UPLOAD_CHUNK_ROWS rows, each row as in one POST, so the page shows rows stored.
 */
export const GROWER_UPLOAD_CHUNK_ROWS = 1000;
export const GROWER_UPLOAD_CHUNK_BODY_LIMIT = GROWER_UPLOAD_CHUNK_ROWS * 1536;
export const growerUploadStartSchema = z.object({ total_rows: z.number().int().min(1).max(GROWER_IMPORT_MAX_ROWS) });
export const growerUploadChunkSchema = z.object({
  rows: growerImportSchema.shape.rows.max(GROWER_UPLOAD_CHUNK_ROWS),
});

/** What an import created or updated. */
export const growerImportResultSchema = z.object({
  growers: z.number(),
  farms: z.number(),
  fields: z.number(),
  storage_locations: z.number(),
  created_growers: z.number(),
});
export type GrowerImportResult = z.infer<typeof growerImportResultSchema>;

export type GrowerImportIssue = { row: number; column: GrowerImportKey | null; message: string };

/** The spreadsheet row number of the n-th data row (the header is row 1). */
export const fileRowNumber = (index: number) => index + 2;

/**
 * Checks every row (browser and server alike) and returns the parsed rows or the issues with
 * their spreadsheet row numbers. A grower SAP id must keep one grower name across its rows.
 */
export function checkGrowerImport(rows: readonly Record<string, unknown>[]): {
  rows: GrowerImportRow[];
  issues: GrowerImportIssue[];
} {
  const parsed: GrowerImportRow[] = [];
  const issues: GrowerImportIssue[] = [];
  const names = new Map<string, string>();
  rows.forEach((raw, index) => {
    const result = growerImportRowSchema.safeParse(raw);
    if (!result.success) {
      // Object-level checks do not run once a cell fails, so the land checks are also made on the raw cells.
      const found = [
        ...result.error.issues.map((i) => ({
          column: (i.path[0] as GrowerImportKey | undefined) ?? null,
          message: i.message,
        })),
        ...landIssues(raw),
      ];
      for (const issue of found) {
        if (
          !issues.some(
            (known) =>
              known.row === fileRowNumber(index) && known.message === issue.message && known.column === issue.column,
          )
        )
          issues.push({ row: fileRowNumber(index), ...issue });
      }
      return;
    }
    const row = result.data;
    const known = names.get(row.sap_id);
    if (known && known.toLowerCase() !== row.grower_name.toLowerCase())
      issues.push({ row: fileRowNumber(index), column: 'grower_name', message: GROWER_IMPORT_TEXTS.conflictingGrower });
    names.set(row.sap_id, row.grower_name);
    parsed.push(row);
  });
  return { rows: parsed, issues };
}

/** The columns the upload preview shows (the file may carry more). */
const GROWER_PREVIEW: readonly GrowerImportKey[] = [
  'grower_name',
  'sap_id',
  'reseller_sap_id',
  'farm_name',
  'field_name',
  'acres',
  'planting_rate',
  'average_yield',
  'storage_name',
];

/**
 * The grower file (/company/upload-growers): the rows are sent as read (the server checks them
 * again); a file without a required column is not checked row by row.
 */
export const GROWERS_UPLOAD: SheetUpload<GrowerImportKey, Record<GrowerImportKey, string>> = {
  headers: GROWER_IMPORT_HEADERS,
  labels: GROWER_IMPORT_LABELS,
  requiredColumns: GROWER_IMPORT_REQUIRED,
  previewColumns: GROWER_PREVIEW.map((key) => ({ key, label: GROWER_IMPORT_LABELS[key] })),
  previewLimit: 500,
  maxRows: GROWER_IMPORT_MAX_ROWS,
  check: (records, missingColumns) => {
    const issues = missingColumns.length ? [] : checkGrowerImport(records).issues;
    const withIssues = new Set(issues.map((issue) => issue.row));
    return {
      rows: records.map((cells, index) => ({
        row: fileRowNumber(index),
        cells,
        flagged: [],
        issue: withIssues.has(fileRowNumber(index)) ? 'invalid' : null,
      })),
      items: records,
      sections: [
        {
          title: GROWER_IMPORT_TEXTS.invalid,
          lines: issues.map(
            (issue) =>
              `Row ${issue.row}${issue.column ? ` (${GROWER_IMPORT_LABELS[issue.column]})` : ''}: ${issue.message}`,
          ),
        },
      ],
    };
  },
};
