import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AwaitingSignatureReply } from '@portal/domain';
import { createTestPortal, DEMO, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { contracts, contractSigners, users } from '../../db/schema';
import { assign, insertCompany, insertContract } from './signing.fixtures';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const awaiting = async (user: string) => {
  const response = await injectAs(portal.app, user, { method: 'GET', url: '/api/signing/awaiting' });
  expect(response.statusCode).toBe(200);
  return json<AwaitingSignatureReply>(response);
};
const ids = (reply: AwaitingSignatureReply) => reply.contracts.map((c) => c.contract_id);

/** A contract sent to its proposed signers by the receiver; its signer rows. */
async function sentContract(options: Parameters<typeof insertContract>[1] = {}) {
  const contract = await insertContract(portal.app, options);
  const proposal = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contract.contractId}`,
  });
  const sent = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: {
      contract_id: contract.contractId,
      signers: json<{ data: { signers: object[] } }>(proposal).data.signers,
    },
  });
  expect(sent.statusCode).toBe(200);
  const signers = json<{ data: { signers: { role: string; email: string; contract_signer_id: string }[] } }>(sent).data
    .signers;
  return { ...contract, signers };
}

const userId = async (email: string) =>
  (await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('GET /api/signing/awaiting', () => {
  it("lists the contracts awaiting the user's own signature, newest first, until they sign", async () => {
    const before = await awaiting(DEMO.receiver);
    const { contractId, newContractId, signers } = await sentContract();
    const now = await awaiting(DEMO.receiver);
    expect(now.total).toBe(before.total + 1);
    expect(now.contracts[0]).toMatchObject({
      contract_id: contractId,
      new_contract_id: newContractId,
      grower_name: 'Hansen Family Farms',
      entity_name: 'Cornbelt Renewable Fuels',
      contract_state: 'pending',
    });
    // a user of the same company who is no signer of it
    expect(ids(await awaiting(DEMO.steward))).not.toContain(contractId);

    const mine = signers.find((s) => s.email === DEMO.receiver)!;
    const signed = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/e-sign/embedded',
      payload: {
        contract_id: contractId,
        contract_signer_id: mine.contract_signer_id,
        signature_name: 'Rachel Okafor',
        agree: true,
      },
    });
    expect(signed.statusCode).toBe(200);
    const after = await awaiting(DEMO.receiver);
    expect(ids(after)).not.toContain(contractId);
    expect(after.total).toBe(before.total);
  });

  it("never lists another company's contract, even with a signer row of the user there, until the user may sign there", async () => {
    await insertCompany(portal.app, 'Awaiting Walled Ethanol', 'grain-receiver');
    const { contractId } = await insertContract(portal.app, { receiver: 'Awaiting Walled Ethanol' });
    // a signer row naming the receiver on a contract of a company she has no role at
    await portal.app.deps.db
      .insert(contractSigners)
      .values({ contractId, userId: await userId(DEMO.receiver), role: 'receiver', email: DEMO.receiver });
    expect(ids(await awaiting(DEMO.receiver))).not.toContain(contractId);
    await assign(portal.app, DEMO.receiver, 'Awaiting Walled Ethanol', 'receiver');
    expect(ids(await awaiting(DEMO.receiver))).toContain(contractId);
  });

  it("leaves out a grower's row, a declined contract and a voided one", async () => {
    const declined = await sentContract();
    await portal.app.deps.db
      .update(contractSigners)
      .set({ declinedAt: new Date(), declineReason: 'No' })
      .where(
        eq(contractSigners.contractSignerId, declined.signers.find((s) => s.role === 'grower')!.contract_signer_id),
      );
    const voided = await sentContract();
    await portal.app.deps.db
      .update(contracts)
      .set({ contractState: 'voided' })
      .where(eq(contracts.contractId, voided.contractId));
    const growerRow = await insertContract(portal.app);
    await portal.app.deps.db
      .insert(contractSigners)
      .values({ contractId: growerRow.contractId, userId: await userId(DEMO.receiver), role: 'grower' });

    const listed = ids(await awaiting(DEMO.receiver));
    expect(listed).not.toContain(declined.contractId);
    expect(listed).not.toContain(voided.contractId);
    expect(listed).not.toContain(growerRow.contractId);
  });

  it('lists at most five, with the total of them all', async () => {
    for (let i = 0; i < 6; i += 1) await sentContract();
    const reply = await awaiting(DEMO.receiver);
    expect(reply.contracts).toHaveLength(5);
    expect(reply.total).toBeGreaterThanOrEqual(6);
  });

  it('is for signed-in users only', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/signing/awaiting' });
    expect(response.statusCode).toBe(401);
  });
});
