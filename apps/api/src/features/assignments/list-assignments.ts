import { canReadUser, hasGeneralAccess, type AssignmentsQuery } from '@portal/domain';
import { forbidden, notFound } from '../../plugins/errors';
import { assertCompanyVisible } from '../../services/company-scope';
import type { Service } from '../../services/service';
import { findUser, listAssignments as assignmentsOf, type AssignmentDeps } from './repository';

/**
 * A company's people (anyone who can see the company), or one user's assignments (themself,
 * an admin, or read-user at one of the user's companies; rows limited to companies the actor sees).
 */
export const listAssignments = (async ({ db }, { actor }, { user_id, company_id, limit, offset }) => {
  if (company_id) {
    await assertCompanyVisible(db, actor, company_id);
    const rows = await assignmentsOf(db, { companyId: company_id }, { limit, offset });
    return { data: rows.map(({ visible: _, ...row }) => row) };
  }
  const userId = user_id!;
  const self = userId === actor.userId || hasGeneralAccess(actor.access);
  const rows = await assignmentsOf(db, { userId }, { limit, offset }, self ? undefined : actor);
  if (
    !self &&
    !canReadUser(
      actor.access,
      actor.userId,
      userId,
      rows.map((r) => r.company_id),
    )
  ) {
    throw (await findUser(db, userId)) ? forbidden() : notFound('User not found');
  }
  return { data: rows.filter((row) => row.visible).map(({ visible: _, ...row }) => row) };
}) satisfies Service<AssignmentDeps, AssignmentsQuery>;
