import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component in its own chunk, loaded when first rendered; the nearest Suspense shows the page
 * loader meanwhile. Keeps the sign-in page's download small.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: await load() }));
}
