import { z } from 'zod';
import { isAdjustmentTicket, isTransfer, negativeQuantities } from './inventory-adjustment';
import { UPLOAD_CHUNK_ROWS } from '../uploads/upload-limits';
import { SCALE_TICKET_LIMITS, SCALE_TICKET_MESSAGES } from './messages';

/**
 * The wire contract of scale tickets (spec 3, §3 and §7): one schema for the browser's forms and
 * the API's validation. Paths: GET/POST/PATCH/DELETE /api/scale-ticket, GET /api/scale-ticket/growers,
 * GET /api/scale-ticket/transfer-contracts, GET /api/scale-ticket/inventory.
 */

const id = z.uuid();
const isoDate = z.iso.date();
const text = (max: number) => z.string().trim().min(1).max(max);
/** Quantities may be negative on unplanned-transfer and zero-out tickets only (scaleTicketInputSchema). */
const quantity = z.number().finite().min(-1e9).max(1e9);
const reading = z.number().finite().min(0).max(1e6);

/** What a user (or a file row) enters for one ticket. */
export const scaleTicketFieldsSchema = z.object({
  grower_name: text(200),
  /** The grower's contract (its 16-digit new contract id), chosen from the plan's completed contracts. */
  original_new_contract_id: z.string().trim().max(40).nullable().optional(),
  scale_ticket_number: text(60),
  scale_ticket_date: isoDate,
  bill_of_landing_number: text(60),
  gross_quantity: quantity,
  net_quantity: quantity,
  test_weight: reading,
  moisture: reading,
  damage: reading,
  foreign_material: reading,
  /** 1 = pass, 0 = fail */
  rapid_visco_analyzer: z.union([z.literal(0), z.literal(1)]),
  gross_lbs: quantity.default(0),
  tar_lbs: quantity.default(0),
  net_lbs: quantity.default(0),
  notes: z.string().trim().max(2000).nullable().optional(),
});
export type ScaleTicketFields = z.infer<typeof scaleTicketFieldsSchema>;

/** The original_* fields an unplanned-transfer ticket carries (spec 3, §3). */
export const transferOriginSchema = z.object({
  original_production_plan_inventory_code: z.string().max(6).nullable().optional(),
  original_production_plan_id: id.nullable().optional(),
  original_contract_id: id.nullable().optional(),
  original_grower_name: z.string().max(200).nullable().optional(),
  original_selected_type: z.string().max(40).nullable().optional(),
});

/**
 * One ticket of a POST: the fields, its plan and receiver, and (transfers, zero-outs) where it came
 * from. An ordinary ticket's quantities are not negative; a transfer names its original contract.
 */
export const scaleTicketInputSchema = scaleTicketFieldsSchema
  .extend({
    production_plan_id: id,
    /** the grain receiver or 3PO company: must be the plan's company */
    external_reference_id: id,
    /** a zero-out ticket (adjust-inventory): its net quantity is the contract's inventory */
    is_zeroout: z.boolean().optional(),
    ...transferOriginSchema.shape,
  })
  .superRefine((ticket, ctx) => {
    if (!isAdjustmentTicket(ticket)) {
      for (const key of negativeQuantities(ticket))
        ctx.addIssue({ code: 'custom', path: [key], message: SCALE_TICKET_MESSAGES.negativeQuantity });
    }
    if (isTransfer(ticket) && !ticket.original_contract_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['original_contract_id'],
        message: SCALE_TICKET_MESSAGES.transferOriginRequired,
      });
    }
  });
export type ScaleTicketInput = z.infer<typeof scaleTicketInputSchema>;

/** POST /api/scale-ticket: a file, one ticket, a transfer or a zero-out; all or nothing. */
export const createScaleTicketsBodySchema = z.object({
  scale_tickets: z.array(scaleTicketInputSchema).min(1).max(SCALE_TICKET_LIMITS.maxTicketsPerPost),
});
export type CreateScaleTicketsBody = z.infer<typeof createScaleTicketsBodySchema>;

/** PATCH /api/scale-ticket: ticket number, date and grower stay as stored (locked when editing). */
export const updateScaleTicketBodySchema = scaleTicketFieldsSchema.extend({
  scale_ticket_id: id,
  production_plan_id: id,
});
export type UpdateScaleTicketBody = z.infer<typeof updateScaleTicketBodySchema>;

const ticketRefSchema = z.object({ production_plan_id: id, scale_ticket_id: id });
/** DELETE /api/scale-ticket: one ticket, or {scale_tickets:[…]} for several. */
export const deleteScaleTicketsBodySchema = z.union([
  ticketRefSchema,
  z.object({ scale_tickets: z.array(ticketRefSchema).min(1).max(1000) }),
]);
export type DeleteScaleTicketsBody = z.infer<typeof deleteScaleTicketsBodySchema>;

