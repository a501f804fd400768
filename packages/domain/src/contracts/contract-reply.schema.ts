import { z } from 'zod';
import { committedUnitSchema } from '../production-plans/plan-view.schema';
import { SIGNER_CONTACT_FIELDS, type SignerContactChangeView } from '../signing/contact-masks';
import { pendingContactReply, SIGNER_STATUSES } from '../signing/signing.schema';
import { stewardshipSummarySchema } from '../stewardship/stewardship-summary.schema';
import { CONTRACT_STATES, CONTRACT_STATUSES } from './constants';
import type { ContractField, CreateContractResponse } from './contract.schema';
import type {
  ContractLink,
  ContractListItem,
  ContractListResponse,
  SignerDeclineView,
  ContractSignerView,
  ContractView,
  HistoryUserInfo,
} from './contract-view';

/**
 * The replies of the grower-contract routes (their types are in contract-view.ts; `satisfies` keeps
 * each schema listing every field of its type: the API sends only the fields a schema lists).
 */
const stewardshipLevel = z.enum(['empty', 'partial', 'complete']);

export const contractListItemReply = z.object({
  contract_id: z.string(),
  company_id: z.string(),
  created: z.string(),
  contract_year: z.number(),
  grower_name: z.string(),
  reseller: z.string().nullable(),
  reseller_id: z.string().nullable(),
  grain_receiver_name: z.string(),
  contract_type: z.string(),
  contract_state: z.enum(CONTRACT_STATES),
  contract_status: z.enum(CONTRACT_STATUSES),
  program_name: z.string().nullable(),
  new_contract_id: z.string(),
  stewardship: z
    .object({
      stewardship_activity_id: z.string(),
      planting: stewardshipLevel,
      harvest: stewardshipLevel,
      storage: stewardshipLevel,
    })
    .nullable(),
}) satisfies z.ZodType<ContractListItem>;

/** GET /api/grower-contracts/v1 (a page), POST /api/companies_contract and /api/search-by-production-plan. */
export const contractListReply = z.object({
  items: z.array(contractListItemReply),
  total: z.number(),
}) satisfies z.ZodType<ContractListResponse>;

export const contractFieldReply = z.object({
  field_id: z.string(),
  field_name: z.string(),
  farm_id: z.string().nullish(),
  farm_name: z.string().nullish(),
  planting_rate: z.number().nullable(),
  average_yield: z.number().nullable(),
  border_rows: z.boolean(),
  acres: z.number().nullable(),
  crop_year: z.number().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  is_total: z.boolean(),
}) satisfies z.ZodType<ContractField>;

/**
 * contract_details is the contract document as stored (ContractDetails): stored documents differ in
 * which parts they hold, so it goes out as stored, with the parts the API fills in always present.
 */
const storedPart = z.looseObject({});
const contractDetailsReply = z.looseObject({
  storage: z.array(storedPart),
  fields: z.array(storedPart),
  initial_fields: z.array(storedPart),
  cattle_info: storedPart.nullable(),
  delivery_schedule: z.array(storedPart),
  third_party_operator_details: storedPart.nullable(),
});

const historyUserInfoReply = z.object({
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  system_name: z.string(),
  date: z.string(),
}) satisfies z.ZodType<HistoryUserInfo>;

const signerContactChangeReply = z.object({
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  date: z.string(),
  contract_signer_id: z.string().nullable(),
  signer_name: z.string().nullable(),
  role: z.string().nullable(),
  changes: z.array(
    z.object({ field: z.enum(SIGNER_CONTACT_FIELDS), from: z.string().nullable(), to: z.string().nullable() }),
  ),
}) satisfies z.ZodType<SignerContactChangeView>;

const contractLinkReply = z.object({
  contract_id: z.string(),
  new_contract_id: z.string(),
  company_id: z.string(),
}) satisfies z.ZodType<ContractLink>;

const contractSignerReply = z.object({
  contract_signer_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  delivery_choice: z.string(),
  is_approver: z.boolean(),
  role: z.string().nullable(),
  assignment_role: z.string().nullable(),
  title: z.string().nullable(),
  approval_timestamp: z.string().nullable(),
  contract_status: z.enum(SIGNER_STATUSES),
  declined_at: z.string().nullable(),
  decline_reason: z.string().nullable(),
  user_id: z.string().nullable(),
  external_reference_id: z.string().nullable(),
  pending_contact: pendingContactReply.nullable(),
}) satisfies z.ZodType<ContractSignerView>;

