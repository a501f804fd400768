import { SIGNING_MESSAGES, type ContractListResponse, type ContractView } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { contractSigners, outbox } from '../../db/schema';
import { insertContract, messagesAbout, tokenOf } from './signing.fixtures';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

type SentSigner = { role: string; contract_signer_id: string; email: string };

/** A contract the demo receiver sent to its proposed signers; each signer's link token. */
async function sentContract() {
  const contract = await insertContract(portal.app);
  const proposal = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contract.contractId}`,
  });
  const proposed = json<{ data: { signers: { role: string }[] } }>(proposal).data.signers;
  const sent = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: { contract_id: contract.contractId, signers: proposed },
  });
  expect(sent.statusCode).toBe(200);
  const messages = await messagesAbout(portal.app, contract.newContractId);
  const signers = json<{ data: { signers: SentSigner[] } }>(sent).data.signers;
  const signer = (role: string) => signers.find((s) => s.role === role)!;
  const token = (role: string) => tokenOf(messages.find((m) => m.recipient === signer(role).email)!.link);
  return { ...contract, signers, signer, token };
}

const declineWith = (token: string, payload?: unknown) =>
  inject(portal.app, { method: 'POST', url: `/api/e-sign/${token}/decline`, payload: payload as object });

const signWith = (token: string) =>
  inject(portal.app, {
    method: 'POST',
    url: `/api/e-sign/${token}`,
    payload: { signature_name: 'Some Signer', agree: true },
  });

const detail = async (contractId: string, user: string = DEMO.receiver) =>
  injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1?contract_id=${contractId}` });
const viewOf = async (contractId: string) => json<{ contract: ContractView }>(await detail(contractId)).contract;

const listed = async (newContractId: string, statuses: string) =>
  json<ContractListResponse>(
    await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/grower-contracts/v1?new_contract_id=${newContractId}&contract_status=${statuses}`,
    }),
  ).items;

describe('a signer declines', () => {
  it('with a reason: the contract shows Denied, the signer and the history say who, when and why', async () => {
    const { contractId, newContractId, token, signer } = await sentContract();
    const declined = await declineWith(token('grower'), { reason: '  The acres are wrong.  ' });
    expect(declined.statusCode).toBe(204);

    const view = await viewOf(contractId);
    expect(view.contract_state).toBe('pending');
    expect(view.contract_status).toBe('denied');
    const grower = view.contract_signers.find((s) => s.contract_signer_id === signer('grower').contract_signer_id)!;
    expect(grower.contract_status).toBe('declined');
    expect(grower.decline_reason).toBe('The acres are wrong.');
    expect(grower.declined_at).toBeTruthy();
    expect(view.contract_history.signer_declines).toEqual([
      expect.objectContaining({ signer_name: 'Erik Hansen', role: 'grower', reason: 'The acres are wrong.' }),
    ]);

    // the dashboard lists it as denied, and its Denied filter picks it
    expect((await listed(newContractId, 'pending'))[0]?.contract_status).toBe('denied');
    expect(await listed(newContractId, 'denied')).toHaveLength(1);
    expect(await listed(newContractId, 'completed,voided')).toHaveLength(0);
  });

  it('the sender is told, through the outbox', async () => {
    const { newContractId, token } = await sentContract();
    expect((await declineWith(token('reseller'), { reason: 'Wrong delivery month' })).statusCode).toBe(204);
    const notices = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-declined');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ channel: 'email', recipient: DEMO.receiver });
    expect(notices[0]!.bodyText).toContain('Reason: Wrong delivery month');
  });

  it('a missing, blank or too long reason is refused', async () => {
    const { contractId, token } = await sentContract();
    for (const payload of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(256) }]) {
      const response = await declineWith(token('grower'), payload);
      expect(response.statusCode).toBe(400);
    }
    const tooLong = await declineWith(token('grower'), { reason: 'x'.repeat(256) });
    expect(errorOf(tooLong).message).toContain(SIGNING_MESSAGES.declineReasonTooLong);
    const rows = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contractId));
    expect(rows.filter((s) => s.declinedAt)).toEqual([]);
  });

  it('after a decline nobody signs or declines, until the contract is resent', async () => {
    const { contractId, token, signer } = await sentContract();
    expect((await declineWith(token('grower'), { reason: 'Not my fields' })).statusCode).toBe(204);

    const refused = await signWith(token('reseller'));
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(SIGNING_MESSAGES.declined);
    expect((await declineWith(token('reseller'), { reason: 'Me too' })).statusCode).toBe(409);
    const session = json<{ can_sign: boolean; declined: boolean }>(
      await inject(portal.app, { method: 'GET', url: `/api/e-sign/${token('reseller')}` }),
    );
    expect(session).toMatchObject({ can_sign: false, declined: true });

    // the sender resends: the decline no longer stands (the history keeps it)
    const resent = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/resend',
      payload: {
        contract_id: contractId,
        contract_signer_id: signer('grower').contract_signer_id,
        delivery_choice: 'email',
        email: signer('grower').email,
      },
    });
    expect(resent.statusCode).toBe(200);
    const view = await viewOf(contractId);
    expect(view.contract_status).toBe('pending');
    expect(view.contract_signers.every((s) => s.contract_status === 'awaiting signature')).toBe(true);
    expect(view.contract_history.signer_declines).toHaveLength(1);
    expect((await signWith(token('reseller'))).statusCode).toBe(200);
  });

  it('a user of another company can neither decline nor see the decline', async () => {
    const { contractId, signer, token } = await sentContract();
    const attempt = await injectAs(portal.app, DEMO.operator, {
      method: 'POST',
      url: '/api/e-sign/embedded/decline',
      payload: { contract_id: contractId, contract_signer_id: signer('reseller').contract_signer_id, reason: 'No' },
    });
    expect(attempt.statusCode).toBe(403);
    expect((await declineWith(token('grower'), { reason: 'Too few acres' })).statusCode).toBe(204);
    expect((await detail(contractId, DEMO.operator)).statusCode).toBe(404);
    const rows = await portal.app.deps.db.select().from(outbox).where(eq(outbox.recipient, DEMO.operator));
    expect(rows.filter((m) => m.kind === 'signing-declined')).toEqual([]);
  });
});
