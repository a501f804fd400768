import { z } from 'zod';
import { stewardshipSectionSchema } from '../stewardship/section-history';
import { recordHistoryEntrySchema } from './changes';

/** Entries per page of a History panel. */
export const HISTORY_PAGE_SIZE = 20;

/** `?page=` of a history read: 1 is the newest entries. */
const page = z.coerce.number().int().min(1).max(100000).default(1);

/** GET /api/scale-ticket/history */
export const scaleTicketHistoryQuerySchema = z.object({ scale_ticket_id: z.uuid(), page });
/** GET /api/company-management/v1/history */
export const companyHistoryQuerySchema = z.object({ company_id: z.uuid(), page });
/** GET /api/production-plan/history */
export const planHistoryQuerySchema = z.object({ production_plan_id: z.uuid(), page });
/** GET /api/stewardship-activities/history (`section`: one section's changes only) */
export const stewardshipHistoryQuerySchema = z.object({
  activity_id: z.uuid(),
  section: stewardshipSectionSchema.optional(),
  page,
});
/** GET /api/users/history (the user and their assignments) */
export const userHistoryQuerySchema = z.object({ user_id: z.string().min(1).max(200), page });
/** GET /api/grower-contracts/v1/history */
export const contractHistoryQuerySchema = z.object({ contract_id: z.uuid(), page });

/** One page of a record's history, newest first. */
export const recordHistoryPageSchema = z.object({
  items: z.array(recordHistoryEntrySchema),
  page: z.number().int(),
  has_more: z.boolean(),
});
export type RecordHistoryPage = z.infer<typeof recordHistoryPageSchema>;
