import {
  createProgramAssignmentSchema,
  createProgramSchema,
  programAssignmentIdQuery,
  programAssignmentRemovedReply,
  programAssignmentListReply,
  programAssignmentQuery,
  programAssignmentReply,
  programDeletedReply,
  programIdQuery,
  programListQuery,
  programListReply,
  programReply,
  updateProgramSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { assignProgramToPlan } from './assign-program-to-plan';
import { createProgram } from './create-program';
import { deleteProgram } from './delete-program';
import { removeProgramAssignment } from './remove-program-assignment';
import { listProgramAssignments, listPrograms, type ProgramDeps } from './repository';
import { updateProgram } from './update-program';

const SHOW_PROGRAMS = { anyOf: ['show-programs'] } as const;
const tags = ['programs'];

export const programRoutes =
  (deps: ProgramDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags, querystring: programListQuery, response: { 200: programListReply } },
      },
      async (request) => ({ programs: await listPrograms(deps.db, request.query) }),
    );

    app.post(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags, body: createProgramSchema, response: { 200: programReply } },
      },
      async (request) => createProgram(deps, contextOf(request), request.body),
    );

    app.patch(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS, etag: true },
        schema: { tags, body: updateProgramSchema, response: { 200: programReply } },
      },
      async (request) => updateProgram(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    app.delete(
      '/api/programs',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags, querystring: programIdQuery, response: { 200: programDeletedReply } },
      },
      async (request) => deleteProgram(deps, contextOf(request), request.query.program_id),
    );

    app.get(
      '/api/program-assignments',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags, querystring: programAssignmentQuery, response: { 200: programAssignmentListReply } },
      },
      async (request) => ({ program_assignments: await listProgramAssignments(deps.db, request.query) }),
    );

    app.post(
      '/api/program-assignments',
      {
        config: {
          access: { anyOf: ['show-programs'], company: (r) => (r.body as { company_id?: string }).company_id },
        },
        schema: { tags, body: createProgramAssignmentSchema, response: { 200: programAssignmentReply } },
      },
      async (request) => assignProgramToPlan(deps, contextOf(request), request.body),
    );

    app.delete(
      '/api/program-assignments',
      {
        config: { access: SHOW_PROGRAMS },
        schema: { tags, querystring: programAssignmentIdQuery, response: { 200: programAssignmentRemovedReply } },
      },
      async (request) => removeProgramAssignment(deps, contextOf(request), request.query.assignment_id),
    );
  };
