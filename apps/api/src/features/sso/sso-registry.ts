import type { OidcProviderInput } from '@portal/domain';
import type { AuthContext } from 'better-auth';
import { genericOAuth, type GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { ConfigError, type Config } from '../../config';
import type { Db } from '../../db/client';
import type { PortalDeps } from '../../services/deps';
import { pinnedFetch } from '../../services/pinned-fetch';
import { discoveryEndpoints, isPublicHttpsUrl } from './issuer-check';
import { pinnedOidcConfig, pinOidcProvider, type PinnedOidc } from './pinned-oidc';
import { holdsAdminRole, listStoredProviders, verifyPasswordlessUser, type ConfiguredProvider } from './sso-repository';

/** How long one instance trusts its copy of the admin's providers (other instances may change them). */
const REFRESH_MS = 5_000;
/** An unreachable issuer must not hold a sign-in (or the admin's save) for long. */
const DISCOVERY_TIMEOUT_MS = 10_000;
/** After a failed discovery, the next attempt for that provider waits this long. */
const DISCOVERY_RETRY_MS = 30_000;
const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

type SocialProvider = AuthContext['socialProviders'][number];

export function oidcDiscoveryUrl(issuer: string): string {
  const base = issuer.replace(/\/+$/, '');
  return base.endsWith('/.well-known/openid-configuration') ? base : `${base}/.well-known/openid-configuration`;
}

/**
 * The auth library's generic OAuth configuration of one OpenID Connect provider: endpoints and
 * signing keys from discovery, PKCE, nonce-bound ID tokens that must verify against the JWKS. A
 * pinned provider (the admin's) has its checked endpoints instead, read by us (pinned-oidc.ts).
 */
export function toGenericOAuthConfig(
  provider: OidcProviderInput,
  vouch?: (providerId: string, email: string) => Promise<void>,
  pinned?: PinnedOidc,
): GenericOAuthConfig {
  const scopes = provider.scopes?.length ? provider.scopes : DEFAULT_SCOPES;
  return {
    ...(pinned
      ? pinnedOidcConfig(provider, pinned)
      : { discoveryUrl: oidcDiscoveryUrl(provider.issuer), requireIdTokenVerification: true }),
    providerId: provider.id,
    name: provider.name,
    clientId: provider.client_id,
    clientSecret: provider.client_secret || undefined,
    // Without the library's discovery read it does not add openid itself.
    scopes: pinned && !scopes.includes('openid') ? ['openid', ...scopes] : scopes,
    pkce: true,
    // Called with the verified profile before the library matches the account; no field is mapped.
    async mapProfileToUser(profile) {
      const verified =
        profile.emailVerified === true || profile.email_verified === true || profile.email_verified === 'true';
      if (vouch && verified && typeof profile.email === 'string') await vouch(provider.id, profile.email);
      return {};
    },
  };
}

/**
 * Builds one provider with the library's genericOAuth plugin, as its init would at start-up
 * (discovery included, unless pinned); null when discovery fails or times out.
 */
export async function buildOidcProvider(
  provider: OidcProviderInput,
  context: AuthContext,
  vouch?: (providerId: string, email: string) => Promise<void>,
  pinned?: PinnedOidc,
): Promise<SocialProvider | null> {
  const plugin = genericOAuth({ config: [toGenericOAuthConfig(provider, vouch, pinned)] });
  // The plugin's init only reads the logger and base URL and prepends to socialProviders.
  const scratch = Object.create(context, { socialProviders: { value: [], writable: true } }) as AuthContext;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), DISCOVERY_TIMEOUT_MS).unref());
  const built = await Promise.race([Promise.resolve(plugin.init?.(scratch)).catch(() => null), timeout]);
  const providers = (built as { context?: { socialProviders?: SocialProvider[] } } | null)?.context?.socialProviders;
  const social = providers?.find((p) => p.id === provider.id) ?? null;
  return social && pinned ? pinOidcProvider(social, provider, pinned) : social;
}

/**
 * The addresses a provider may sign in (and link to existing accounts): those of its declared
 * domains; without domains, any address for the environment's providers (the operator's own IdP)
 * and none for the admin's.
 */
export function emailAllowed(provider: ConfiguredProvider, email: string): boolean {
  const domain = email.toLowerCase().split('@')[1] ?? '';
  if (provider.domains?.length) return provider.domains.includes(domain);
  return provider.source === 'environment';
}

export type SsoRegistry = ReturnType<typeof createSsoRegistry>;

export type SsoDeps = Pick<PortalDeps, 'config' | 'db'> & { sso: SsoRegistry };

/**
 * Every single sign-on provider the portal offers: the environment's (fixed) and the admin's (from
 * the sso_providers table, re-read at most every few seconds while sign-ins happen, so every API
 * instance follows the admin's changes). Environment OIDC providers are registered with the
 * library's genericOAuth plugin at start-up; admin OIDC providers are built with the same plugin
 * and kept in the auth context's provider list here.
 */
