import { conflict, notFound } from '../../plugins/errors';
import type { Service } from '../../services/service';
import type { SsoDeps } from './sso-registry';
import { deleteStoredProvider } from './sso-repository';

/** Removes a provider the admin added; the environment's cannot be removed here. */
export const removeSsoProvider = (async (deps, { audit }, id) => {
  if (deps.sso.isEnvironment(id))
    throw conflict(
      'This provider is configured by the environment (OIDC_PROVIDERS or SAML_PROVIDERS) and cannot be removed here.',
    );
  const removed = await deps.db.transaction(async (tx) => {
    const done = await deleteStoredProvider(tx, id);
    if (done) await audit(tx, { action: 'delete-sso-provider', entity: 'sso-provider', entityId: id });
    return done;
  });
  if (!removed) throw notFound('No such sign-in provider.');
  await deps.sso.refresh({ force: true });
}) satisfies Service<SsoDeps, string>;
