import { companiesWith, SIGN_PAGE_PERMISSIONS, type AwaitingSignatureReply } from '@portal/domain';
import type { Service } from '../../services/service';
import { listAwaitingSignature } from './awaiting-repository';
import type { SigningDeps } from './signing-service';

/**
 * The home page's "Awaiting your signature": only the session user's own signer rows (the embedded
 * flow binds a signer to its portal user), at companies where the user may open the signing page.
 */
export const awaitingSignature = (async (deps, { actor }) =>
  listAwaitingSignature(deps.db, {
    userId: actor.userId,
    companyIds: companiesWith(actor.access, SIGN_PAGE_PERMISSIONS),
  })) satisfies Service<SigningDeps, void, AwaitingSignatureReply>;
