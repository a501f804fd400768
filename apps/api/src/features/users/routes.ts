import {
  createUserSchema,
  recordHistoryPageSchema,
  userCreatedReply,
  USER_LOOKUP_CODES,
  userGetQuery,
  userGetResponse,
  userHistoryQuerySchema,
  userProfileSavedReply,
  userProfileUpdateSchema,
  userSearchQuery,
  userSearchResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf } from '../../plugins/record-version';
import { contextOf } from '../../services/service';
import { createUser } from './create-user';
import { readUser } from './read-user';
import { readUserHistory } from './read-user-history';
import { searchUsers } from './search-users';
import { updateProfile } from './update-profile';
import type { UserDeps } from './repository';

const ROUTE = '/api/company-management/v1/users';
const tags = ['users'];

export const userRoutes =
  (deps: UserDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** One user by e-mail (the invite's check) or by user_id (the user page); read-user.ts. */
    app.get(
      ROUTE,
      {
        config: { access: { signedIn: true }, etag: true },
        schema: { tags, querystring: userGetQuery, response: { 200: userGetResponse } },
      },
      async (request) => readUser(deps, contextOf(request), request.query),
    );

    /** A user's history (profile edits, assignments), read as the user is; read-user-history.ts. */
    app.get(
      `${ROUTE}/history`,
      {
        config: { access: { signedIn: true } },
        schema: { tags, querystring: userHistoryQuerySchema, response: { 200: recordHistoryPageSchema } },
      },
      async (request) => readUserHistory(deps, contextOf(request), request.query),
    );

    /** Add a user by e-mail (anyone who may invite, rate limited); 409 when the e-mail is a user the caller sees. */
    app.post(
      ROUTE,
      {
        config: { access: { anyOf: ['assign-internal-role', 'assign-external-role'] } },
        schema: { tags, body: createUserSchema, response: { 200: userCreatedReply } },
      },
      async (request) => createUser(deps, contextOf(request), request.body.email),
    );

    /** Update User / Please Complete Profile: one's own profile, or anyone's for admins. */
    app.patch(
      ROUTE,
      {
        config: { access: { signedIn: true }, etag: true },
        schema: { tags, body: userProfileUpdateSchema, response: { 200: userProfileSavedReply } },
      },
      async (request) => updateProfile(deps, contextOf(request), { change: request.body, version: ifMatchOf(request) }),
    );

    /** User search: read-user or an invite permission anywhere (search-users.ts). */
    app.get(
      '/api/user-search',
      {
        config: { access: { anyOf: USER_LOOKUP_CODES } },
        schema: { tags, querystring: userSearchQuery, response: { 200: userSearchResponse } },
      },
      async (request) => searchUsers(deps, contextOf(request), request.query),
    );
  };
