import { phoneForSending, profileSchema } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';

const patchUserBody = profileSchema.extend({ user_id: z.string().min(1) });

export const userRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /** Update User / Please Complete Profile: one's own profile, or anyone's for admins. */
    app.patch(
      '/api/company-management/v1/users',
      { config: { access: { signedIn: true } }, schema: { tags: ['users'], body: patchUserBody } },
      async (request) => {
        const actor = requireActor(request);
        const { user_id, first, last, phone } = request.body;
        if (user_id !== actor.userId && actor.roleType !== 'admin') throw forbidden();
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(users)
            .set({ first, last, phone: phoneForSending(phone), name: `${first} ${last}`, updatedAt: new Date() })
            .where(eq(users.id, user_id))
            .returning({ user_id: users.id, first: users.first, last: users.last, phone: users.phone });
          if (!row) throw notFound('User not found');
          await audit(tx, { userId: actor.userId, action: 'update', entity: 'user', entityId: user_id, requestId: request.id });
          return row;
        });
      },
    );
  };
