import { ANY_COMPANY, checkAccess, hasGeneralAccess, type AccessState } from '../permissions/access';
import { STEWARDSHIP_PAGE_PERMISSIONS } from './messages';

/**
 * The stewardship page (spec 3, §6; issue 12 item 8): one of STEWARDSHIP_PAGE_PERMISSIONS at one of
 * the contract's companies (reseller, grain receiver, 3PO), all-steward anywhere, or a steward of the activity.
 */
export function canOpenStewardship(
  access: AccessState,
  contractCompanyIds: readonly (string | null | undefined)[],
  isSteward: boolean,
): boolean {
  if (isSteward || checkAccess(access, ANY_COMPANY, 'all-steward') === 'success') return true;
  return contractCompanyIds.some(
    (companyId) => companyId && checkAccess(access, companyId, STEWARDSHIP_PAGE_PERMISSIONS) === 'success',
  );
}

/** Editing an activity: its stewards, all-steward holders and admins. */
export function canEditStewardship(access: AccessState, isSteward: boolean): boolean {
  return isSteward || checkAccess(access, ANY_COMPANY, 'all-steward') === 'success';
}

/** Assign Me: the user itself, holding is-steward or all-steward, not yet a steward of the activity. */
export function canAssignMe(access: AccessState, isSteward: boolean): boolean {
  return !isSteward && checkAccess(access, ANY_COMPANY, ['is-steward', 'all-steward']) === 'success';
}

/** Assigning another user: role type admin only (spec 3, §6). */
export const canAssignOthers = (access: AccessState): boolean => hasGeneralAccess(access);
