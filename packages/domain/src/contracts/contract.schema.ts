import { z } from 'zod';
import type { FieldRow } from './calculations';
import {
  CATTLE_TYPES,
  CONTRACT_STATES,
  CONTRACT_STATUSES,
  CONTRACT_TYPES,
  DELIVERY_TYPES,
  STORAGE_TYPES,
  type ContractState,
} from './constants';
import type { ContractDraft } from './continue-checks';
import { CONTRACT_MESSAGES as M } from './messages';
import { formatAmount } from '../formatting/quantities';
import { SORT_ORDERS } from '../common/url-state';

/**
 * Request and response shapes of the grower-contract calls (spec 2, §3 and §7), shared by the
 * create/amend form and the API. The create schema checks shapes only; the spec's Continue checks
 * (continueChecks) run on top of it, in the browser and again on the server with database context.
 */

/** Numbers typed into the form: '' and null are empty, numeric strings become numbers, at least 0. */
const amount = z.preprocess(
  (value) =>
    value === '' || value === undefined || value === null ? null : typeof value === 'string' ? Number(value) : value,
  z.number('Please enter a number').min(0, 'Please enter a number of at least 0').max(1e12).nullable(),
);
const optionalId = z.uuid().nullish();
const text = (max = 200) => z.string().trim().max(max);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date as yyyy-mm-dd');

export const STORAGE_MESSAGES = {
  nameRequired: 'Storage name is required. Please complete this field',
  capacityRequired: 'Storage capacity is required. Please complete this field',
  latitude: M.latitude,
  longitude: M.longitude,
} as const;

const requiredNumber = (message: string) =>
  z.preprocess(
    (value) =>
      value === '' || value === undefined || value === null
        ? undefined
        : typeof value === 'string'
          ? Number(value)
          : value,
    z.number(message),
  );

/** The storage form (spec 2, §5): name, capacity, latitude and longitude required; coordinates strictly inside their ranges. */
export const storageFormSchema = z.object({
  storage_location_id: z.uuid().nullish(),
  storage_name: z.string(STORAGE_MESSAGES.nameRequired).trim().min(1, STORAGE_MESSAGES.nameRequired).max(200),
  storage_capacity: requiredNumber(STORAGE_MESSAGES.capacityRequired).pipe(
    z.number().min(0, STORAGE_MESSAGES.capacityRequired).max(1e12),
  ),
  storage_type: z.enum(STORAGE_TYPES).default('Grain'),
  storage_latitude: requiredNumber(M.latitude).pipe(z.number().gt(-90, M.latitude).lt(90, M.latitude)),
  storage_longitude: requiredNumber(M.longitude).pipe(z.number().gt(-180, M.longitude).lt(180, M.longitude)),
});
export type StorageForm = z.output<typeof storageFormSchema>;

/** POST /api/storage-locations/v1: the storage form for one grower. */
export const createStorageLocationSchema = storageFormSchema.omit({ storage_location_id: true }).extend({
  grower_id: z.uuid(M.missingGrower),
});

export const contractFieldSchema = z.object({
  /** A field's id, or total_enogen_acres_id for the generic total row. */
  field_id: text(100).min(1),
  field_name: text().optional().default(''),
  farm_id: z.string().max(100).nullish(),
  farm_name: text().nullish(),
  planting_rate: amount,
  average_yield: amount,
  border_rows: z.boolean().optional().default(false),
  acres: amount,
  crop_year: z.number().int().min(1900).max(2200).nullish(),
  latitude: z.number().gte(-90).lte(90).nullish(),
  longitude: z.number().gte(-180).lte(180).nullish(),
  is_total: z.boolean().optional().default(false),
});
export type ContractField = z.output<typeof contractFieldSchema>;

export const deliveryEntrySchema = z.object({
  delivery_month: z.number().int().min(1).max(12),
  delivery_year: z.number().int().min(1900).max(2200),
  delivery_type: z.enum(DELIVERY_TYPES),
  contract_acres: amount,
  contract_units: amount,
  available_acres: amount.optional(),
});
export type DeliveryScheduleEntry = z.output<typeof deliveryEntrySchema>;

