import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { TwoFactorSetupPage } from './two-factor-setup-page';

const URI = 'otpauth://totp/Enogen%20Portal:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Enogen%20Portal';
const CODES = ['abcde-12345', 'fghij-67890'];

function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const fetch = vi.fn(async (input: string | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const answer = answers[path] ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('TwoFactorSetupPage', () => {
  it('L-12: password, then the key as a QR code and as text and a code, then the recovery codes once', async () => {
    stubFetch({
      '/api/my-highest-role': {
        status: 403,
        body: { error: { code: 'two_factor_required', message: TWO_FACTOR_TEXTS.required, details: null } },
      },
      '/api/auth/two-factor/enable': { status: 200, body: { totpURI: URI, backupCodes: CODES } },
      '/api/auth/two-factor/verify-totp': { status: 200, body: { token: 't' } },
    });
    renderWith(
      <Routes>
        <Route path="/two-factor-setup" element={<TwoFactorSetupPage />} />
        <Route path="/login" element={<p>sign-in page</p>} />
      </Routes>,
      { me: 'api', route: '/two-factor-setup' },
    );
    fireEvent.change(await screen.findByLabelText(/Password/), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect((await screen.findByLabelText('Authenticator key')).textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('link', { name: 'open it in the app' }).getAttribute('href')).toBe(URI);
    const qr = screen.getByRole('img', { name: /QR code of the authenticator key/ });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.queryByText(CODES[0]!)).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: /Code/ }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(CODES[0]!)).toBeTruthy();
    expect(screen.getByText(CODES[1]!)).toBeTruthy();
  });
});
