import type { AuthProvider, SsoProvider } from '@portal/domain';
import type { PublicService, Service } from '../../services/service';
import { describeProvider } from './describe-provider';
import type { SsoDeps } from './sso-registry';

/** The sign-in buttons of /login. */
export const listAuthProviders = (async ({ sso }) => {
  await sso.refresh();
  return sso.all().map((p) => ({ id: p.id, name: p.name, type: p.type }));
}) satisfies PublicService<SsoDeps, void, AuthProvider[]>;

/** Every configured provider, as the admin page shows it. */
export const listSsoProviders = (async (deps, _ctx) => {
  await deps.sso.refresh({ force: true });
  return deps.sso.all().map((p) => describeProvider(p, `${deps.config.publicUrl}/api/auth`));
}) satisfies Service<SsoDeps, void, SsoProvider[]>;