export const cattleInfoSchema = z.object({
  cattle_type: z.enum(CATTLE_TYPES, M.cattle).nullish(),
  unit_count: amount,
});

/**
 * POST /api/grower-contracts/v1 (create, or amend with parent_voided_contract_id). Identity fields
 * may be missing here: the Continue checks answer with the spec's messages instead.
 */
export const createContractSchema = z.object({
  contract_type: z.enum(CONTRACT_TYPES, M.selectContractType).nullish(),
  contract_year: z.number().int().min(2000).max(2200).nullish(),
  contract_start: isoDate.nullish(),
  contract_end: isoDate.nullish(),
  contract_language: text(10).min(2).nullish(),
  production_plan_id: optionalId,
  inventory_code: text(20).nullish(),
  grain_receiver_details: z.object({ grain_receiver_id: optionalId }).nullish(),
  reseller_details: z.object({ reseller_id: optionalId }).nullish(),
  third_party_operator_id: optionalId,
  grower_details: z
    .object({
      grower_id: optionalId,
      phone: text(30).nullish(),
      email: text(254).nullish(),
    })
    .nullish(),
  fields: z.array(contractFieldSchema).max(500).default([]),
  storage: z.array(storageFormSchema).max(100).default([]),
  delivery_schedule: z.array(deliveryEntrySchema).max(60).default([]),
  cattle_info: cattleInfoSchema.nullish(),
  parent_voided_contract_id: optionalId,
});
export type CreateContractInput = z.input<typeof createContractSchema>;
export type CreateContractPayload = z.output<typeof createContractSchema>;

/** The year a payload is for: contract_year, or the start date's year when dates are used. */
export function payloadContractYear(
  payload: Pick<CreateContractPayload, 'contract_year' | 'contract_start'>,
): number | null {
  if (payload.contract_year) return payload.contract_year;
  return payload.contract_start ? Number(payload.contract_start.slice(0, 4)) : null;
}

/** The Continue checks' view of a create payload. */
export function contractDraftOf(payload: CreateContractPayload): ContractDraft {
  return {
    contract_type: payload.contract_type ?? null,
    contract_year: payloadContractYear(payload),
    grain_receiver_id: payload.grain_receiver_details?.grain_receiver_id ?? null,
    grower_id: payload.grower_details?.grower_id ?? null,
    reseller_id: payload.reseller_details?.reseller_id ?? null,
    storage: payload.storage,
    fields: payload.fields as FieldRow[],
    delivery_schedule: payload.delivery_schedule,
    cattle_info: payload.cattle_info ?? null,
  };
}

export type CreateContractResponse = { contract_id: string; contract_doc_link: string; new_contract_id: string };

/** contract_status filter: a comma-separated list of statuses (the states, and denied). */
const stateList = z
  .string()
  .max(500)
  .transform((value) =>
    value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(CONTRACT_STATUSES, 'Unknown contract status')));

/**
 * The columns the contracts list sorts by: each is read in the order of an index (the list stays fast
 * at 100,000 contracts): created (contracts_live_created_idx, or contracts_live_year_created_idx with a
 * year), contract_year (contracts_live_year_created_idx) and new_contract_id (its unique index).
 */
export const CONTRACT_SORTS = ['created', 'contract_year', 'new_contract_id'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];

/** GET /api/grower-contracts/v1: one contract by contract_id, or the list with these filters. */
export const contractListQuerySchema = z.object({
  /** Newest first by default. */
  sort: z.enum(CONTRACT_SORTS, 'Unknown sort column').default('created'),
  order: z.enum(SORT_ORDERS, 'Unknown sort order').default('desc'),
  contract_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  year: z.coerce.number().int().min(2000).max(2200).optional(),
  contract_year: z.coerce.number().int().min(2000).max(2200).optional(),
  /** Default: every state but voided. */
  contract_status: stateList.optional(),
  /** The same filter under the name the dashboard's status select uses. */
  selected_contract_status: stateList.optional(),
  /** Contracts with a signer signing for this company. */
  signer_external_reference_id: z.uuid().optional(),
  /** A company id: contracts where it is the reseller, the grain receiver or the 3PO. */
  external_reference_id: z.uuid().optional(),
  production_plan_id: z.uuid().optional(),
  grower_name: text().min(1).optional(),
  grower_sap_id: text(20).min(1).optional(),
  new_contract_id: text(30).min(1).optional(),
});
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** Every state but voided: the dashboard's default status filter. */
export const DEFAULT_LIST_STATES: readonly ContractState[] = CONTRACT_STATES.filter((s) => s !== 'voided');

