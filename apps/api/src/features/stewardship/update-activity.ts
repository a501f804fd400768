import { STEWARDSHIP_ACTIONS, STEWARDSHIP_MESSAGES as M, type ActivityView, type PatchActivity } from '@portal/domain';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { editActivity } from './activity-access';
import { invalid, recordChange, sectionBefore } from './record-change';
import {
  listFields,
  replaceStorage,
  setFieldBlock,
  STEWARDSHIP_RECORD,
  updateActivity,
  type StewardshipDeps,
} from './repository';

export const FOREIGN_FIELD = 'A field does not belong to this stewardship activity.';

/**
 * PATCH /api/activity, on the version read (If-Match): one widget's save (planting with its cleanout flags, harvest with its
 * cleanout flag, or the storage cleanout rows). Only fields of the activity, never a lost one; the
 * listed fields' block is replaced, the others stay.
 */
export const updateActivityData = (async (deps, { actor, audit }, { change: input, version }) => {
  return deps.db.transaction(async (tx) => {
    const activityId = input.stewardship_activity_id;
    await editActivity(tx, actor, activityId);
    await claimVersion(tx, STEWARDSHIP_RECORD, activityId, version);
    const before = await sectionBefore(tx, activityId);
    if (input.section === 'storage') {
      await replaceStorage(tx, activityId, input.storage_locations);
    } else {
      const stored = new Map((await listFields(tx, [activityId])).map((f) => [f.fieldId, f]));
      for (const { field_id } of input.fields) {
        const field = stored.get(field_id);
        if (!field) throw invalid(FOREIGN_FIELD);
        if (field.fieldLost) throw invalid(M.fieldAlreadyLost);
      }
      for (const { field_id, value } of input.fields) {
        await setFieldBlock(
          tx,
          activityId,
          field_id,
          input.section === 'planting' ? { planting: value } : { harvest: value },
        );
      }
      await updateActivity(
        tx,
        activityId,
        input.section === 'planting'
          ? { plantingCleanout: input.planting_cleanout }
          : { harvestCleanout: input.harvest_cleanout },
      );
    }
    return recordChange(tx, actor, audit, {
      activityId,
      action: STEWARDSHIP_ACTIONS[input.section],
      section: input.section,
      before,
    });
  });
}) satisfies Service<StewardshipDeps, Versioned<PatchActivity>, ActivityView>;
