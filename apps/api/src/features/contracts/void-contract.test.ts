import { CONTRACT_MESSAGES as M, type ContractView } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, contractSigners, outbox } from '../../db/schema';
import { buildScaleTicket } from '../../../test/factories';
import { DEMO, errorOf, inject, injectAs, json } from '../../../test/portal';
import {
  type Created,
  cornbeltPlan,
  company,
  create,
  db,
  demoContract,
  getContract,
  giveRole,
  hansenPayload,
  list,
  portal,
  setUpContractsPortal,
} from './contracts.fixtures';

/** Voiding and deleting a contract. */
setUpContractsPortal();

describe('void and delete', () => {
  const voidCall = (user: string, id: string, payload: object = { voided_from: 'Entered in error' }) =>
    injectAs(portal.app, user, { method: 'PATCH', url: `/api/void?contract_id=${id}`, payload });

  it('voids at the receiver and records who did it', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    expect(
      (await inject(portal.app, { method: 'PATCH', url: `/api/void?contract_id=${created.contract_id}`, payload: {} }))
        .statusCode,
    ).toBe(401);
    expect((await voidCall(DEMO.reseller, created.contract_id)).statusCode).toBe(403);
    const response = await voidCall(DEMO.receiver, created.contract_id, { voided_from: 'contract-detail' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ contract_id: created.contract_id, contract_state: 'voided' });
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id));
    expect(contract.contract_history.voided_user_info?.user_email).toBe(DEMO.receiver);
    expect((await voidCall(DEMO.receiver, created.contract_id)).statusCode).toBe(409);
  });

  it('needs void-contract at the contract’s receiver or 3PO, not anywhere', async () => {
    const pending = await demoContract('miller', 'pending');
    await giveRole(DEMO.operator, 'prairieGold', 'reseller');
    expect((await getContract(DEMO.operator, pending.contractId)).statusCode).toBe(200);
    expect((await voidCall(DEMO.operator, pending.contractId)).statusCode).toBe(403);
    const horizon = await demoContract('twoRivers', 'completed');
    expect((await voidCall(DEMO.receiver, horizon.contractId)).statusCode).toBe(404);
  });

  it('is blocked while scale tickets exist', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    await buildScaleTicket(db(), {
      scaleTicketNumber: 'T-1',
      scaleTicketDate: '2026-10-05',
      growerName: 'Hansen Family Farms',
      contractId: created.contract_id,
      billOfLandingNumber: 'B-1',
      grossQuantity: 1000,
      netQuantity: 990,
      testWeight: 56,
      moisture: 15,
      damage: 0,
      foreignMaterial: 0,
      productionPlanId: cornbeltPlan,
      externalReferenceId: company.cornbelt,
    });
    const response = await voidCall(DEMO.receiver, created.contract_id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'void_blocked', message: M.voidBlocked });
    expect(
      json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id)).contract
        .has_scale_tickets,
    ).toBe(true);
    const amend = await create(DEMO.receiver, await hansenPayload({ parent_voided_contract_id: created.contract_id }));
    expect(amend.statusCode).toBe(409);
  });

  it('deletes voided contracts only, with delete-void, recorded and hidden afterwards', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const del = (user: string) =>
      injectAs(portal.app, user, {
        method: 'PATCH',
        url: '/api/grower-contracts/v1',
        payload: { contract_id: created.contract_id, deleted_user_info: { user_name: 'x' } },
      });
    expect((await del(DEMO.admin)).statusCode).toBe(409);
    await voidCall(DEMO.receiver, created.contract_id);
    expect((await del(DEMO.receiver)).statusCode).toBe(403);
    const response = await del(DEMO.admin);
    expect(response.statusCode).toBe(200);
    expect((await getContract(DEMO.admin, created.contract_id)).statusCode).toBe(404);
    const voided = await list(DEMO.admin, '?contract_status=voided&limit=1000');
    expect(voided.items.some((i) => i.contract_id === created.contract_id)).toBe(false);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.contract_id), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
    expect((await del(DEMO.admin)).statusCode).toBe(404);
  });

  it('needs a reason, records it with who and when, and tells every signer it was sent to', async () => {
    const pending = await demoContract('miller', 'pending');
    const sent = await db().select().from(contractSigners).where(eq(contractSigners.contractId, pending.contractId));
    expect(sent.length).toBeGreaterThan(0);

    for (const payload of [{}, { voided_from: '   ' }]) {
      const missing = await voidCall(DEMO.receiver, pending.contractId, payload);
      expect(missing.statusCode).toBe(400);
      expect((errorOf(missing).details as { message: string }[]).map((d) => d.message)).toEqual([M.voidReason]);
    }
    expect((await voidCall(DEMO.receiver, pending.contractId, { voided_from: 'x'.repeat(101) })).statusCode).toBe(400);
    // a partner who may see the contract but not void it
    expect((await voidCall(DEMO.reseller, pending.contractId, { voided_from: 'Wrong grower' })).statusCode).toBe(403);
    expect((await db().select().from(outbox).where(eq(outbox.kind, 'contract-voided'))).length).toBe(0);

    const reason = 'Grower sold the field';
    const response = await voidCall(DEMO.receiver, pending.contractId, { voided_from: ` ${reason} ` });
    expect(response.statusCode).toBe(200);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, pending.contractId));
    expect(contract.voided_from).toBe(reason);
    expect(contract.contract_history.voided_user_info).toMatchObject({ user_email: DEMO.receiver });
    expect(contract.voided_date).not.toBeNull();

    const messages = await db().select().from(outbox).where(eq(outbox.kind, 'contract-voided'));
    const expected = sent
      .map((s) => (s.deliveryChoice === 'phone' && s.phone ? s.phone : (s.email ?? s.phone)))
      .filter(Boolean)
      .sort();
    expect(messages.map((m) => m.recipient).sort()).toEqual(expected);
    for (const message of messages) {
      expect(message.subject).toBe(`Voided: Enogen contract ${pending.newContractId}`);
      expect(message.bodyText).toContain(`Reason: ${reason}.`);
    }
  });
});
