import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { contracts, stewardshipActivities, stewardshipFields, stewardshipStorage } from '../db/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DetailsField = { field_id?: string; field_name?: string; acres?: number | null; border_rows?: boolean };
type DetailsStorage = { storage_location_id?: string | null; storage_name?: string };

async function activityOf(tx: Tx, contractId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: stewardshipActivities.stewardshipActivityId })
    .from(stewardshipActivities)
    .where(eq(stewardshipActivities.contractId, contractId));
  return row?.id ?? null;
}

/**
 * The stewardship activity of a contract, created when missing (issue 12, item 1): the signing
 * service calls it when a contract becomes completed, POST /api/seed-stewardship/v1 for older ones.
 * An amendment keeps its original's activity (parent_voided_contract_id): the activity moves to the
 * amendment with its fields, data, stewards and history. A new activity starts with the contract's
 * fields (contract_details.fields, total rows aside) and storage locations. Call it in the caller's
 * transaction; concurrent calls create one activity (the contract id is unique).
 */
export async function ensureStewardshipActivity(
  tx: Tx,
  contractId: string,
): Promise<{ stewardshipActivityId: string; created: boolean }> {
  const existing = await activityOf(tx, contractId);
  if (existing) return { stewardshipActivityId: existing, created: false };
  const [contract] = await tx.select().from(contracts).where(eq(contracts.contractId, contractId));
  if (!contract) throw new Error(`No contract ${contractId}`);

  if (contract.parentVoidedContractId) {
    const [moved] = await tx
      .update(stewardshipActivities)
      .set({ contractId, modified: new Date() })
      .where(eq(stewardshipActivities.contractId, contract.parentVoidedContractId))
      .returning({ id: stewardshipActivities.stewardshipActivityId });
    if (moved) return { stewardshipActivityId: moved.id, created: false };
  }

  const [inserted] = await tx
    .insert(stewardshipActivities)
    .values({
      contractId,
      externalReferenceId: contract.grainReceiverId,
      harvestYear: contract.contractYear,
      plantingCleanout: { planting_equipment: null, seed_return: null },
      harvestCleanout: { harvest_equipment: null },
    })
    .onConflictDoNothing({ target: stewardshipActivities.contractId })
    .returning({ id: stewardshipActivities.stewardshipActivityId });
  if (!inserted) return { stewardshipActivityId: (await activityOf(tx, contractId))!, created: false };

  const details = contract.contractDetails as { fields?: DetailsField[]; storage?: DetailsStorage[] };
  const seen = new Set<string>();
  const fieldRows = (details.fields ?? [])
    .filter((f) => f.field_id && UUID.test(f.field_id) && !seen.has(f.field_id) && seen.add(f.field_id))
    .map((f) => ({
      stewardshipActivityId: inserted.id,
      fieldId: f.field_id!,
      fieldName: f.field_name || 'Field',
      acres: Number(f.acres) || 0,
      borderRows: Boolean(f.border_rows),
      fieldLostReplant: [],
    }));
  if (fieldRows.length) await tx.insert(stewardshipFields).values(fieldRows);
  const storageRows = (details.storage ?? [])
    .filter((s) => s.storage_name?.trim())
    .map((s) => ({
      stewardshipActivityId: inserted.id,
      storageLocationId: s.storage_location_id && UUID.test(s.storage_location_id) ? s.storage_location_id : null,
      locationName: s.storage_name!.trim(),
    }));
  if (storageRows.length) await tx.insert(stewardshipStorage).values(storageRows);
  return { stewardshipActivityId: inserted.id, created: true };
}
