import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { LEAVE_UPLOAD, LeavePrompt, useUnsavedGuard, type LeaveTexts } from './unsaved-guard';

function Editor({ texts }: { texts?: LeaveTexts }) {
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty, texts);
  return (
    <>
      <button onClick={() => setDirty(true)}>Type</button>
      <button onClick={() => setDirty(false)}>Saved</button>
      <Link to="/elsewhere">Menu link</Link>
    </>
  );
}

function show(texts?: LeaveTexts) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeavePrompt />
          </>
        ),
        children: [
          { path: '/edit', element: <Editor texts={texts} /> },
          { path: '/elsewhere', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/edit'] },
  );
  renderWith(<RouterProvider router={router} />, { me: null, route: false });
  return router;
}

describe('useUnsavedGuard', () => {
  it('X7: leaves freely without changes', async () => {
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Menu link' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('X7: asks before changes are left; Stay keeps the page, Leave goes', async () => {
    const router = show();
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('link', { name: 'Menu link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(dialog.textContent).toContain('Leave this page? Your unsaved changes will be lost.');
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/edit');

    fireEvent.click(screen.getByRole('link', { name: 'Menu link' }));
    await screen.findByRole('dialog', { name: 'Leave this page?' });
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('X7: the tab closing asks too, and nothing asks once the work is saved', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    const again = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
  });

  it("uses the guard's own texts (the upload's leave upload modal)", async () => {
    show(LEAVE_UPLOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Type' }));
    fireEvent.click(screen.getByRole('link', { name: 'Menu link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave upload' });
    expect(dialog.textContent).toContain(LEAVE_UPLOAD.message);
    expect(screen.getByRole('button', { name: 'Leave upload' })).toBeTruthy();
  });
});
