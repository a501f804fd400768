import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGrower } from '../../../test/factories';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { contractHistory, contractSigners, growers } from '../../db/schema';
import { assign, companyId, insertCompany, insertContract, messagesAbout, tokenOf } from './signing.fixtures';

/** M-1: the grower's signing link goes to a contact the grower record does not hold only once confirmed. */
let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
  // A grower of Prairie Gold whose record has neither e-mail nor phone.
  await buildGrower(portal.app.deps.db, {
    growerName: 'Quiet Creek Farms',
    first: 'Ada',
    last: 'Quiet',
    resellerCompanyId: await companyId(portal.app, 'Prairie Gold Seed Co.'),
  });
});
afterAll(() => portal?.close());

type Row = Record<string, unknown> & { role: string; contract_signer_id: string | null };
const ATTACKER = 'attacker@evil.test';

/** A contract sent to its proposed signers; `grower` edits the grower's row of the request. */
async function sentContract(options: Parameters<typeof insertContract>[1] = {}, grower: Record<string, unknown> = {}) {
  const contract = await insertContract(portal.app, options);
  const proposal = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contract.contractId}`,
  });
  const signers = json<{ data: { signers: Row[] } }>(proposal).data.signers.map((s) =>
    s.role === 'grower' ? { ...s, ...grower } : s,
  );
  const sent = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: { contract_id: contract.contractId, signers },
  });
  expect(sent.statusCode).toBe(200);
  const stored = json<{ data: { signers: Row[] } }>(sent).data.signers;
  const growerId = stored.find((s) => s.role === 'grower')!.contract_signer_id!;
  return { ...contract, growerId };
}

const resend = (payload: Record<string, string>, user: string = DEMO.receiver) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/resend', payload });
const signWith = (token: string) =>
  inject(portal.app, {
    method: 'POST',
    url: `/api/e-sign/${token}`,
    payload: { signature_name: 'Erik Hansen', agree: true },
  });
const confirm = (token: string) =>
  inject(portal.app, { method: 'POST', url: '/api/e-sign/contact-confirmation', payload: { token } });
const approve = (contractId: string, signerId: string, user: string) =>
  injectAs(portal.app, user, {
    method: 'POST',
    url: '/api/e-sign/contact-approval',
    payload: { contract_id: contractId, contract_signer_id: signerId },
  });
const growerSigner = async (contractId: string) => {
  const response = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contractId}`,
  });
  return json<{ data: { signers: Row[] } }>(response).data.signers.find((s) => s.role === 'grower')!;
};
/** The token of a confirmation link (/e-sign/confirm-contact#token). */
const confirmTokenOf = (link: string | null) => {
  const match = /\/e-sign\/confirm-contact#([A-Za-z0-9_-]{43})$/.exec(link ?? '');
  if (!match) throw new Error(`Not a confirmation link: ${link}`);
  return match[1]!;
};

