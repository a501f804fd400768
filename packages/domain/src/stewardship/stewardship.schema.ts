import { z } from 'zod';
import { growerFieldSchema } from '../growers/grower-fields.schema';
import { STEWARDSHIP_LIMITS as L, STEWARDSHIP_MESSAGES as M } from './messages';

/**
 * The wire contract of seed stewardship (spec 3, §3 and §7): one schema for the browser's forms and
 * the API's validation. Paths: POST /api/seed-stewardship/v1, GET/PATCH /api/activity,
 * POST /api/replant, POST /api/fieldLost, POST /api/stewardship/assign-fields, POST /api/stewards,
 * GET /api/stewardship-activities (the dashboard table). History is written by the server, in the
 * same transaction as the change, with the acting user from the session.
 */

const id = z.uuid();
const isoDate = z.iso.date();
const levelSchema = z.enum(['empty', 'partial', 'complete']);
/** Acres as the spec's two-decimal string, e.g. "12.50". */
export const acresText = z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, M.zeroAcres);
const amount = (max: number) => z.number().finite().min(0).max(max);

/** A field's planting block: 4 values (spec 3, §4). crop is the estimated bu/acre. */
export const plantingSchema = z.object({
  total_planted_acres: acresText.nullable(),
  planting_rate: amount(1_000_000).nullable(),
  plant_date: isoDate.nullable(),
  crop: amount(1000).nullable(),
});
export type Planting = z.infer<typeof plantingSchema>;

/** A field's harvest block: 6 values. unit_type bu is sent as bushels. */
export const harvestSchema = z.object({
  total_acres: amount(1_000_000).nullable(),
  harvest_date: isoDate.nullable(),
  total_harvest: amount(1e9).nullable(),
  yield_per_acre: amount(100_000).nullable(),
  unit_type: z.enum(['bushels', 'tons']).nullable(),
  storage_type: z.enum(L.storageTypes).nullable(),
});
export type Harvest = z.infer<typeof harvestSchema>;

export const activityStorageSchema = z.object({
  location_name: z.string().trim().min(1).max(200),
  capacity: amount(1e9).nullable(),
  cleanout_date: isoDate.nullable(),
});
export type ActivityStorage = z.infer<typeof activityStorageSchema>;

export const plantingCleanoutSchema = z.object({
  planting_equipment: z.boolean().nullable(),
  seed_return: z.boolean().nullable(),
});
export const harvestCleanoutSchema = z.object({ harvest_equipment: z.boolean().nullable() });
export type PlantingCleanout = z.infer<typeof plantingCleanoutSchema>;
export type HarvestCleanout = z.infer<typeof harvestCleanoutSchema>;

/** One replant or field-lost event in a field's field_lost_replant history. */
export const fieldEventSchema = z.object({
  type: z.enum(['replant', 'field_lost']),
  date: isoDate,
  acres: z.number(),
  notes: z.string().nullable(),
  user_name: z.string().nullable(),
  created: z.string(),
});

export const activityFieldSchema = z.object({
  field_id: z.string(),
  field_name: z.string(),
  acres: z.number(),
  border_rows: z.boolean(),
  field_lost: z.boolean(),
  planting: plantingSchema.nullable(),
  harvest: harvestSchema.nullable(),
  field_lost_replant: z.array(fieldEventSchema),
});
export type ActivityField = z.infer<typeof activityFieldSchema>;

export const stewardSchema = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string(),
  stewardship_activity_id: id,
  external_reference_id: z.string().nullable(),
});
export type Steward = z.infer<typeof stewardSchema>;

export const historyEntrySchema = z.object({
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  edit_date_time: z.string(),
});

export const completenessSchema = z.object({
  planting: levelSchema,
  harvest: levelSchema,
  storage: levelSchema,
  planting_cleanout: levelSchema,
});
export type Completeness = z.infer<typeof completenessSchema>;

/** GET /api/activity?stewardship_activity_id= (&contract_id=): the whole page's data. */
export const activityQuerySchema = z.object({ stewardship_activity_id: id, contract_id: id.optional() });
export const activityViewSchema = z.object({
  stewardship_activity_id: id,
  contract_id: id,
  new_contract_id: z.string().nullable(),
  /** the grain receiver (the page's company) and the reseller */
  company_id: id,
  external_reference_id: z.string().nullable(),
  display_details: z.object({
    grower_name: z.string(),
    harvest_year: z.number().int(),
    grain_receiver_name: z.string(),
    reseller_name: z.string().nullable(),
    /** the grower's sap id, for the assign-fields call */
    grower_sap_id: z.string().nullable(),
  }),
  fields: z.array(activityFieldSchema),
  storage_locations: z.array(activityStorageSchema),
  planting_cleanout: plantingCleanoutSchema,
  harvest_cleanout: harvestCleanoutSchema,
  stewards: z.array(stewardSchema),
  history: z.array(historyEntrySchema),
  completeness: completenessSchema,
  /** what the acting user may do here (the API enforces the same rules) */
  can: z.object({ edit: z.boolean(), assign_me: z.boolean(), assign_others: z.boolean() }),
  /** the version a section's save sends back as If-Match (record-version.ts): the activity with its rows */
  version: z.string(),
});
export type ActivityView = z.infer<typeof activityViewSchema>;

