import { createRoleSchema, ROLE_TYPES, roleNameFrom, updateRoleSchema } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { permissions, roles } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { conflict, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { listRoles, setRolePermissions } from './repository';

export const roleRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Roles sorted by name with their permissions; role_type filters (invites offer internal or external roles). */
    app.get(
      '/api/roles',
      {
        config: { access: { signedIn: true } },
        schema: { tags: ['roles'], querystring: z.object({ role_type: z.enum(ROLE_TYPES).optional() }) },
      },
      async (request) => ({ roles: await listRoles(deps.db, { roleType: request.query.role_type }) }),
    );

    /** Create role (admin): display name, description, role type and permissions. */
    app.post(
      '/api/roles',
      { config: { access: { admin: true } }, schema: { tags: ['roles'], body: createRoleSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { display_name, description, role_type, permissions: codes } = request.body;
        const roleName = roleNameFrom(display_name);
        return deps.db.transaction(async (tx) => {
          const [existing] = await tx.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
          if (existing) throw conflict(`A role named ${display_name} already exists.`);
          const [row] = await tx
            .insert(roles)
            .values({ roleName, displayName: display_name, description, roleType: role_type })
            .returning({ roleId: roles.roleId });
          await setRolePermissions(tx, row!.roleId, codes);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'role',
            entityId: row!.roleId,
            requestId: request.id,
            details: { role_name: roleName, role_type, permissions: codes },
          });
          const [role] = await listRoles(tx, { roleIds: [row!.roleId] });
          return role!;
        });
      },
    );

    /** Edit role (admin): its name and permissions. */
    app.patch(
      '/api/roles',
      { config: { access: { admin: true } }, schema: { tags: ['roles'], body: updateRoleSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { role_id, display_name, permissions: codes } = request.body;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(roles)
            .set({ displayName: display_name })
            .where(eq(roles.roleId, role_id))
            .returning({ roleId: roles.roleId });
          if (!row) throw notFound('Role not found');
          await setRolePermissions(tx, role_id, codes);
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'role',
            entityId: role_id,
            requestId: request.id,
            details: { display_name, permissions: codes },
          });
          const [role] = await listRoles(tx, { roleIds: [role_id] });
          return role!;
        });
      },
    );

    /** Every permission, for the role dialogs. */
    app.get('/api/permissions', { config: { access: { signedIn: true } }, schema: { tags: ['roles'] } }, async () => ({
      permissions: await deps.db
        .select({
          permission_id: permissions.permissionId,
          permission_code: permissions.permissionCode,
          display_name: permissions.displayName,
        })
        .from(permissions)
        .orderBy(asc(permissions.displayName)),
    }));
  };
