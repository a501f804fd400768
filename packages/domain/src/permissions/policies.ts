import { ANY_COMPANY, checkAccess, hasGeneralAccess, type AccessState } from './access';
import type { PermissionCode } from './codes';
import type { RoleType } from './roles';

/** read-company anywhere lists every company; otherwise only the user's assigned companies. */
export function canReadAllCompanies(access: AccessState): boolean {
  return checkAccess(access, ANY_COMPANY, 'read-company') === 'success';
}

/** update-company edits any company; update-assigned-company the companies where it is held. */
export function canUpdateCompany(access: AccessState, companyId: string): boolean {
  return (
    checkAccess(access, ANY_COMPANY, 'update-company') === 'success' ||
    checkAccess(access, companyId, 'update-assigned-company') === 'success'
  );
}

/**
 * The fields that decide a company's plan eligibility, contract eligibility, numbering and training record:
 * update-company only (a partner's own editor cannot make itself an Enogen dealer).
 */
export const COMPANY_KEY_FIELDS = ['company_type', 'sap_id', 'inventory_code', 'enogen_dealer'] as const;

/** Only update-company (or an admin) changes COMPANY_KEY_FIELDS; update-assigned-company edits the rest. */
export function canChangeCompanyKeys(access: AccessState): boolean {
  return checkAccess(access, ANY_COMPANY, 'update-company') === 'success';
}

/** Linked contacts get internal roles (assign-internal-role), employees external ones. Admin roles: admins only. */
export function inviteCodeFor(roleType: RoleType): PermissionCode | null {
  if (roleType === 'internal') return 'assign-internal-role';
  if (roleType === 'external') return 'assign-external-role';
  return null;
}

export function canAssignRole(access: AccessState, companyId: string, roleType: RoleType): boolean {
  const code = inviteCodeFor(roleType);
  if (!code) return hasGeneralAccess(access);
  return checkAccess(access, companyId, code) === 'success';
}

/**
 * Invite: the invite permission for the role's type at that company, never to oneself, and
 * only a role whose every permission the inviter holds at that company. Admins may grant any role.
 */
export function canGrantRole(
  access: AccessState,
  grant: { actorUserId: string; userId: string; companyId: string; roleType: RoleType; codes: readonly string[] },
): boolean {
  if (hasGeneralAccess(access)) return true;
  if (grant.userId === grant.actorUserId) return false;
  return canOfferRole(access, grant.companyId, grant.roleType, grant.codes);
}

/** The roles the Invite user modal offers at a company: canGrantRole without the invitee. */
export function canOfferRole(
  access: AccessState,
  companyId: string,
  roleType: RoleType,
  codes: readonly string[],
): boolean {
  if (!canAssignRole(access, companyId, roleType)) return false;
  return codes.every((code) => checkAccess(access, companyId, code as PermissionCode) === 'success');
}

/** May look people up (user search, e-mail check): read-user or an invite permission somewhere. */
export const USER_LOOKUP_CODES: readonly PermissionCode[] = [
  'read-user',
  'assign-internal-role',
  'assign-external-role',
];

/**
 * A user's page and assignments: one's own, an admin, or read-user at a company where the
 * user is assigned (the employee name link of the company page).
 */
export function canReadUser(
  access: AccessState,
  actorUserId: string,
  targetUserId: string,
  targetCompanyIds: readonly (string | null)[],
): boolean {
  if (actorUserId === targetUserId) return true;
  if (hasGeneralAccess(access)) return true;
  return targetCompanyIds.some((id) => id !== null && checkAccess(access, id, 'read-user') === 'success');
}

/** Update User / Please Complete Profile: one's own profile, or anyone's with general access (admin). */
export function canEditProfile(access: AccessState, actorUserId: string, targetUserId: string): boolean {
  return actorUserId === targetUserId || hasGeneralAccess(access);
}
