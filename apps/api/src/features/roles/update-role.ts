import type { UpdateRoleInput } from '@portal/domain';
import { claimVersion } from '../../services/record-version';
import type { Service, Versioned } from '../../services/service';
import { listRoles, renameRole, ROLE_RECORD, setRolePermissions, type RoleDeps } from './repository';

/** Edit role (admin) on the version read (If-Match): its display name and permission set, never role_name. */
export const updateRole = (async (deps, { audit }, { change: input, version }) => {
  const { role_id, display_name, permissions: codes } = input;
  return deps.db.transaction(async (tx) => {
    await claimVersion(tx, ROLE_RECORD, role_id, version, 'Role not found');
    await renameRole(tx, role_id, display_name);
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
}) satisfies Service<RoleDeps, Versioned<UpdateRoleInput>>;
