import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, companies, roles, users } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, type TestPortal } from '../../../test/portal';
import { readPdf } from './report-files.fixtures';

/** newuser as a grain-ops-manager at Cornbelt: show-reports there, and no read-company. */
const OPS_MANAGER = DEMO.newuser;

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
  const db = portal.app.deps.db;
  const [user] = await db.select().from(users).where(eq(users.email, OPS_MANAGER));
  const [role] = await db.select().from(roles).where(eq(roles.roleName, 'grain-ops-manager'));
  const [cornbelt] = await db.select().from(companies).where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
  await db.insert(assignments).values({ userId: user!.id, companyId: cornbelt!.companyId, roleId: role!.roleId });
});
afterAll(() => portal?.close());

describe('N-10: the Net Bushels export names only companies the user sees', () => {
  it("N-10: a company_id the user cannot see is not turned into that company's name", async () => {
    const db = portal.app.deps.db;
    const [horizon] = await db.select().from(companies).where(eq(companies.companyName, 'Prairie Horizon Ethanol'));
    const [cornbelt] = await db.select().from(companies).where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
    const exportOf = async (companyId: string) => {
      const response = await injectAs(portal.app, OPS_MANAGER, {
        method: 'GET',
        url: `/api/reports/export?report=net-bushels&format=pdf&year=2026&company_id=${companyId}`,
      });
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      return readPdf(response.rawPayload).text;
    };
    expect(await exportOf(horizon!.companyId)).not.toContain('Prairie Horizon');
    expect(await exportOf(cornbelt!.companyId)).toContain('Cornbelt Renewable Fuels');
  });
});