/**
 * GET /api/scale-ticket: by production_plan_id, by contract_id, by company_id and year (the
 * company's list page), or one ticket by scale_ticket_id; `search` matches ticket number, grower and
 * BOL; `offset`/`limit` page it.
 */
export const scaleTicketQuerySchema = z
  .object({
    production_plan_id: id.optional(),
    contract_id: id.optional(),
    company_id: id.optional(),
    scale_ticket_id: id.optional(),
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    search: z.string().trim().max(100).optional(),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(SCALE_TICKET_LIMITS.firstFetch),
    /** the company page hides zero-out tickets */
    hide_zeroout: z.stringbool().optional(),
  })
  .refine((q) => q.production_plan_id || q.contract_id || q.scale_ticket_id || (q.company_id && q.year), {
    message: 'production_plan_id, contract_id, scale_ticket_id, or company_id and year',
  });
export type ScaleTicketQuery = z.infer<typeof scaleTicketQuerySchema>;

/** A stored ticket as every read returns it. */
export const scaleTicketSchema = scaleTicketFieldsSchema.extend({
  scale_ticket_id: z.string(),
  production_plan_id: z.string(),
  external_reference_id: z.string(),
  contract_id: z.string().nullable(),
  is_zeroout: z.boolean(),
  gross_lbs: z.number(),
  tar_lbs: z.number(),
  net_lbs: z.number(),
  /** the receiver's company name */
  grain_receiver: z.string(),
  production_plan_year: z.number(),
  inventory_code: z.string(),
  created: z.string(),
  /** the version an edit sends back as If-Match (record-version.ts) */
  version: z.string(),
  ...transferOriginSchema.shape,
});
export type ScaleTicket = z.infer<typeof scaleTicketSchema>;

export const scaleTicketListSchema = z.object({
  scale_tickets: z.array(scaleTicketSchema),
  /** the offset of the next page, or null at the end */
  next_offset: z.number().nullable(),
});
export type ScaleTicketList = z.infer<typeof scaleTicketListSchema>;

export const createScaleTicketsResponseSchema = z.object({
  created: z.number(),
  scale_ticket_ids: z.array(z.string()),
});
export type CreateScaleTicketsResponse = z.infer<typeof createScaleTicketsResponseSchema>;
/** `batch_id` names the delete: Undo (POST /api/scale-ticket/restore) puts back exactly those tickets. */
export const deleteScaleTicketsResponseSchema = z.object({ deleted: z.number(), batch_id: z.string() });
export type DeleteScaleTicketsResponse = z.infer<typeof deleteScaleTicketsResponseSchema>;

/** A contract a ticket may be delivered against (completed or amendment_completed). */
export const ticketContractSchema = z.object({
  contract_id: z.string(),
  new_contract_id: z.string(),
  grower_name: z.string(),
  contract_state: z.string(),
  production_plan_id: z.string(),
  inventory_code: z.string(),
  company_name: z.string(),
  contract_type: z.string().nullable(),
  contract_year: z.number(),
});
export type TicketContract = z.infer<typeof ticketContractSchema>;

/** GET /api/scale-ticket/growers?production_plan_id: the reply holds the list under contracts. */
export const planGrowersQuerySchema = z.object({ production_plan_id: id });
export const ticketContractsResponseSchema = z.object({ contracts: z.array(ticketContractSchema) });
export type TicketContractsResponse = z.infer<typeof ticketContractsResponseSchema>;

