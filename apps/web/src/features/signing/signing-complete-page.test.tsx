import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { SigningCompletePage } from './signing-complete-page';

afterEach(() => vi.unstubAllGlobals());

/** The page as a link signer reaches it (history state from the signing page). */
const atComplete = (state: unknown) => (
  <MemoryRouter initialEntries={[{ pathname: '/contracts/complete', state }]}>
    <SigningCompletePage />
  </MemoryRouter>
);

describe('SigningCompletePage', { timeout: 20_000 }, () => {
  it('a grower (signed out) who completed the contract gets the signed copy and no dashboard button', async () => {
    answer({
      'GET /api/my-highest-role': {
        status: 401,
        body: { error: { code: 'unauthorized', message: 'Unauthorized', details: null } },
      },
    });
    renderWith(atComplete({ token: 'tok', state: 'completed' }), { me: 'api', route: false });
    expect((await screen.findByRole('link', { name: 'Download your signed copy' })).getAttribute('href')).toBe(
      '/api/e-sign/tok/document',
    );
    expect(screen.queryByRole('button', { name: 'Back to dashboard' })).toBeNull();
  });

  it('no copy while others still sign; Back to dashboard for a signed-in user', async () => {
    renderWith(atComplete({ token: 'tok', state: 'pendinggrowersigned' }), { route: false });
    expect(await screen.findByRole('button', { name: 'Back to dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download your signed copy' })).toBeNull();
  });
});
