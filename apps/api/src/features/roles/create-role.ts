import { roleNameFrom, type CreateRoleInput } from '@portal/domain';
import { conflict } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { insertRole, listRoles, roleNameTaken, setRolePermissions, type RoleDeps } from './repository';

/** Create role (admin): role_name is the display name in kebab case (409 when taken). */
export const createRole = (async (deps, { audit }, input) => {
  const { display_name, description, role_type, permissions: codes } = input;
  const roleName = roleNameFrom(display_name);
  return deps.db.transaction(async (tx) => {
    if (await roleNameTaken(tx, roleName)) throw conflict(`A role named ${display_name} already exists.`);
    const roleId = await insertRole(tx, { roleName, displayName: display_name, description, roleType: role_type });
    await setRolePermissions(tx, roleId, codes);
    await audit(tx, {
      action: 'create',
      entity: 'role',
      entityId: roleId,
      details: { role_name: roleName, role_type, permissions: codes },
    });
    const [role] = await listRoles(tx, { roleIds: [roleId] });
    return role!;
  });
}) satisfies Service<RoleDeps, CreateRoleInput>;
