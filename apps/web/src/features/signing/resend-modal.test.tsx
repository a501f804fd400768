import type { ContractSignerView } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { ResendModal } from './resend-modal';

const UNAVAILABLE =
  'The phone number is not available for resend. Please amend or void this contract in order to update the signers.';

const signer = (overrides: Partial<ContractSignerView>): ContractSignerView => ({
  contract_signer_id: 's-grower',
  first_name: 'Erik',
  last_name: 'Hansen',
  email: 'hansen@farm.example.com',
  phone: '15155550200',
  delivery_choice: 'email',
  is_approver: false,
  role: 'grower',
  assignment_role: 'grower',
  title: null,
  approval_timestamp: null,
  contract_status: 'awaiting signature',
  declined_at: null,
  decline_reason: null,
  user_id: null,
  external_reference_id: null,
  pending_contact: null,
  ...overrides,
});

function show(signers: ContractSignerView[], onClose = vi.fn()) {
  renderWith(<ResendModal contract={{ contract_id: 'c-1', contract_signers: signers }} onClose={onClose} />, {
    me: null,
  });
  return onClose;
}

/** fetch answering the one resend call. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ResendModal', () => {
  it('offers only signers who have not signed, and resends by e-mail: Successfully Resend!', async () => {
    const fetch = answer(200, { data: { contract_signer_id: 's-grower' } });
    show([
      signer({}),
      signer({
        contract_signer_id: 's-reseller',
        first_name: 'Riley',
        approval_timestamp: '2026-03-01T00:00:00Z',
        contract_status: 'signed',
      }),
    ]);
    expect(screen.queryByText(/Riley/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('Successfully Resend!');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/api/resend');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      contract_id: 'c-1',
      contract_signer_id: 's-grower',
      delivery_choice: 'email',
    });
  });

  it('a new e-mail the grower record does not hold: awaiting confirmation of the new contact', async () => {
    answer(200, {
      data: {
        contract_signer_id: 's-grower',
        pending_contact: {
          email: 'erik@hansen.example.com',
          phone: null,
          delivery_choice: 'email',
          confirm_by: 'grower',
        },
      },
    });
    show([signer({})]);
    fireEvent.click(screen.getByLabelText('Change email and resend'));
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'erik@hansen.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText(
      'Awaiting confirmation of the new contact. Sent to the grower’s e-mail or phone on record for confirmation.',
    );
    expect(screen.queryByText('Successfully Resend!')).toBeNull();
  });

  it('is unavailable by phone when the phone is not valid; change phone and resend sends the new one', async () => {
    const fetch = answer(200, { data: {} });
    show([signer({ phone: '555', delivery_choice: 'phone' })]);
    expect(screen.getByText(UNAVAILABLE)).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Change phone and resend'));
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
    fireEvent.change(screen.getByLabelText('New phone'), { target: { value: '919-999-999' } });
    expect(screen.getByText('Please provide a valid phone number ex. 919-999-9999, limited to 10 digits')).toBeTruthy();
    expect(resend.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('New phone'), { target: { value: '(919) 999-9999' } });
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    await screen.findByText('Successfully Resend!');
    const body = JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toMatchObject({ phone: '(919) 999-9999', delivery_choice: 'phone' });
  });

  it("a portal user's contact is their profile's: no change of e-mail or phone", () => {
    show([signer({ contract_signer_id: 's-reseller', role: 'reseller', user_id: 'u-riley' })]);
    expect(screen.queryByLabelText('Change email and resend')).toBeNull();
    expect(screen.getByText("The link goes to the email or phone of this signer's portal profile.")).toBeTruthy();
  });

  it("shows the server's message, or Whoops! Resend Failed.", async () => {
    answer(409, {
      error: { code: 'conflict', message: 'This signer has already signed the contract.', details: null },
    });
    show([signer({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('This signer has already signed the contract.');
    // The form stays under the failure: Cancel leaves it.
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    answer(500, {
      error: { code: 'internal', message: 'Something went wrong. Please contact your admin.', details: null },
    });
    const onClose = show([signer({})]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Resend' }).at(-1)!);
    await waitFor(() => expect(screen.getByText('Whoops! Resend Failed.')).toBeTruthy());
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel' }).at(-1)!);
    expect(onClose).toHaveBeenCalledWith(false);
  });
});
