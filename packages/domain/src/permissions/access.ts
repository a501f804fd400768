import type { PermissionCode } from './codes';
import type { RoleType } from './roles';

export const ANY_COMPANY = 'ANY';

/** What the UI and the API know about the acting user's rights. */
export type AccessState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'loaded';
      role_type: RoleType;
      /** company id → permission codes held there through the user's assignments. */
      company_permissions: Record<string, readonly string[]>;
    };

export type AccessResult = 'success' | 'loading' | 'none';

/**
 * The spec's access check: a company id (or ANY for any company) and one or more codes.
 * Holding any one of the codes there is enough; role type admin holds every permission.
 */
export function checkAccess(
  state: AccessState,
  companyId: string,
  codes: PermissionCode | readonly PermissionCode[],
): AccessResult {
  if (state.status === 'loading') return 'loading';
  if (state.status === 'failed') return 'none';
  if (state.role_type === 'admin') return 'success';
  const wanted = typeof codes === 'string' ? [codes] : codes;
  const companies =
    companyId === ANY_COMPANY ? Object.values(state.company_permissions) : [state.company_permissions[companyId] ?? []];
  return companies.some((held) => wanted.some((code) => held.includes(code))) ? 'success' : 'none';
}

/** "General access": full access, which the spec grants through role type admin only. */
export function hasGeneralAccess(state: AccessState): boolean {
  return state.status === 'loaded' && state.role_type === 'admin';
}

/** The companies where the user holds any of the codes (admins: every company, as null). */
export function companiesWith(state: AccessState, codes: readonly PermissionCode[]): string[] | null {
  if (state.status !== 'loaded') return [];
  if (state.role_type === 'admin') return null;
  return Object.entries(state.company_permissions)
    .filter(([, held]) => codes.some((code) => held.includes(code)))
    .map(([companyId]) => companyId);
}
