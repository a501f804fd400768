import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { auditLog, contracts, contractSigners, growers } from '../../db/schema';
import { insertContract, messagesAbout, tokenOf } from './signing.fixtures';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const UNAVAILABLE =
  'The phone number is not available for resend. Please amend or void this contract in order to update the signers.';

async function sentContract(options: Parameters<typeof insertContract>[1] = {}) {
  const contract = await insertContract(portal.app, options);
  const proposal = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contract.contractId}`,
  });
  const signers = json<{ data: { signers: object[] } }>(proposal).data.signers;
  const sent = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: { contract_id: contract.contractId, signers },
  });
  const stored = json<{ data: { signers: { role: string; contract_signer_id: string; email: string }[] } }>(sent).data
    .signers;
  const idOf = (role: string) => stored.find((s) => s.role === role)!.contract_signer_id;
  return { ...contract, idOf };
}

const resend = (payload: Record<string, string>, user: string = DEMO.receiver) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/resend', payload });

describe('POST /api/resend', () => {
  it('sends a fresh link to the signer; the previous link stops working', async () => {
    const { contractId, newContractId, idOf } = await sentContract();
    const before = await messagesAbout(portal.app, newContractId);
    const oldLink = before.find((m) => m.recipient === 'hansen@farm.example.com')!.link;
    const response = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'email',
      email: 'hansen@farm.example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ data: { delivery_choice: 'email', email: 'hansen@farm.example.com' } });
    const resent = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-resend');
    expect(resent.map((m) => [m.channel, m.recipient])).toEqual([['email', 'hansen@farm.example.com']]);
    expect((await inject(portal.app, { method: 'GET', url: `/api/e-sign/${tokenOf(oldLink)}` })).statusCode).toBe(404);
    expect(
      (await inject(portal.app, { method: 'GET', url: `/api/e-sign/${tokenOf(resent[0]!.link)}` })).statusCode,
    ).toBe(200);
  });

  it('change phone and resend: updates the signer first, then texts the new phone', async () => {
    const { contractId, newContractId, idOf } = await sentContract();
    // the honest case: the phone is the grower record's (a phone it does not hold is confirmed first, M-1)
    const hansen = eq(growers.growerName, 'Hansen Family Farms');
    await portal.app.deps.db.update(growers).set({ phone: '515-555-0299' }).where(hansen);
    const response = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'phone',
      phone: '(515) 555-0299',
    }).finally(() => portal.app.deps.db.update(growers).set({ phone: '15155550200' }).where(hansen));
    expect(response.statusCode).toBe(200);
    const [signer] = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractSignerId, idOf('grower')));
    expect(signer).toMatchObject({ phone: '15155550299', deliveryChoice: 'phone', email: 'hansen@farm.example.com' });
    const sms = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-resend');
    expect(sms.map((m) => [m.channel, m.recipient])).toEqual([['sms', '15155550299']]);
    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, contractId));
    expect(audits.find((a) => a.action === 'resend-signing')!.details).toMatchObject({
      changes: [
        { field: 'phone', from: '15155550200', to: '15155550299' },
        { field: 'delivery_choice', from: 'email', to: 'phone' },
      ],
    });
  });

  it('refuses a phone resend to an invalid phone with the spec text', async () => {
    const { contractId, idOf } = await sentContract();
    const typed = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'phone',
      phone: '555-01',
    });
    expect(typed.statusCode).toBe(400);
    expect(errorOf(typed).message).toBe(UNAVAILABLE);
    // the stored phone is invalid and none is given
    await portal.app.deps.db
      .update(contractSigners)
      .set({ phone: '5550' })
      .where(eq(contractSigners.contractSignerId, idOf('grower')));
    const stored = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'phone',
    });
    expect(stored.statusCode).toBe(400);
    expect(errorOf(stored).message).toBe(UNAVAILABLE);
    // by e-mail it still goes (a portal user's phone is their profile's: reseller@ has a valid one)
    const email = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'email',
    });
    expect(email.statusCode).toBe(200);
    await portal.app.deps.db
      .update(contractSigners)
      .set({ phone: '5550' })
      .where(eq(contractSigners.contractSignerId, idOf('reseller')));
    const profile = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('reseller'),
      delivery_choice: 'phone',
    });
    expect(profile.statusCode).toBe(200);
    expect(json(profile)).toMatchObject({ data: { phone: '17125550103' } });
    const badEmail = await resend({
      contract_id: contractId,
      contract_signer_id: idOf('grower'),
      delivery_choice: 'email',
      email: 'nope',
    });
    expect(errorOf(badEmail).message).toBe('Please enter a valid email address');
  });

  it('only for pending or amendment_pending, to a signer who has not signed', async () => {
    const { contractId, idOf } = await sentContract();
    const query = { contract_id: contractId, contract_signer_id: idOf('reseller'), delivery_choice: 'email' };
    await portal.app.deps.db
      .update(contractSigners)
      .set({ approvalTimestamp: new Date() })
      .where(eq(contractSigners.contractSignerId, idOf('reseller')));
    const signed = await resend(query);
    expect(signed.statusCode).toBe(409);
    expect(errorOf(signed).message).toBe('This signer has already signed the contract.');

    const grower = { ...query, contract_signer_id: idOf('grower') };
    for (const [state, status] of [
      ['pendinggrowersigned', 409],
      ['completed', 409],
      ['voided', 409],
      ['amendment_pending', 200],
    ] as const) {
      await portal.app.deps.db
        .update(contracts)
        .set({ contractState: state })
        .where(eq(contracts.contractId, contractId));
      const response = await resend(grower);
      expect(response.statusCode, state).toBe(status);
      if (status === 409)
        expect(errorOf(response).message).toBe(
          'Signing requests can only be resent while the contract is pending or amendment pending.',
        );
    }
  });

  it('401, 403, 404 and 400', async () => {
    const { contractId, idOf } = await sentContract();
    const other = await sentContract();
    const query = { contract_id: contractId, contract_signer_id: idOf('grower'), delivery_choice: 'email' };
    expect((await resend(query, '')).statusCode).toBe(401);
    expect((await resend(query, DEMO.reseller)).statusCode).toBe(403);
    expect((await resend({ ...query, contract_signer_id: other.idOf('grower') })).statusCode).toBe(404);
    expect((await resend({ ...query, delivery_choice: 'fax' })).statusCode).toBe(400);
    expect((await resend({ contract_id: contractId, delivery_choice: 'email' } as never)).statusCode).toBe(400);
  });
});
