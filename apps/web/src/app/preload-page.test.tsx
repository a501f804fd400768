import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';
import { preloadPageAt } from './preload-page';

describe('preloadPageAt', () => {
  it("starts the chunks of the layout and the page at the path, once, and no other page's", async () => {
    const Page = () => <p>page</p>;
    const loadA = vi.fn(async () => Page);
    const loadB = vi.fn(async () => Page);
    const A = lazyPage(loadA);
    const B = lazyPage(loadB);
    const Layout = () => null;
    const loadLayout = vi.fn(async () => undefined);
    Layout.preload = loadLayout;
    const tree = [
      {
        element: <Layout />,
        children: [
          { path: '/a', element: <A /> },
          { path: '/b', element: <B /> },
        ],
      },
    ];
    preloadPageAt(tree, '/a');
    preloadPageAt(tree, '/a');
    expect(loadLayout).toHaveBeenCalledTimes(2);
    expect(loadA).toHaveBeenCalledOnce();
    expect(loadB).not.toHaveBeenCalled();
    expect(await A.preload()).toBe(Page);
  });
});
