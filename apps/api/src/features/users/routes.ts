import {
  ANY_COMPANY,
  canReadUser,
  checkAccess,
  createUserSchema,
  INVITE_MESSAGES,
  phoneForSending,
  profileSchema,
  SEARCH_MIN_LENGTH,
  USER_LOOKUP_CODES,
  USER_SEARCH_LIMIT,
  type UserLookup,
  type UserProfile,
} from '@portal/domain';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/like-pattern';
import { assignments, users } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { conflict, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { visibleUsers } from '../../services/company-scope';

const ROUTE = '/api/company-management/v1/users';
const patchUserBody = profileSchema.extend({ user_id: z.string().min(1) });
const getUserQuery = z
  .object({ email: z.string().trim().toLowerCase().min(1).optional(), user_id: z.string().min(1).optional() })
  .refine((q) => Boolean(q.email) !== Boolean(q.user_id), {
    path: ['email'],
    message: 'Please provide either email or user_id',
  });

const term = z.string().trim().min(SEARCH_MIN_LENGTH, `Please type at least ${SEARCH_MIN_LENGTH} characters`).max(200);
const searchQuery = z
  .object({
    full_name: term.optional(),
    other: term.optional(),
    limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
  })
  .refine((q) => q.full_name || q.other, {
    path: ['full_name'],
    message: `Please type at least ${SEARCH_MIN_LENGTH} characters`,
  });

const profileColumns = {
  user_id: users.id,
  email: users.email,
  first: users.first,
  last: users.last,
  phone: users.phone,
  invite_complete: users.inviteComplete,
};

/** The expression the trigram index users_search_trgm_idx covers. */
const searchable = sql`(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '') || ' ' || ${users.email})`;

export const userRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * One user: by email (the invite's existence check: read-user or an invite permission
     * anywhere; people of companies the actor may see, without the phone), or by user_id
     * (oneself, an admin, or read-user at one of the user's companies).
     */
    app.get(
      ROUTE,
      { config: { access: { signedIn: true } }, schema: { tags: ['users'], querystring: getUserQuery } },
      async (request) => {
        const actor = requireActor(request);
        const { email, user_id } = request.query;
        if (email) {
          if (email !== actor.email && checkAccess(actor.access, ANY_COMPANY, USER_LOOKUP_CODES) !== 'success')
            throw forbidden();
          const { phone: _, ...lookupColumns } = profileColumns;
          // Someone outside the people the actor may see answers like an unknown e-mail (M-4).
          const [user] = await deps.db
            .select(lookupColumns)
            .from(users)
            .where(and(eq(users.email, email), visibleUsers(actor)));
          if (!user) throw notFound(INVITE_MESSAGES.unknownEmail);
          return { data: user satisfies UserLookup };
        }
        const rows = await deps.db
          .select({ ...profileColumns, company_id: assignments.companyId })
          .from(users)
          .leftJoin(assignments, eq(assignments.userId, users.id))
          .where(eq(users.id, user_id!));
        if (!rows.length) throw notFound('User not found');
        if (
          !canReadUser(
            actor.access,
            actor.userId,
            user_id!,
            rows.map((r) => r.company_id),
          )
        )
          throw forbidden();
        const { company_id: _, ...user } = rows[0]!;
        return { data: user satisfies UserProfile };
      },
    );

    /** Add a user by e-mail (anyone who may invite); 409 when the e-mail is already a user. */
    app.post(
      ROUTE,
      {
        config: { access: { anyOf: ['assign-internal-role', 'assign-external-role'] } },
        schema: { tags: ['users'], body: createUserSchema },
      },
      async (request) => {
        const actor = requireActor(request);
        const { email } = request.body;
        return deps.db.transaction(async (tx) => {
          const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
          if (existing) throw conflict(INVITE_MESSAGES.userAlreadyExists, { user_id: existing.id });
          const id = crypto.randomUUID();
          await tx.insert(users).values({ id, email, name: '' });
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'user',
            entityId: id,
            requestId: request.id,
            details: { email },
          });
          return { data: { user_id: id } };
        });
      },
    );

    /** Update User / Please Complete Profile: one's own profile, or anyone's for admins. */
    app.patch(
      ROUTE,
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
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'user',
            entityId: user_id,
            requestId: request.id,
          });
          return row;
        });
      },
    );

    /**
     * User search (3+ characters over first, last and e-mail, trigram index): read-user or an
     * invite permission anywhere; only people of companies the actor may see (visibleUsers).
     * Only names and e-mails are returned.
     */
    app.get(
      '/api/user-search',
      {
        config: { access: { anyOf: USER_LOOKUP_CODES } },
        schema: { tags: ['users'], querystring: searchQuery },
      },
      async (request) => {
        const actor = requireActor(request);
        const { full_name, other, limit } = request.query;
        const words = (full_name ?? other)!.split(/\s+/).filter(Boolean);
        const items = await deps.db
          .select({ user_id: users.id, email: users.email, first: users.first, last: users.last })
          .from(users)
          .where(
            and(
              sql.join(
                words.map((word) => ilike(searchable, likePattern(word))),
                sql` and `,
              ),
              visibleUsers(actor),
            ),
          )
          .orderBy(asc(users.last), asc(users.first), asc(users.email))
          .limit(limit);
        return { data: { items } };
      },
    );
  };
