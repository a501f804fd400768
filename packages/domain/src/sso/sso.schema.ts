import { z } from 'zod';

/**
 * Single sign-on providers shown on /login: OpenID Connect (discovery from the issuer) and SAML 2.0
 * identity providers. The same shapes come from the environment (OIDC_PROVIDERS, SAML_PROVIDERS as
 * JSON arrays) and from the admin (POST /api/sso-providers).
 */
export const SSO_PROVIDER_TYPES = ['oidc', 'saml'] as const;
export type SsoProviderType = (typeof SSO_PROVIDER_TYPES)[number];

export const SSO_ID_MESSAGE = 'Use 2 to 40 lower-case letters, digits or dashes, starting with a letter';
export const SSO_NAME_MESSAGE = 'Please provide a name';
export const SSO_URL_MESSAGE = 'Please provide a valid http(s) URL';
export const SSO_CLIENT_ID_MESSAGE = 'Please provide the client id';
export const SSO_ISSUER_MESSAGE = 'Please provide the identity provider issuer (entity id)';
export const SSO_CERT_MESSAGE = 'Please provide the identity provider signing certificate (PEM)';
export const SSO_DOMAIN_MESSAGE = 'Please provide domains like example.com';
export const SSO_DOMAINS_REQUIRED_MESSAGE =
  'Please provide the e-mail domains this provider may sign in, like example.com';
export const SSO_ISSUER_PUBLIC_MESSAGE = 'The issuer must be an https URL on a public address';

/** Ids the auth library reserves for itself (e-mail sign-in and the like). */
const RESERVED_IDS = ['credential', 'email', 'email-password', 'saml', 'oidc', 'sso'];

const httpUrl = z
  .string(SSO_URL_MESSAGE)
  .trim()
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.hash;
    } catch {
      return false;
    }
  }, SSO_URL_MESSAGE);

const providerId = z
  .string(SSO_ID_MESSAGE)
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,38}[a-z0-9]$/, SSO_ID_MESSAGE)
  .refine((id) => !RESERVED_IDS.includes(id), 'This id is reserved; please choose another');

const domainList = z
  .array(
    z
      .string(SSO_DOMAIN_MESSAGE)
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, SSO_DOMAIN_MESSAGE),
    SSO_DOMAINS_REQUIRED_MESSAGE,
  )
  .max(50);
const domains = domainList.optional();

const common = {
  id: providerId,
  name: z.string(SSO_NAME_MESSAGE).trim().min(1, SSO_NAME_MESSAGE).max(80),
  /** When set, only e-mail addresses of these domains may sign in through the provider. */
  domains,
};

/** An OpenID Connect provider: endpoints and keys are discovered from {issuer}/.well-known/openid-configuration. */
export const oidcProviderSchema = z.object({
  type: z.literal('oidc'),
  ...common,
  issuer: httpUrl,
  client_id: z.string(SSO_CLIENT_ID_MESSAGE).trim().min(1, SSO_CLIENT_ID_MESSAGE).max(500),
  client_secret: z.string().max(2000).optional(),
  scopes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^[\x21\x23-\x5b\x5d-\x7e]+$/, 'Invalid scope'),
    )
    .max(30)
    .optional(),
});

/** A SAML 2.0 identity provider: SP-initiated sign-in by HTTP-Redirect, signed responses by HTTP-POST. */
export const samlProviderSchema = z.object({
  type: z.literal('saml'),
  ...common,
  /** The IdP's single sign-on URL (HTTP-Redirect binding). */
  entry_point: httpUrl,
  /** The IdP's entity id: the Issuer of its responses. */
  issuer: z.string(SSO_ISSUER_MESSAGE).trim().min(1, SSO_ISSUER_MESSAGE).max(1000),
  /** The IdP's signing certificate, PEM or bare base64. */
  idp_cert: z
    .string(SSO_CERT_MESSAGE)
    .trim()
    .min(1, SSO_CERT_MESSAGE)
    .max(20_000)
    .refine((v) => /^[A-Za-z0-9+/=\s-]+$/.test(v.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')), SSO_CERT_MESSAGE),
  /** This portal's entity id at the IdP (the Audience); defaults to the SP metadata URL. */
  sp_entity_id: z.string().trim().min(1).max(1000).optional(),
  /** The attribute holding the e-mail address; defaults to common e-mail attributes, then the NameID. */
  email_attribute: z.string().trim().min(1).max(300).optional(),
});

/**
 * A provider the admin adds: it signs in (and links accounts) only inside its declared domains.
 * The environment's providers (the operator's own IdP) may leave `domains` out.
 */
const requiredDomains = { domains: domainList.min(1, SSO_DOMAINS_REQUIRED_MESSAGE) };
export const ssoProviderInputSchema = z.discriminatedUnion('type', [
  oidcProviderSchema.extend(requiredDomains),
  samlProviderSchema.extend(requiredDomains),
]);
export type OidcProviderInput = z.infer<typeof oidcProviderSchema>;
export type SamlProviderInput = z.infer<typeof samlProviderSchema>;
export type SsoProviderInput = z.infer<typeof ssoProviderInputSchema>;

/** GET /api/auth-providers (public): what /login shows, one 'Sign in with {name}' button each. */
export const authProviderReply = z.object({ id: z.string(), name: z.string(), type: z.enum(SSO_PROVIDER_TYPES) });
export type AuthProvider = z.infer<typeof authProviderReply>;
export const authProviderListReply = z.array(authProviderReply);

/** GET /api/sso-providers (admin): the configured providers, without secrets. */
export const ssoProviderReply = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(SSO_PROVIDER_TYPES),
  /** environment: OIDC_PROVIDERS / SAML_PROVIDERS (read-only here); admin: added on the admin page. */
  source: z.enum(['environment', 'admin']),
  issuer: z.string(),
  client_id: z.string().nullable(),
  scopes: z.array(z.string()).nullable(),
  entry_point: z.string().nullable(),
  sp_entity_id: z.string().nullable(),
  domains: z.array(z.string()),
  /** Where the provider sends the user back: the OIDC redirect URI or the SAML ACS URL. */
  callback_url: z.string(),
  /** SAML only: this portal's service-provider metadata for the IdP. */
  metadata_url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type SsoProvider = z.infer<typeof ssoProviderReply>;
export const ssoProviderListReply = z.array(ssoProviderReply);
/** POST /api/sso-providers: the added provider (null if it vanished before it could be read back). */
export const ssoProviderAddedReply = ssoProviderReply.nullable();

/** DELETE /api/sso-providers/:id */
export const ssoProviderIdParams = z.object({ id: z.string().min(1).max(100) });
