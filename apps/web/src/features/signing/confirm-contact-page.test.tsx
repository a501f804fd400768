import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { ConfirmContactPage } from './confirm-contact-page';

const TOKEN = 'a'.repeat(43);

function show(path: string) {
  renderWith(<ConfirmContactPage />, { me: null, route: path });
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ConfirmContactPage', { timeout: 20_000 }, () => {
  it('posts the token of the link’s fragment, then thanks', async () => {
    const fetch = answer(200, { data: { confirmed: true } });
    show(`/e-sign/confirm-contact#${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new contact' }));
    await screen.findByText('Thank you. The signing link has been sent to the new contact.');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/e-sign/contact-confirmation');
    expect(JSON.parse(String(init.body))).toEqual({ token: TOKEN });
  });

  it('a used or unknown link says so', async () => {
    answer(404, { error: { code: 'link_invalid', message: 'x', details: null } });
    show(`/e-sign/confirm-contact#${TOKEN}`);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new contact' }));
    await screen.findByText('This confirmation link is invalid, used or expired. Please contact your reseller.');
  });
});