/**
 * The contracts list (GET /api/grower-contracts/v1) counts at most this many matches, so a page
 * stays fast on a large programme; a total above it means "more than" and reads "10,000+".
 */
export const CONTRACT_LIST_COUNT_CAP = 10_000;

/** A list total as the pages show it: "10,000+" past the count cap. */
export const formatListTotal = (total: number): string =>
  total > CONTRACT_LIST_COUNT_CAP ? `${formatAmount(CONTRACT_LIST_COUNT_CAP)}+` : formatAmount(total);

export const userInfoSchema = z.object({
  user_id: z.string().max(100).nullish(),
  user_name: text().nullish(),
  user_email: text(254).nullish(),
  system_name: text(100).nullish(),
  date: z.string().max(40).nullish(),
});
export type UserInfo = z.output<typeof userInfoSchema>;

export const contractIdQuerySchema = z.object({ contract_id: z.uuid('Please provide a contract_id') });

/** The reason a user gives for voiding (spec 2's voided_from): required, at most 100 characters. */
export const VOID_REASON_MAX = 100;

/** PATCH /api/void?contract_id= */
export const voidContractSchema = z.object({
  voided_user_info: userInfoSchema.nullish(),
  voided_from: z.string({ error: M.voidReason }).trim().min(1, M.voidReason).max(VOID_REASON_MAX),
});

/** PATCH /api/grower-contracts/v1: deletes a voided contract. */
export const deleteVoidedContractSchema = z.object({
  contract_id: z.uuid('Please provide a contract_id'),
  deleted_user_info: userInfoSchema.nullish(),
});

/** PATCH /api/contract-stewardship-history */
export const contractStewardshipHistorySchema = z.object({
  contract_id: z.uuid('Please provide a contract_id'),
  stewardship_history: z.object({
    action: text().min(1, 'Please provide an action'),
    user_name: text().nullish(),
    user_email: text(254).nullish(),
    user_id: z.string().max(100).nullish(),
  }),
});

/**
 * PATCH /api/update-contract-fields: replaces the contract's field rows (after a stewardship
 * assign) and records assign_fields_user_info; initial_fields keeps the rows the contract was created with.
 */
export const updateContractFieldsSchema = z.object({
  contract_id: z.uuid('Please provide a contract_id'),
  fields: z.array(contractFieldSchema).min(1, M.selectField).max(500),
  assign_fields_user_info: userInfoSchema.nullish(),
});

/** POST /api/companies_contract (pages of 1000). */
export const companiesContractSchema = z.object({
  companyList: z.array(z.uuid()).min(1).max(1000),
  offset: z.number().int().min(0).default(0),
});
export const COMPANIES_CONTRACT_PAGE_SIZE = 1000;

/** POST /api/search-by-production-plan (pages of 20); contract_state narrows it (the Program report). */
export const searchByProductionPlanSchema = z.object({
  production_plan_ids: z.array(z.uuid()).min(1).max(200),
  offset: z.number().int().min(0).default(0),
  contract_state: z.enum(CONTRACT_STATES).optional(),
});
export type SearchByProductionPlan = z.output<typeof searchByProductionPlanSchema>;
export const CONTRACTS_BY_PLAN_PAGE_SIZE = 20;

/** GET/POST /api/drafts: one draft contract payload per user and contract. */
export const draftQuerySchema = z.object({ contract_id: z.uuid() });
export const saveDraftSchema = z.object({
  contract_id: z.uuid(),
  draft: z.record(z.string(), z.unknown()),
});

/* ---------- responses ---------- */

/** GET /api/contract-pdf/:contract_id (signed=true: the signed PDF). */
export const contractPdfParamsSchema = z.object({ contract_id: z.uuid() });
export const contractPdfQuerySchema = z.object({ signed: z.enum(['true', 'false']).optional() });
