import type { HighestRole } from '../roles/highest-role';

/**
 * The one company of a partner whose assignments are all there (a receiver, reseller or 3PO user):
 * their menu leads straight to its pages. Staff (internal, admin) work across companies: null.
 */
export function singleCompanyOf(me: Pick<HighestRole, 'role_type' | 'company_permissions'>): string | null {
  if (me.role_type !== 'external') return null;
  const ids = Object.keys(me.company_permissions);
  return ids.length === 1 ? ids[0]! : null;
}
