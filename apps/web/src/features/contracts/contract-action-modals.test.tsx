import { CONTRACT_MESSAGES, type ContractView } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { VoidContractModal } from './contract-action-modals';

const contract = {
  contract_id: 'c-1',
  new_contract_id: '2026000001',
  contract_details: { grower_details: { grower_name: 'Hansen Farms' } },
} as unknown as ContractView;

/** fetch answering the void call with an error body. */
function answer(status: number, error: { code: string; message: string }) {
  const body = JSON.stringify({ error: { ...error, details: null } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } })),
  );
}

async function voidAndRead() {
  renderWith(<VoidContractModal contract={contract} onClose={() => {}} />, { me: null });
  fireEvent.change(screen.getByRole('textbox', { name: /Reason for voiding/ }), { target: { value: 'Sold' } });
  fireEvent.click(screen.getByRole('button', { name: 'Void contract' }));
  return (await screen.findByRole('alert')).textContent;
}

afterEach(() => vi.unstubAllGlobals());

describe('VoidContractModal', () => {
  it('reads a contract with scale tickets from the code void_blocked, not from the message', async () => {
    answer(409, { code: 'void_blocked', message: 'worded otherwise' });
    expect(await voidAndRead()).toBe(CONTRACT_MESSAGES.voidBlocked);
  });

  it('shows the general failure for another conflict, even one worded like the block', async () => {
    answer(409, { code: 'conflict', message: CONTRACT_MESSAGES.voidBlocked });
    expect(await voidAndRead()).toBe(CONTRACT_MESSAGES.voidOrSendFailed);
  });
});
