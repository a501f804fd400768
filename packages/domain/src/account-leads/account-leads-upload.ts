import { z } from 'zod';
import { email } from '../auth/auth.schema';
import type { PermissionCode } from '../permissions/codes';
import type { HeaderAliases } from '../uploads/headers';
import { UPLOAD_TEXTS } from '../uploads/messages';
import { missingFieldLines, type SheetUpload } from '../uploads/sheet-upload';

export const ACCOUNT_LEAD_BATCH_SIZE = 10;
/** Rows of one account leads file (saved ten at a time, so a larger list is better split). */
export const ACCOUNT_LEAD_MAX_ROWS = 10_000;

export type AccountLeadKey =
  'new_account_lead' | 'new_account_lead_email' | 'old_account_lead' | 'reseller_sap_id' | 'reseller_name';

/** The file's columns (spec 1, §3) and the other names people give them. */
export const ACCOUNT_LEAD_HEADERS: HeaderAliases<AccountLeadKey> = {
  new_account_lead: ['NEW Account Lead', 'New Account Lead Name', 'New AL', 'New Lead'],
  new_account_lead_email: [
    'NEW Account Lead Email',
    'New Account Lead E-mail',
    'New AL Email',
    'New Lead Email',
    'Account Lead Email',
  ],
  old_account_lead: ['OLD Account Lead', 'Old Account Lead Name', 'Old AL', 'Old Lead'],
  reseller_sap_id: ['Reseller FSAP', 'Reseller F SAP', 'FSAP', 'Reseller SAP', 'Reseller SAP ID', 'Reseller SAP Id'],
  reseller_name: ['Reseller Name', 'Reseller', 'Reseller Company'],
};

/** Column titles as the file names them, for the preview and the issue list. */
export const ACCOUNT_LEAD_LABELS: Record<AccountLeadKey, string> = {
  new_account_lead: 'NEW Account Lead',
  new_account_lead_email: 'NEW Account Lead Email',
  old_account_lead: 'OLD Account Lead',
  reseller_sap_id: 'Reseller FSAP',
  reseller_name: 'Reseller Name',
};

export const ACCOUNT_LEAD_REQUIRED: readonly AccountLeadKey[] = ['new_account_lead_email', 'reseller_sap_id'];

export const ACCOUNT_LEAD_TEXTS = {
  notFound: "These record's not found",
  failures: 'Failure Account Lead list',
  verified: 'Account leads successfully verified',
  saved: 'Account leads successfully saved',
  /** Ours: a Save refused because the user could not invite the lead at that reseller. */
  mayNotGrant: (email: string, resellerSapId: string) =>
    `You may not make ${email} a sales representative at reseller ${resellerSapId}. Nothing was saved: ask an administrator to save this lead.`,
} as const;

/** Reseller SAP ids carry the 00 prefix: FSAP 12345678 → 0012345678 (a value already prefixed is kept). */
export function resellerSapIdFromFsap(fsap: string): string {
  const value = fsap.trim();
  if (!value) return '';
  return /^00\d{8}$/.test(value) ? value : `00${value}`;
}

const optionalText = z.string().trim().max(200).nullish();

/** One row as saved (POST /api/update-eal-accounts?submit=true) and as checked in the browser. */
export const accountLeadRowSchema = z.object({
  reseller_sap_id: z
    .string()
    .trim()
    .regex(/^00\w{1,18}$/, 'Please provide Reseller FSAP'),
  new_account_lead_email: email,
  new_account_lead: optionalText,
  old_account_lead: optionalText,
  reseller_name: optionalText,
});
export type AccountLeadRow = z.infer<typeof accountLeadRowSchema>;

export const accountLeadsValidateSchema = z.object({
  reseller_sap_ids: z.array(z.string().trim().min(1).max(20)).max(5000),
  new_account_lead_emails: z.array(z.string().trim().toLowerCase().min(1).max(320)).max(5000),
});
export const accountLeadsSubmitSchema = z.object({
  assignment_list: z.array(accountLeadRowSchema).min(1).max(ACCOUNT_LEAD_BATCH_SIZE),
});
export const accountLeadsQuery = z
  .object({ validate: z.enum(['true', 'false']).optional(), submit: z.enum(['true', 'false']).optional() })
  .refine((q) => (q.validate === 'true') !== (q.submit === 'true'), { message: 'Use validate=true or submit=true' });

/** validate=true: the reseller SAP ids and e-mails that exist. */
export const accountLeadsFoundSchema = z.object({ sap_ids: z.array(z.string()), emails: z.array(z.string()) });
export type AccountLeadsFound = z.infer<typeof accountLeadsFoundSchema>;
const accountLeadPairSchema = z.object({ reseller_sap_id: z.string(), new_account_lead_email: z.string() });
export type AccountLeadPair = z.infer<typeof accountLeadPairSchema>;
/** submit=true: the pairs saved and the pairs that failed (the field's name is the spec's spelling). */
export const accountLeadsSavedSchema = z.object({
  success_assignments: z.array(accountLeadPairSchema),
  failuer_assignments: z.array(accountLeadPairSchema),
});
export type AccountLeadsSaved = z.infer<typeof accountLeadsSavedSchema>;
/** POST /api/update-eal-accounts: the check's or the save's reply, as the query asks. */
export const accountLeadsReply = z.union([accountLeadsFoundSchema, accountLeadsSavedSchema]);

