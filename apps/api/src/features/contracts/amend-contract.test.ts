import { type ContractView } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts } from '../../db/schema';
import { DEMO, errorOf, json } from '../../../test/portal';
import { CREATE_MESSAGES } from './create-contract';
import {
  type Created,
  company,
  create,
  db,
  demoContract,
  getContract,
  hansenPayload,
  messages,
  setUpContractsPortal,
} from './contracts.fixtures';

/** Amending a contract: the original voided and the amendment created in one step. */
setUpContractsPortal();

describe('amend', () => {
  it('voids the original and creates the amendment in one step', async () => {
    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const response = await create(
      DEMO.receiver,
      await hansenPayload({ parent_voided_contract_id: original.contract_id }),
    );
    expect(response.statusCode).toBe(201);
    const amendment = json<Created>(response);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, amendment.contract_id));
    expect(contract.contract_state).toBe('amendment_pending');
    expect(contract.parent_voided_contract_id).toBe(original.contract_id);
    const before = json<{ contract: ContractView }>(await getContract(DEMO.receiver, original.contract_id)).contract;
    expect(before.contract_state).toBe('voided');
    expect(before.voided_date).toBeTruthy();
    expect(before.contract_history.voided_user_info?.user_email).toBe(DEMO.receiver);
    expect(before.contract_history.amended_user_info?.user_email).toBe(DEMO.receiver);
  });

  it('leaves exactly one amendment when two amends of one contract race', async () => {
    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const payload = await hansenPayload({ parent_voided_contract_id: original.contract_id });
    const responses = await Promise.all([create(DEMO.receiver, payload), create(DEMO.receiver, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((r) => r.statusCode === 409)!;
    expect(errorOf(loser).message).toBe(CREATE_MESSAGES.alreadyAmended);
    const [children] = await db()
      .select({ n: count() })
      .from(contracts)
      .where(eq(contracts.parentVoidedContractId, original.contract_id));
    expect(children!.n).toBe(1);
  });

  it('amends an already voided contract, keeps its identity and needs amend-contract at its receiver', async () => {
    const voided = await demoContract('hansen', 'voided');
    const other = await db()
      .select({ id: contracts.contractId })
      .from(contracts)
      .where(eq(contracts.parentVoidedContractId, voided.contractId));
    expect(other).toHaveLength(1);
    const again = await create(DEMO.receiver, await hansenPayload({ parent_voided_contract_id: voided.contractId }));
    expect(again.statusCode).toBe(409);

    const original = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const changed = await create(
      DEMO.receiver,
      await hansenPayload({
        parent_voided_contract_id: original.contract_id,
        reseller_details: { reseller_id: company.heartland },
      }),
    );
    expect(messages(changed)).toContain(CREATE_MESSAGES.amendIdentity);
    expect(
      (await create(DEMO.reseller, await hansenPayload({ parent_voided_contract_id: original.contract_id })))
        .statusCode,
    ).toBe(403);
    const missing = await create(
      DEMO.receiver,
      await hansenPayload({ parent_voided_contract_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(missing.statusCode).toBe(404);
  });
});
