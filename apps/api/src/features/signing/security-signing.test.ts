import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { contractHistory, contracts, contractSigners, users } from '../../db/schema';
import { insertContract, messagesAbout } from './signing.fixtures';
import { ifMatch } from '../../../test/record-version';

/** The review's signing findings (C-1, M-1, M-2, L-4), each performed as its exploit. */
let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

type Row = Record<string, unknown> & { role: string; email: string | null; phone: string | null };
type Stored = Row & { contract_signer_id: string; user_id: string | null };

async function proposal(contractId: string): Promise<Row[]> {
  const response = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contractId}`,
  });
  return json<{ data: { signers: Row[] } }>(response).data.signers;
}

const send = (contractId: string, signers: unknown[], extra: Record<string, unknown> = {}) =>
  injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: { contract_id: contractId, signers, ...extra },
  });

/** A contract sent to its proposed signers. */
async function sentContract(options: Parameters<typeof insertContract>[1] = {}) {
  const contract = await insertContract(portal.app, options);
  const sent = await send(contract.contractId, await proposal(contract.contractId));
  expect(sent.statusCode).toBe(200);
  const signers = json<{ data: { signers: Stored[] } }>(sent).data.signers;
  const signer = (role: string, email?: string) =>
    signers.find((s) => s.role === role && (!email || s.email === email))!;
  return { ...contract, signers, signer };
}

const storedSigners = (contractId: string) =>
  portal.app.deps.db.select().from(contractSigners).where(eq(contractSigners.contractId, contractId));
const historyOf = (contractId: string) =>
  portal.app.deps.db.select().from(contractHistory).where(eq(contractHistory.contractId, contractId));

async function setOwnPhone(user: string, phone: string) {
  const me = json<{ user_id: string; first: string; last: string }>(
    await injectAs(portal.app, user, { method: 'GET', url: '/api/my-highest-role' }),
  );
  const patched = await injectAs(portal.app, user, {
    method: 'PATCH',
    url: '/api/company-management/v1/users',
    headers: await ifMatch(portal.app, { table: users, id: users.id, entity: 'user' }, me.user_id),
    payload: { user_id: me.user_id, first: me.first, last: me.last, phone },
  });
  expect(patched.statusCode).toBe(200);
}

const signEmbedded = (user: string, contractId: string, contractSignerId: string, name: string) =>
  injectAs(portal.app, user, {
    method: 'POST',
    url: '/api/e-sign/embedded',
    payload: { contract_id: contractId, contract_signer_id: contractSignerId, signature_name: name, agree: true },
  });

describe('C-1: a portal signature is bound to the signer’s user, never to a phone', () => {
  it('C-1: reseller@ copies the grower’s and the receiver’s phone into their profile and still signs only for themselves', async () => {
    const { contractId, signer } = await sentContract();
    const grower = signer('grower');
    const rachel = signer('receiver', DEMO.receiver);
    for (const [victim, name] of [
      [grower, 'Erik Hansen'],
      [rachel, 'Rachel Okafor'],
    ] as const) {
      await setOwnPhone(DEMO.reseller, victim.phone!);
      const embed = await injectAs(portal.app, DEMO.reseller, {
        method: 'GET',
        url: `/api/docusign-embed?contract_id=${contractId}&contract_signer_id=${victim.contract_signer_id}`,
      });
      expect(embed.statusCode).toBe(403);
      const forged = await signEmbedded(DEMO.reseller, contractId, victim.contract_signer_id, name);
      expect(forged.statusCode).toBe(403);
      expect(errorOf(forged).code).toBe('not_a_signer');
      const declined = await injectAs(portal.app, DEMO.reseller, {
        method: 'POST',
        url: '/api/e-sign/embedded/decline',
        payload: { contract_id: contractId, contract_signer_id: victim.contract_signer_id, reason: 'Forged' },
      });
      expect(declined.statusCode).toBe(403);
    }
    const rows = await storedSigners(contractId);
    expect(rows.filter((s) => s.approvalTimestamp || s.declinedAt)).toEqual([]);
    const [row] = await portal.app.deps.db.select().from(contracts).where(eq(contracts.contractId, contractId));
    expect(row!.contractState).toBe('pending');

    // whatever their phone, reseller@ reaches and signs their own signer
    const own = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/docusign-embed?contract_id=${contractId}`,
    });
    expect(own.statusCode).toBe(200);
    expect(json<{ url: string }>(own).url).toContain(signer('reseller').contract_signer_id);
    expect(
      (await signEmbedded(DEMO.reseller, contractId, signer('reseller').contract_signer_id, 'Riley Jensen')).statusCode,
    ).toBe(200);
    await setOwnPhone(DEMO.reseller, '17125550103');
  });

  it('C-1: growers and signers without a portal user sign only through their link', async () => {
    const { contractId, signer } = await sentContract();
    const rachel = signer('receiver', DEMO.receiver);
    // the signer row of receiver@ loses its user: even receiver@ may no longer sign it in the portal
    await portal.app.deps.db
      .update(contractSigners)
      .set({ userId: null })
      .where(eq(contractSigners.contractSignerId, rachel.contract_signer_id));
    expect((await signEmbedded(DEMO.receiver, contractId, rachel.contract_signer_id, 'Rachel Okafor')).statusCode).toBe(
      403,
    );
    // a grower signer pointed at a portal user is still refused in the embedded flow
    const me = json<{ user_id: string }>(
      await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: '/api/my-highest-role' }),
    );
    await portal.app.deps.db
      .update(contractSigners)
      .set({ userId: me.user_id })
      .where(eq(contractSigners.contractSignerId, signer('grower').contract_signer_id));
    expect(
      (await signEmbedded(DEMO.receiver, contractId, signer('grower').contract_signer_id, 'Erik Hansen')).statusCode,
    ).toBe(403);
  });
});

