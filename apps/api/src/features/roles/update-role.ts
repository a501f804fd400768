import type { UpdateRoleInput } from '@portal/domain';
import { notFound } from '../../plugins/errors';
import type { Auditor } from '../../services/audit';
import { listRoles, renameRole, setRolePermissions, type RoleDeps } from './repository';

/** Edit role (admin): its display name and permission set, never role_name. */
export function updateRole(deps: RoleDeps, audit: Auditor, input: UpdateRoleInput) {
  const { role_id, display_name, permissions: codes } = input;
  return deps.db.transaction(async (tx) => {
    if (!(await renameRole(tx, role_id, display_name))) throw notFound('Role not found');
    await setRolePermissions(tx, role_id, codes);
    await audit(tx, {
      action: 'update',
      entity: 'role',
      entityId: role_id,
      details: { display_name, permissions: codes },
    });
    const [role] = await listRoles(tx, { roleIds: [role_id] });
    return role!;
  });
}
