import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { usePageTitle } from '../lib/page-title';
import { useDeclaredTitle } from './document-title';
import { page, type PageRoute } from './page-access';
import { routes } from './routes';

function Root() {
  useDeclaredTitle(useLocation().pathname);
  return <Outlet />;
}

/** A record page: its name comes later, as if loaded. */
function RecordPage() {
  const [name, setName] = useState<string>();
  usePageTitle(name && `Contract ${name}`);
  return (
    <>
      <button onClick={() => setName('26COR1000000014')}>Load</button>
      <Link to="/company">Companies</Link>
    </>
  );
}

const PUBLIC = { public: true } as const;

describe('document titles', () => {
  it("shows the page's declared title at once, then the record's name once loaded, then the next page's", async () => {
    const router = createMemoryRouter(
      [
        {
          element: <Root />,
          children: [
            page('/contracts/:id', <RecordPage />, PUBLIC, 'Contract'),
            page('/company', <p>list</p>, PUBLIC, 'Companies'),
          ],
        },
      ],
      { initialEntries: ['/contracts/c-1'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Contract · Enogen Portal');
    act(() => screen.getByRole('button', { name: 'Load' }).click());
    expect(document.title).toBe('Contract 26COR1000000014 · Enogen Portal');
    await act(() => router.navigate('/company'));
    expect(document.title).toBe('Companies · Enogen Portal');
  });

  it('every page of the app declares a title of its own', () => {
    const pages: PageRoute[] = [];
    const walk = (list: typeof routes) => list.forEach((r) => ('path' in r ? pages.push(r) : walk(r.children)));
    walk(routes);
    expect(pages.length).toBeGreaterThan(40);
    for (const p of pages) expect(p.handle.title, p.path).toMatch(/^[A-Z][\w -]+$/);
  });
});
