import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { trigramIndex } from './trigram-index';

const id = () => uuid().primaryKey().defaultRandom();
const created = () => timestamp('created', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    companyId: uuid('company_id').primaryKey().defaultRandom(),
    companyName: text('company_name').notNull(),
    /** reseller, grain-receiver, 3PO, syngenta or distributor */
    companyType: text('company_type').notNull(),
    country: text('country').notNull().default('USA'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    phone: text('phone'),
    sapId: text('sap_id'),
    salesforceId: text('salesforce_id'),
    inventoryCode: text('inventory_code'),
    supportedLanguages: text('supported_languages')
      .array()
      .notNull()
      .default(sql`'{en}'::text[]`),
    allowNonEnogenContracts: boolean('allow_non_enogen_contracts').notNull().default(false),
    enogenDealer: boolean('enogen_dealer').notNull().default(false),
    externalReferenceId: text('external_reference_id'),
    created: created(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('companies_sap_id_uq')
      .on(t.sapId)
      .where(sql`${t.sapId} is not null and ${t.deletedAt} is null`),
    uniqueIndex('companies_inventory_code_uq')
      .on(t.inventoryCode)
      .where(sql`${t.inventoryCode} is not null and ${t.deletedAt} is null`),
    index('companies_type_idx').on(t.companyType),
    trigramIndex('companies_name_trgm_idx', t.companyName),
    // The company list: live companies by name, a page in index order and an index-only count.
    index('companies_live_name_idx')
      .on(t.companyName, t.companyId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const companyDetails = pgTable(
  'company_details',
  {
    detailId: uuid('detail_id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    detailsName: text('details_name').notNull(),
    detailsValue: text('details_value').notNull(),
    created: created(),
  },
  (t) => [index('company_details_company_idx').on(t.companyId)],
);

export const permissions = pgTable('permissions', {
  permissionId: uuid('permission_id').primaryKey().defaultRandom(),
  permissionCode: text('permission_code').notNull().unique(),
  displayName: text('display_name').notNull(),
});

export const roles = pgTable('roles', {
  roleId: uuid('role_id').primaryKey().defaultRandom(),
  roleName: text('role_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  description: text('description').notNull().default(''),
  /** admin, internal or external */
  roleType: text('role_type').notNull(),
  dateCreated: created(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    permissionId: uuid('permission_id')
      .notNull()
      .references(() => permissions.permissionId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** A user's role at a company; admin-type roles are held platform-wide (company_id null). */
export const assignments = pgTable(
  'assignments',
  {
    assignmentId: uuid('assignment_id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.companyId, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.roleId),
    created: created(),
  },
  (t) => [
    uniqueIndex('assignments_user_company_uq').on(
      t.userId,
      sql`coalesce(${t.companyId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('assignments_company_idx').on(t.companyId),
  ],
);

export const linkedCompanies = pgTable(
  'linked_companies',
  {
    linkId: uuid('link_id').primaryKey().defaultRandom(),
    companyId1: uuid('company_id_1')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    companyId2: uuid('company_id_2')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    created: created(),
  },
  (t) => [
    uniqueIndex('linked_companies_pair_uq').on(
      sql`least(${t.companyId1}, ${t.companyId2})`,
      sql`greatest(${t.companyId1}, ${t.companyId2})`,
    ),
    index('linked_companies_2_idx').on(t.companyId2),
  ],
);

export const languages = pgTable('languages', {
  langValue: text('lang_value').primaryKey(),
  langName: text('lang_name').notNull(),
});

export const programs = pgTable('programs', {
  programId: id(),
  programName: text('program_name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  created: created(),
});

export const companyTraining = pgTable(
  'company_training',
  {
    companyTrainingId: id(),
    trainingYear: integer('training_year').notNull(),
    companySapId: text('company_sap_id').notNull(),
    companyName: text('company_name').notNull(),
    active: boolean('active').notNull().default(true),
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    created: created(),
  },
  (t) => [uniqueIndex('company_training_year_sap_uq').on(t.companySapId, t.trainingYear)],
);

/** Training videos: training_id is Enogen-Stewardship-{year}. */
export const trainingVideos = pgTable('training_videos', {
  trainingId: text('training_id').primaryKey(),
  trainingYear: integer('training_year').notNull().unique(),
  trainingSteps: jsonb('training_steps').notNull().$type<{ type: 'video'; url: string }[]>(),
  created: created(),
});

export const plantingAndHarvestDates = pgTable('planting_and_harvest_dates', {
  plantingAndHarvestDateId: uuid('planting_and_harvest_date_id').primaryKey().defaultRandom(),
  selectedYear: integer('selected_year').notNull().unique(),
  plantingDate: date('planting_date').notNull(),
  harvestDate: date('harvest_date').notNull(),
});

/** Single-valued platform settings, such as sales_year. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const surveyCodes = pgTable('survey_codes', {
  code: text('code').primaryKey(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  created: created(),
});

/** Account lead assignments saved from the upload (spec 1, §3). */
export const accountLeads = pgTable(
  'account_leads',
  {
    accountLeadId: id(),
    newAccountLead: text('new_account_lead'),
    newAccountLeadEmail: text('new_account_lead_email').notNull(),
    oldAccountLead: text('old_account_lead'),
    resellerSapId: text('reseller_sap_id').notNull(),
    resellerName: text('reseller_name'),
    created: created(),
  },
  (t) => [uniqueIndex('account_leads_pair_uq').on(t.resellerSapId, t.newAccountLeadEmail)],
);
