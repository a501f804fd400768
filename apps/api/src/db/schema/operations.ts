import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { contracts } from './contracts';
import { productionPlans } from './plans';
import { companies } from './platform';
import { trigramIndex } from './trigram-index';

export const scaleTickets = pgTable(
  'scale_tickets',
  {
    scaleTicketId: uuid('scale_ticket_id').primaryKey().defaultRandom(),
    scaleTicketNumber: text('scale_ticket_number').notNull(),
    scaleTicketDate: date('scale_ticket_date').notNull(),
    growerName: text('grower_name').notNull(),
    originalNewContractId: text('original_new_contract_id'),
    contractId: uuid('contract_id').references(() => contracts.contractId),
    billOfLandingNumber: text('bill_of_landing_number').notNull(),
    grossQuantity: doublePrecision('gross_quantity').notNull(),
    netQuantity: doublePrecision('net_quantity').notNull(),
    testWeight: doublePrecision('test_weight').notNull(),
    moisture: doublePrecision('moisture').notNull(),
    damage: doublePrecision('damage').notNull(),
    foreignMaterial: doublePrecision('foreign_material').notNull(),
    /** 1 = pass, 0 = fail */
    rapidViscoAnalyzer: smallint('rapid_visco_analyzer').notNull().default(1),
    grossLbs: doublePrecision('gross_lbs').notNull().default(0),
    tarLbs: doublePrecision('tar_lbs').notNull().default(0),
    netLbs: doublePrecision('net_lbs').notNull().default(0),
    notes: text('notes'),
    productionPlanId: uuid('production_plan_id')
      .notNull()
      .references(() => productionPlans.productionPlanId),
    /** The grain receiver or 3PO company. */
    externalReferenceId: uuid('external_reference_id')
      .notNull()
      .references(() => companies.companyId),
    isZeroout: boolean('is_zeroout').notNull().default(false),
    originalProductionPlanInventoryCode: text('original_production_plan_inventory_code'),
    originalProductionPlanId: uuid('original_production_plan_id'),
    originalContractId: uuid('original_contract_id'),
    originalGrowerName: text('original_grower_name'),
    originalSelectedType: text('original_selected_type'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scale_tickets_identity_uq').on(
      t.productionPlanId,
      t.billOfLandingNumber,
      t.scaleTicketDate,
      t.growerName,
      t.scaleTicketNumber,
    ),
    index('scale_tickets_contract_idx').on(t.contractId),
    index('scale_tickets_company_date_idx').on(t.externalReferenceId, t.scaleTicketDate),
    trigramIndex('scale_tickets_number_trgm_idx', t.scaleTicketNumber),
  ],
);

/**
 * Deleted scale tickets, restorable for 30 days: each row keeps the ticket exactly as it was stored
 * (`ticket`, the row as jsonb) outside the tickets table, so no read of live tickets can count it.
 * A delete's tickets share a `batch_id`: Undo and Restore put back that batch, all or none.
 */
export const deletedScaleTickets = pgTable(
  'deleted_scale_tickets',
  {
    scaleTicketId: uuid('scale_ticket_id').primaryKey(),
    batchId: uuid('batch_id').notNull(),
    productionPlanId: uuid('production_plan_id').notNull(),
    /** The plan's company at the delete: who may list and restore it. */
    companyId: uuid('company_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    deletedBy: text('deleted_by'),
    ticket: jsonb('ticket').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('deleted_scale_tickets_batch_idx').on(t.batchId),
    index('deleted_scale_tickets_company_idx').on(t.companyId, t.deletedAt),
    index('deleted_scale_tickets_deleted_at_idx').on(t.deletedAt),
  ],
);

export const stewardshipActivities = pgTable(
  'stewardship_activities',
  {
    stewardshipActivityId: uuid('stewardship_activity_id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .unique()
      .references(() => contracts.contractId, { onDelete: 'cascade' }),
    externalReferenceId: uuid('external_reference_id').references(() => companies.companyId),
    harvestYear: integer('harvest_year').notNull(),
    /** { planting_equipment, seed_return } */
    plantingCleanout: jsonb('planting_cleanout').$type<Record<string, unknown>>(),
    /** { harvest_equipment } */
    harvestCleanout: jsonb('harvest_cleanout').$type<Record<string, unknown>>(),
    /** Every section complete (domain completenessOf), kept by each write: the dashboard lists incomplete first. */
    complete: boolean('complete').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stewardship_activities_year_idx').on(t.harvestYear),
    index('stewardship_activities_list_idx').on(t.complete, t.harvestYear, t.created),
  ],
);

export const stewardshipFields = pgTable(
  'stewardship_fields',
  {
    stewardshipFieldId: uuid('stewardship_field_id').primaryKey().defaultRandom(),
    stewardshipActivityId: uuid('stewardship_activity_id')
      .notNull()
      .references(() => stewardshipActivities.stewardshipActivityId, { onDelete: 'cascade' }),
    fieldId: uuid('field_id').notNull(),
    fieldName: text('field_name').notNull(),
    acres: doublePrecision('acres').notNull(),
    borderRows: boolean('border_rows').notNull().default(false),
    planting: jsonb('planting').$type<Record<string, unknown>>(),
    harvest: jsonb('harvest').$type<Record<string, unknown>>(),
    inSeasonHarvestEstimate: jsonb('in_season_harvest_estimate').$type<Record<string, unknown>>(),
    fieldLostReplant: jsonb('field_lost_replant').$type<Record<string, unknown>[]>(),
    fieldLost: boolean('field_lost').notNull().default(false),
  },
  (t) => [uniqueIndex('stewardship_fields_activity_field_uq').on(t.stewardshipActivityId, t.fieldId)],
);

export const stewardshipStorage = pgTable(
  'stewardship_storage',
  {
    stewardshipStorageId: uuid('stewardship_storage_id').primaryKey().defaultRandom(),
    stewardshipActivityId: uuid('stewardship_activity_id')
      .notNull()
      .references(() => stewardshipActivities.stewardshipActivityId, { onDelete: 'cascade' }),
    storageLocationId: uuid('storage_location_id'),
    locationName: text('location_name').notNull(),
    cleanoutDate: date('cleanout_date'),
    capacity: doublePrecision('capacity'),
  },
  (t) => [index('stewardship_storage_activity_idx').on(t.stewardshipActivityId)],
);

export const stewardshipStewards = pgTable(
  'stewardship_stewards',
  {
    stewardshipActivityId: uuid('stewardship_activity_id')
      .notNull()
      .references(() => stewardshipActivities.stewardshipActivityId, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stewardshipActivityId, t.userId] }),
    index('stewardship_stewards_user_idx').on(t.userId),
  ],
);

