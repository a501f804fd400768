import type { SsoProvider } from '@portal/domain';
import { samlUrls } from './saml';
import type { ConfiguredProvider } from './sso-repository';

/** A provider as the admin page shows it: no client secret, no certificate. */
export function describeProvider(provider: ConfiguredProvider, authBaseUrl: string): SsoProvider {
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
