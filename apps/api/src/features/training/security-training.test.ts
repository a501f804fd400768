import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTraining } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/company-training';
const CORNBELT_SAP = '0020000001';
const PRAIRIE_GOLD_SAP = '0012345678';

let portal: TestPortal;
const recordOf = async (sapId: string, year: number) =>
  (
    await portal.app.deps.db
      .select()
      .from(companyTraining)
      .where(and(eq(companyTraining.companySapId, sapId), eq(companyTraining.trainingYear, year)))
  )[0];

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

describe('L-1: training status is scoped to the company', () => {
  it('L-1: company-training at one company does not write the training of another SAP id', async () => {
    const doc = { training_year: 2026, company_sap_id: CORNBELT_SAP, company_name: 'X', active: true };
    for (const method of ['PATCH', 'POST'] as const) {
      const response = await injectAs(portal.app, DEMO.salesrep, { method, url: ROUTE, payload: doc });
      expect(response.statusCode).toBe(403);
    }
    const upload = await injectAs(portal.app, DEMO.salesrep, {
      method: 'POST',
      url: ROUTE,
      payload: { training_docs: [{ ...doc, company_sap_id: PRAIRIE_GOLD_SAP }, doc] },
    });
    expect(upload.statusCode).toBe(403);
    expect(await recordOf(CORNBELT_SAP, 2026)).toBeUndefined();
    // at a reseller the sales rep covers, the toggle still works
    const own = await injectAs(portal.app, DEMO.salesrep, {
      method: 'PATCH',
      url: ROUTE,
      payload: { ...doc, company_sap_id: PRAIRIE_GOLD_SAP, company_name: 'Prairie Gold Seed Co.' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('L-1: the training contacts of a company the user may not see are not given out', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `${ROUTE}?company_sap_id=${PRAIRIE_GOLD_SAP}&training_year=2026`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('reseller@example.com');
    expect(json(response)).not.toHaveProperty('contact_name');
    // Cornbelt is linked to Prairie Gold: the status its contracts depend on is readable.
    expect(json(response)).toMatchObject({ success: true, active: true });
  });
});
