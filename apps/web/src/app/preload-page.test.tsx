import { QueryClient } from '@tanstack/react-query';
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

  it("starts the reads the page at the path declares, with the path's parameters, and no other page's", async () => {
    const client = new QueryClient();
    const readA = vi.fn(async () => 'company c1');
    const readB = vi.fn(async () => 'other');
    const tree = [
      {
        path: '/company/:companyId',
        element: <p />,
        handle: {
          prefetch: ({ companyId }: { companyId?: string }) => [{ queryKey: ['c', companyId], queryFn: readA }],
        },
      },
      { path: '/other', element: <p />, handle: { prefetch: () => [{ queryKey: ['o'], queryFn: readB }] } },
    ];
    preloadPageAt(tree, '/company/c1', client);
    await vi.waitFor(() => expect(client.getQueryData(['c', 'c1'])).toBe('company c1'));
    expect(readA).toHaveBeenCalledOnce();
    expect(readB).not.toHaveBeenCalled();
  });
});