export const contractViewReply = z.object({
  contract_id: z.string(),
  new_contract_id: z.string(),
  external_reference_id: z.string().nullable(),
  contract_state: z.enum(CONTRACT_STATES),
  contract_status: z.enum(CONTRACT_STATUSES),
  contract_type: z.string(),
  contract_year: z.number(),
  contract_language: z.string(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  contract_start_execution: z.string().nullable(),
  contract_end_execution: z.string().nullable(),
  contract_originated: z.string(),
  contract_template_id: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  voided_date: z.string().nullable(),
  voided_from: z.string().nullable(),
  contract_doc_link: z.string(),
  signed_doc_link: z.string().nullable(),
  parent_voided_contract_id: z.string().nullable(),
  amends: contractLinkReply.nullable(),
  amended_by: contractLinkReply.nullable(),
  user_info: z
    .object({ user_id: z.string().nullable(), user_name: z.string().nullable(), user_email: z.string().nullable() })
    .nullable(),
  production_plan_id: z.string().nullable(),
  grain_receiver_id: z.string(),
  third_party_operator_id: z.string().nullable(),
  contract_details: contractDetailsReply,
  contract_signers: z.array(contractSignerReply),
  contract_history: z.object({
    created_user_info: historyUserInfoReply.nullable(),
    voided_user_info: historyUserInfoReply.nullable(),
    amended_user_info: historyUserInfoReply.nullable(),
    deleted_user_info: historyUserInfoReply.nullable(),
    assign_fields_user_info: historyUserInfoReply.nullable(),
    signer_contact_changes: z.array(signerContactChangeReply),
    signer_declines: z.array(
      z.object({
        contract_signer_id: z.string().nullable(),
        signer_name: z.string(),
        role: z.string().nullable(),
        reason: z.string().nullable(),
        date: z.string(),
      }),
    ) satisfies z.ZodType<SignerDeclineView[]>,
    stewardship_history: z.array(
      z.object({
        user_name: z.string().nullable(),
        user_email: z.string().nullable(),
        action: z.string(),
        edit_date_time: z.string(),
      }),
    ),
  }),
  has_scale_tickets: z.boolean(),
  stewardship_activity_id: z.string().nullable(),
  stewardship_summary: stewardshipSummarySchema.nullable(),
  committed_units: z.array(committedUnitSchema),
}) satisfies z.ZodType<Omit<ContractView, 'contract_details'> & { contract_details: object }>;

/** GET /api/grower-contracts/v1?contract_id= */
export const contractReply = z.object({ contract: contractViewReply });
/** GET /api/grower-contracts/v1: one contract, or a page. */
export const contractReadReply = z.union([contractReply, contractListReply]);

/** POST /api/grower-contracts/v1 (201) */
export const contractCreatedReply = z.object({
  contract_id: z.string(),
  contract_doc_link: z.string(),
  new_contract_id: z.string(),
}) satisfies z.ZodType<CreateContractResponse>;

/** PATCH /api/grower-contracts/v1: the voided contract, deleted. */
export const contractDeletedReply = z.object({
  contract_id: z.string(),
  deleted: z.boolean(),
  deleted_date: z.string(),
});
export type ContractDeletedReply = z.infer<typeof contractDeletedReply>;

/** PATCH /api/void */
export const contractVoidedReply = z.object({
  contract_id: z.string(),
  contract_state: z.literal('voided'),
  voided_date: z.string(),
});
export type ContractVoidedReply = z.infer<typeof contractVoidedReply>;

/** POST /api/trigger-contracts: the CRM accepted the contract. */
export const contractSyncedReply = z.object({
  success: z.boolean(),
  status_code: z.number().nullable(),
  attempts: z.number(),
});
export type ContractSyncedReply = z.infer<typeof contractSyncedReply>;

/** GET /api/archive-pdf-contracts */
export const contractArchiveReply = z.object({ contract_id: z.string(), link: z.string() });
export type ContractArchiveReply = z.infer<typeof contractArchiveReply>;

/** PATCH /api/update-contract-fields */
export const contractFieldsReply = z.object({ contract_id: z.string(), fields: z.array(contractFieldReply) });
export type ContractFieldsReply = z.infer<typeof contractFieldsReply>;

/** PATCH /api/contract-stewardship-history: the recorded entry. */
export const contractStewardshipEntryReply = z.object({
  contract_id: z.string(),
  stewardship_history: z.object({
    user_name: z.string().nullable(),
    user_email: z.string().nullable(),
    action: z.string(),
  }),
});
export type ContractStewardshipEntryReply = z.infer<typeof contractStewardshipEntryReply>;

/** GET and POST /api/drafts: the user's draft of a contract (null when none). */
export const contractDraftReply = z.object({
  contract_id: z.string(),
  draft: z.record(z.string(), z.unknown()).nullable(),
  modified: z.string().nullable(),
  version: z.string().nullable(),
});
export type ContractDraftReply = z.infer<typeof contractDraftReply>;
