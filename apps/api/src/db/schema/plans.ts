import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, programs } from './platform';

export const contractTypes = pgTable('contract_types', {
  contractTypeId: uuid('contract_type_id').primaryKey().defaultRandom(),
  contractTypeName: text('contract_type_name').notNull().unique(),
});

export type DeliveryLocation = {
  location_name?: string;
  location_address1?: string;
  location_address2?: string;
  location_city?: string;
  location_state?: string;
  location_zipcode?: string;
  location_country?: string;
};

export const productionPlans = pgTable(
  'production_plans',
  {
    productionPlanId: uuid('production_plan_id').primaryKey().defaultRandom(),
    /** external_reference_id in the spec: the grain receiver or 3PO company. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    contractYear: integer('contract_year').notNull(),
    aph: integer('aph').notNull(),
    totalAcres: doublePrecision('total_acres').notNull(),
    totalUnits: doublePrecision('total_units').notNull(),
    totalChildAcres: doublePrecision('total_child_acres'),
    totalChildUnits: doublePrecision('total_child_units'),
    inventoryCode: text('inventory_code').notNull().unique(),
    premium: doublePrecision('premium'),
    /** acres or bushels */
    premiumType: text('premium_type'),
    /** bushels or acres */
    unitType: text('unit_type').notNull().default('bushels'),
    parentProductionPlanId: uuid('parent_production_plan_id'),
    contractTypeId: uuid('contract_type_id').references(() => contractTypes.contractTypeId),
    contractTypeEnum: text('contract_type_enum'),
    deliveryLocation: jsonb('delivery_location').$type<DeliveryLocation>(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('production_plans_company_year_uq').on(t.companyId, t.contractYear),
    index('production_plans_parent_idx').on(t.parentProductionPlanId),
    index('production_plans_year_idx').on(t.contractYear),
  ],
);

export const monthlyUnits = pgTable(
  'monthly_units',
  {
    monthlyUnitId: uuid('monthly_unit_id').primaryKey().defaultRandom(),
    productionPlanId: uuid('production_plan_id')
      .notNull()
      .references(() => productionPlans.productionPlanId, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    /** grain, silage, earlage or high-moisture */
    endProductType: text('end_product_type').notNull(),
    availableAcres: doublePrecision('available_acres').notNull().default(0),
    availableUnits: doublePrecision('available_units').notNull().default(0),
    premium: doublePrecision('premium'),
    premiumType: text('premium_type'),
    childPlanAcres: doublePrecision('child_plan_acres'),
    childPlanUnits: doublePrecision('child_plan_units'),
  },
  (t) => [uniqueIndex('monthly_units_plan_month_uq').on(t.productionPlanId, t.year, t.month, t.endProductType)],
);

/** One master agreement per plan and language. */
export const TEMPLATE_LANGUAGE_INDEX = 'contract_templates_plan_language_uq';

export const contractTemplates = pgTable(
  'contract_templates',
  {
    contractTemplateId: uuid('contract_template_id').primaryKey().defaultRandom(),
    contractTypeId: uuid('contract_type_id').references(() => contractTypes.contractTypeId),
    /** The company the template belongs to. */
    externalReferenceId: uuid('external_reference_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    productionPlanId: uuid('production_plan_id').references(() => productionPlans.productionPlanId, {
      onDelete: 'cascade',
    }),
    templateName: text('template_name').notNull(),
    templateLanguage: text('template_language').notNull().default('en'),
    /** Key in the file storage provider. */
    fileKey: text('file_key').notNull(),
    contractDetailsSchema: jsonb('contract_details_schema'),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(TEMPLATE_LANGUAGE_INDEX).on(t.productionPlanId, t.templateLanguage),
    index('contract_templates_company_idx').on(t.externalReferenceId),
  ],
);

/**
 * Every file a master agreement has had, the current one included (the row whose file_key the
 * template names): a replaced file is kept, so each version can still be opened.
 */
export const contractTemplateVersions = pgTable(
  'contract_template_versions',
  {
    versionId: uuid('version_id').primaryKey().defaultRandom(),
    contractTemplateId: uuid('contract_template_id')
      .notNull()
      .references(() => contractTemplates.contractTemplateId, { onDelete: 'cascade' }),
    /** Key in the file storage provider. */
    fileKey: text('file_key').notNull(),
    templateName: text('template_name').notNull(),
    /** Bytes of the stored (sanitised) file. */
    size: integer('size'),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contract_template_versions_template_idx').on(t.contractTemplateId, t.uploadedAt)],
);

export const programAssignments = pgTable(
  'program_assignments',
  {
    assignmentId: uuid('assignment_id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.programId),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.companyId, { onDelete: 'cascade' }),
    productionPlanId: uuid('production_plan_id')
      .notNull()
      .references(() => productionPlans.productionPlanId, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_assignments_plan_uq').on(t.productionPlanId),
    index('program_assignments_program_idx').on(t.programId),
  ],
);
