import { X509Certificate } from 'node:crypto';
import { SSO_ISSUER_PUBLIC_MESSAGE, type SsoProvider, type SsoProviderInput } from '@portal/domain';
import { conflict, fieldError } from '../../plugins/errors';
import type { Service } from '../../services/service';
import { describeProvider } from './describe-provider';
import { normalizeCertificate } from './saml';
import { oidcDiscoveryUrl, type SsoDeps } from './sso-registry';
import { insertStoredProvider } from './sso-repository';

const TAKEN = 'A sign-in provider with this id already exists.';

/**
 * Adds an admin provider: a unique id, a readable SAML certificate, or an OIDC issuer on a public
 * https address whose discovery document can be read. The secret is stored encrypted.
 */
export const addSsoProvider = (async (deps, { actor, audit }, input) => {
  const registry = deps.sso;
  await registry.refresh({ force: true });
  if (registry.find(input.id)) throw conflict(TAKEN);
  if (input.type === 'saml') {
    try {
      new X509Certificate(normalizeCertificate(input.idp_cert));
    } catch {
      throw fieldError('idp_cert', 'The signing certificate could not be read.');
    }
  } else if (!(await registry.issuerAllowed(input.issuer))) {
    throw fieldError('issuer', SSO_ISSUER_PUBLIC_MESSAGE);
  } else if (!(await registry.canBuild(input))) {
    const message = `The OpenID configuration could not be read at ${oidcDiscoveryUrl(input.issuer)}.`;
    throw fieldError('issuer', message);
  }
  const created = await deps.db.transaction(async (tx) => {
    const inserted = await insertStoredProvider(tx, input, deps.config.authSecret, actor.userId);
    if (inserted) {
      await audit(tx, {
        action: 'create-sso-provider',
        entity: 'sso-provider',
        entityId: input.id,
        details: { type: input.type, name: input.name, issuer: input.issuer },
      });
    }
    return inserted;
  });
  if (!created) throw conflict(TAKEN);
  await registry.refresh({ force: true });
  const provider = registry.find(input.id);
  return provider ? describeProvider(provider, `${deps.config.publicUrl}/api/auth`) : null;
}) satisfies Service<SsoDeps, SsoProviderInput, SsoProvider | null>;
