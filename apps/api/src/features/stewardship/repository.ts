import type {
  ActivityStorage,
  HarvestCleanout,
  PlantingCleanout,
  RecordedField,
  StewardshipSection,
} from '@portal/domain';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  companies,
  contractHistory,
  contracts,
  fields,
  growers,
  stewardshipActivities,
  stewardshipFields,
  stewardshipHistory,
  stewardshipStewards,
  stewardshipStorage,
  users,
} from '../../db/schema';
import type { PortalDeps } from '../../services/deps';
import { detailIn, rowsOf } from '../../services/record-history';
import { versionOf, type VersionedRecord } from '../../services/record-version';

export type StewardshipDeps = Pick<PortalDeps, 'db'>;

const reseller = alias(companies, 'reseller');
const receiver = alias(companies, 'receiver');

/** An activity with what its access rules and header need from its contract. */
export type ActivityContext = Awaited<ReturnType<typeof findActivities>>[number];

function findActivities(tx: Tx, where: ReturnType<typeof eq>) {
  return tx
    .select({
      activityId: stewardshipActivities.stewardshipActivityId,
      activityCompanyId: stewardshipActivities.externalReferenceId,
      harvestYear: stewardshipActivities.harvestYear,
      plantingCleanout: stewardshipActivities.plantingCleanout,
      harvestCleanout: stewardshipActivities.harvestCleanout,
      version: versionOf(stewardshipActivities),
      contractId: contracts.contractId,
      newContractId: contracts.newContractId,
      contractState: contracts.contractState,
      contractDetails: contracts.contractDetails,
      deletedAt: contracts.deletedAt,
      resellerId: contracts.externalReferenceId,
      receiverId: contracts.grainReceiverId,
      operatorId: contracts.thirdPartyOperatorId,
      growerId: contracts.growerId,
      growerName: growers.growerName,
      growerSapId: growers.sapId,
      receiverName: receiver.companyName,
      resellerName: reseller.companyName,
    })
    .from(stewardshipActivities)
    .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .innerJoin(receiver, eq(receiver.companyId, contracts.grainReceiverId))
    .leftJoin(reseller, eq(reseller.companyId, contracts.externalReferenceId))
    .where(where);
}

export async function findActivity(tx: Tx, activityId: string): Promise<ActivityContext | null> {
  const [row] = await findActivities(tx, eq(stewardshipActivities.stewardshipActivityId, activityId));
  return row ?? null;
}

export async function findActivityOfContract(tx: Tx, contractId: string): Promise<ActivityContext | null> {
  const [row] = await findActivities(tx, eq(stewardshipActivities.contractId, contractId));
  return row ?? null;
}

/**
 * Locks the activity row, rewriting it: writes to one activity run one after the other, and each one
 * (fields, storage, stewards, events) moves the activity's version.
 */
export async function lockActivity(tx: Tx, activityId: string): Promise<void> {
  await tx
    .update(stewardshipActivities)
    .set({ stewardshipActivityId: activityId })
    .where(eq(stewardshipActivities.stewardshipActivityId, activityId));
}

/** A stewardship section is saved on the version the activity's row had when read. */
export const STEWARDSHIP_RECORD: VersionedRecord = {
  table: stewardshipActivities,
  id: stewardshipActivities.stewardshipActivityId,
  entity: 'stewardship_activity',
};

export type ContractLite = typeof contracts.$inferSelect;

export async function findContract(tx: Tx, contractId: string): Promise<ContractLite | null> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.contractId, contractId));
  return row ?? null;
}

export async function isSteward(tx: Tx, activityId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: stewardshipStewards.userId })
    .from(stewardshipStewards)
    .where(and(eq(stewardshipStewards.stewardshipActivityId, activityId), eq(stewardshipStewards.userId, userId)));
  return Boolean(row);
}

export type FieldRow = typeof stewardshipFields.$inferSelect;

