import type { RecordHistoryPage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, injectAs, json } from '../../../test/portal';
import {
  type Created,
  create,
  demoContract,
  getContract,
  hansenPayload,
  portal,
  setUpContractsPortal,
} from './contracts.fixtures';

setUpContractsPortal();

const history = (user: string, id: string) =>
  injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1/history?contract_id=${id}` });

describe('GET /api/grower-contracts/v1/history', () => {
  it('lists the create and the void, newest first, with who did them', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const voided = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: `/api/void?contract_id=${created.contract_id}`,
      payload: { voided_from: 'contract-detail' },
    });
    expect(voided.statusCode).toBe(200);
    const response = await history(DEMO.receiver, created.contract_id);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = json<RecordHistoryPage>(response);
    expect(items[0]).toMatchObject({ entity: 'contract', entity_id: created.contract_id, user_name: 'Rachel Okafor' });
    expect(items.at(-1)).toMatchObject({ action: 'create' });
  });

  it("another company's user reads no contract history: 404, as reading the contract; unknown 404", async () => {
    const horizon = await demoContract('twoRivers', 'completed');
    expect((await getContract(DEMO.receiver, horizon.contractId)).statusCode).toBe(404);
    expect((await history(DEMO.receiver, horizon.contractId)).statusCode).toBe(404);
    expect((await history(DEMO.receiver, crypto.randomUUID())).statusCode).toBe(404);
  });
});