/** A parsed file row: its number in the file (the header is row 1), values, and what is wrong with it. */
export type CheckedAccountLeadRow = {
  row: number;
  values: Record<AccountLeadKey, string>;
  lead: AccountLeadRow;
  missing: AccountLeadKey[];
  duplicate: boolean;
};

export type AccountLeadCheck = {
  rows: CheckedAccountLeadRow[];
  /** rows missing a required field, by row */
  missing: { row: number; fields: string[] }[];
  /** each pair found more than once, with its rows */
  duplicates: { reseller_sap_id: string; new_account_lead_email: string; rows: number[] }[];
  issueCount: number;
};

/** Checks upload rows: required fields per row, e-mails lower-cased, FSAP → reseller_sap_id, duplicate pairs. */
export function checkAccountLeadRows(records: readonly Record<AccountLeadKey, string>[]): AccountLeadCheck {
  const seen = new Map<string, number[]>();
  const rows: CheckedAccountLeadRow[] = records.map((values, index) => {
    const row = index + 2;
    const lead: AccountLeadRow = {
      reseller_sap_id: resellerSapIdFromFsap(values.reseller_sap_id),
      new_account_lead_email: values.new_account_lead_email.trim().toLowerCase(),
      new_account_lead: values.new_account_lead || null,
      old_account_lead: values.old_account_lead || null,
      reseller_name: values.reseller_name || null,
    };
    const missing = ACCOUNT_LEAD_REQUIRED.filter((key) => !values[key]?.trim());
    const badEmail =
      !missing.includes('new_account_lead_email') &&
      !accountLeadRowSchema.shape.new_account_lead_email.safeParse(lead.new_account_lead_email).success;
    if (badEmail) missing.push('new_account_lead_email');
    if (!missing.length) {
      const pair = `${lead.reseller_sap_id}|${lead.new_account_lead_email}`;
      seen.set(pair, [...(seen.get(pair) ?? []), row]);
    }
    return { row, values, lead, missing, duplicate: false };
  });
  const duplicates = [...seen.entries()]
    .filter(([, at]) => at.length > 1)
    .map(([pair, at]) => {
      const [reseller_sap_id, new_account_lead_email] = pair.split('|') as [string, string];
      return { reseller_sap_id, new_account_lead_email, rows: at };
    });
  const duplicateRows = new Set(duplicates.flatMap((d) => d.rows));
  for (const row of rows) row.duplicate = duplicateRows.has(row.row);
  const missing = rows
    .filter((r) => r.missing.length)
    .map((r) => ({
      row: r.row,
      fields: r.missing.map((key) =>
        r.values[key]?.trim() ? `${ACCOUNT_LEAD_LABELS[key]} (invalid)` : ACCOUNT_LEAD_LABELS[key],
      ),
    }));
  return { rows, missing, duplicates, issueCount: missing.length + duplicates.length };
}

/** The pairs to send, in batches of 10. */
export function batches<T>(items: readonly T[], size = ACCOUNT_LEAD_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Who opens the upload and calls its API (spec 1 §2 and §6: create-scale-ticket, at any company). Saving
 * also grants the lead the sales-representative role at the reseller, so each pair is checked as an invite.
 */
export const ACCOUNT_LEADS_PERMISSIONS: readonly PermissionCode[] = ['create-scale-ticket'];

/** The account leads file (/company/upload-account-leads): preview with the 00-prefixed SAP id, issues, pairs to save. */
export const ACCOUNT_LEADS_UPLOAD: SheetUpload<AccountLeadKey, AccountLeadRow> = {
  headers: ACCOUNT_LEAD_HEADERS,
  labels: ACCOUNT_LEAD_LABELS,
  requiredColumns: ACCOUNT_LEAD_REQUIRED,
  maxRows: ACCOUNT_LEAD_MAX_ROWS,
  previewColumns: [
    ...(Object.keys(ACCOUNT_LEAD_LABELS) as AccountLeadKey[]).map((key) => ({ key, label: ACCOUNT_LEAD_LABELS[key] })),
    { key: 'lead_reseller_sap_id', label: 'Reseller SAP id' },
  ],
  check: (records) => {
    const check = checkAccountLeadRows(records);
    return {
      rows: check.rows.map((r) => ({
        row: r.row,
        cells: {
          ...r.values,
          new_account_lead_email: r.lead.new_account_lead_email,
          lead_reseller_sap_id: r.lead.reseller_sap_id,
        },
        flagged: r.missing,
        issue: r.missing.length ? 'missing' : r.duplicate ? 'duplicate' : null,
      })),
      items: check.rows.map((r) => r.lead),
      sections: [
        { title: UPLOAD_TEXTS.missingData, lines: missingFieldLines(check.missing) },
        {
          title: UPLOAD_TEXTS.duplicates,
          lines: check.duplicates.map(
            (d) => `Rows ${d.rows.join(', ')}: ${d.reseller_sap_id}, ${d.new_account_lead_email}`,
          ),
        },
      ],
    };
  },
};
