import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { growers } from './growers';
import { contractTemplates, productionPlans } from './plans';
import { companies } from './platform';
import { trigramIndex } from './trigram-index';

/** The running number of new_contract_id (formatNewContractId: plan inventory code + 9 digits). */
export const newContractIdSequence = pgSequence('new_contract_id_seq', { startWith: 1, increment: 1 });

export const contracts = pgTable(
  'contracts',
  {
    contractId: uuid('contract_id').primaryKey().defaultRandom(),
    newContractId: text('new_contract_id').notNull().unique(),
    /** The reseller company id (spec: external_reference_id on create). */
    externalReferenceId: uuid('external_reference_id').references(() => companies.companyId),
    grainReceiverId: uuid('grain_receiver_id')
      .notNull()
      .references(() => companies.companyId),
    thirdPartyOperatorId: uuid('third_party_operator_id').references(() => companies.companyId),
    growerId: uuid('grower_id')
      .notNull()
      .references(() => growers.growerId),
    contractTemplateId: uuid('contract_template_id').references(() => contractTemplates.contractTemplateId),
    productionPlanId: uuid('production_plan_id').references(() => productionPlans.productionPlanId),
    contractYear: integer('contract_year').notNull(),
    /** pending, pendinggrowersigned, amendment_pending, amendmentpendinggrowersigned, completed, amendment_completed, voided */
    contractState: text('contract_state').notNull().default('pending'),
    /** enogen, non-enogen, fuel, fed-on-farm, generic, commercial-feed */
    contractType: text('contract_type').notNull(),
    contractLanguage: text('contract_language').notNull().default('en'),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    contractStartExecution: timestamp('contract_start_execution', { withTimezone: true }),
    contractEndExecution: timestamp('contract_end_execution', { withTimezone: true }),
    contractOriginated: text('contract_originated').notNull().default('portal'),
    contractDocKey: text('contract_doc_key'),
    signedDocKey: text('signed_doc_key'),
    notifySigners: boolean('notify_signers').notNull().default(true),
    parentVoidedContractId: uuid('parent_voided_contract_id'),
    contractDetails: jsonb('contract_details').notNull().$type<Record<string, unknown>>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contracts_reseller_idx').on(t.externalReferenceId),
    index('contracts_receiver_idx').on(t.grainReceiverId),
    index('contracts_3po_idx').on(t.thirdPartyOperatorId),
    index('contracts_grower_idx').on(t.growerId),
    index('contracts_plan_idx').on(t.productionPlanId),
    // The contracts list (newest first) reads a page of live contracts in index order, with or
    // without a year; its total is an index-only count by state and year.
    index('contracts_live_created_idx')
      .on(t.created, t.contractId)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_live_year_created_idx')
      .on(t.contractYear, t.created, t.contractId)
      .where(sql`${t.deletedAt} is null`),
    index('contracts_live_state_year_idx')
      .on(t.contractState, t.contractYear)
      .where(sql`${t.deletedAt} is null`),
    trigramIndex('contracts_new_id_trgm_idx', t.newContractId),
    uniqueIndex('contracts_parent_uq').on(t.parentVoidedContractId),
  ],
);

export const contractSigners = pgTable(
  'contract_signers',
  {
    contractSignerId: uuid('contract_signer_id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.contractId, { onDelete: 'cascade' }),
    /** The company the signer signs for. */
    externalReferenceId: uuid('external_reference_id'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    deliveryChoice: text('delivery_choice').notNull().default('email'),
    isApprover: boolean('is_approver').notNull().default(false),
    role: text('role'),
    assignmentRole: text('assignment_role'),
    title: text('title'),
    /** The party the signer signs for, as shown: the grower's farm or the company name. */
    entityName: text('entity_name'),
    signingOrder: integer('signing_order').notNull().default(1),
    signingTokenSha256: text('signing_token_sha256'),
    /** The signing link stops working after this (a resend issues a new one). */
    signingTokenExpiresAt: timestamp('signing_token_expires_at', { withTimezone: true }),
    /** When the last signing request went out. */
    signingRequestedAt: timestamp('signing_requested_at', { withTimezone: true }),
    /** A live decline stops every signature until the contract is sent again (a resend clears it). */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    /** Why the signer declined, as they typed it. */
    declineReason: text('decline_reason'),
    approvalTimestamp: timestamp('approval_timestamp', { withTimezone: true }),
    signedIp: text('signed_ip'),
    signatureName: text('signature_name'),
    /** A grower contact the grower record does not hold, waiting to be confirmed (no link works meanwhile). */
    pendingEmail: text('pending_email'),
    pendingPhone: text('pending_phone'),
    pendingDeliveryChoice: text('pending_delivery_choice'),
    /** Who confirms it: 'grower' (the record's contact, by link) or 'reseller' (the reseller approver). */
    contactConfirmBy: text('contact_confirm_by'),
    contactConfirmSha256: text('contact_confirm_sha256'),
    contactConfirmExpiresAt: timestamp('contact_confirm_expires_at', { withTimezone: true }),
    /** The current contact was confirmed: a resend to it needs no new confirmation. */
    contactConfirmedAt: timestamp('contact_confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('contract_signers_contract_idx').on(t.contractId),
    index('contract_signers_user_idx').on(t.userId),
    index('contract_signers_company_idx').on(t.externalReferenceId),
    uniqueIndex('contract_signers_token_uq').on(t.signingTokenSha256),
    uniqueIndex('contract_signers_contact_confirm_uq').on(t.contactConfirmSha256),
  ],
);

/** created / voided / amended / deleted / assign_fields / stewardship entries with the acting user. */
export const contractHistory = pgTable(
  'contract_history',
  {
    historyId: uuid('history_id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.contractId, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    action: text('action'),
    userId: text('user_id'),
    userName: text('user_name'),
    userEmail: text('user_email'),
    systemName: text('system_name').notNull().default('portal'),
    /** What changed, for entries that need more than a line (a signer's old and new contact). */
    details: jsonb('details'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_history_contract_idx').on(t.contractId, t.at)],
);

export const committedUnits = pgTable(
  'committed_units',
  {
    committedUnitId: uuid('committed_unit_id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.contractId, { onDelete: 'cascade' }),
    productionPlanId: uuid('production_plan_id').references(() => productionPlans.productionPlanId),
    deliveryType: text('delivery_type').notNull(),
    deliveryMonth: integer('delivery_month').notNull(),
    deliveryYear: integer('delivery_year').notNull(),
    contractAcres: doublePrecision('contract_acres').notNull().default(0),
    contractUnits: doublePrecision('contract_units').notNull().default(0),
    harvestBushels: doublePrecision('harvest_bushels').notNull().default(0),
  },
  (t) => [
    index('committed_units_contract_idx').on(t.contractId),
    index('committed_units_plan_idx').on(t.productionPlanId, t.deliveryYear, t.deliveryMonth),
  ],
);

/** A draft contract payload per user and contract (GET/POST /api/drafts; the resend flow saves one). */
export const contractDrafts = pgTable(
  'contract_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.contractId, { onDelete: 'cascade' }),
    draft: jsonb('draft').notNull().$type<Record<string, unknown>>(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contractId] }), index('contract_drafts_contract_idx').on(t.contractId)],
);
