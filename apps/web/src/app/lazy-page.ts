import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk now (once): a hard load fetches it beside the session, not after it. */
  preload: () => Promise<ComponentType<P>>;
};

/**
 * A component in its own chunk, loaded when first rendered or preloaded; the nearest Suspense shows
 * the page loader meanwhile. Keeps the sign-in page's download small. Once the chunk is in, the
 * component renders at once: React holds a Suspense boundary's content back for up to 300 ms after
 * its fallback showed, which a page whose code came ahead must not wait for.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy: LazyExoticComponent<ComponentType<P>> = lazy(async () => ({ default: await preload() }));
  // chosen once per mount: switching from the lazy wrapper to the loaded component would remount the page
  function Page(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? (Lazy as ComponentType<P>));
    return createElement(component, props);
  }
  return Object.assign(Page, { preload });
}
