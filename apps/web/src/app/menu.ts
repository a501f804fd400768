import { highestRoleHas, type AccessState, type HighestRole } from '@portal/domain';
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
