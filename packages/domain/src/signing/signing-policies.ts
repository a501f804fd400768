import { checkAccess, type AccessState } from '../permissions/access';
import type { PermissionCode } from '../permissions/codes';

/** The signing page may be reached with any one of these (spec 2, §2). */
export const SIGN_PAGE_PERMISSIONS: readonly PermissionCode[] = ['sign-contract', 'view-contract', 'approve-contract'];
/** Send for signing and resend: the receiver (or 3PO) side that creates or signs the contract. */
export const SEND_FOR_SIGNING_PERMISSIONS: readonly PermissionCode[] = ['create-contract', 'sign-contract'];

/** The receiver-side companies of a contract: the grain receiver and, when set, the 3PO. */
export function canSendForSigning(
  access: AccessState,
  receiverSideCompanyIds: readonly (string | null | undefined)[],
): boolean {
  return receiverSideCompanyIds.some((id) => id && checkAccess(access, id, SEND_FOR_SIGNING_PERMISSIONS) === 'success');
}

/**
 * Who may sign a signer in the portal (the embedded flow): the portal user the signer was
 * sent to, never a grower (growers sign only through their own link) and never by phone (users edit
 * their own phone unverified).
 */
export function mayPortalSign(signer: { user_id: string | null; role: string | null }, userId: string): boolean {
  return Boolean(signer.user_id) && signer.user_id === userId && signer.role !== 'grower';
}
