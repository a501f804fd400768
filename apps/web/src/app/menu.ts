import {
  checkAccess,
  highestRoleHas,
  SEND_FOR_SIGNING_PERMISSIONS,
  singleCompanyOf,
  type AccessState,
  type HighestRole,
} from '@portal/domain';
import { ADMIN_ACCESS, mayOpen } from './page-access';
import { uploadsFor, UPLOADS_PATH } from './uploads';

export type MenuEntry = { label: string; to: string; visible: (me: HighestRole, access: AccessState) => boolean };

/** The top bar's menu, from the route list (an entry shows when its page may be opened); the first entry is where sign-in lands. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Contracts', to: '/contracts', visible: () => true },
  { label: 'Companies', to: '/company', visible: () => true },
  // Spec 1 §2: by the highest role's permissions, although the page opens with show-reports at any company.
  { label: 'Reports', to: '/reports', visible: (me) => highestRoleHas(me, 'show-reports') },
  // /docUploader (spec 1 §2): shown when the user may open at least one of its pages.
  { label: 'Uploads', to: UPLOADS_PATH, visible: (_, access) => uploadsFor(access).length > 0 },
  { label: 'Admin', to: '/admin', visible: (_, access) => mayOpen(access, ADMIN_ACCESS) },
];

export const HOME_PATH = MENU[0]!.to;

/** The menu entry a path belongs to, when it is not simply under the entry's own path. */
function owner(pathname: string): string | null {
  if (pathname === '/dashboard' || /^\/company\/[^/]+\/contracts(\/|$)/.test(pathname)) return HOME_PATH;
  // The upload and programme pages live under /company/ but are reached from Uploads.
  if (/^\/company\/(programs|upload-[^/]+)\/?$/.test(pathname)) return UPLOADS_PATH;
  return null;
}

/** People routes (/company/{id}/user/{id}) count as the Companies entry; contract pages as the home. */
export function isActive(entry: MenuEntry, pathname: string): boolean {
  const to = owner(pathname);
  if (to) return entry.to === to;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

/** A direct entry to one company's pages; `matches` says which paths it owns. */
export type PartnerEntry = { label: string; to: string; matches: (pathname: string) => boolean };

/**
 * Single-company partners (receivers, resellers, 3PO) go straight to their company's pages: My company
 * for every one of them; Scale tickets and Production plans for the receiver side (the company pages show
 * those sections to grain receivers and 3POs, whose users hold create-contract or sign-contract there).
 */
export function partnerEntries(me: HighestRole, access: AccessState, salesYear: number | undefined): PartnerEntry[] {
  const companyId = singleCompanyOf(me);
  if (!companyId) return [];
  const company = `/company/${companyId}`;
  const entries: PartnerEntry[] = [];
  if (checkAccess(access, companyId, SEND_FOR_SIGNING_PERMISSIONS) === 'success') {
    // the company page (its tickets card) for the moment the sales year is still loading: no menu jump
    entries.push({
      label: 'Scale tickets',
      to: salesYear ? `${company}/scale-tickets/${salesYear}` : company,
      matches: (pathname) => pathname.startsWith(`${company}/scale-tickets/`),
    });
    entries.push({
      label: 'Production plans',
      to: `${company}#production-plans`,
      matches: (pathname) => pathname.startsWith(`${company}/production-plan/`),
    });
  }
  entries.push({ label: 'My company', to: company, matches: (pathname) => pathname === company });
  return entries;
}
