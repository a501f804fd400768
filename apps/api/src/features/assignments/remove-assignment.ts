import { notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { deleteAssignment, type AssignmentDeps } from './repository';

/** Remove a user from a company (delete-user at that company, checked by the route). */
export const removeAssignment = (async ({ db }, { audit }, { user_id, company_id }) => {
  return db.transaction(async (tx) => {
    const row = await deleteAssignment(tx, user_id, company_id);
    if (!row) throw notFound('Assignment not found');
    await audit(tx, {
      action: 'delete',
      entity: 'assignment',
      entityId: row.id,
      details: { user_id, company_id, role_id: row.roleId },
      about: [
        { entity: 'user', ids: [user_id] },
        { entity: 'company', ids: [company_id] },
      ],
    });
    return { data: { user_id, company_id } };
  });
}) satisfies Service<AssignmentDeps, { user_id: string; company_id: string }>;
