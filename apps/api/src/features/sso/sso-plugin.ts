import { SSO_ERROR_MESSAGES, type SamlProviderInput } from '@portal/domain';
import { HIDE_METADATA, type AuthContext, type BetterAuthOptions, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { handleOAuthUserInfo } from 'better-auth/oauth2';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { z } from 'zod';
import type { SsoAuthParts } from '../../services/auth/auth';
import { createLoginRequest, parseLoginResponse, SamlError, serviceProviderMetadata } from './saml';
import { emailAllowed, type SsoRegistry } from './sso-registry';

const REQUEST_PREFIX = 'saml-request:';
/** How long the IdP has to answer an AuthnRequest. */
const REQUEST_TTL_MS = 10 * 60 * 1000;
const ACS_PATH = '/saml/acs';
/** Binds an AuthnRequest to the browser that started it: no one signs a browser in with someone else's Response. */
const REQUEST_COOKIE = 'saml_request';
/** Where the browser lands after a provider sign-in, successful or not: /login is the callback target. */
const LOGIN_PATH = '/login';

type StoredRequest = { providerId: string; callbackURL: string; errorCallbackURL: string };

/**
 * The request cookie, httpOnly and limited to the ACS. The IdP posts its Response from its own
 * site: with Secure cookies (production) it is SameSite=None so that POST carries it; without
 * (local http, where browsers refuse SameSite=None) Lax, which an IdP on the same host satisfies.
 */
function requestCookie(context: AuthContext) {
  const cookie = context.createAuthCookie(REQUEST_COOKIE);
  const path = `${new URL(context.baseURL).pathname.replace(/\/$/, '')}${ACS_PATH}`;
  return {
    name: cookie.name,
    attributes: {
      ...cookie.attributes,
      path,
      httpOnly: true,
      sameSite: cookie.attributes.secure ? 'none' : 'lax',
    } as const,
  };
}

function withError(url: string, base: string, code: string): string {
  const target = new URL(url, base);
  target.searchParams.set('error', code);
  return target.toString();
}

/**
 * The portal's single sign-on plugin for Better Auth:
 * - keeps the registry pointed at the auth context, so the admin's OpenID Connect providers are
 *   built with the genericOAuth plugin into the library's provider list and used by its own
 *   /sign-in/social and /callback/:id endpoints;
 * - SAML 2.0 on samlify: POST /sign-in/saml (the IdP's redirect URL for an AuthnRequest),
 *   GET /saml/metadata/:providerId (this service provider's metadata) and POST /saml/acs/:providerId
 *   (the signed Response). The user is matched by e-mail and the session created by the library
 *   (handleOAuthUserInfo, setSessionCookie), exactly as for an OAuth sign-in.
 */
export function portalSso(registry: SsoRegistry) {
  async function samlProvider(id: string): Promise<SamlProviderInput | null> {
    await registry.refresh();
    const provider = registry.find(id);
    return provider?.type === 'saml' ? provider : null;
  }

  return {
    id: 'portal-sso',
    init(context) {
      registry.attach(context);
      // The IdP posts its Response from its own origin; the signature and InResponseTo protect it.
      const existing = context.skipOriginCheck;
      if (existing === true) return;
      return { context: { skipOriginCheck: [...(Array.isArray(existing) ? existing : []), ACS_PATH] } };
    },
    endpoints: {
      signInSaml: createAuthEndpoint(
        '/sign-in/saml',
        {
          method: 'POST',
          body: z.object({
            providerId: z.string().min(1).max(100),
            callbackURL: z.string().max(2000).optional(),
            errorCallbackURL: z.string().max(2000).optional(),
          }),
          metadata: HIDE_METADATA,
        },
        async (ctx) => {
          const { providerId, callbackURL = LOGIN_PATH, errorCallbackURL = LOGIN_PATH } = ctx.body;
          for (const url of [callbackURL, errorCallbackURL]) {
            if (!ctx.context.isTrustedOrigin(url, { allowRelativePaths: true }))
              throw new APIError('FORBIDDEN', { code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' });
          }
          const provider = await samlProvider(providerId);
          if (!provider) throw new APIError('NOT_FOUND', { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
          const request = createLoginRequest(ctx.context.baseURL, provider);
          const stored: StoredRequest = { providerId, callbackURL, errorCallbackURL };
          await ctx.context.internalAdapter.createVerificationValue({
            identifier: `${REQUEST_PREFIX}${request.id}`,
            value: JSON.stringify(stored),
            expiresAt: new Date(Date.now() + REQUEST_TTL_MS),
          });
          const cookie = requestCookie(ctx.context);
          await ctx.setSignedCookie(cookie.name, request.id, ctx.context.secret, {
            ...cookie.attributes,
            maxAge: REQUEST_TTL_MS / 1000,
          });
          return ctx.json({ url: request.url, redirect: true });
        },
      ),

      samlMetadata: createAuthEndpoint(
        '/saml/metadata/:providerId',
        { method: 'GET', metadata: HIDE_METADATA },
        async (ctx) => {
          const provider = await samlProvider(ctx.params.providerId);
          if (!provider) throw new APIError('NOT_FOUND', { code: 'PROVIDER_NOT_FOUND', message: 'Provider not found' });
          return new Response(serviceProviderMetadata(ctx.context.baseURL, provider), {
            headers: { 'content-type': 'application/samlmetadata+xml; charset=utf-8' },
          });
        },
      ),

      samlAcs: createAuthEndpoint(
        `${ACS_PATH}/:providerId`,
        {
          method: 'POST',
          body: z.object({ SAMLResponse: z.string().min(1), RelayState: z.string().optional() }),
          metadata: { ...HIDE_METADATA, allowedMediaTypes: ['application/x-www-form-urlencoded', 'application/json'] },
        },
        async (ctx) => {
          const base = ctx.context.baseURL;
          const providerId = ctx.params.providerId;
          let errorURL = LOGIN_PATH;
          const fail = (code: string, detail?: string) => {
            ctx.context.logger.warn(`SAML sign-in through "${providerId}" refused: ${detail ?? code}`);
            return ctx.redirect(withError(errorURL, base, code));
          };

          const provider = await samlProvider(providerId);
          if (!provider) throw fail('provider_not_found');
          let identity;
          try {
            identity = await parseLoginResponse(base, provider, ctx.body.SAMLResponse);
          } catch (error) {
            if (error instanceof SamlError) throw fail(error.code, error.message);
            throw error;
          }
          // Only answers to our own AuthnRequests, each used once: no unsolicited or replayed responses.
          if (!identity.inResponseTo) throw fail('invalid_state', 'unsolicited response (no InResponseTo)');
          const cookie = requestCookie(ctx.context);
          if ((await ctx.getSignedCookie(cookie.name, ctx.context.secret)) !== identity.inResponseTo)
            throw fail('invalid_state', 'the sign-in was not started in this browser');
          ctx.setCookie(cookie.name, '', { ...cookie.attributes, maxAge: 0 });
          const record = await ctx.context.internalAdapter.consumeVerificationValue(
            `${REQUEST_PREFIX}${identity.inResponseTo}`,
          );
          const stored = record && record.expiresAt > new Date() ? (JSON.parse(record.value) as StoredRequest) : null;
          if (!stored || stored.providerId !== providerId)
            throw fail('invalid_state', 'unknown, expired or used request');
          errorURL = stored.errorCallbackURL;

          await registry.vouch(providerId, identity.email);
          let result;
          try {
            result = await handleOAuthUserInfo(ctx, {
              userInfo: {
                id: identity.accountId,
                email: identity.email,
                name: identity.name,
                // The admin configured this IdP to vouch for its users' addresses.
                emailVerified: true,
                image: undefined,
              },
              account: { providerId, accountId: identity.accountId },
              callbackURL: stored.callbackURL,
              isTrustedProvider: true,
              source: { method: 'sso-saml', sso: { providerId, profile: identity.attributes } },
            });
          } catch (error) {
            if (isAPIError(error) && error.body?.code)
              throw fail(String(error.body.code).toLowerCase(), error.body.message);
            throw error;
          }
          if (result.error || !result.data) throw fail(result.error?.split(' ').join('_') ?? 'unable_to_sign_in');
          await setSessionCookie(ctx, { session: result.data.session, user: result.data.user });
          throw ctx.redirect(new URL(stored.callbackURL, base).toString());
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

/**
 * accountLinking.trustedProviders: every configured provider may sign in to the existing account
 * of its e-mail address. Before an OIDC sign-in or callback the admin's providers are brought up
 * to date (this runs ahead of the library's routing, on every auth request).
 */
export function trustedSsoProviders(registry: SsoRegistry) {
  return async (request?: Request) => {
    if (request) {
      const path = new URL(request.url).pathname;
      if (path.includes('/sign-in/social') || path.includes('/callback/')) await registry.prepareSignIn();
    }
    return registry.ids();
  };
}

const refuse = (error: keyof typeof SSO_ERROR_MESSAGES) => ({ error, errorDescription: SSO_ERROR_MESSAGES[error] });

/**
 * user.validateUserInfo, run by the library before a provider sign-in creates, links or signs in
 * to a user: the address must be one the provider may sign in (emailAllowed), an OpenID
 * provider must have verified it, and the admin's providers never reach an admin account.
 */
export function ssoUserValidation(
  registry: SsoRegistry,
): NonNullable<NonNullable<BetterAuthOptions['user']>['validateUserInfo']> {
  return async ({ user, source }) => {
    const providerId = source.oauth?.providerId ?? source.sso?.providerId;
    if (!providerId) return;
    const provider = registry.find(providerId);
    if (!provider || !emailAllowed(provider, String(user.email ?? ''))) return refuse('email_not_allowed');
    const verified = user.emailVerified === true || String(user.emailVerified) === 'true';
    if (source.oauth && !verified) return refuse('email_not_verified');
    if (provider.source === 'admin' && typeof user.id === 'string' && (await registry.holdsAdminRole(user.id)))
      return refuse('admin_account');
  };
}

/** Single sign-on as the Better Auth instance takes it (services/auth/auth.ts createAuth). */
export function ssoAuthParts(registry: SsoRegistry): SsoAuthParts {
  return {
    plugins: [genericOAuth({ config: registry.environmentOidc() }), portalSso(registry)],
    trustedProviders: trustedSsoProviders(registry),
    validateUserInfo: ssoUserValidation(registry),
  };
}
