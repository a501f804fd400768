import {
  authProviderListReply,
  noContentReply,
  ssoProviderAddedReply,
  ssoProviderIdParams,
  ssoProviderInputSchema,
  ssoProviderListReply,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../services/service';
import { addSsoProvider } from './add-sso-provider';
import { listAuthProviders, listSsoProviders } from './list-sso-providers';
import { removeSsoProvider } from './remove-sso-provider';
import type { SsoDeps } from './sso-registry';

const tags = ['sso'];

/**
 * Single sign-on providers: the public list /login shows, and the admin's list, add and remove.
 * Providers from the environment are listed but cannot be removed here.
 */
export const ssoRoutes =
  (deps: SsoDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/auth-providers',
      {
        config: { access: { public: true } },
        schema: { tags, summary: 'Sign-in providers shown on /login', response: { 200: authProviderListReply } },
      },
      async () => listAuthProviders(deps),
    );

    app.get(
      '/api/sso-providers',
      {
        config: { access: { admin: true } },
        schema: { tags, summary: 'Configured single sign-on providers', response: { 200: ssoProviderListReply } },
      },
      async (request) => listSsoProviders(deps, contextOf(request)),
    );

    app.post(
      '/api/sso-providers',
      {
        config: { access: { admin: true } },
        schema: {
          tags,
          summary: 'Add an OpenID Connect or SAML provider',
          body: ssoProviderInputSchema,
          response: { 201: ssoProviderAddedReply },
        },
      },
      async (request, reply) => reply.status(201).send(await addSsoProvider(deps, contextOf(request), request.body)),
    );

    app.delete(
      '/api/sso-providers/:id',
      {
        config: { access: { admin: true } },
        schema: {
          tags,
          summary: 'Remove a provider the admin added',
          params: ssoProviderIdParams,
          response: { 204: noContentReply },
        },
      },
      async (request, reply) => {
        await removeSsoProvider(deps, contextOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
