import {
  canAssignMe,
  canAssignOthers,
  canEditStewardship,
  type ActivityView,
  type StewardshipSnapshot,
} from '@portal/domain';
import type { Tx } from '../../db/client';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { openActivity, type OpenedActivity } from './activity-access';
import { harvestCleanoutOf, plantingCleanoutOf } from '../../services/stewardship-blocks';
import { completenessOfRows, fieldOf, storageOf } from './activity-view';
import {
  listFields,
  listHistory,
  listStewards,
  listStorage,
  type ActivityContext,
  type StewardshipDeps,
} from './repository';

type Rows = {
  fieldRows: Awaited<ReturnType<typeof listFields>>;
  storageRows: Awaited<ReturnType<typeof listStorage>>;
  stewards: Awaited<ReturnType<typeof listStewards>>;
};

/** The rows and flags of an activity as its page shows them. */
const snapshotOf = (c: ActivityContext, { fieldRows, storageRows, stewards }: Rows): StewardshipSnapshot => ({
  fields: fieldRows.map(fieldOf),
  storage_locations: storageRows.map(storageOf),
  planting_cleanout: plantingCleanoutOf(c.plantingCleanout),
  harvest_cleanout: harvestCleanoutOf(c.harvestCleanout),
  stewards: stewards.map((s) => ({
    ...s,
    stewardship_activity_id: c.activityId,
    external_reference_id: c.activityCompanyId,
  })),
});

/** The rows and flags of an activity as the page reads them: what a section's History compares. */
export async function activitySnapshot(tx: Tx, c: ActivityContext): Promise<StewardshipSnapshot> {
  const [fieldRows, storageRows, stewards] = await Promise.all([
    listFields(tx, [c.activityId]),
    listStorage(tx, [c.activityId]),
    listStewards(tx, c.activityId),
  ]);
  return snapshotOf(c, { fieldRows, storageRows, stewards });
}

/** The whole page of an opened activity, as the actor may use it. */
export async function activityView(tx: Tx, actor: Actor, opened: OpenedActivity): Promise<ActivityView> {
  const { context: c } = opened;
  const [fieldRows, storageRows, stewards, history] = await Promise.all([
    listFields(tx, [c.activityId]),
    listStorage(tx, [c.activityId]),
    listStewards(tx, c.activityId),
    listHistory(tx, c.activityId),
  ]);
  const steward = stewards.some((s) => s.user_id === actor.userId);
  return {
    stewardship_activity_id: c.activityId,
    contract_id: c.contractId,
    new_contract_id: c.newContractId,
    company_id: c.receiverId,
    external_reference_id: c.activityCompanyId,
    display_details: {
      grower_name: c.growerName,
      harvest_year: c.harvestYear,
      grain_receiver_name: c.receiverName,
      reseller_name: c.resellerName,
      grower_sap_id: c.growerSapId,
    },
    ...snapshotOf(c, { fieldRows, storageRows, stewards }),
    history: history.map(({ at, ...h }) => ({ ...h, edit_date_time: new Date(at).toISOString() })),
    completeness: completenessOfRows(fieldRows, storageRows, c.plantingCleanout),
    can: {
      edit: canEditStewardship(actor.access, steward),
      assign_me: canAssignMe(actor.access, steward),
      assign_others: canAssignOthers(actor.access),
    },
    version: c.version,
  };
}

/** GET /api/activity: the page's data; a contract_id that is not the activity's answers 404. */
export const readActivity = (async (deps, { actor }, query) => {
  return deps.db.transaction(async (tx) => {
    const opened = await openActivity(tx, actor, query.stewardship_activity_id);
    if (query.contract_id && query.contract_id !== opened.context.contractId) {
      throw notFound('Stewardship activity not found');
    }
    return activityView(tx, actor, opened);
  });
}) satisfies Service<StewardshipDeps, { stewardship_activity_id: string; contract_id?: string }, ActivityView>;