describe('M-1: the server decides who signs', () => {
  it('M-1: receiver@ cannot send the contract to the grower alone, at an address they control', async () => {
    const { contractId } = await insertContract(portal.app);
    const [grower] = await proposal(contractId);
    const alone = await send(contractId, [{ ...grower, email: 'me@attacker.test', delivery_choice: 'email' }]);
    expect(alone.statusCode).toBe(400);
    expect(errorOf(alone).message).toBe(
      'Every user who signs for the grain receiver, the 3PO and the reseller must be among the signers.',
    );
    expect(await storedSigners(contractId)).toEqual([]);
  });

  it('M-1: refuses foreign signers, changed contacts of portal users and a second grower', async () => {
    const { contractId } = await insertContract(portal.app);
    const signers = await proposal(contractId);
    const index = signers.findIndex((s) => s.role === 'reseller');
    const cases: [Row[], string][] = [
      [
        [...signers, { ...signers[index]!, first_name: 'Mallory', email: 'mallory@attacker.test', user_id: null }],
        'Only the grower and the users who sign for the grain receiver, the 3PO and the reseller may sign this contract.',
      ],
      [
        signers.map((s, i) => (i === index ? { ...s, email: 'me@attacker.test' } : s)),
        'The e-mail and phone of a portal user come from their profile and cannot be changed here.',
      ],
      [
        signers.map((s, i) => (i === index ? { ...s, delivery_choice: 'phone', phone: '(402) 555-0999' } : s)),
        'The e-mail and phone of a portal user come from their profile and cannot be changed here.',
      ],
      [[...signers, signers[0]!], 'Please add the grower as the one grower signer'],
    ];
    for (const [list, message] of cases) {
      const response = await send(contractId, list);
      expect(response.statusCode, message).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
    expect(await storedSigners(contractId)).toEqual([]);
  });

  it('M-1: a fuel contract has no reseller signer', async () => {
    const { contractId } = await insertContract(portal.app, { type: 'fuel' });
    const generic = await proposal((await insertContract(portal.app)).contractId);
    const resellerRow = generic.find((s) => s.role === 'reseller')!;
    const response = await send(contractId, [...(await proposal(contractId)), resellerRow]);
    expect(response.statusCode).toBe(400);
  });

  it('M-1: stores the server’s signers; the grower’s edited contact is recorded in the history', async () => {
    const { contractId } = await insertContract(portal.app);
    const signers = await proposal(contractId);
    const list = signers.map((s) =>
      s.role === 'grower'
        ? { ...s, email: 'erik@hansen.example.com', phone: '(515) 555-0277', delivery_choice: 'phone' }
        : { ...s, first_name: 'Someone', entity_name: 'Other Co', assignment_role: 'admin', user_id: 'u-x' },
    );
    const response = await send(contractId, list);
    expect(response.statusCode).toBe(200);
    const rows = await storedSigners(contractId);
    for (const proposed of signers.filter((s) => s.role !== 'grower')) {
      const row = rows.find(
        (r) => r.email === proposed.email && r.externalReferenceId === proposed.external_reference_id,
      )!;
      expect(row).toMatchObject({
        firstName: proposed.first_name,
        entityName: proposed.entity_name,
        assignmentRole: proposed.assignment_role,
        userId: proposed.user_id,
      });
    }
    // the edited contact waits for the grower record's confirmation (M-1); the signer keeps the record's
    expect(rows.find((r) => r.role === 'grower')).toMatchObject({
      email: 'hansen@farm.example.com',
      phone: '15155550200',
      pendingEmail: 'erik@hansen.example.com',
      pendingPhone: '15155550277',
      pendingDeliveryChoice: 'phone',
      contactConfirmBy: 'grower',
      signingTokenSha256: null,
      userId: null,
    });
    const changes = (await historyOf(contractId)).filter((h) => h.kind === 'signer_contact');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ userEmail: DEMO.receiver, userName: 'Rachel Okafor' });
    expect(changes[0]!.details).toMatchObject({
      role: 'grower',
      changes: [
        { field: 'email', from: 'hansen@farm.example.com', to: 'erik@hansen.example.com' },
        { field: 'phone', from: '15155550200', to: '15155550277' },
      ],
    });
  });
});