export function createSsoRegistry(config: Config, db: Db) {
  const environment: ConfiguredProvider[] = [...config.oidcProviders, ...config.samlProviders].map((p) => ({
    ...p,
    source: 'environment' as const,
    createdAt: null,
  }));
  const envIds = environment.map((p) => p.id);
  const duplicate = envIds.find((id, index) => envIds.indexOf(id) !== index);
  if (duplicate) throw new ConfigError(`OIDC_PROVIDERS and SAML_PROVIDERS both use the provider id ${duplicate}`);

  let admin: ConfiguredProvider[] = [];
  /** Requests to the admin's providers connect only to public addresses, checked as they connect. */
  const outbound = pinnedFetch();

  function find(id: string): ConfiguredProvider | undefined {
    return environment.find((p) => p.id === id) ?? admin.find((p) => p.id === id);
  }

  /** A provider vouched for an e-mail address: a passwordless user of it may be linked (see verifyPasswordlessUser). */
  async function vouch(providerId: string, email: string) {
    const provider = find(providerId);
    if (!provider || !emailAllowed(provider, email)) return;
    await verifyPasswordlessUser(db, email);
  }

  /** An admin-set issuer is fetched by the server: https on a public address (unless allowed for local tests). */
  async function issuerAllowed(issuer: string) {
    return config.oidcAllowPrivateIssuers || isPublicHttpsUrl(issuer);
  }

  /**
   * Builds an admin provider: the issuer is checked, then (unless private issuers are allowed for
   * local tests) the endpoints its discovery document names, which are then used as read, every
   * request through the pinned fetch.
   */
  async function buildAdminProvider(provider: OidcProviderInput, ctx: AuthContext) {
    if (!(await issuerAllowed(provider.issuer))) return null;
    if (config.oidcAllowPrivateIssuers) return buildOidcProvider(provider, ctx, vouch);
    const endpoints = await discoveryEndpoints(
      oidcDiscoveryUrl(provider.issuer),
      provider.issuer,
      DISCOVERY_TIMEOUT_MS,
      outbound,
    );
    return endpoints ? buildOidcProvider(provider, ctx, vouch, { endpoints, fetch: outbound }) : null;
  }
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  let context: AuthContext | null = null;
  /** Admin OIDC providers now in context.socialProviders: id → the settings they were built from. */
  const built = new Map<string, string>();
  /** Admin OIDC providers whose discovery failed: id → settings and when. */
  const failed = new Map<string, { fingerprint: string; at: number }>();

  function replaceSocialProvider(id: string, provider: SocialProvider | null) {
    if (!context) return;
    const list = context.socialProviders;
    for (let i = list.length - 1; i >= 0; i -= 1) if (list[i]!.id === id) list.splice(i, 1);
    if (provider) list.unshift(provider);
  }

  async function syncOidc() {
    if (!context) return;
    const wanted = admin.filter((p): p is ConfiguredProvider & OidcProviderInput => p.type === 'oidc');
    const wantedIds = new Set(wanted.map((p) => p.id));
    for (const id of [...built.keys()]) {
      if (!wantedIds.has(id)) {
        replaceSocialProvider(id, null);
        built.delete(id);
      }
    }
    for (const provider of wanted) {
      const fingerprint = JSON.stringify(toGenericOAuthConfig(provider));
      if (built.get(provider.id) === fingerprint) continue;
      const failure = failed.get(provider.id);
      if (failure?.fingerprint === fingerprint && Date.now() - failure.at < DISCOVERY_RETRY_MS) continue;
      const social = await buildAdminProvider(provider, context);
      // A provider whose discovery failed is left out, and tried again a little later.
      replaceSocialProvider(provider.id, social);
      if (social) {
        built.set(provider.id, fingerprint);
        failed.delete(provider.id);
      } else {
        built.delete(provider.id);
        failed.set(provider.id, { fingerprint, at: Date.now() });
        context.logger.error(`Single sign-on provider "${provider.id}": OpenID discovery failed at ${provider.issuer}`);
      }
    }
  }

  async function load() {
    admin = (await listStoredProviders(db, config.authSecret)).filter((p) => !envIds.includes(p.id));
    loadedAt = Date.now();
  }

  /** Re-reads the admin's providers when the copy is older than a few seconds (or always, when forced). */
  async function refresh(options: { force?: boolean } = {}) {
    if (loading) await loading.catch(() => undefined);
    if (!options.force && Date.now() - loadedAt < REFRESH_MS) return;
    loading ??= load().finally(() => {
      loading = null;
    });
    await loading;
  }

  let syncing: Promise<void> | null = null;
  /** Before an OIDC sign-in or callback: the admin's current providers, built into the auth context. */
  async function prepareSignIn() {
    await refresh();
    syncing ??= syncOidc().finally(() => {
      syncing = null;
    });
    await syncing;
  }

  return {
    /** Called by the portal's auth plugin once the auth context exists. */
    attach(authContext: AuthContext) {
      context = authContext;
    },
    refresh,
    prepareSignIn,
    all(): ConfiguredProvider[] {
      return [...environment, ...admin];
    },
    find,
    vouch,
    issuerAllowed,
    /** Admin accounts are reached only through the environment's providers, which the operator controls. */
    holdsAdminRole: (userId: string) => holdsAdminRole(db, userId),
    isEnvironment(id: string) {
      return envIds.includes(id);
    },
    /** The environment's OIDC providers, for the genericOAuth plugin. */
    environmentOidc(): GenericOAuthConfig[] {
      return config.oidcProviders.map((p) => toGenericOAuthConfig(p, vouch));
    },
    /** Ids of every configured provider: trusted for linking a sign-in to an existing account by e-mail. */
    ids(): string[] {
      return [...envIds, ...admin.map((p) => p.id)];
    },
    /** For the admin's save: can the issuer's discovery document be read and a provider be built? */
    async canBuild(provider: OidcProviderInput): Promise<boolean> {
      if (!context) return false;
      return (await buildAdminProvider(provider, context)) !== null;
    },
  };
}