export function listFields(tx: Tx, activityIds: string[]): Promise<FieldRow[]> {
  if (!activityIds.length) return Promise.resolve([]);
  return tx
    .select()
    .from(stewardshipFields)
    .where(inArray(stewardshipFields.stewardshipActivityId, activityIds))
    .orderBy(asc(stewardshipFields.fieldName), asc(stewardshipFields.fieldId));
}

export type StorageRow = typeof stewardshipStorage.$inferSelect;

export function listStorage(tx: Tx, activityIds: string[]): Promise<StorageRow[]> {
  if (!activityIds.length) return Promise.resolve([]);
  return tx
    .select()
    .from(stewardshipStorage)
    .where(inArray(stewardshipStorage.stewardshipActivityId, activityIds))
    .orderBy(asc(stewardshipStorage.locationName), asc(stewardshipStorage.stewardshipStorageId));
}

export function listStewards(tx: Tx, activityId: string) {
  return tx
    .select({
      user_id: users.id,
      first_name: users.first,
      last_name: users.last,
      phone: users.phone,
      email: users.email,
    })
    .from(stewardshipStewards)
    .innerJoin(users, eq(users.id, stewardshipStewards.userId))
    .where(eq(stewardshipStewards.stewardshipActivityId, activityId))
    .orderBy(asc(users.email));
}

export function listHistory(tx: Tx, activityId: string) {
  return tx
    .select({
      user_name: stewardshipHistory.userName,
      user_email: stewardshipHistory.userEmail,
      action: stewardshipHistory.action,
      at: stewardshipHistory.editDateTime,
    })
    .from(stewardshipHistory)
    .where(eq(stewardshipHistory.stewardshipActivityId, activityId))
    .orderBy(asc(stewardshipHistory.editDateTime), asc(stewardshipHistory.historyId));
}

/** The activity's audit rows, or one section's (the rows carry it in `details.section`). */
export function historyRows(activityId: string, section?: StewardshipSection): SQL {
  const rows = rowsOf('stewardship_activity', activityId);
  return section ? and(rows, detailIn('section', [section]))! : rows;
}

export type HistoryEntry = { userId: string; userName: string; userEmail: string; action: string };

export async function addHistory(tx: Tx, activityId: string, entry: HistoryEntry): Promise<void> {
  await tx.insert(stewardshipHistory).values({ stewardshipActivityId: activityId, ...entry });
}

/** Sets one field's planting or harvest block. */
export async function setFieldBlock(
  tx: Tx,
  activityId: string,
  fieldId: string,
  block: { planting: Record<string, unknown> } | { harvest: Record<string, unknown> },
): Promise<void> {
  await tx
    .update(stewardshipFields)
    .set(block)
    .where(and(eq(stewardshipFields.stewardshipActivityId, activityId), eq(stewardshipFields.fieldId, fieldId)));
}

/** Appends a replant or field-lost event to the field's history; a field-lost event marks it lost. */
export async function appendFieldEvent(
  tx: Tx,
  activityId: string,
  fieldId: string,
  event: Record<string, unknown>,
  lost: boolean,
): Promise<void> {
  await tx
    .update(stewardshipFields)
    .set({
      fieldLostReplant: sql`coalesce(${stewardshipFields.fieldLostReplant}, '[]'::jsonb) || ${JSON.stringify([event])}::jsonb`,
      ...(lost ? { fieldLost: true } : {}),
    })
    .where(and(eq(stewardshipFields.stewardshipActivityId, activityId), eq(stewardshipFields.fieldId, fieldId)));
}

export async function updateActivity(
  tx: Tx,
  activityId: string,
  changes: {
    plantingCleanout?: PlantingCleanout;
    harvestCleanout?: HarvestCleanout;
    complete?: boolean;
  },
): Promise<void> {
  await tx
    .update(stewardshipActivities)
    .set({ ...changes, modified: new Date() })
    .where(eq(stewardshipActivities.stewardshipActivityId, activityId));
}

