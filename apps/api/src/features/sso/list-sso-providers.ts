import type { AuthProvider, SsoProvider } from '@portal/domain';
import { describeProvider } from './describe-provider';
import type { SsoDeps, SsoRegistry } from './sso-registry';

/** The sign-in buttons of /login. */
export async function listAuthProviders(sso: SsoRegistry): Promise<AuthProvider[]> {
  await sso.refresh();
  return sso.all().map((p) => ({ id: p.id, name: p.name, type: p.type }));
}

/** Every configured provider, as the admin page shows it. */
export async function listSsoProviders(deps: SsoDeps): Promise<SsoProvider[]> {
  await deps.sso.refresh({ force: true });
  return deps.sso.all().map((p) => describeProvider(p, `${deps.config.publicUrl}/api/auth`));
}
