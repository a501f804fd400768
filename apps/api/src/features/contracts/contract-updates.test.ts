import { CONTRACT_MESSAGES as M, type ContractView } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { fields, syncAttempts } from '../../db/schema';
import { DEMO, errorOf, inject, injectAs, json } from '../../../test/portal';
import {
  type Created,
  create,
  db,
  demoContract,
  getContract,
  grower,
  hansenPayload,
  makeSteward,
  portal,
  setUpContractsPortal,
} from './contracts.fixtures';

/** The other contract calls: sync, the archived PDF, fields, stewardship history, drafts; and their input checks. */
setUpContractsPortal();

describe('sync and archive', () => {
  it('syncs through the connector and records the attempt', async () => {
    const completed = await demoContract('hansen', 'completed');
    const sync = (user: string) =>
      injectAs(portal.app, user, { method: 'POST', url: `/api/trigger-contracts?contract_id=${completed.contractId}` });
    expect((await sync(DEMO.receiver)).statusCode).toBe(403);
    expect((await sync(DEMO.salesrep)).statusCode).toBe(200);
    const response = await sync(DEMO.admin);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ success: true, status_code: 200 });
    const attempts = await db()
      .select()
      .from(syncAttempts)
      .where(and(eq(syncAttempts.target, 'contract'), eq(syncAttempts.targetId, completed.newContractId)));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.payload).toMatchObject({ contract_id: completed.contractId });

    const spy = vi
      .spyOn(portal.app.deps.connector, 'sync')
      .mockResolvedValueOnce({ ok: false, statusCode: 500, attempts: 3, error: 'Endpoint answered 500' });
    const failed = await sync(DEMO.admin);
    spy.mockRestore();
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed).message).toBe(M.syncFailed);
  });

  it('links the archived PDF of completed contracts only', async () => {
    const completed = await demoContract('hansen', 'completed');
    const archive = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/archive-pdf-contracts?contract_id=${completed.contractId}`,
    });
    expect(json(archive)).toEqual({
      contract_id: completed.contractId,
      link: `/api/contract-pdf/${completed.contractId}?signed=true`,
    });
    const pending = await demoContract('miller', 'pending');
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/archive-pdf-contracts?contract_id=${pending.contractId}`,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('every contract call', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  const calls: {
    method: 'GET' | 'POST' | 'PATCH';
    url: string;
    payload?: object;
    bad: { url: string; payload?: object };
  }[] = [
    {
      method: 'PATCH',
      url: '/api/grower-contracts/v1',
      payload: { contract_id: id },
      bad: { url: '/api/grower-contracts/v1', payload: { contract_id: 'x' } },
    },
    {
      method: 'PATCH',
      url: `/api/void?contract_id=${id}`,
      payload: { voided_from: 'Entered in error' },
      bad: { url: '/api/void?contract_id=x', payload: {} },
    },
    { method: 'POST', url: `/api/trigger-contracts?contract_id=${id}`, bad: { url: '/api/trigger-contracts' } },
    { method: 'GET', url: `/api/archive-pdf-contracts?contract_id=${id}`, bad: { url: '/api/archive-pdf-contracts' } },
    {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: { contract_id: id, fields: [{ field_id: 'a', acres: 1 }] },
      bad: { url: '/api/update-contract-fields', payload: { contract_id: id, fields: [] } },
    },
    {
      method: 'PATCH',
      url: '/api/contract-stewardship-history',
      payload: { contract_id: id, stewardship_history: { action: 'x' } },
      bad: {
        url: '/api/contract-stewardship-history',
        payload: { contract_id: id, stewardship_history: { action: '' } },
      },
    },
    {
      method: 'POST',
      url: '/api/companies_contract',
      payload: { companyList: [id] },
      bad: { url: '/api/companies_contract', payload: { companyList: ['x'] } },
    },
    {
      method: 'POST',
      url: '/api/search-by-production-plan',
      payload: { production_plan_ids: [id] },
      bad: { url: '/api/search-by-production-plan', payload: { production_plan_ids: [] } },
    },
    { method: 'GET', url: `/api/drafts?contract_id=${id}`, bad: { url: '/api/drafts' } },
    {
      method: 'POST',
      url: '/api/drafts',
      payload: { contract_id: id, draft: {} },
      bad: { url: '/api/drafts', payload: { contract_id: id } },
    },
  ];

  it('needs a session', async () => {
    for (const call of calls) {
      const response = await inject(portal.app, { method: call.method, url: call.url, payload: call.payload });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('rejects malformed input with 400, and unknown contracts with 404', async () => {
    for (const call of calls) {
      const bad = await injectAs(portal.app, DEMO.admin, {
        method: call.method,
        url: call.bad.url,
        payload: call.bad.payload,
      });
      expect(bad.statusCode, `${call.method} ${call.bad.url}`).toBe(400);
      expect(errorOf(bad).code).toBe('validation_failed');
    }
    for (const call of calls.filter(
      (c) => !['/api/companies_contract', '/api/search-by-production-plan'].includes(c.url),
    )) {
      const unknown = await injectAs(portal.app, DEMO.admin, {
        method: call.method,
        url: call.url,
        payload: call.payload,
      });
      expect(unknown.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
  });
});

describe('fields, stewardship history, drafts', () => {
  it('updates the contract fields and records assign_fields_user_info, keeping initial_fields', async () => {
    const created = json<Created>(await create(DEMO.receiver, await hansenPayload()));
    const [creek] = await db()
      .select()
      .from(fields)
      .where(and(eq(fields.growerId, grower.hansen), eq(fields.fieldName, 'Creek Bottom')));
    const body = {
      contract_id: created.contract_id,
      fields: [
        { field_id: creek!.fieldId, field_name: 'Creek Bottom', acres: 45.5, planting_rate: 33000, average_yield: 200 },
      ],
    };
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/update-contract-fields',
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.receiver, created.contract_id));
    expect(contract.contract_details.fields.map((f) => f.field_name)).toEqual(['Creek Bottom']);
    expect(contract.contract_details.initial_fields.map((f) => f.field_name)).toEqual(['North 80']);
    expect(contract.contract_history.assign_fields_user_info?.user_email).toBe(DEMO.receiver);
    const [miller] = await db().select().from(fields).where(eq(fields.growerId, grower.miller));
    const foreign = await injectAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/update-contract-fields',
      payload: { ...body, fields: [{ ...body.fields[0], field_id: miller!.fieldId }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('adds stewardship history entries', async () => {
    const completed = await demoContract('twoRivers', 'completed');
    await makeSteward(DEMO.steward, completed.contractId);
    const payload = { contract_id: completed.contractId, stewardship_history: { action: 'Recorded planting' } };
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'PATCH',
          url: '/api/contract-stewardship-history',
          payload,
        })
      ).statusCode,
    ).toBe(403);
    const response = await injectAs(portal.app, DEMO.steward, {
      method: 'PATCH',
      url: '/api/contract-stewardship-history',
      payload,
    });
    expect(response.statusCode).toBe(200);
    const { contract } = json<{ contract: ContractView }>(await getContract(DEMO.steward, completed.contractId));
    // after the demo activity's own history (Assign Steward, Edit planting stewardship, ...)
    expect(contract.contract_history.stewardship_history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'Recorded planting', user_email: DEMO.steward, user_name: 'Stella Hart' }),
        expect.objectContaining({ action: 'Assign Steward', user_email: DEMO.steward }),
      ]),
    );
  });

  it('keeps a draft per user and contract', async () => {
    const pending = await demoContract('miller', 'pending');
    const draft = { grower_details: { phone: '515-555-0999' } };
    const saved = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/drafts',
      payload: { contract_id: pending.contractId, draft },
    });
    expect(saved.statusCode).toBe(200);
    const read = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/drafts?contract_id=${pending.contractId}`,
    });
    expect(json(read)).toMatchObject({ contract_id: pending.contractId, draft });
    const other = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/drafts?contract_id=${pending.contractId}`,
    });
    expect(json(other)).toMatchObject({ draft: null });
    const heartland = await demoContract('kowalski', 'pendinggrowersigned');
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/drafts?contract_id=${heartland.contractId}`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
