import { canReadUser, checkAccess, hasGeneralAccess, type RecordHistoryPage } from '@portal/domain';
import type { z } from 'zod';
import type { userHistoryQuerySchema } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { detailIn, readRecordHistory, rowsAbout, rowsOf } from '../../services/record-history';
import type { Service } from '../../services/service';
import { describeAssignments } from '../../services/assignment-history';
import { userProfileRows, type UserDeps } from './repository';

/**
 * A user's history: their profile's edits and their assignments, read as the user is (404 unknown,
 * 403 when the actor may not read them). Others than the user and admins see the assignments of
 * the companies where they hold read-user only. An assignment's entry names its company and role.
 */
export const readUserHistory = (async ({ db }, { actor }, { user_id, page }) => {
  const rows = await userProfileRows(db, user_id);
  if (!rows.length) throw notFound('User not found');
  const companies = rows.map((r) => r.company_id);
  if (!canReadUser(actor.access, actor.userId, user_id, companies)) throw forbidden();
  const everything = actor.userId === user_id || hasGeneralAccess(actor.access);
  const readable = companies.filter(
    (id): id is string => id !== null && checkAccess(actor.access, id, 'read-user') === 'success',
  );
  return readRecordHistory(
    db,
    [rowsOf('user', user_id), rowsAbout('user', user_id, everything ? undefined : detailIn('company_id', readable))],
    page,
    { describe: describeAssignments },
  );
}) satisfies Service<UserDeps, z.output<typeof userHistoryQuerySchema>, RecordHistoryPage>;
