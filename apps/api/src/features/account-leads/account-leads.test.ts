import { ACCOUNT_LEAD_TEXTS } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLeads, assignments, companies, users } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

const URL = '/api/update-eal-accounts';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('POST /api/update-eal-accounts?validate=true', () => {
  it('returns the SAP ids and e-mails that exist', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: `${URL}?validate=true`,
      payload: {
        reseller_sap_ids: ['0012345678', '0099999999'],
        new_account_lead_emails: ['STEWARD@example.com', 'ghost@example.com'],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ sap_ids: ['0012345678'], emails: ['steward@example.com'] });
  });
});

describe('POST /api/update-eal-accounts?submit=true', () => {
  it('saves a batch in one transaction: account lead rows and sales-representative assignments', async () => {
    const db = portal.app.deps.db;
    const [steward] = await db.select().from(users).where(eq(users.email, DEMO.steward));
    const [heartland] = await db.select().from(companies).where(eq(companies.sapId, '0012345679'));
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: `${URL}?submit=true`,
      payload: {
        assignment_list: [
          {
            reseller_sap_id: '0012345679',
            new_account_lead_email: 'steward@example.com',
            new_account_lead: 'Stella Hart',
            reseller_name: 'Heartland Ag Supply',
          },
          { reseller_sap_id: '0012345678', new_account_lead_email: 'salesrep@example.com' },
          { reseller_sap_id: '0099999999', new_account_lead_email: 'steward@example.com' },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      success_assignments: [
        { reseller_sap_id: '0012345679', new_account_lead_email: 'steward@example.com' },
        { reseller_sap_id: '0012345678', new_account_lead_email: 'salesrep@example.com' },
      ],
      failuer_assignments: [{ reseller_sap_id: '0099999999', new_account_lead_email: 'steward@example.com' }],
    });
    expect(await db.select().from(accountLeads)).toHaveLength(2);
    const held = await db
      .select()
      .from(assignments)
      .where(and(eq(assignments.userId, steward!.id), eq(assignments.companyId, heartland!.companyId)));
    expect(held).toHaveLength(1);
    // salesrep was already assigned at Prairie Gold: still exactly one assignment there.
    const [salesrep] = await db.select().from(users).where(eq(users.email, DEMO.salesrep));
    expect(await db.select().from(assignments).where(eq(assignments.userId, salesrep!.id))).toHaveLength(3);
  });

  it('answers 400 for more than 10 rows or a bad e-mail, naming the field', async () => {
    const row = { reseller_sap_id: '0012345678', new_account_lead_email: 'salesrep@example.com' };
    const tooMany = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: `${URL}?submit=true`,
      payload: { assignment_list: Array(11).fill(row) },
    });
    expect(tooMany.statusCode).toBe(400);
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: `${URL}?submit=true`,
      payload: { assignment_list: [{ ...row, new_account_lead_email: 'nope' }] },
    });
    expect(errorOf(bad).details).toEqual([
      {
        field: 'assignment_list.0.new_account_lead_email',
        message: 'This email appears to be invalid. Please check if anything is missing',
      },
    ]);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: URL, payload: { assignment_list: [row] } }))
        .statusCode,
    ).toBe(400);
  });

  it("1.72: a receiver (create-scale-ticket, the page's permission) may verify, as the page promises", async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: `${URL}?validate=true`,
      payload: { reseller_sap_ids: ['0012345678'], new_account_lead_emails: ['steward@example.com'] },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ sap_ids: ['0012345678'], emails: ['steward@example.com'] });
  });

  it('1.72: a receiver may not save a lead at a reseller where it could not grant sales-representative (attack)', async () => {
    const db = portal.app.deps.db;
    const before = await db.select().from(accountLeads);
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: `${URL}?submit=true`,
      payload: { assignment_list: [{ reseller_sap_id: '0012345678', new_account_lead_email: DEMO.receiver }] },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'forbidden',
      message: ACCOUNT_LEAD_TEXTS.mayNotGrant(DEMO.receiver, '0012345678'),
    });
    expect(await db.select().from(accountLeads)).toHaveLength(before.length);
  });

  it('answers 401 signed out and 403 without create-scale-ticket', async () => {
    const body = { reseller_sap_ids: [], new_account_lead_emails: [] };
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: `${URL}?validate=true`, payload: body })).statusCode,
    ).toBe(401);
    expect(
      (await injectAs(portal.app, DEMO.salesrep, { method: 'POST', url: `${URL}?validate=true`, payload: body }))
        .statusCode,
    ).toBe(403);
  });
});
