import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { auditLog, contractHistory, contracts, contractSigners } from '../../db/schema';
import { assign, insertCompany, insertContract, messagesAbout, tokenOf } from './signing.fixtures';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

type Signer = Record<string, unknown> & { role: string; email: string | null; contract_signer_id: string | null };
type SignersReply = { data: { sent: boolean; contract_state: string; signers: Signer[] } };

const getSigners = (contractId: string, user: string | null = DEMO.receiver) =>
  injectAs(portal.app, user, { method: 'GET', url: `/api/signers?contract_id=${contractId}` });

/** The proposed signers as the send-for-signing dialog posts them back. */
async function proposal(contractId: string, user: string = DEMO.receiver): Promise<Signer[]> {
  const response = await getSigners(contractId, user);
  expect(response.statusCode).toBe(200);
  return json<SignersReply>(response).data.signers;
}

const postSigners = (payload: Record<string, unknown>, user: string | null = DEMO.receiver) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/signers', payload });

describe('GET /api/signers', () => {
  it('proposes the grower, the receiver users with sign-contract and the reseller users with approve-contract', async () => {
    const receiverId = await insertCompany(portal.app, 'Golden Plains Ethanol', 'grain-receiver');
    const resellerId = await insertCompany(portal.app, 'Golden Plains Seed', 'reseller');
    await assign(portal.app, DEMO.operator, 'Golden Plains Ethanol', 'receiver');
    await assign(portal.app, DEMO.steward, 'Golden Plains Ethanol', 'grain-ops-manager');
    // a district manager there holds no sign-contract
    await assign(portal.app, DEMO.salesrep, 'Golden Plains Ethanol', 'district-manager');
    await assign(portal.app, DEMO.newuser, 'Golden Plains Seed', 'reseller');
    const { contractId } = await insertContract(portal.app, {
      receiver: 'Golden Plains Ethanol',
      reseller: 'Golden Plains Seed',
    });
    const response = await getSigners(contractId, DEMO.admin);
    expect(response.statusCode).toBe(200);
    const body = json<SignersReply>(response);
    expect(body.data.sent).toBe(false);
    expect(body.data.signers.map((s) => [s.role, s.email, s.entity_name, s.assignment_role, s.is_approver])).toEqual([
      ['grower', 'hansen@farm.example.com', 'Hansen Family Farms', 'grower', false],
      ['receiver', DEMO.steward, 'Golden Plains Ethanol', 'grain-ops-manager', false],
      ['receiver', DEMO.operator, 'Golden Plains Ethanol', 'receiver', false],
      ['reseller', DEMO.newuser, 'Golden Plains Seed', 'reseller', true],
    ]);
    expect(body.data.signers[2]).toMatchObject({
      first_name: 'Omar',
      last_name: 'Lindqvist',
      phone: '16055550105',
      external_reference_id: receiverId,
      docusign_type: 'signers',
      delivery_choice: 'email',
      contract_status: 'awaiting signature',
    });
    expect(body.data.signers[3]!.external_reference_id).toBe(resellerId);
  });

  it('for fuel: the grain-ops-manager and grain-receiver-approved-signer users, and no reseller', async () => {
    await insertCompany(portal.app, 'Fuel Test Ethanol', 'grain-receiver');
    await assign(portal.app, DEMO.steward, 'Fuel Test Ethanol', 'grain-ops-manager');
    await assign(portal.app, DEMO.salesrep, 'Fuel Test Ethanol', 'grain-receiver-approved-signer');
    await assign(portal.app, DEMO.operator, 'Fuel Test Ethanol', 'receiver');
    const { contractId } = await insertContract(portal.app, { type: 'fuel', receiver: 'Fuel Test Ethanol' });
    const signers = await proposal(contractId, DEMO.admin);
    expect(signers.map((s) => [s.role, s.email, s.assignment_role])).toEqual([
      ['grower', 'hansen@farm.example.com', 'grower'],
      ['receiver', DEMO.steward, 'grain-ops-manager'],
      ['receiver', DEMO.salesrep, 'grain-receiver-approved-signer'],
    ]);
    // a plain receiver (sign-contract) is not a fuel signer; any other type takes every sign-contract holder
    const generic = await proposal(
      (await insertContract(portal.app, { receiver: 'Fuel Test Ethanol' })).contractId,
      DEMO.admin,
    );
    expect(generic.filter((s) => s.role === 'receiver').map((s) => s.email)).toEqual([
      DEMO.steward,
      DEMO.operator,
      DEMO.salesrep,
    ]);
    expect(generic.filter((s) => s.role === 'reseller').map((s) => s.email)).toContain(DEMO.reseller);
  });

  it('needs create-contract or sign-contract at the receiver side: 401, 403, 400, 404', async () => {
    const { contractId } = await insertContract(portal.app);
    expect((await getSigners(contractId, null)).statusCode).toBe(401);
    expect((await getSigners(contractId, DEMO.reseller)).statusCode).toBe(403);
    // a receiver of another company
    expect((await getSigners(contractId, DEMO.operator)).statusCode).toBe(403);
    expect((await getSigners(contractId, DEMO.admin)).statusCode).toBe(200);
    const bad = await getSigners('nope');
    expect(bad.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(bad).error.message).toBe('Please provide a contract_id');
    expect((await getSigners('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/signers', () => {
  it('stores the signers and sends each a working signing link by e-mail or SMS', async () => {
    const { contractId, newContractId } = await insertContract(portal.app);
    const signers = await proposal(contractId);
    expect(signers.map((s) => s.role)).toEqual(expect.arrayContaining(['grower', 'receiver', 'reseller']));
    signers[0] = { ...signers[0]!, phone: '(515) 555-0200', delivery_choice: 'phone' };
    const response = await postSigners({ contract_id: contractId, signers });
    expect(response.statusCode).toBe(200);
    const stored = json<{ data: { signers: Signer[] } }>(response).data.signers;
    expect(stored.map((s) => [s.role, s.email, s.delivery_choice, s.contract_status])).toEqual(
      signers.map((s) => [s.role, s.email, s.delivery_choice, 'awaiting signature']),
    );
    expect(stored[0]!.phone).toBe('15155550200');
    expect(stored.find((s) => s.email === DEMO.receiver)).toMatchObject({
      role: 'receiver',
      entity_name: 'Cornbelt Renewable Fuels',
    });

    const messages = await messagesAbout(portal.app, newContractId);
    expect(messages.map((m) => [m.channel, m.recipient, m.kind])).toEqual(
      stored.map((s) =>
        s.role === 'grower' ? ['sms', '15155550200', 'signing-request'] : ['email', s.email, 'signing-request'],
      ),
    );
    expect(messages[0]!.subject).toBe(`Please sign Enogen contract ${newContractId}`);
    expect(messages[0]!.bodyText).toContain('Cornbelt Renewable Fuels has sent you the Enogen grain contract');
    // each link opens that signer's signing page, signed out
    for (const [index, message] of messages.entries()) {
      expect(message.link!.startsWith(`${portal.config.publicUrl}/e-sign#`)).toBe(true);
      const page = await inject(portal.app, { method: 'GET', url: `/api/e-sign/${tokenOf(message.link)}` });
      expect(page.statusCode).toBe(200);
      expect(json<{ signer: { contract_signer_id: string }; can_sign: boolean }>(page)).toMatchObject({
        signer: { contract_signer_id: stored[index]!.contract_signer_id },
        can_sign: true,
      });
    }
    // only hashes are stored
    const rows = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contractId));
    for (const row of rows) {
      expect(row.signingTokenSha256).toMatch(/^[0-9a-f]{64}$/);
      expect(messages.some((m) => m.link!.includes(row.signingTokenSha256!))).toBe(false);
      expect(row.signingTokenExpiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
    }
    const [entry] = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, contractId));
    expect(entry).toMatchObject({ action: 'send-for-signing', entity: 'contract' });

    // the stored signers come back, and a second send is refused
    const again = json<SignersReply>(await getSigners(contractId));
    expect(again.data.sent).toBe(true);
    expect(again.data.signers.map((s) => s.contract_signer_id)).toEqual(stored.map((s) => s.contract_signer_id));
    const twice = await postSigners({ contract_id: contractId, signers });
    expect(twice.statusCode).toBe(409);
    expect(json<{ error: { message: string } }>(twice).error.message).toBe(
      'Signers were already added to this contract.',
    );
  });

  it('issue 25: of two sends for signing of one contract at once, exactly one wins and the other is told', async () => {
    const { contractId, newContractId } = await insertContract(portal.app);
    const signers = await proposal(contractId);
    const responses = await Promise.all([
      postSigners({ contract_id: contractId, signers }),
      postSigners({ contract_id: contractId, signers }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(json<{ error: { message: string } }>(loser).error.message).toBe(
      'Signers were already added to this contract.',
    );
    const rows = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contractId));
    expect(rows).toHaveLength(signers.length);
    expect((await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-request')).toHaveLength(
      signers.length,
    );
  });

  it('checks the grower contact with the dialog texts and refuses bad payloads', async () => {
    const { contractId } = await insertContract(portal.app);
    const signers = await proposal(contractId);
    const cases: [unknown, string][] = [
      [{ ...signers[0], phone: '', delivery_choice: 'phone' }, "Please provide grower's phone number"],
      [
        { ...signers[0], phone: '919-999-999', delivery_choice: 'phone' },
        'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits',
      ],
      [{ ...signers[0], email: '' }, "Please provide grower's email address"],
      [{ ...signers[0], email: 'hansen@' }, 'Please enter a valid email address'],
    ];
    for (const [grower, message] of cases) {
      const response = await postSigners({ contract_id: contractId, signers: [grower, ...signers.slice(1)] });
      expect(response.statusCode, message).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message).toBe(message);
    }
    const noGrower = await postSigners({ contract_id: contractId, signers: signers.slice(1) });
    expect(noGrower.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(noGrower).error.message).toBe(
      'Please add the grower as the one grower signer',
    );
    expect((await postSigners({ contract_id: contractId, signers: [] })).statusCode).toBe(400);
    expect((await postSigners({ contract_id: contractId })).statusCode).toBe(400);
    expect((await postSigners({ contract_id: contractId, signers }, null)).statusCode).toBe(401);
    expect((await postSigners({ contract_id: contractId, signers }, DEMO.reseller)).statusCode).toBe(403);
    expect((await postSigners({ contract_id: contractId, signers }, DEMO.operator)).statusCode).toBe(403);
    // nothing was stored
    expect(
      await portal.app.deps.db.select().from(contractSigners).where(eq(contractSigners.contractId, contractId)),
    ).toEqual([]);
  });

  it('refuses a contract without its PDF, or one that is no longer pending', async () => {
    const noPdf = await insertContract(portal.app, { withPdf: false });
    const signers = await proposal(noPdf.contractId);
    const response = await postSigners({ contract_id: noPdf.contractId, signers });
    expect(response.statusCode).toBe(422);
    expect(json<{ error: { message: string } }>(response).error.message).toBe(
      "Looks like this contract isn't formated properly. Please contact your admin.",
    );
    const voided = await insertContract(portal.app, { state: 'voided' });
    expect((await postSigners({ contract_id: voided.contractId, signers })).statusCode).toBe(409);
  });

  it('an amendment voids the contract it replaces, with the voided user info', async () => {
    const original = await insertContract(portal.app, { state: 'completed' });
    const amendment = await insertContract(portal.app, {
      state: 'amendment_pending',
      parentVoidedContractId: original.contractId,
    });
    const signers = await proposal(amendment.contractId);
    const wrongParent = await postSigners({
      contract_id: amendment.contractId,
      signers,
      parent_voided_contract_id: amendment.contractId,
    });
    expect(wrongParent.statusCode).toBe(400);
    const response = await postSigners({
      contract_id: amendment.contractId,
      signers,
      parent_voided_contract_id: original.contractId,
      voided_user_info: { user_id: 'u-1', user_name: 'Rachel Okafor', user_email: DEMO.receiver },
    });
    expect(response.statusCode).toBe(200);
    const { db } = portal.app.deps;
    const [parent] = await db.select().from(contracts).where(eq(contracts.contractId, original.contractId));
    expect(parent!.contractState).toBe('voided');
    expect(parent!.voidedAt).not.toBeNull();
    const history = await db.select().from(contractHistory).where(eq(contractHistory.contractId, original.contractId));
    expect(history.map((h) => [h.kind, h.userName, h.userEmail])).toEqual([['voided', 'Rachel Okafor', DEMO.receiver]]);
  });
});
