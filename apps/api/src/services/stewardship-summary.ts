import { stewardshipSummary, type StewardshipSummary } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stewardshipActivities, stewardshipFields, stewardshipStorage } from '../db/schema';
import { harvestCleanoutOf, harvestOf, plantingCleanoutOf, plantingOf } from './stewardship-blocks';

/**
 * The contract page's stewardship summary of a contract's activity (spec 2, §3), or null without one.
 * The contract read calls it: whoever may read the contract reads its summary.
 */
export async function stewardshipSummaryOf(tx: Tx, contractId: string): Promise<StewardshipSummary | null> {
  const [activity] = await tx
    .select({
      id: stewardshipActivities.stewardshipActivityId,
      plantingCleanout: stewardshipActivities.plantingCleanout,
      harvestCleanout: stewardshipActivities.harvestCleanout,
    })
    .from(stewardshipActivities)
    .where(eq(stewardshipActivities.contractId, contractId));
  if (!activity) return null;
  const [fields, storage] = await Promise.all([
    tx
      .select({
        fieldLost: stewardshipFields.fieldLost,
        planting: stewardshipFields.planting,
        harvest: stewardshipFields.harvest,
      })
      .from(stewardshipFields)
      .where(eq(stewardshipFields.stewardshipActivityId, activity.id)),
    tx
      .select({
        location_name: stewardshipStorage.locationName,
        capacity: stewardshipStorage.capacity,
        cleanout_date: stewardshipStorage.cleanoutDate,
      })
      .from(stewardshipStorage)
      .where(eq(stewardshipStorage.stewardshipActivityId, activity.id))
      .orderBy(asc(stewardshipStorage.locationName), asc(stewardshipStorage.stewardshipStorageId)),
  ]);
  return stewardshipSummary({
    stewardship_activity_id: activity.id,
    fields: fields.map((f) => ({
      field_lost: f.fieldLost,
      planting: plantingOf(f.planting),
      harvest: harvestOf(f.harvest),
    })),
    storage_locations: storage,
    planting_cleanout: plantingCleanoutOf(activity.plantingCleanout),
    harvest_cleanout: harvestCleanoutOf(activity.harvestCleanout),
  });
}
