import { SIGNING_MESSAGES } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, bodiesOf, failure, renderWith } from '../../testing/render';
import { useDeclineSigning } from './api/sign-contract';
import { DeclineModal } from './decline-modal';

function Harness({ onDone }: { onDone: () => void }) {
  const mutation = useDeclineSigning({ kind: 'link', token: 't'.repeat(43) });
  return <DeclineModal newContractId="26COR1000000042" mutation={mutation} onClose={vi.fn()} onDone={onDone} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('DeclineModal', { timeout: 20_000 }, () => {
  it('asks for the reason before anything is sent', async () => {
    const fetch = answer({});
    renderWith(<Harness onDone={vi.fn()} />, { me: null });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(SIGNING_MESSAGES.declineReasonRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the reason after a failed save, and sends it trimmed when tried again', async () => {
    let fail = true;
    const fetch = answer({
      [`POST /api/e-sign/${'t'.repeat(43)}/decline`]: () => (fail ? failure(500, 'Boom') : { status: 200, body: {} }),
    });
    const onDone = vi.fn();
    renderWith(<Harness onDone={onDone} />, { me: null });
    const reason = screen.getByRole('textbox', { name: /Reason for declining/ });
    expect(reason.getAttribute('maxlength')).toBe('255');
    fireEvent.change(reason, { target: { value: '  The acres are wrong. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Reason for declining/ }) as HTMLTextAreaElement).value).toBe(
      '  The acres are wrong. ',
    );
    expect(onDone).not.toHaveBeenCalled();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesOf(fetch, `POST /api/e-sign/${'t'.repeat(43)}/decline`).at(-1)).toEqual({
      reason: 'The acres are wrong.',
    });
  });
});