/** GET /api/scale-ticket/transfer-contracts: the unplanned-transfer search (spec 3, §5). */
export const TRANSFER_SEARCH_TYPES = ['grower_name', 'new_contract_id', 'sap_id'] as const;
export type TransferSearchType = (typeof TRANSFER_SEARCH_TYPES)[number];
export const transferContractsQuerySchema = z.object({
  term: z.string().trim().min(SCALE_TICKET_LIMITS.transferSearchMin).max(100),
  type: z.enum(TRANSFER_SEARCH_TYPES),
  year: z.coerce.number().int().min(2000).max(2100),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TransferContractsQuery = z.infer<typeof transferContractsQuerySchema>;

/** GET /api/scale-ticket/inventory?contract_id | production_plan_id (spec 3, §9). */
export const inventoryQuerySchema = z
  .object({ contract_id: id.optional(), production_plan_id: id.optional() })
  .refine((q) => q.contract_id || q.production_plan_id, { message: 'contract_id or production_plan_id' });

export const inventoryMonthSchema = z.object({
  /** yyyy-mm */
  key: z.string(),
  /** like Sep-25 */
  label: z.string(),
  harvested: z.number(),
  delivered: z.number(),
  inventory: z.number(),
});
export type InventoryMonth = z.infer<typeof inventoryMonthSchema>;

export const contractInventorySchema = z.object({
  contract_id: z.string(),
  new_contract_id: z.string(),
  grower_name: z.string(),
  production_plan_id: z.string(),
  external_reference_id: z.string(),
  months: z.array(inventoryMonthSchema),
  harvested: z.number(),
  delivered: z.number(),
  inventory: z.number(),
});
export type ContractInventory = z.infer<typeof contractInventorySchema>;
export const inventoryResponseSchema = z.object({ contracts: z.array(contractInventorySchema) });
export type InventoryResponse = z.infer<typeof inventoryResponseSchema>;

/** The identity of a ticket: a second ticket with the same four values in a plan is a duplicate (spec 3, §5). */
export const ticketIdentitySchema = z.object({
  bill_of_landing_number: z.string().trim().max(60),
  scale_ticket_date: isoDate,
  grower_name: z.string().trim().max(200),
  scale_ticket_number: z.string().trim().max(60),
});
export type TicketIdentity = z.infer<typeof ticketIdentitySchema>;

/** POST /api/scale-ticket/duplicates: which rows of a file repeat stored tickets, before Save. */
export const duplicateCheckBodySchema = z.object({
  production_plan_id: id,
  scale_tickets: z.array(ticketIdentitySchema).min(1).max(SCALE_TICKET_LIMITS.maxTicketsPerPost),
});
export type DuplicateCheckBody = z.infer<typeof duplicateCheckBodySchema>;
/** the indexes (into the posted list) of the rows already stored */
export const duplicateCheckResponseSchema = z.object({ duplicates: z.array(z.number()) });
export type DuplicateCheckResponse = z.infer<typeof duplicateCheckResponseSchema>;

/** GET/PUT /api/scale-ticket/column-mapping?company_id: the file header → column a company confirmed. */
export const columnMappingQuerySchema = z.object({ company_id: id });
export const columnMappingSchema = z.object({
  company_id: id,
  /** source header (as in the file) → canonical column key */
  mapping: z.record(z.string().max(100), z.string().max(40)),
});
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/**
 * A file larger than one POST (up to SCALE_TICKET_LIMITS.maxRowsPerFile rows) goes through an upload
 * session: POST /api/scale-ticket/uploads announces the plan and the row count, PUT
 * /api/scale-ticket/uploads/{upload_id}/chunks/{index} stages each chunk of UPLOAD_CHUNK_ROWS tickets
 * (validated by scaleTicketInputSchema as it arrives), POST …/commit stores them all in one
 * transaction or none, DELETE drops the session (the shapes they share: uploads/upload-session.schema.ts).
 */
export const ticketUploadStartSchema = z.object({
  production_plan_id: id,
  total_rows: z.number().int().min(1).max(SCALE_TICKET_LIMITS.maxRowsPerFile),
});
export type TicketUploadStart = z.infer<typeof ticketUploadStartSchema>;
export const ticketUploadChunkBodySchema = z.object({
  scale_tickets: z.array(scaleTicketInputSchema).min(1).max(UPLOAD_CHUNK_ROWS),
});
export type TicketUploadChunk = z.infer<typeof ticketUploadChunkBodySchema>;
export const ticketUploadCommitResponseSchema = z.object({ created: z.number() });

/** GET /api/scale-ticket/deleted: a company's tickets of a sales year deleted in the last 30 days. */
export const deletedTicketsQuerySchema = z.object({ company_id: id, year: z.coerce.number().int() });
export type DeletedTicketsQuery = z.infer<typeof deletedTicketsQuerySchema>;

export const deletedTicketSchema = z.object({
  scale_ticket_id: z.string(),
  batch_id: z.string(),
  production_plan_id: z.string(),
  inventory_code: z.string(),
  scale_ticket_number: z.string(),
  scale_ticket_date: z.string(),
  grower_name: z.string(),
  bill_of_landing_number: z.string(),
  net_quantity: z.number(),
  deleted_at: z.string(),
  deleted_by_name: z.string().nullable(),
  restorable_until: z.string(),
});
export type DeletedTicket = z.infer<typeof deletedTicketSchema>;
export const deletedTicketsResponseSchema = z.object({ deleted_tickets: z.array(deletedTicketSchema) });
export type DeletedTicketsResponse = z.infer<typeof deletedTicketsResponseSchema>;

/** POST /api/scale-ticket/restore: puts back one delete's tickets, all or none. */
export const restoreScaleTicketsBodySchema = z.object({ batch_id: id });
export type RestoreScaleTicketsBody = z.infer<typeof restoreScaleTicketsBodySchema>;
export const restoreScaleTicketsResponseSchema = z.object({ restored: z.number() });
export type RestoreScaleTicketsResponse = z.infer<typeof restoreScaleTicketsResponseSchema>;
