import { X509Certificate } from 'node:crypto';
import { SSO_ISSUER_PUBLIC_MESSAGE, ssoProviderInputSchema, type AuthProvider, type SsoProvider } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { requireActor } from '../../plugins/access';
import { badRequest, conflict, notFound } from '../../plugins/errors';
import { audit } from '../../services/audit';
import { normalizeCertificate, samlUrls } from './saml';
import { oidcDiscoveryUrl, type SsoRegistry } from './sso-registry';
import { deleteStoredProvider, insertStoredProvider, type ConfiguredProvider } from './sso-store';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** A provider as the admin page shows it: no client secret, no certificate. */
function describe(provider: ConfiguredProvider, authBaseUrl: string): SsoProvider {
  const saml = provider.type === 'saml' ? samlUrls(authBaseUrl, provider) : null;
  return {
    id: provider.id,
    name: provider.name,
    type: provider.type,
    source: provider.source,
    issuer: provider.issuer,
    client_id: provider.type === 'oidc' ? provider.client_id : null,
    scopes: provider.type === 'oidc' ? (provider.scopes ?? null) : null,
    entry_point: provider.type === 'saml' ? provider.entry_point : null,
    sp_entity_id: saml?.entityId ?? null,
    domains: provider.domains ?? [],
    callback_url: saml ? saml.acs : `${authBaseUrl}/callback/${provider.id}`,
    metadata_url: saml?.metadata ?? null,
    created_at: provider.createdAt?.toISOString() ?? null,
  };
}

/**
 * Single sign-on providers: the public list /login shows, and the admin's list, add and remove.
 * Providers from the environment are listed but cannot be removed here.
 */
export const ssoRoutes =
  (deps: { config: Config; db: Db; sso: SsoRegistry }): FastifyPluginAsyncZod =>
  async (app) => {
    const registry = deps.sso;
    const authBaseUrl = `${deps.config.publicUrl}/api/auth`;

    app.get(
      '/api/auth-providers',
      { config: { access: { public: true } }, schema: { tags: ['sso'], summary: 'Sign-in providers shown on /login' } },
      async (): Promise<AuthProvider[]> => {
        await registry.refresh();
        return registry.all().map((p) => ({ id: p.id, name: p.name, type: p.type }));
      },
    );

    app.get(
      '/api/sso-providers',
      {
        config: { access: { admin: true } },
        schema: { tags: ['sso'], summary: 'Configured single sign-on providers' },
      },
      async (): Promise<SsoProvider[]> => {
        await registry.refresh({ force: true });
        return registry.all().map((p) => describe(p, authBaseUrl));
      },
    );

    app.post(
      '/api/sso-providers',
      {
        config: { access: { admin: true } },
        schema: { tags: ['sso'], summary: 'Add an OpenID Connect or SAML provider', body: ssoProviderInputSchema },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const input = request.body;
        await registry.refresh({ force: true });
        if (registry.find(input.id)) throw conflict('A sign-in provider with this id already exists.');
        if (input.type === 'saml') {
          try {
            new X509Certificate(normalizeCertificate(input.idp_cert));
          } catch {
            throw badRequest('The signing certificate could not be read.', [
              { field: 'idp_cert', message: 'The signing certificate could not be read.' },
            ]);
          }
        } else if (!(await registry.issuerAllowed(input.issuer))) {
          throw badRequest(SSO_ISSUER_PUBLIC_MESSAGE, [{ field: 'issuer', message: SSO_ISSUER_PUBLIC_MESSAGE }]);
        } else if (!(await registry.canBuild(input))) {
          const message = `The OpenID configuration could not be read at ${oidcDiscoveryUrl(input.issuer)}.`;
          throw badRequest(message, [{ field: 'issuer', message }]);
        }
        const created = await deps.db.transaction(async (tx) => {
          const inserted = await insertStoredProvider(tx, input, deps.config.authSecret, actor.userId);
          if (inserted) {
            await audit(tx, {
              userId: actor.userId,
              action: 'create-sso-provider',
              entity: 'sso-provider',
              entityId: input.id,
              requestId: request.id,
              details: { type: input.type, name: input.name, issuer: input.issuer },
            });
          }
          return inserted;
        });
        if (!created) throw conflict('A sign-in provider with this id already exists.');
        await registry.refresh({ force: true });
        const provider = registry.find(input.id);
        return reply.status(201).send(provider ? describe(provider, authBaseUrl) : null);
      },
    );

    app.delete(
      '/api/sso-providers/:id',
      {
        config: { access: { admin: true } },
        schema: { tags: ['sso'], summary: 'Remove a provider the admin added', params: idParams },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const { id } = request.params;
        if (registry.isEnvironment(id))
          throw conflict(
            'This provider is configured by the environment (OIDC_PROVIDERS or SAML_PROVIDERS) and cannot be removed here.',
          );
        const removed = await deps.db.transaction(async (tx) => {
          const done = await deleteStoredProvider(tx, id);
          if (done) {
            await audit(tx, {
              userId: actor.userId,
              action: 'delete-sso-provider',
              entity: 'sso-provider',
              entityId: id,
              requestId: request.id,
            });
          }
          return done;
        });
        if (!removed) throw notFound('No such sign-in provider.');
        await registry.refresh({ force: true });
        return reply.status(204).send();
      },
    );
  };
