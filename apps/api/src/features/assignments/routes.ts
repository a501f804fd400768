import { assignmentCreateSchema, canGrantRole, canReadUser, INVITE_MESSAGES, type RoleType } from '@portal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { assignments, companies, roles, users } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { actorName } from '../../plugins/actor';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { audit } from '../../services/audit';
import { assertCompanyVisible, visibleCompanies } from '../../services/company-scope';
import type { Outbox } from '../../services/outbox';
import { createLoginLink, releaseUnverifiedAccount } from '../../services/login-links';
import { findAssignment, listAssignments, roleCodes } from './repository';

const ROUTE = '/api/assignments';
const ASSIGNMENT_LIMIT_MAX = 1000;

const getQuery = z
  .object({
    user_id: z.string().min(1).optional(),
    company_id: z.uuid().optional(),
    /** Accepted for the spec's call shape; the company fields are always joined (one query). */
    with_companies: z.stringbool().optional(),
    limit: z.coerce.number().int().min(1).max(ASSIGNMENT_LIMIT_MAX).default(ASSIGNMENT_LIMIT_MAX),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => Boolean(q.user_id) !== Boolean(q.company_id), {
    path: ['user_id'],
    message: 'Please provide either user_id or company_id',
  });

const deleteQuery = z.object({ user_id: z.string().min(1), company_id: z.uuid() });

/** The company the route's permission is checked at: the one the handler acts on (H-2: never mixed). */
const bodyCompany = (request: { body?: unknown }) => (request.body as { company_id?: string } | undefined)?.company_id;
const queryCompany = (request: { query?: unknown }) =>
  (request.query as { company_id?: string } | undefined)?.company_id;

export const assignmentRoutes =
  (deps: { db: Db; config: Config; outbox: Outbox }): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * A company's people (anyone who can see the company), or one user's assignments (themself,
     * an admin, or read-user at one of the user's companies; rows limited to companies the actor sees).
     */
    app.get(
      ROUTE,
      { config: { access: { signedIn: true } }, schema: { tags: ['assignments'], querystring: getQuery } },
      async (request) => {
        const actor = requireActor(request);
        const { user_id, company_id, limit, offset } = request.query;
        if (company_id) {
          await assertCompanyVisible(deps.db, actor, company_id);
          const rows = await listAssignments(deps.db, eq(assignments.companyId, company_id), { limit, offset });
          return { data: rows.map(({ visible: _, ...row }) => row) };
        }
        const self = user_id === actor.userId || actor.roleType === 'admin';
        const rows = await listAssignments(
          deps.db,
          eq(assignments.userId, user_id!),
          { limit, offset },
          self ? undefined : visibleCompanies(actor),
        );
        if (
          !self &&
          !canReadUser(
            actor.access,
            actor.userId,
            user_id!,
            rows.map((r) => r.company_id),
          )
        ) {
          const [exists] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, user_id!));
          throw exists ? forbidden() : notFound('User not found');
        }
        return { data: rows.filter((row) => row.visible).map(({ visible: _, ...row }) => row) };
      },
    );

    /**
     * Invite: assign the user to the company with the role (assign-internal-role for internal
     * roles, assign-external-role for external ones, at that company; not oneself, and only roles
     * whose permissions the inviter holds there, see canGrantRole), then e-mail a
     * /login/{login_hash} link. 400 when the user is already assigned to the company.
     */
    app.post(
      ROUTE,
      {
        config: { access: { anyOf: ['assign-internal-role', 'assign-external-role'], company: bodyCompany } },
        schema: { tags: ['assignments'], body: assignmentCreateSchema },
      },
      async (request) => {
        const actor = requireActor(request);
        const { role_id, company_id, user_id } = request.body;
        const invited = await deps.db.transaction(async (tx) => {
          const [role] = await tx.select().from(roles).where(eq(roles.roleId, role_id));
          if (!role || role.roleType === 'admin')
            throw badRequest(INVITE_MESSAGES.role, [{ field: 'role_id', message: INVITE_MESSAGES.role }]);
          const grant = {
            actorUserId: actor.userId,
            userId: user_id,
            companyId: company_id,
            roleType: role.roleType as RoleType,
            codes: await roleCodes(tx, role_id),
          };
          if (!canGrantRole(actor.access, grant)) throw forbidden();
          const [company] = await tx
            .select({ name: companies.companyName })
            .from(companies)
            .where(and(eq(companies.companyId, company_id), isNull(companies.deletedAt)));
          if (!company) throw notFound('Company not found');
          const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, user_id));
          if (!user) throw new AppError(404, 'user_not_found', INVITE_MESSAGES.userDoesntExist);
          const alreadyAssigned = () =>
            new AppError(400, 'already_assigned', INVITE_MESSAGES.alreadyAssigned(user.email));
          if (await findAssignment(tx, user_id, company_id)) throw alreadyAssigned();
          // A concurrent invite of the same user may win the unique index between the check and the insert.
          const [row] = await tx
            .insert(assignments)
            .values({ userId: user_id, companyId: company_id, roleId: role_id })
            .returning({ id: assignments.assignmentId })
            .catch((error: unknown) => {
              throw isUniqueViolation(error, 'assignments_user_company_uq') ? alreadyAssigned() : error;
            });
          // H-3: a self-registered, unverified account gets the role only through the invitation link.
          await releaseUnverifiedAccount(tx, user_id);
          const loginHash = await createLoginLink(tx, user_id, 'invite', row!.id);
          await audit(tx, {
            userId: actor.userId,
            action: 'invite',
            entity: 'assignment',
            entityId: row!.id,
            requestId: request.id,
            details: { user_id, company_id, role_id, role_name: role.roleName },
          });
          return {
            assignmentId: row!.id,
            email: user.email,
            companyName: company.name,
            roleName: role.displayName,
            loginHash,
          };
        });
        await deps.outbox.send({
          channel: 'email',
          recipient: invited.email,
          kind: 'invite',
          subject: `You are invited to ${invited.companyName} on the Enogen Portal`,
          bodyText: `${actorName(actor)} added you to ${invited.companyName} as ${invited.roleName}. Use this link to sign in:`,
          link: `${deps.config.publicUrl}/login/${invited.loginHash}`,
        });
        return { data: { assignment_id: invited.assignmentId, user_id, company_id, role_id } };
      },
    );

    /** Remove a user from a company (delete-user at that company). */
    app.delete(
      ROUTE,
      {
        config: { access: { anyOf: ['delete-user'], company: queryCompany } },
        schema: { tags: ['assignments'], querystring: deleteQuery },
      },
      async (request) => {
        const actor = requireActor(request);
        const { user_id, company_id } = request.query;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .delete(assignments)
            .where(and(eq(assignments.userId, user_id), eq(assignments.companyId, company_id)))
            .returning({ id: assignments.assignmentId, roleId: assignments.roleId });
          if (!row) throw notFound('Assignment not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'delete',
            entity: 'assignment',
            entityId: row.id,
            requestId: request.id,
            details: { user_id, company_id, role_id: row.roleId },
          });
          return { data: { user_id, company_id } };
        });
      },
    );
  };
