import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { SignInForm } from './sign-in-form';

type Answer = { status: number; body: unknown };

/** fetch answering by path; each path's answers are used in turn (the last one repeats). */
function answers(byPath: Record<string, Answer[]>) {
  const fetch = vi.fn(async (input: string | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const queue = byPath[path] ?? [{ status: 404, body: {} }];
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const paths = (fetch: ReturnType<typeof answers>) =>
  fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

function show() {
  renderWith(<SignInForm />, { me: null });
}

async function signInWithPassword() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  return screen.findByRole('textbox', { name: /Code/ });
}

afterEach(() => vi.unstubAllGlobals());

describe('SignInForm with two-step sign-in', () => {
  it('L-12: asks for the code after the password; a wrong code is refused, the right one signs in', async () => {
    const fetch = answers({
      '/api/auth/sign-in/email': [{ status: 200, body: { twoFactorRedirect: true } }],
      '/api/auth/two-factor/verify-totp': [
        { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } },
        { status: 200, body: { token: 't' } },
      ],
    });
    show();
    const code = await signInWithPassword();
    expect(screen.getByText(TWO_FACTOR_TEXTS.codePrompt)).toBeTruthy();

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(TWO_FACTOR_TEXTS.codeWrong);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(paths(fetch).filter((p) => p.endsWith('/verify-totp'))).toHaveLength(2));
    const [, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ code: '123456' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('L-12: a recovery code goes to the backup-code check', async () => {
    const fetch = answers({
      '/api/auth/sign-in/email': [{ status: 200, body: { twoFactorRedirect: true } }],
      '/api/auth/two-factor/verify-backup-code': [{ status: 200, body: { token: 't' } }],
    });
    show();
    const code = await signInWithPassword();
    fireEvent.change(code, { target: { value: 'AbCd3-EfGh5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(paths(fetch)).toContain('/api/auth/two-factor/verify-backup-code'));
    expect(paths(fetch)).not.toContain('/api/auth/two-factor/verify-totp');
  });

  it('without TOTP the password alone signs in (no code step)', async () => {
    answers({ '/api/auth/sign-in/email': [{ status: 200, body: { user: {} } }] });
    show();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy());
    expect(screen.queryByRole('textbox', { name: /Code/ })).toBeNull();
  });
});
