import type { z } from 'zod';
import type { RecordHistoryPage, stewardshipHistoryQuerySchema } from '@portal/domain';
import { readRecordHistory } from '../../services/record-history';
import type { Service } from '../../services/service';
import { openActivity } from './activity-access';
import { historyRows, type StewardshipDeps } from './repository';

/**
 * GET /api/stewardship-activities/history: an activity's changes, newest first, read as its page is
 * (unknown 404, not the actor's to open 403); with `section`, that section's only.
 */
export const readActivityHistory = (async (deps, { actor }, query) => {
  return deps.db.transaction(async (tx) => {
    const { context } = await openActivity(tx, actor, query.activity_id);
    return readRecordHistory(tx, historyRows(context.activityId, query.section), query.page);
  });
}) satisfies Service<StewardshipDeps, z.output<typeof stewardshipHistoryQuerySchema>, RecordHistoryPage>;
