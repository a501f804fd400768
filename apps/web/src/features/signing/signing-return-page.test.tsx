import { act, fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { SigningReturnPage } from './signing-return-page';

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/contracts/return', element: <SigningReturnPage /> },
      { path: '/contracts/complete', element: <p>complete page</p> },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWith(<RouterProvider router={router} />, { me: null, route: false });
  return router;
}

/** Pretends the page runs inside the sign-pdf frame. */
function inFrame() {
  const parent = { postMessage: vi.fn() };
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  return parent;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  Object.defineProperty(window, 'parent', { value: window, configurable: true });
});

describe('/contracts/return', () => {
  it('signing_complete: "Please wait.." then, after 3 seconds, signing_complete to the parent at our origin', () => {
    const parent = inFrame();
    open('/contracts/return?event=signing_complete');
    expect(screen.getByText('Please wait..')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2900));
    expect(parent.postMessage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(parent.postMessage).toHaveBeenCalledWith('signing_complete', window.location.origin);
  });

  it('viewing_complete outside a frame goes to /contracts/complete', () => {
    const router = open('/contracts/return?event=viewing_complete');
    act(() => vi.advanceTimersByTime(3100));
    expect(router.state.location.pathname).toBe('/contracts/complete');
  });

  it("anything else: Something isn't quite right... and Back to dashboard tells the parent signing_failed", () => {
    const parent = inFrame();
    open('/contracts/return?event=decline');
    expect(screen.getByText("Something isn't quite right...")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(parent.postMessage).toHaveBeenCalledWith('signing_failed', window.location.origin);
    act(() => vi.advanceTimersByTime(5000));
    expect(parent.postMessage).toHaveBeenCalledTimes(1);
  });

  it('Back to dashboard outside a frame opens /dashboard', () => {
    const router = open('/contracts/return');
    fireEvent.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
