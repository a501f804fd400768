import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the chunk now (once): a hard load fetches it beside the session, not after it. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component in its own chunk, loaded when first rendered or preloaded; the nearest Suspense shows
 * the page loader meanwhile. Keeps the sign-in page's download small.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(
    lazy(async () => ({ default: await preload() })),
    { preload },
  );
}