const fieldIds = <T extends z.ZodType>(block: T) =>
  z.array(z.object({ field_id: z.string().min(1).max(100) }).extend({ value: block })).max(L.maxFields);

/** PATCH /api/activity: one widget's save (spec 3, §4); answers the reloaded ActivityView. */
export const patchActivitySchema = z.discriminatedUnion('section', [
  z.object({
    section: z.literal('planting'),
    stewardship_activity_id: id,
    fields: fieldIds(plantingSchema),
    planting_cleanout: plantingCleanoutSchema,
  }),
  z.object({
    section: z.literal('harvest'),
    stewardship_activity_id: id,
    fields: fieldIds(harvestSchema),
    harvest_cleanout: harvestCleanoutSchema,
  }),
  z.object({
    section: z.literal('storage'),
    stewardship_activity_id: id,
    storage_locations: z.array(activityStorageSchema).max(L.maxStorageLocations),
  }),
]);
export type PatchActivity = z.infer<typeof patchActivitySchema>;

/** POST /api/seed-stewardship/v1: the contract's activity, created if missing (idempotent). */
export const createActivitySchema = z.object({ contract_id: id });
export const createActivityResponseSchema = z.object({ stewardship_activity_id: id, created: z.boolean() });
export type CreateActivityResponse = z.infer<typeof createActivityResponseSchema>;

const notes = z.string().trim().max(2000).nullable().optional();
const positiveAcres = z.number().finite().gt(0, M.zeroAcres).max(1_000_000);

/** POST /api/replant. acres_replanted carries the field's total planted acres (spec 3, §5). */
export const replantSchema = z.object({
  stewardship_id: id,
  field_id: z.string().min(1).max(100),
  replanted_date: isoDate,
  acres_replanted: positiveAcres,
  notes,
});
export type Replant = z.infer<typeof replantSchema>;

/** POST /api/fieldLost. acres_lost is fixed to the field's planted acres. */
export const fieldLostSchema = z.object({
  stewardship_id: id,
  field_id: z.string().min(1).max(100),
  fieldLost_date: isoDate,
  acres_lost: positiveAcres,
  notes,
});
export type FieldLost = z.infer<typeof fieldLostSchema>;

/** An assigned field (spec 3, §3): a missing boundary becomes a point at 0,0. */
export const assignedFieldSchema = growerFieldSchema.omit({ farm_id: true, farm_name: true }).extend({
  acres: z.number().finite().gt(0).max(1_000_000),
});
export type AssignedField = z.infer<typeof assignedFieldSchema>;

/** POST /api/stewardship/assign-fields: the contract's Enogen fields; the user info comes from the session. */
export const assignFieldsSchema = z.object({
  contract_id: id,
  sap_id: z.string().max(40).nullish(),
  fields: z.array(assignedFieldSchema).min(1, M.selectField).max(L.maxFields),
  /** the user was told which recorded data removing fields deletes, and went on */
  confirm_data_loss: z.boolean().optional(),
});
export type AssignFields = z.infer<typeof assignFieldsSchema>;

/** POST /api/stewards: assigns one user as steward (Assign Me, or an admin's pick found by e-mail). */
export const assignStewardSchema = z.object({ stewardship_activity_id: id, user_id: z.string().min(1).max(100) });
export type AssignSteward = z.infer<typeof assignStewardSchema>;

/** GET /api/stewardship-activities: the dashboard table, incomplete activities first. */
export const activityListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const activityListItemSchema = z.object({
  stewardship_activity_id: id,
  contract_id: id,
  company_id: id,
  harvest_year: z.number().int(),
  grower_name: z.string(),
  grain_receiver_name: z.string(),
  completeness: completenessSchema,
});
export type ActivityListItem = z.infer<typeof activityListItemSchema>;
export const activityListResponseSchema = z.object({
  items: z.array(activityListItemSchema),
  total: z.number().int(),
});