describe('M-2: resend and sync are POSTs; contact changes are recorded; readers see no one else’s contact', () => {
  const resend = (payload: Record<string, string>, method: 'GET' | 'POST' = 'POST', user: string = DEMO.receiver) =>
    method === 'GET'
      ? injectAs(portal.app, user, { method, url: `/api/resend?${new URLSearchParams(payload)}` })
      : injectAs(portal.app, user, { method, url: '/api/resend', payload });

  it('M-2: a cross-site GET /api/resend changes no signer and mails no link', async () => {
    const { contractId, newContractId, signer } = await sentContract();
    const grower = signer('grower');
    const before = (await messagesAbout(portal.app, newContractId)).length;
    const attack = await resend(
      {
        contract_id: contractId,
        contract_signer_id: grower.contract_signer_id,
        delivery_choice: 'email',
        email: 'attacker@evil.test',
      },
      'GET',
    );
    expect(attack.statusCode).toBe(404);
    const [row] = (await storedSigners(contractId)).filter((s) => s.role === 'grower');
    expect(row!.email).toBe('hansen@farm.example.com');
    expect(await messagesAbout(portal.app, newContractId)).toHaveLength(before);
    const sync = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/trigger-contracts?contract_id=${contractId}`,
    });
    expect(sync.statusCode).toBe(404);
  });

  it('M-2: POST /api/resend with a new e-mail records who changed it, from what to what', async () => {
    const { contractId, newContractId, signer } = await sentContract();
    const grower = signer('grower');
    const response = await resend({
      contract_id: contractId,
      contract_signer_id: grower.contract_signer_id,
      delivery_choice: 'email',
      email: 'erik@hansen.example.com',
    });
    expect(response.statusCode).toBe(200);
    const changes = (await historyOf(contractId)).filter((h) => h.kind === 'signer_contact');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ userEmail: DEMO.receiver });
    expect(changes[0]!.details).toMatchObject({
      contract_signer_id: grower.contract_signer_id,
      changes: [{ field: 'email', from: 'hansen@farm.example.com', to: 'erik@hansen.example.com' }],
    });
    // the grower record's address is asked to confirm, so the link cannot be redirected unseen (M-1)
    const asked = (await messagesAbout(portal.app, newContractId)).filter(
      (m) => m.kind === 'signing-contact-confirm' || m.kind === 'signing-contact-changed',
    );
    expect(asked.map((m) => [m.kind, m.channel, m.recipient])).toEqual([
      ['signing-contact-confirm', 'email', 'hansen@farm.example.com'],
    ]);
    expect(asked[0]!.bodyText).toContain('Rachel Okafor of Cornbelt Renewable Fuels asked to send the signing link');
    // a portal user's contact is their profile's
    const refused = await resend({
      contract_id: contractId,
      contract_signer_id: signer('reseller').contract_signer_id,
      delivery_choice: 'email',
      email: 'me@attacker.test',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(
      'The e-mail and phone of a portal user come from their profile and cannot be changed here.',
    );
    const sync = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: `/api/trigger-contracts?contract_id=${contractId}`,
    });
    // the sync is a POST now (receiver@ holds no sync-contract; contract-updates.test.ts syncs as a sales rep)
    expect(sync.statusCode).toBe(403);
  });

  it('M-2: the reseller reading the contract gets masked contacts of the other signers, the sender gets them whole', async () => {
    const { contractId, signer } = await sentContract();
    await resend({
      contract_id: contractId,
      contract_signer_id: signer('grower').contract_signer_id,
      delivery_choice: 'phone',
      phone: '515-555-0288',
    });
    type View = {
      contract: {
        contract_signers: Stored[];
        contract_history: { signer_contact_changes: { changes: { from: string | null; to: string | null }[] }[] };
      };
    };
    const read = async (user: string) =>
      json<View>(
        await injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1?contract_id=${contractId}` }),
      ).contract;
    const asReseller = await read(DEMO.reseller);
    const body = JSON.stringify(asReseller);
    for (const secret of ['15155550288', '15155550200', 'hansen@farm.example.com', '14025550104'])
      expect(body).not.toContain(secret);
    expect(
      asReseller.contract_signers.find((s) => s.email?.endsWith('@example.com') && s.role === 'receiver'),
    ).toMatchObject({ email: 'r•••@example.com', phone: '(•••) •••-0104' });
    // the new phone waits for the grower record's confirmation, masked like the rest
    const growerRow = asReseller.contract_signers.find((s) => s.role === 'grower')!;
    expect(growerRow.phone).toBe('(•••) •••-0200');
    expect(growerRow.email).toBe('h•••@farm.example.com');
    expect(growerRow.pending_contact).toMatchObject({ phone: '(•••) •••-0288', confirm_by: 'grower' });
    // their own contact is theirs to see
    expect(asReseller.contract_signers.find((s) => s.role === 'reseller')).toMatchObject({
      email: DEMO.reseller,
      phone: '17125550103',
    });
    expect(asReseller.contract_history.signer_contact_changes[0]!.changes[0]).toMatchObject({
      from: '(•••) •••-0200',
      to: '(•••) •••-0288',
    });
    const asReceiver = await read(DEMO.receiver);
    expect(asReceiver.contract_signers.find((s) => s.role === 'grower')).toMatchObject({
      phone: '15155550200',
      email: 'hansen@farm.example.com',
      pending_contact: { phone: '15155550288', delivery_choice: 'phone' },
    });
    expect(asReceiver.contract_history.signer_contact_changes[0]!.changes[0]).toMatchObject({
      from: '15155550200',
      to: '15155550288',
    });
  });
});

describe('L-4: void history names the session’s user', () => {
  it('L-4: voided_user_info sent with an amendment is ignored', async () => {
    const original = await insertContract(portal.app, { state: 'completed' });
    const amendment = await insertContract(portal.app, {
      state: 'amendment_pending',
      parentVoidedContractId: original.contractId,
    });
    const response = await send(amendment.contractId, await proposal(amendment.contractId), {
      parent_voided_contract_id: original.contractId,
      voided_user_info: { user_id: 'someone', user_name: 'Dana Miller', user_email: 'dana@farm.example.com' },
    });
    expect(response.statusCode).toBe(200);
    const voided = (await historyOf(original.contractId)).find((h) => h.kind === 'voided')!;
    expect(voided).toMatchObject({ userName: 'Rachel Okafor', userEmail: DEMO.receiver });
    expect(voided.userId).not.toBe('someone');
  });
});
