import { ANY_COMPANY, checkAccess, type ActivityListItem } from '@portal/domain';
import type { Service } from '../../services/service';
import { completenessOfRows } from './activity-view';
import { countActivities, listActivityPage } from './list-repository';
import { listFields, listStorage, type StewardshipDeps } from './repository';

/**
 * GET /api/stewardship-activities (the dashboard's stewardship table): a steward's own activities,
 * every live one for all-steward and admins; incomplete first, a page at a time.
 */
export const listActivities = (async (deps, { actor }, page) => {
  return deps.db.transaction(async (tx) => {
    const all = checkAccess(actor.access, ANY_COMPANY, 'all-steward') === 'success';
    const filter = { stewardUserId: all ? null : actor.userId };
    const [rows, total] = await Promise.all([listActivityPage(tx, filter, page), countActivities(tx, filter)]);
    const ids = rows.map((r) => r.stewardship_activity_id);
    const [fields, storage] = await Promise.all([listFields(tx, ids), listStorage(tx, ids)]);
    const items: ActivityListItem[] = rows.map(({ planting_cleanout, ...row }) => ({
      ...row,
      completeness: completenessOfRows(
        fields.filter((f) => f.stewardshipActivityId === row.stewardship_activity_id),
        storage.filter((s) => s.stewardshipActivityId === row.stewardship_activity_id),
        planting_cleanout,
      ),
    }));
    return { items, total };
  });
}) satisfies Service<StewardshipDeps, { limit: number; offset: number }>;
