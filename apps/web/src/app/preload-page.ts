import type { QueryClient } from '@tanstack/react-query';
import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageHandle } from './page-access';

const preloadOf = (element: unknown) => {
  if (!isValidElement(element)) return undefined;
  const type = element.type as { preload?: () => Promise<unknown> };
  return typeof type.preload === 'function' ? type.preload : undefined;
};

/**
 * On a hard load, starts the chunks of the layout and the page at this path at once, beside the
 * session's request, instead of one after the other as each renders; and the reads the page declares
 * it shows first (a signed-out user's answer 401, as the page's own reads would). Settles when the
 * chunks are in (or failed: the page's own load reports that).
 */
export async function preloadPageAt(routes: RouteObject[], pathname: string, queryClient?: QueryClient) {
  const chunks: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const chunk = preloadOf(match.route.element)?.();
    if (chunk) chunks.push(chunk);
    const reads = (match.route.handle as PageHandle | undefined)?.prefetch?.(match.params) ?? [];
    for (const options of reads) void queryClient?.prefetchQuery(options);
  }
  await Promise.allSettled(chunks);
}
