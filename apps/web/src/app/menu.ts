import { checkAccess, type AccessState, type HighestRole } from '@portal/domain';

export type MenuEntry = { label: string; to: string; visible: (me: HighestRole, access: AccessState) => boolean };

/** The top bar's menu, from the route list; the first entry is where sign-in lands. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Contracts', to: '/contracts', visible: () => true },
  { label: 'Companies', to: '/company', visible: () => true },
  {
    label: 'Reports',
    to: '/reports',
    visible: (_, access) => checkAccess(access, 'ANY', 'show-reports') === 'success',
  },
  { label: 'Admin', to: '/admin', visible: (me) => me.role_type === 'admin' },
];

export const HOME_PATH = MENU[0]!.to;

/** People routes (/company/{id}/user/{id}) count as the Companies entry; /dashboard and contract pages as the home. */
export function isActive(entry: MenuEntry, pathname: string): boolean {
  const contractPage = /^\/company\/[^/]+\/contracts(\/|$)/.test(pathname);
  if (entry.to === HOME_PATH)
    return pathname === '/dashboard' || contractPage || pathname.startsWith(`${HOME_PATH}/`) || pathname === HOME_PATH;
  if (contractPage) return false;
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}