export const stewardshipHistory = pgTable(
  'stewardship_history',
  {
    historyId: uuid('history_id').primaryKey().defaultRandom(),
    stewardshipActivityId: uuid('stewardship_activity_id')
      .notNull()
      .references(() => stewardshipActivities.stewardshipActivityId, { onDelete: 'cascade' }),
    userId: text('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    action: text('action').notNull(),
    editDateTime: timestamp('edit_date_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stewardship_history_activity_idx').on(t.stewardshipActivityId)],
);

/** Every e-mail and SMS the portal sends: stored first, then delivered when a provider is configured. */
export const outbox = pgTable(
  'outbox',
  {
    messageId: uuid('message_id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    link: text('link'),
    kind: text('kind').notNull(),
    /** stored (not yet delivered, or no provider configured), sending (claimed by one instance), sent, failed */
    status: text('status').notNull().default('stored'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** When an instance claimed it for delivery: a 'sending' row claimed long ago is retried. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.created),
    index('outbox_recipient_idx').on(t.recipient),
    index('outbox_pending_idx')
      .on(t.status)
      .where(sql`status in ('stored', 'sending')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Uploaded and generated files (master agreements, contract PDFs) when FILE_STORAGE=database. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every change, with the acting user. */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: uuid('audit_id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: text('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    requestId: text('request_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_at_idx').on(t.at),
    // The admin audit log filters by acting user (and by company, through its users), newest first.
    index('audit_log_user_idx').on(t.userId, t.at),
  ],
);

/**
 * The other records an audit row is about, beside its own entity and entity_id: each ticket of a
 * batch create, delete or restore, the user and the company of an assignment. A record's History
 * finds them through the primary key, never by searching the rows' details.
 */
export const auditRecordKeys = pgTable(
  'audit_record_keys',
  {
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    auditId: uuid('audit_id')
      .notNull()
      .references(() => auditLog.auditId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.entity, t.entityId, t.auditId] })],
);

/** Attempts of the CRM/ERP connector (sync company, sync contract). */
export const syncAttempts = pgTable(
  'sync_attempts',
  {
    syncAttemptId: uuid('sync_attempt_id').primaryKey().defaultRandom(),
    target: text('target').notNull(),
    targetId: text('target_id').notNull(),
    /** What was sent to the endpoint. */
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    /** 1 for the first try; retries count up. */
    attempt: integer('attempt').notNull().default(1),
    userId: text('user_id'),
    statusCode: integer('status_code'),
    ok: boolean('ok').notNull(),
    error: text('error'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sync_attempts_target_idx').on(t.target, t.targetId)],
);

/** The file header → canonical column mapping a company confirmed on its last scale ticket upload. */
export const scaleTicketColumnMappings = pgTable('scale_ticket_column_mappings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.companyId, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').notNull().$type<Record<string, string>>(),
  modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A large file's upload in progress (a scale ticket file of up to a season): its chunks are staged
 * here as they arrive and moved into their table by one commit transaction. A session expires; the
 * next upload start removes expired ones, so an abandoned upload leaves nothing behind.
 */
export const uploadSessions = pgTable(
  'upload_sessions',
  {
    uploadId: uuid('upload_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** what the rows are, e.g. 'scale_tickets' */
    kind: text('kind').notNull(),
    productionPlanId: uuid('production_plan_id').references(() => productionPlans.productionPlanId, {
      onDelete: 'cascade',
    }),
    totalRows: integer('total_rows').notNull(),
    chunkRows: integer('chunk_rows').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_sessions_user_idx').on(t.userId), index('upload_sessions_expires_idx').on(t.expiresAt)],
);

export const uploadSessionChunks = pgTable(
  'upload_session_chunks',
  {
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploadSessions.uploadId, { onDelete: 'cascade' }),
    chunkIndex: integer('chunk_index').notNull(),
    rowCount: integer('row_count').notNull(),
    /** the chunk's rows as validated by the domain schema */
    rows: jsonb('rows').notNull().$type<unknown[]>(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.chunkIndex] })],
);
