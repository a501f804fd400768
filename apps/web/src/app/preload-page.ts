import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const preloadOf = (element: unknown) => {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<unknown> };
  return typeof type.preload === 'function' ? type.preload : undefined;
};

/**
 * On a hard load, starts the chunks of the layout and the page at this path at once, beside the
 * session's request, instead of one after the other as each renders.
 */
export function preloadPageAt(routes: RouteObject[], pathname: string) {
  for (const match of matchRoutes(routes, pathname) ?? []) void preloadOf(match.route.element)?.();
}
