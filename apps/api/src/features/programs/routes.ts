import {
  checkAccess,
  createProgramAssignmentSchema,
  createProgramSchema,
  PROGRAM_LINKED_MESSAGE,
  PROGRAM_LIST_LIMIT,
  programAssignmentQuery,
  updateProgramSchema,
} from '@portal/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { productionPlans, programAssignments, programs } from '../../db/schema';
import { requireActor } from '../../plugins/access';
import { AppError, badRequest, forbidden, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';

const program = {
  program_id: programs.programId,
  program_name: programs.programName,
  created: programs.created,
  is_active: programs.isActive,
};
const assignment = {
  assignment_id: programAssignments.assignmentId,
  program_id: programAssignments.programId,
  company_id: programAssignments.companyId,
  production_plan_id: programAssignments.productionPlanId,
};
const SHOW_PROGRAMS = { anyOf: ['show-programs'] } as const;

export const programRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS },
        schema: {
          tags: ['programs'],
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(PROGRAM_LIST_LIMIT).default(PROGRAM_LIST_LIMIT),
            offset: z.coerce.number().int().min(0).default(0),
          }),
        },
      },
      async (request) => ({
        programs: await deps.db
          .select(program)
          .from(programs)
          .orderBy(desc(programs.created), asc(programs.programName))
          .limit(request.query.limit)
          .offset(request.query.offset),
      }),
    );

    app.post(
      '/api/programs',
      { config: { access: SHOW_PROGRAMS }, schema: { tags: ['programs'], body: createProgramSchema } },
      async (request) => {
        const actor = requireActor(request);
        return deps.db.transaction(async (tx) => {
          const [row] = await tx.insert(programs).values({ programName: request.body.program_name }).returning(program);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'program',
            entityId: row!.program_id,
            requestId: request.id,
            details: request.body,
          });
          return row!;
        });
      },
    );

    app.patch(
      '/api/programs',
      { config: { access: SHOW_PROGRAMS }, schema: { tags: ['programs'], body: updateProgramSchema } },
      async (request) => {
        const actor = requireActor(request);
        const { program_id, program_name, is_active } = request.body;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .update(programs)
            .set({ programName: program_name, ...(is_active === undefined ? {} : { isActive: is_active }) })
            .where(eq(programs.programId, program_id))
            .returning(program);
          if (!row) throw notFound('Program not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'update',
            entity: 'program',
            entityId: program_id,
            requestId: request.id,
            details: request.body,
          });
          return row;
        });
      },
    );

    /** A program assigned to a production plan cannot be deleted (409 with the spec's text). */
    app.delete(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags: ['programs'], querystring: z.object({ program_id: z.uuid() }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { program_id } = request.query;
        return deps.db.transaction(async (tx) => {
          const [linked] = await tx
            .select({ n: count() })
            .from(programAssignments)
            .where(eq(programAssignments.programId, program_id));
          if (linked!.n > 0)
            throw new AppError(409, 'program_linked', PROGRAM_LINKED_MESSAGE, [
              { field: 'program_id', message: PROGRAM_LINKED_MESSAGE },
            ]);
          const [row] = await tx.delete(programs).where(eq(programs.programId, program_id)).returning(program);
          if (!row) throw notFound('Program not found');
          await audit(tx, {
            userId: actor.userId,
            action: 'delete',
            entity: 'program',
            entityId: program_id,
            requestId: request.id,
            details: { program_name: row.program_name },
          });
          return { program_id };
        });
      },
    );

    app.get(
      '/api/program-assignments',
      { config: { access: SHOW_PROGRAMS }, schema: { tags: ['programs'], querystring: programAssignmentQuery } },
      async (request) => {
        const { production_plan_id, program_id } = request.query;
        const rows = await deps.db
          .select(assignment)
          .from(programAssignments)
          .where(
            and(
              production_plan_id ? eq(programAssignments.productionPlanId, production_plan_id) : undefined,
              program_id ? eq(programAssignments.programId, program_id) : undefined,
            ),
          )
          .orderBy(asc(programAssignments.created))
          .limit(PROGRAM_LIST_LIMIT);
        return { program_assignments: rows };
      },
    );

    /** Save on the Programs card: one program per production plan of the company. */
    app.post(
      '/api/program-assignments',
      {
        config: {
          access: { anyOf: ['show-programs'], company: (r) => (r.body as { company_id?: string }).company_id },
        },
        schema: { tags: ['programs'], body: createProgramAssignmentSchema },
      },
      async (request) => {
        const actor = requireActor(request);
        const { program_id, company_id, production_plan_id } = request.body;
        return deps.db.transaction(async (tx) => {
          const [plan] = await tx
            .select({ companyId: productionPlans.companyId })
            .from(productionPlans)
            .where(eq(productionPlans.productionPlanId, production_plan_id));
          if (!plan || plan.companyId !== company_id)
            throw badRequest('Please select a production plan year', [
              { field: 'production_plan_id', message: 'Please select a production plan year' },
            ]);
          const [found] = await tx
            .select({ id: programs.programId })
            .from(programs)
            .where(eq(programs.programId, program_id));
          if (!found)
            throw badRequest('Please select a program', [{ field: 'program_id', message: 'Please select a program' }]);
          // One program per plan: saving another program replaces the plan's assignment.
          await tx.delete(programAssignments).where(eq(programAssignments.productionPlanId, production_plan_id));
          const [row] = await tx
            .insert(programAssignments)
            .values({ programId: program_id, companyId: company_id, productionPlanId: production_plan_id })
            .returning(assignment);
          await audit(tx, {
            userId: actor.userId,
            action: 'create',
            entity: 'program_assignment',
            entityId: row!.assignment_id,
            requestId: request.id,
            details: request.body,
          });
          return row!;
        });
      },
    );

    app.delete(
      '/api/program-assignments',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags: ['programs'], querystring: z.object({ assignment_id: z.uuid() }) },
      },
      async (request) => {
        const actor = requireActor(request);
        const { assignment_id } = request.query;
        return deps.db.transaction(async (tx) => {
          const [row] = await tx
            .select(assignment)
            .from(programAssignments)
            .where(eq(programAssignments.assignmentId, assignment_id));
          if (!row) throw notFound('Program assignment not found');
          if (checkAccess(actor.access, row.company_id, 'show-programs') !== 'success') throw forbidden();
          await tx.delete(programAssignments).where(eq(programAssignments.assignmentId, assignment_id));
          await audit(tx, {
            userId: actor.userId,
            action: 'delete',
            entity: 'program_assignment',
            entityId: assignment_id,
            requestId: request.id,
            details: row,
          });
          return { assignment_id };
        });
      },
    );
  };
