import type { ContractState, ContractStatus } from './constants';
import type { SignerStatus } from '../signing/signing.schema';
import type { ContractField, DeliveryScheduleEntry, StorageForm } from './contract.schema';
import type { SignerContactChangeView } from '../signing/contact-masks';
import type { PendingContact } from '../signing/contact-confirmation';
import type { CommittedUnit } from '../production-plans/plan-view.schema';
import type { StewardshipSummary } from '../stewardship/stewardship-summary.schema';

/** The replies of the grower-contract calls, shared by the API and the web app (spec 2, §3 and §7). */
export type StewardshipLevel = 'empty' | 'partial' | 'complete';

export type ContractListItem = {
  contract_id: string;
  /** The grain receiver: whose company page the View button opens. */
  company_id: string;
  created: string;
  contract_year: number;
  grower_name: string;
  reseller: string | null;
  reseller_id: string | null;
  grain_receiver_name: string;
  contract_type: string;
  contract_state: ContractState;
  /** The status shown: Denied while a signer's decline stands, else the state. */
  contract_status: ContractStatus;
  program_name: string | null;
  new_contract_id: string;
  stewardship: null | {
    stewardship_activity_id: string;
    planting: StewardshipLevel;
    harvest: StewardshipLevel;
    storage: StewardshipLevel;
  };
};
export type ContractListResponse = { items: ContractListItem[]; total: number };

export type GrowerDetails = {
  grower_id: string;
  sap_id: string | null;
  first: string | null;
  last: string | null;
  grower_name: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  phone: string | null;
  email: string | null;
};

export type DisplayDetails = {
  production_plan_inventory_code: string;
  contract_type: string;
  production_plan_id: string;
  unit_size: number;
  training_id: string;
  harvest_transportation: string | null;
  delivery_month: string;
  unit_type: string;
  total_acres: number;
  units_needed: number;
  weighted_planting_rate: number;
  total_yield: number;
};

export type ContractDetails = {
  display_details: DisplayDetails;
  grower_details: GrowerDetails;
  reseller_details: { reseller_id: string | null; reseller_name: string | null; sap_id: string | null };
  grain_receiver_details: { grain_receiver_id: string; grain_receiver_name: string; sap_id: string | null };
  third_party_operator_details: { third_party_operator_id: string; company_name: string; sap_id: string | null } | null;
  storage: StorageForm[];
  fields: ContractField[];
  initial_fields: ContractField[];
  cattle_info: { cattle_type: string | null; unit_count: number | null } | null;
  delivery_schedule: DeliveryScheduleEntry[];
};

/** A signer's decline as the history keeps it. */
export type SignerDeclineView = {
  contract_signer_id: string | null;
  signer_name: string;
  role: string | null;
  reason: string | null;
  date: string;
};

/** Another contract the page links to. */
export type ContractLink = { contract_id: string; new_contract_id: string; company_id: string };

export type ContractUserInfo = { user_id: string | null; user_name: string | null; user_email: string | null };

export type HistoryUserInfo = {
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  system_name: string;
  date: string;
};

export type ContractSignerView = {
  contract_signer_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  delivery_choice: string;
  is_approver: boolean;
  role: string | null;
  assignment_role: string | null;
  title: string | null;
  approval_timestamp: string | null;
  contract_status: SignerStatus;
  /** When and why the signer declined, while the decline stands. */
  declined_at: string | null;
  decline_reason: string | null;
  user_id: string | null;
  external_reference_id: string | null;
  /** A new contact awaiting confirmation (grower only), masked as the signer's contact is. */
  pending_contact: PendingContact | null;
};

/** The committed units of a contract: the production plans' shape. */
export type CommittedUnitView = CommittedUnit;

export type ContractView = {
  contract_id: string;
  new_contract_id: string;
  /** The reseller company id. */
  external_reference_id: string | null;
  contract_state: ContractState;
  /** The status shown: Denied while a signer's decline stands, else the state. */
  contract_status: ContractStatus;
  contract_type: string;
  contract_year: number;
  contract_language: string;
  contract_start: string | null;
  contract_end: string | null;
  contract_start_execution: string | null;
  contract_end_execution: string | null;
  contract_originated: string;
  contract_template_id: string | null;
  created: string;
  modified: string;
  voided_date: string | null;
  /** the reason given when it was voided (voided_from), null when not voided or voided by an amendment */
  voided_from: string | null;
  contract_doc_link: string;
  signed_doc_link: string | null;
  parent_voided_contract_id: string | null;
  /** The contract this amendment replaced, when the reader may see it. */
  amends: ContractLink | null;
  /** The amendment that replaced this contract, when the reader may see it. */
  amended_by: ContractLink | null;
  /** Who created the contract (spec 2, §3 userInfo), from its history. */
  user_info: ContractUserInfo | null;
  production_plan_id: string | null;
  grain_receiver_id: string;
  third_party_operator_id: string | null;
  contract_details: ContractDetails;
  contract_signers: ContractSignerView[];
  contract_history: {
    created_user_info: HistoryUserInfo | null;
    voided_user_info: HistoryUserInfo | null;
    amended_user_info: HistoryUserInfo | null;
    deleted_user_info: HistoryUserInfo | null;
    assign_fields_user_info: HistoryUserInfo | null;
    /** Changes of a signer's e-mail, phone or delivery (masked for readers who may not send for signing). */
    signer_contact_changes: SignerContactChangeView[];
    /** Every decline, oldest first: who, when and why (kept after a resend clears it). */
    signer_declines: SignerDeclineView[];
    stewardship_history: {
      user_name: string | null;
      user_email: string | null;
      action: string;
      edit_date_time: string;
    }[];
  };
  has_scale_tickets: boolean;
  stewardship_activity_id: string | null;
  /** the stewardship summary widget's data (spec 2, §3), null without an activity */
  stewardship_summary: StewardshipSummary | null;
  committed_units: CommittedUnitView[];
};
export type ContractResponse = { contract: ContractView };

/** The PDF link of a contract (the API streams it, scoped by visibility). */
export function contractDocLink(contractId: string, signed = false): string {
  return `/api/contract-pdf/${contractId}${signed ? '?signed=true' : ''}`;
}