describe('M-1: a changed grower contact is confirmed before the signing link is issued', () => {
  it('M-1: POST /api/resend to another e-mail issues no link the sender could use to sign as the grower', async () => {
    const { contractId, newContractId, growerId } = await sentContract();
    const first = (await messagesAbout(portal.app, newContractId)).find(
      (m) => m.recipient === 'hansen@farm.example.com',
    )!;
    const attack = await resend({
      contract_id: contractId,
      contract_signer_id: growerId,
      delivery_choice: 'email',
      email: ATTACKER,
    });
    expect(attack.statusCode).toBe(200);
    expect(json(attack)).toMatchObject({
      data: { pending_contact: { email: ATTACKER, delivery_choice: 'email', confirm_by: 'grower' } },
    });
    const messages = await messagesAbout(portal.app, newContractId);
    // nothing goes to the new address, no new signing link is made, and the grower's earlier one stops working
    expect(messages.filter((m) => m.recipient === ATTACKER)).toEqual([]);
    expect(messages.filter((m) => m.kind === 'signing-resend')).toEqual([]);
    expect((await signWith(tokenOf(first.link))).statusCode).toBe(404);
    // the grower record's own address is asked to confirm
    const asked = messages.filter((m) => m.kind === 'signing-contact-confirm');
    expect(asked.map((m) => [m.channel, m.recipient])).toEqual([['email', 'hansen@farm.example.com']]);
    expect(asked[0]!.bodyText).toContain(ATTACKER);
    // the sender sees the pending state; the signer keeps the record's contact
    expect(await growerSigner(contractId)).toMatchObject({
      email: 'hansen@farm.example.com',
      pending_contact: { email: ATTACKER, confirm_by: 'grower' },
    });
  });

  it('M-1: the grower record’s contact confirms with a single-use link; only then is the signing link sent', async () => {
    const { contractId, newContractId, growerId } = await sentContract();
    await resend({ contract_id: contractId, contract_signer_id: growerId, delivery_choice: 'email', email: ATTACKER });
    const asked = (await messagesAbout(portal.app, newContractId)).find((m) => m.kind === 'signing-contact-confirm')!;
    const token = confirmTokenOf(asked.link);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(404);
    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect((await confirm(token)).statusCode).toBe(404);
    const link = (await messagesAbout(portal.app, newContractId)).find((m) => m.recipient === ATTACKER)!;
    expect(link.kind).toBe('signing-resend');
    expect(await growerSigner(contractId)).toMatchObject({ email: ATTACKER, pending_contact: null });
    const signed = await signWith(tokenOf(link.link));
    expect(signed.statusCode).toBe(200);
    expect(json(signed)).toMatchObject({ contract_state: 'pendinggrowersigned' });
    const history = await portal.app.deps.db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contractId));
    expect(history.map((h) => h.kind)).toContain('signer_contact_confirmed');
  });

  it('M-1: send for signing with another grower e-mail waits for confirmation too', async () => {
    const { newContractId, growerId } = await sentContract({}, { email: ATTACKER });
    const messages = await messagesAbout(portal.app, newContractId);
    expect(messages.filter((m) => m.recipient === ATTACKER)).toEqual([]);
    expect(messages.filter((m) => m.kind === 'signing-contact-confirm').map((m) => m.recipient)).toEqual([
      'hansen@farm.example.com',
    ]);
    const [row] = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractSignerId, growerId));
    expect(row).toMatchObject({ signingTokenSha256: null, pendingEmail: ATTACKER, contactConfirmBy: 'grower' });
  });

  it('the honest case: the grower record’s contact needs no confirmation (resend, change phone and resend)', async () => {
    const { contractId, newContractId, growerId } = await sentContract();
    const same = await resend({
      contract_id: contractId,
      contract_signer_id: growerId,
      delivery_choice: 'email',
      email: 'HANSEN@farm.example.com',
    });
    expect(same.statusCode).toBe(200);
    expect(json(same)).toMatchObject({ data: { pending_contact: null } });
    // the reseller updates the grower record, then the sender changes the phone and resends
    await portal.app.deps.db
      .update(growers)
      .set({ phone: '(515) 555-0299' })
      .where(eq(growers.growerName, 'Hansen Family Farms'));
    try {
      const phone = await resend({
        contract_id: contractId,
        contract_signer_id: growerId,
        delivery_choice: 'phone',
        phone: '515-555-0299',
      });
      expect(phone.statusCode).toBe(200);
      expect(json(phone)).toMatchObject({ data: { phone: '15155550299', pending_contact: null } });
    } finally {
      await portal.app.deps.db
        .update(growers)
        .set({ phone: '15155550200' })
        .where(eq(growers.growerName, 'Hansen Family Farms'));
    }
    const resent = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-resend');
    expect(resent.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', 'hansen@farm.example.com'],
      ['sms', '15155550299'],
    ]);
    expect((await signWith(tokenOf(resent[1]!.link))).statusCode).toBe(200);
    expect((await messagesAbout(portal.app, newContractId)).some((m) => m.kind === 'signing-contact-confirm')).toBe(
      false,
    );
  });

  it('a contact once confirmed for the signer is resent to without asking again', async () => {
    const { contractId, newContractId, growerId } = await sentContract();
    const change = { contract_id: contractId, contract_signer_id: growerId, delivery_choice: 'email' };
    await resend({ ...change, email: 'erik@hansen.example.com' });
    const asked = (await messagesAbout(portal.app, newContractId)).find((m) => m.kind === 'signing-contact-confirm')!;
    expect((await confirm(confirmTokenOf(asked.link))).statusCode).toBe(200);
    const again = await resend(change);
    expect(json(again)).toMatchObject({ data: { email: 'erik@hansen.example.com', pending_contact: null } });
    const links = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-resend');
    expect(links.map((m) => m.recipient)).toEqual(['erik@hansen.example.com', 'erik@hansen.example.com']);
  });

  it('M-1: a grower record without contact: the reseller approver approves the new contact in the portal', async () => {
    const { contractId, newContractId, growerId } = await sentContract(
      { grower: 'Quiet Creek Farms' },
      { email: 'ada@quiet.example.com', delivery_choice: 'email' },
    );
    expect(await growerSigner(contractId)).toMatchObject({
      pending_contact: { email: 'ada@quiet.example.com', confirm_by: 'reseller' },
    });
    expect(
      (await messagesAbout(portal.app, newContractId)).filter((m) => m.recipient === 'ada@quiet.example.com'),
    ).toEqual([]);
    // the reseller's approvers are told, with the contract page
    const told = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-contact-approve');
    expect(told.map((m) => m.recipient)).toContain(DEMO.reseller);
    expect(told[0]!.link).toContain(`/contracts/${contractId}`);
    const approved = await approve(contractId, growerId, DEMO.reseller);
    expect(approved.statusCode).toBe(200);
    const link = (await messagesAbout(portal.app, newContractId)).find((m) => m.recipient === 'ada@quiet.example.com')!;
    expect((await signWith(tokenOf(link.link))).statusCode).toBe(200);
    expect((await approve(contractId, growerId, DEMO.reseller)).statusCode).toBe(409);
  });

  it('M-1: nobody else approves: not the sender, not another reseller’s approver, not when the record has a contact', async () => {
    const { contractId, growerId } = await sentContract(
      { grower: 'Quiet Creek Farms' },
      { email: 'ada@quiet.example.com', delivery_choice: 'email' },
    );
    await insertCompany(portal.app, 'Elsewhere Seeds', 'reseller');
    await assign(portal.app, DEMO.operator, 'Elsewhere Seeds', 'reseller');
    for (const user of [DEMO.receiver, DEMO.operator]) {
      const denied = await approve(contractId, growerId, user);
      expect(denied.statusCode, user).toBe(403);
    }
    expect((await approve(contractId, growerId, '')).statusCode).toBe(401);
    expect(await growerSigner(contractId)).toMatchObject({ pending_contact: { confirm_by: 'reseller' } });
    // a record with a contact confirms by itself: the reseller cannot approve over it
    const other = await sentContract({}, { email: ATTACKER });
    const refused = await approve(other.contractId, other.growerId, DEMO.reseller);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('This contact change waits for the grower’s confirmation.');
  });
});
