import {
  ACCOUNT_LEADS_PERMISSIONS,
  ANY_COMPANY,
  checkAccess,
  hasGeneralAccess,
  type AccessResult,
  type AccessState,
  type PermissionCode,
} from '@portal/domain';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Params } from 'react-router';

/**
 * Who may open a page, in the API's words (plugins/access.ts): anyone, any signed-in user, role
 * type admin, or one of the codes at the company named by a route parameter (ANY without one).
 */
export type PageAccess =
  { public: true } | { signedIn: true } | { admin: true } | { anyOf: readonly PermissionCode[]; company?: string };

/**
 * The reads a page shows first, for its path's parameters: on a hard load they start beside the
 * session and the page's code (preload-page.ts) instead of after them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's reads have their own types
export type PagePrefetch = (params: Params) => FetchQueryOptions<any, any, any, any>[];

/** `title` names the page in the tab (lib/page-title); a record's page adds its name once loaded. */
export type PageHandle = { access: PageAccess; title: string; prefetch?: PagePrefetch };

/** A page: every one declares its access, which RequireAccess (guards.tsx) reads, and its title. */
export type PageRoute = { path: string; element: ReactNode; handle: PageHandle };
/** A layout around pages. */
export type LayoutRoute = { element: ReactNode; children: AppRoute[] };
export type AppRoute = PageRoute | LayoutRoute;

export const page = (
  path: string,
  element: ReactNode,
  access: PageAccess,
  title: string,
  prefetch?: PagePrefetch,
): PageRoute => ({ path, element, handle: { access, title, prefetch } });

/** Declared once for the page and for the links that lead to it (menu, Search button). */
export const ADMIN_ACCESS: PageAccess = { admin: true };
export const REPORTS_ACCESS: PageAccess = { anyOf: ['show-reports'] };
export const SEARCH_ACCESS: PageAccess = { anyOf: ['read-company'] };
export const PROGRAMS_ACCESS: PageAccess = { anyOf: ['show-programs'] };
export const TRAINING_UPLOAD_ACCESS: PageAccess = { anyOf: ['company-training'] };
export const ACCOUNT_LEADS_ACCESS: PageAccess = { anyOf: ACCOUNT_LEADS_PERMISSIONS };
/** The scale tickets upload is per company and plan; at any company for the links that lead towards it. */
export const SCALE_TICKETS_UPLOAD_CODES: readonly PermissionCode[] = ['create-scale-ticket'];

/** Whether the user may open a page with this access; `params` names the company of a company-scoped one. */
export function pageAccess(state: AccessState, access: PageAccess, params: Params = {}): AccessResult {
  if ('public' in access) return 'success';
  if (state.status !== 'loaded') return state.status === 'loading' ? 'loading' : 'none';
  if ('signedIn' in access) return 'success';
  if ('admin' in access) return hasGeneralAccess(state) ? 'success' : 'none';
  return checkAccess(state, (access.company && params[access.company]) || ANY_COMPANY, access.anyOf);
}

export const mayOpen = (state: AccessState, access: PageAccess) => pageAccess(state, access) === 'success';
