import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  committedUnits,
  contractDrafts,
  contractHistory,
  contracts,
  fields,
  scaleTickets,
  stewardshipActivities,
  stewardshipStewards,
} from '../../db/schema';
import { versionOf } from '../../services/record-version';
import type { ContractRow } from './contract-repository';

export type NewContract = typeof contracts.$inferInsert;
export type NewCommittedUnit = typeof committedUnits.$inferInsert;
export type NewHistory = typeof contractHistory.$inferInsert;

/** The contract row locked for a state change (null when there is none; deleted rows included). */
export async function lockContract(tx: Tx, contractId: string): Promise<ContractRow | null> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.contractId, contractId)).for('update');
  return row ?? null;
}

export async function hasScaleTickets(tx: Tx, contractId: string): Promise<boolean> {
  const [ticket] = await tx
    .select({ id: scaleTickets.scaleTicketId })
    .from(scaleTickets)
    .where(eq(scaleTickets.contractId, contractId))
    .limit(1);
  return Boolean(ticket);
}

/** Whether an amendment of the contract exists. */
export async function hasAmendment(tx: Tx, contractId: string): Promise<boolean> {
  const [child] = await tx
    .select({ id: contracts.contractId })
    .from(contracts)
    .where(eq(contracts.parentVoidedContractId, contractId));
  return Boolean(child);
}

export async function updateContract(tx: Tx, contractId: string, changes: Partial<NewContract>) {
  await tx.update(contracts).set(changes).where(eq(contracts.contractId, contractId));
}

export async function insertContract(tx: Tx, values: NewContract) {
  await tx.insert(contracts).values(values);
}

export async function insertCommittedUnits(tx: Tx, rows: NewCommittedUnit[]) {
  if (rows.length) await tx.insert(committedUnits).values(rows);
}

export async function addHistory(tx: Tx, entry: NewHistory) {
  await tx.insert(contractHistory).values(entry);
}

/** The next value of new_contract_id_seq. */
export async function nextContractNumber(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval('new_contract_id_seq') as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]!.n);
}

/** Whether the user is a steward of the contract's stewardship activity. */
export async function isStewardOf(tx: Tx, contractId: string, userId: string): Promise<boolean> {
  const [steward] = await tx
    .select({ id: stewardshipStewards.userId })
    .from(stewardshipStewards)
    .innerJoin(
      stewardshipActivities,
      eq(stewardshipActivities.stewardshipActivityId, stewardshipStewards.stewardshipActivityId),
    )
    .where(and(eq(stewardshipActivities.contractId, contractId), eq(stewardshipStewards.userId, userId)));
  return Boolean(steward);
}

/** Those of the field ids that are fields of the contract's grower. */
export async function growerFieldsOf(tx: Tx, contractId: string, fieldIds: string[]) {
  if (!fieldIds.length) return [];
  return tx
    .select({ id: fields.fieldId })
    .from(fields)
    .innerJoin(contracts, eq(contracts.growerId, fields.growerId))
    .where(and(eq(contracts.contractId, contractId), inArray(fields.fieldId, fieldIds)));
}

/** The user's draft of a contract with its version; `lock` holds the row until the transaction ends. */
export async function findDraft(tx: Tx, userId: string, contractId: string, lock = false) {
  const query = tx
    .select({ draft: contractDrafts.draft, modified: contractDrafts.modified, version: versionOf(contractDrafts) })
    .from(contractDrafts)
    .where(and(eq(contractDrafts.userId, userId), eq(contractDrafts.contractId, contractId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The version of a user's draft as this transaction leaves it. */
export async function draftVersion(tx: Tx, userId: string, contractId: string): Promise<string> {
  return (await findDraft(tx, userId, contractId))!.version;
}

export async function upsertDraft(
  tx: Tx,
  draft: { userId: string; contractId: string; draft: Record<string, unknown>; modified: Date },
) {
  await tx
    .insert(contractDrafts)
    .values(draft)
    .onConflictDoUpdate({
      target: [contractDrafts.userId, contractDrafts.contractId],
      set: { draft: sql`excluded.draft`, modified: draft.modified },
    });
}
