import type { Db } from '../../db/client';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { deleteAssignment } from './repository';

/** Remove a user from a company (delete-user at that company, checked by the route). */
export function removeAssignment(
  db: Db,
  { user_id, company_id }: { user_id: string; company_id: string },
  audit: Auditor,
) {
  return db.transaction(async (tx) => {
    const row = await deleteAssignment(tx, user_id, company_id);
    if (!row) throw notFound('Assignment not found');
    await audit(tx, {
      action: 'delete',
      entity: 'assignment',
      entityId: row.id,
      details: { user_id, company_id, role_id: row.roleId },
    });
    return { data: { user_id, company_id } };
  });
}
