import { z } from 'zod';
import { recordHistoryEntrySchema } from '../history/changes';

/** Rows one page of the audit log shows at most. */
export const AUDIT_LOG_PAGE_MAX = 100;
/** Rows one audit log export holds at most (the workbook says when more matched). */
export const AUDIT_LOG_EXPORT_MAX = 10_000;

export const AUDIT_LOG_MESSAGES = {
  toBeforeFrom: 'The end of the date range must come after its start',
  exportCapped: (max: number) =>
    `More rows matched: this export holds the newest ${max.toLocaleString('en-US')}. Narrow the filters to export the rest.`,
} as const;

/**
 * The filters of GET /api/admin/audit-log/v1 and its export: the acting user, a company (the acting
 * user's, through an assignment), a record type (audit_log.entity) and a time range [from, to).
 * The browser sends the range as instants, so a day is the admin's local day.
 */
const filterFields = z.object({
  user_id: z.string().min(1).max(64).optional(),
  company_id: z.uuid().optional(),
  entity: z
    .string()
    .regex(/^[a-z_]{1,64}$/)
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
const rangeInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || new Date(f.from) < new Date(f.to);
const RANGE_ISSUE = { path: ['to'], message: AUDIT_LOG_MESSAGES.toBeforeFrom };

export const auditLogFilterSchema = filterFields.refine(rangeInOrder, RANGE_ISSUE);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** A page of the audit log, newest first (offset paging; `has_more` instead of a costly total). */
export const auditLogQuerySchema = filterFields
  .extend({
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_PAGE_MAX).default(50),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  })
  .refine(rangeInOrder, RANGE_ISSUE);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

/** One row of the audit log: a record history entry with who acted, their companies and the row's details. */
export const auditLogEntrySchema = recordHistoryEntrySchema.extend({
  user_email: z.string().nullable(),
  /** the acting user's companies, through their assignments */
  company_names: z.array(z.string()),
  /** the other details, for rows that record no field changes */
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogReplySchema = z.object({ items: z.array(auditLogEntrySchema), has_more: z.boolean() });
export type AuditLogReply = z.infer<typeof auditLogReplySchema>;
