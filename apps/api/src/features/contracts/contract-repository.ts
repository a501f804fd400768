import {
  contractDocLink,
  type CommittedUnitView,
  type ContractDetails,
  type ContractState,
  type ContractView,
  type ContractLink,
  contractStatus,
  type HistoryUserInfo,
  withDeliveredBushels,
} from '@portal/domain';
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  committedUnits,
  contractHistory,
  contracts,
  contractSigners,
  scaleTickets,
  stewardshipActivities,
  stewardshipHistory,
} from '../../db/schema';
import type { Actor } from '../../plugins/actor';
import { contactChangeViews, declineViews, MASKED_READER, signerViews } from './signer-view';
import { visibleContracts } from '../../services/contract-visibility';
import { deliveredByMonth } from '../../services/delivered-by-month';
import { stewardshipSummaryOf } from '../../services/stewardship-summary';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export type ContractRow = typeof contracts.$inferSelect;

/** A contract the actor may see (not deleted), or null. */
export async function findVisibleContract(tx: Tx, actor: Actor, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.contractId, contractId), visibleContracts(actor)));
  return row ?? null;
}

/** A live (not deleted) contract whatever the actor, or null; callers check access themselves. */
export async function findContract(tx: Tx, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.contractId, contractId), sql`${contracts.deletedAt} is null`));
  return row ?? null;
}

export type HistoryRecord = typeof contractHistory.$inferSelect;
export type SignerRecord = typeof contractSigners.$inferSelect;

/** The contract's signing records (one per signer it was sent to). */
export function signingRecords(tx: Tx, contractId: string): Promise<SignerRecord[]> {
  return tx.select().from(contractSigners).where(eq(contractSigners.contractId, contractId));
}

const userInfo = (row: HistoryRecord | undefined): HistoryUserInfo | null =>
  row
    ? {
        user_id: row.userId,
        user_name: row.userName,
        user_email: row.userEmail,
        system_name: row.systemName,
        date: iso(row.at)!,
      }
    : null;

const creatorOf = (row: HistoryRecord | undefined) =>
  row ? { user_id: row.userId, user_name: row.userName, user_email: row.userEmail } : null;

/** A contract the actor may see, as a link (null when there is none or it is out of their scope). */
async function visibleLink(tx: Tx, actor: Actor, where: SQL): Promise<ContractLink | null> {
  const [link] = await tx
    .select({
      contract_id: contracts.contractId,
      new_contract_id: contracts.newContractId,
      company_id: contracts.grainReceiverId,
    })
    .from(contracts)
    .where(and(where, visibleContracts(actor)))
    .orderBy(desc(contracts.created))
    .limit(1);
  return link ?? null;
}

/** The contract an amendment replaced and the amendment that replaced it, as far as the actor may see them. */
export async function amendmentLinks(
  tx: Tx,
  actor: Actor,
  row: ContractRow,
): Promise<{ amends: ContractLink | null; amended_by: ContractLink | null }> {
  const [amends, amendedBy] = await Promise.all([
    row.parentVoidedContractId
      ? visibleLink(tx, actor, eq(contracts.contractId, row.parentVoidedContractId))
      : Promise.resolve(null),
    visibleLink(
      tx,
      actor,
      and(isNotNull(contracts.parentVoidedContractId), eq(contracts.parentVoidedContractId, row.contractId))!,
    ),
  ]);
  return { amends, amended_by: amendedBy };
}

const NO_LINKS = { amends: null, amended_by: null };

/**
 * The contract as the detail page reads it: details, signers, history, committed units (with the
 * bushels its tickets delivered each month) and flags.
 * Signer contacts are whole only for the reader's own signer, or for a reader who may send it for signing.
 */
