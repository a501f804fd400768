import { z } from 'zod';
import { CONTRACT_MESSAGES as M } from '../contracts/messages';
import { prefixSapId } from '../formatting/search-terms';
import { growerHitSchema } from './grower-view.schema';

/** The texts of adding a grower and its fields where contracts are made (ours; none in the spec). */
export const GROWER_ADD_TEXTS = {
  growerName: 'Please enter the grower name',
  farmName: 'Please enter the farm name',
  fieldName: 'Please enter the field name',
  oneField: 'Please add at least one field',
  growerOrNew: 'Choose a grower or add a new one',
  sapTaken: 'Another grower has this SAP ID',
  fieldTaken: 'This farm already has a field with this name',
  added: 'Grower and fields saved',
  failed: 'The grower and fields could not be saved',
} as const;

const optionalText = (max: number) =>
  z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable())
    .optional();
const optionalCount = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number(message).int(message).min(0, message).nullable(),
  );

/** A new grower: a name, a SAP id or none, and a contact. */
export const newGrowerSchema = z.object({
  grower_name: z.string(GROWER_ADD_TEXTS.growerName).trim().min(1, GROWER_ADD_TEXTS.growerName).max(200),
  sap_id: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(20).nullable())
    .transform((v) => (v ? prefixSapId(v) : null))
    .optional(),
  first: optionalText(100),
  last: optionalText(100),
  phone: optionalText(20),
  email: z
    .preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.email(M.growerEmailInvalid).nullable())
    .optional(),
});

/** A field as the contract form needs it: name, acres, planting rate and APH (average yield). */
export const newFieldSchema = z.object({
  field_name: z.string(GROWER_ADD_TEXTS.fieldName).trim().min(1, GROWER_ADD_TEXTS.fieldName).max(200),
  acres: z.coerce.number(M.fillAcres).positive(M.fillAcres).max(100_000, M.fillAcres),
  planting_rate: optionalCount(M.fillPlantingRate),
  average_yield: optionalCount(M.fillAph),
});

/**
 * POST /api/growers/v1: a new grower (tied to the reseller) or an existing one of that reseller,
 * with fields on one farm; one transaction.
 */
export const addGrowerFieldsSchema = z
  .object({
    reseller_id: z.uuid(M.missingReseller),
    grower_id: z.uuid().optional(),
    grower: newGrowerSchema.optional(),
    farm_name: z.string(GROWER_ADD_TEXTS.farmName).trim().min(1, GROWER_ADD_TEXTS.farmName).max(200),
    fields: z.array(newFieldSchema).min(1, GROWER_ADD_TEXTS.oneField).max(50),
  })
  .refine((body) => Boolean(body.grower_id) !== Boolean(body.grower), {
    path: ['grower_id'],
    message: GROWER_ADD_TEXTS.growerOrNew,
  });
export type AddGrowerFields = z.output<typeof addGrowerFieldsSchema>;
export type AddGrowerFieldsInput = z.input<typeof addGrowerFieldsSchema>;

/** The reply: the grower as the grower picker holds it, and how many fields were added. */
export const growerFieldsAddedReply = z.object({
  message: z.string(),
  grower: growerHitSchema,
  fields_added: z.number(),
});
export type GrowerFieldsAdded = z.infer<typeof growerFieldsAddedReply>;
