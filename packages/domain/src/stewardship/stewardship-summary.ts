import { HARVEST_KEYS, isBlank, completenessOf, rowDisabled } from './completeness';
import type { ActivityField, ActivityStorage, HarvestCleanout, PlantingCleanout } from './stewardship.schema';
import type { StewardshipSummary } from './stewardship-summary.schema';

type SummaryField = Pick<ActivityField, 'field_lost' | 'planting' | 'harvest'>;

/** The contract page's summary of an activity's rows, by the completeness rules of spec 3, §4. */
export function stewardshipSummary(activity: {
  stewardship_activity_id: string;
  fields: SummaryField[];
  storage_locations: ActivityStorage[];
  planting_cleanout: PlantingCleanout;
  harvest_cleanout: HarvestCleanout;
}): StewardshipSummary {
  const live = activity.fields.filter((field) => !field.field_lost);
  const completeness = completenessOf({
    // the rules read only these three keys of a field
    fields: activity.fields as ActivityField[],
    storage_locations: activity.storage_locations,
    planting_cleanout: activity.planting_cleanout,
  });
  return {
    stewardship_activity_id: activity.stewardship_activity_id,
    completeness,
    fields: {
      total: live.length,
      planted: live.filter((field) => !rowDisabled(field.planting)).length,
      harvested: live.filter((field) => field.harvest && HARVEST_KEYS.every((key) => !isBlank(field.harvest![key])))
        .length,
      lost: activity.fields.length - live.length,
    },
    storage_locations: activity.storage_locations,
    cleanout: {
      planting_equipment: activity.planting_cleanout.planting_equipment,
      seed_return: activity.planting_cleanout.seed_return,
      harvest_equipment: activity.harvest_cleanout.harvest_equipment,
    },
  };
}