export async function contractView(
  tx: Tx,
  row: ContractRow,
  reader = MASKED_READER,
  links: Pick<ContractView, 'amends' | 'amended_by'> = NO_LINKS,
): Promise<ContractView> {
  const id = row.contractId;
  const [signers, history, units, delivered, [tickets], [steward]] = await Promise.all([
    tx
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, id))
      .orderBy(asc(contractSigners.signingOrder), asc(contractSigners.lastName)),
    tx.select().from(contractHistory).where(eq(contractHistory.contractId, id)).orderBy(asc(contractHistory.at)),
    tx
      .select({
        delivery_type: committedUnits.deliveryType,
        delivery_month: committedUnits.deliveryMonth,
        delivery_year: committedUnits.deliveryYear,
        contract_acres: committedUnits.contractAcres,
        contract_units: committedUnits.contractUnits,
      })
      .from(committedUnits)
      .where(eq(committedUnits.contractId, id))
      .orderBy(asc(committedUnits.deliveryYear), asc(committedUnits.deliveryMonth), asc(committedUnits.deliveryType)),
    deliveredByMonth(tx, [id]),
    tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(scaleTickets)
      .where(eq(scaleTickets.contractId, id)),
    tx
      .select({ id: stewardshipActivities.stewardshipActivityId })
      .from(stewardshipActivities)
      .where(eq(stewardshipActivities.contractId, id)),
  ]);
  const [activityHistory, stewardshipSummary] = steward
    ? await Promise.all([
        tx
          .select()
          .from(stewardshipHistory)
          .where(eq(stewardshipHistory.stewardshipActivityId, steward.id))
          .orderBy(asc(stewardshipHistory.editDateTime)),
        stewardshipSummaryOf(tx, id),
      ])
    : [[], null];

  const latest = (kind: string) => history.filter((h) => h.kind === kind).at(-1);
  const stewardship = [
    ...history
      .filter((h) => h.kind === 'stewardship')
      .map((h) => ({
        user_name: h.userName,
        user_email: h.userEmail,
        action: h.action ?? '',
        edit_date_time: iso(h.at)!,
      })),
    ...activityHistory.map((h) => ({
      user_name: h.userName,
      user_email: h.userEmail,
      action: h.action,
      edit_date_time: iso(h.editDateTime)!,
    })),
  ].sort((a, b) => a.edit_date_time.localeCompare(b.edit_date_time));

  const details = row.contractDetails as unknown as ContractDetails;
  return {
    contract_id: id,
    new_contract_id: row.newContractId,
    external_reference_id: row.externalReferenceId,
    contract_state: row.contractState as ContractState,
    contract_status: contractStatus(
      row.contractState as ContractState,
      signers.some((s) => s.declinedAt),
    ),
    contract_type: row.contractType,
    contract_year: row.contractYear,
    contract_language: row.contractLanguage,
    contract_start: row.contractStart,
    contract_end: row.contractEnd,
    contract_start_execution: iso(row.contractStartExecution),
    contract_end_execution: iso(row.contractEndExecution),
    contract_originated: row.contractOriginated,
    contract_template_id: row.contractTemplateId,
    created: iso(row.created)!,
    modified: iso(row.modified)!,
    voided_date: iso(row.voidedAt),
    voided_from: row.contractState === 'voided' ? (latest('voided')?.action ?? null) : null,
    contract_doc_link: contractDocLink(id),
    signed_doc_link: row.signedDocKey ? contractDocLink(id, true) : null,
    parent_voided_contract_id: row.parentVoidedContractId,
    ...links,
    user_info: creatorOf(latest('created')),
    production_plan_id: row.productionPlanId,
    grain_receiver_id: row.grainReceiverId,
    third_party_operator_id: row.thirdPartyOperatorId,
    contract_details: {
      ...details,
      fields: details.fields ?? [],
      initial_fields: details.initial_fields ?? details.fields ?? [],
      storage: details.storage ?? [],
      delivery_schedule: details.delivery_schedule ?? [],
      cattle_info: details.cattle_info ?? null,
      third_party_operator_details: details.third_party_operator_details ?? null,
    },
    contract_signers: signerViews(signers, reader),
    contract_history: {
      created_user_info: userInfo(latest('created')),
      voided_user_info: userInfo(latest('voided')),
      amended_user_info: userInfo(latest('amended')),
      deleted_user_info: userInfo(latest('deleted')),
      assign_fields_user_info: userInfo(latest('assign_fields')),
      signer_contact_changes: contactChangeViews(history, signers, reader),
      signer_declines: declineViews(history),
      stewardship_history: stewardship,
    },
    has_scale_tickets: (tickets?.n ?? 0) > 0,
    stewardship_activity_id: steward?.id ?? null,
    stewardship_summary: stewardshipSummary,
    committed_units: withDeliveredBushels(units, delivered) satisfies CommittedUnitView[],
  };
}
