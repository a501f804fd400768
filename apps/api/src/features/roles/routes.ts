import {
  createRoleSchema,
  permissionListReply,
  roleListQuery,
  roleListReply,
  roleReply,
  updateRoleSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { createRole } from './create-role';
import { listPermissions, listRoles, type RoleDeps } from './repository';
import { updateRole } from './update-role';

const tags = ['roles'];

export const roleRoutes =
  (deps: RoleDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Roles sorted by name with their permissions; role_type filters (invites offer internal or external roles). */
    app.get(
      '/api/roles',
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: roleListQuery, response: { 200: roleListReply } },
      },
      async (request) => ({ roles: await listRoles(deps.db, { roleType: request.query.role_type }) }),
    );

    /** Create role (admin): display name, description, role type and permissions. */
    app.post(
      '/api/roles',
      { config: { access: { admin: true } }, schema: { tags, body: createRoleSchema, response: { 200: roleReply } } },
      async (request) => createRole(deps, contextOf(request), request.body),
    );

    /** Edit role (admin): its name and permissions. */
    app.patch(
      '/api/roles',
      {
        config: { access: { admin: true }, etag: true },
        schema: { tags, body: updateRoleSchema, response: { 200: roleReply } },
      },
      async (request) => updateRole(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    /** Every permission, for the role dialogs. */
    app.get(
      '/api/permissions',
      { config: { access: { signedIn: true } }, schema: { tags, response: { 200: permissionListReply } } },
      async () => ({ permissions: await listPermissions(deps.db) }),
    );
  };