/** Replaces the activity's storage rows, keeping the storage location link of a kept name. */
export async function replaceStorage(tx: Tx, activityId: string, rows: ActivityStorage[]): Promise<void> {
  const before = await listStorage(tx, [activityId]);
  await tx.delete(stewardshipStorage).where(eq(stewardshipStorage.stewardshipActivityId, activityId));
  if (!rows.length) return;
  await tx.insert(stewardshipStorage).values(
    rows.map((row) => ({
      stewardshipActivityId: activityId,
      storageLocationId: before.find((b) => b.locationName === row.location_name)?.storageLocationId ?? null,
      locationName: row.location_name,
      capacity: row.capacity,
      cleanoutDate: row.cleanout_date,
    })),
  );
}

/** Those of the field ids that are fields of the grower. */
export async function growerFieldIds(tx: Tx, growerId: string, fieldIds: string[]): Promise<string[]> {
  const uuids = fieldIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (!uuids.length) return [];
  const rows = await tx
    .select({ id: fields.fieldId })
    .from(fields)
    .where(and(eq(fields.growerId, growerId), inArray(fields.fieldId, uuids)));
  return rows.map((r) => r.id);
}

/** The activity's fields with what they hold, as the data-loss check reads them. */
export async function assignedFieldRecords(tx: Tx, activityId: string): Promise<RecordedField[]> {
  const rows = await tx
    .select({
      field_id: stewardshipFields.fieldId,
      field_name: stewardshipFields.fieldName,
      field_lost: stewardshipFields.fieldLost,
      planting: stewardshipFields.planting,
      harvest: stewardshipFields.harvest,
      field_lost_replant: stewardshipFields.fieldLostReplant,
    })
    .from(stewardshipFields)
    .where(eq(stewardshipFields.stewardshipActivityId, activityId))
    .orderBy(asc(stewardshipFields.fieldName));
  return rows;
}

export type AssignedRow = { fieldId: string; fieldName: string; acres: number; borderRows: boolean };

/**
 * The activity's fields become the assigned ones: new fields are added, kept fields get the new
 * name, acres and border rows with their recorded data untouched, unassigned fields go unless lost.
 */
export async function assignActivityFields(tx: Tx, activityId: string, rows: AssignedRow[]): Promise<void> {
  const ids = rows.map((r) => r.fieldId);
  await tx
    .delete(stewardshipFields)
    .where(
      and(
        eq(stewardshipFields.stewardshipActivityId, activityId),
        eq(stewardshipFields.fieldLost, false),
        notInArray(stewardshipFields.fieldId, ids),
      ),
    );
  await tx
    .insert(stewardshipFields)
    .values(rows.map((r) => ({ ...r, stewardshipActivityId: activityId, fieldLostReplant: [] })))
    .onConflictDoUpdate({
      target: [stewardshipFields.stewardshipActivityId, stewardshipFields.fieldId],
      set: {
        fieldName: sql`excluded.field_name`,
        acres: sql`excluded.acres`,
        borderRows: sql`excluded.border_rows`,
      },
    });
}

export async function setContractDetails(tx: Tx, contractId: string, details: Record<string, unknown>) {
  await tx
    .update(contracts)
    .set({ contractDetails: details, modified: new Date() })
    .where(eq(contracts.contractId, contractId));
}

export async function addContractHistory(
  tx: Tx,
  contractId: string,
  kind: string,
  entry: Omit<HistoryEntry, 'action'>,
) {
  await tx.insert(contractHistory).values({ contractId, kind, ...entry });
}

export async function findUser(tx: Tx, userId: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function addSteward(tx: Tx, activityId: string, userId: string): Promise<boolean> {
  const rows = await tx
    .insert(stewardshipStewards)
    .values({ stewardshipActivityId: activityId, userId })
    .onConflictDoNothing()
    .returning({ id: stewardshipStewards.userId });
  return rows.length > 0;
}
