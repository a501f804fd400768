import {
  assignmentCreatedReply,
  assignmentCreateSchema,
  assignmentDeleteQuery,
  assignmentRemovedReply,
  assignmentsQuery,
  assignmentsResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { inviteUser } from './invite-user';
import { listAssignments } from './list-assignments';
import { removeAssignment } from './remove-assignment';
import type { AssignmentDeps } from './repository';

const ROUTE = '/api/assignments';
const tags = ['assignments'];

/** The company the route's permission is checked at: the one the handler acts on, never another one from the body. */
const bodyCompany = (request: { body?: unknown }) => (request.body as { company_id?: string } | undefined)?.company_id;
const queryCompany = (request: { query?: unknown }) =>
  (request.query as { company_id?: string } | undefined)?.company_id;

export const assignmentRoutes =
  (deps: AssignmentDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** A company's people, or one user's assignments (list-assignments.ts). */
    app.get(
      ROUTE,
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: assignmentsQuery, response: { 200: assignmentsResponse } },
      },
      async (request) => listAssignments(deps, contextOf(request), request.query),
    );

    /** Invite: assign a user to the company with a role and e-mail a sign-in link (invite-user.ts). */
    app.post(
      ROUTE,
      {
        config: { access: { anyOf: ['assign-internal-role', 'assign-external-role'], company: bodyCompany } },
        schema: { tags, body: assignmentCreateSchema, response: { 200: assignmentCreatedReply } },
      },
      async (request) => inviteUser(deps, contextOf(request), request.body),
    );

    /** Remove a user from a company (delete-user at that company). */
    app.delete(
      ROUTE,
      {
        config: { access: { anyOf: ['delete-user'], company: queryCompany } },
        schema: { tags, querystring: assignmentDeleteQuery, response: { 200: assignmentRemovedReply } },
      },
      async (request) => removeAssignment(deps, contextOf(request), request.query),
    );
  };
