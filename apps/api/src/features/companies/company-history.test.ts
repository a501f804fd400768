import type { RecordHistoryPage } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, users } from '../../db/schema';
import { companyIds, ROUTE } from './companies.fixtures';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { COMPANY_RECORD } from './repository';

const patchAs = injectAsReader(COMPANY_RECORD, 'company_id');
let portal: TestPortal;
let ids: Record<string, string>;

beforeAll(async () => {
  portal = await createTestPortal();
  ids = await companyIds(portal.app);
});
afterAll(() => portal?.close());

const history = (email: string, id: string) =>
  injectAs(portal.app, email, { method: 'GET', url: `${ROUTE}/history?company_id=${id}` });
const read = (email: string, id: string) =>
  injectAs(portal.app, email, { method: 'GET', url: `${ROUTE}?company_id=${id}` });

describe('GET /api/company-management/v1/history', () => {
  it('shows an edit and an added detail, old → new, with the editor’s name, newest first', async () => {
    const id = ids['North Star Seed Sales']!;
    const edit = (payload: object) =>
      patchAs(portal.app, DEMO.admin, { method: 'PATCH', url: ROUTE, payload: { company_id: id, ...payload } });
    expect((await edit({ city: 'Sioux Falls', phone: '605 555 0199' })).statusCode).toBe(200);
    expect((await edit({ details: { details_name: 'Region', details_value: 'North' } })).statusCode).toBe(200);

    const response = await history(DEMO.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    const [detail, update] = json<RecordHistoryPage>(response).items;
    expect(detail).toMatchObject({
      action: 'add-detail',
      user_name: 'Alex Morgan',
      changes: [
        { field: 'details_name', from: null, to: 'Region' },
        { field: 'details_value', from: null, to: 'North' },
      ],
    });
    expect(update).toMatchObject({ action: 'update', entity: 'company', entity_id: id, user_name: 'Alex Morgan' });
    expect(update!.changes).toEqual([
      { field: 'city', from: 'Brookings', to: 'Sioux Falls' },
      { field: 'phone', from: expect.any(String), to: '16055550199' },
    ]);
  });

  it('words a person given a role there: the user by name and the role, as the Employees list shows them', async () => {
    const db = portal.app.deps.db;
    const id = ids['Prairie Gold Seed Co.']!;
    const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.operator));
    const [reseller] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, 'reseller'));
    const invite = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/assignments',
      payload: { user_id: operator!.id, company_id: id, role_id: reseller!.id },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const response = await history(DEMO.reseller, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<RecordHistoryPage>(response).items[0]).toMatchObject({
      action: 'invite',
      entity: 'assignment',
      user_name: 'Alex Morgan',
      changes: [
        { field: 'user', from: null, to: expect.stringMatching(/\S/) },
        { field: 'role', from: null, to: 'Reseller' },
      ],
    });
    const [named] = json<RecordHistoryPage>(response).items[0]!.changes;
    expect(named!.to).not.toBe(operator!.id);
  });

  it("a partner reads no other company's history: the same 403 as reading the company; 404 when unknown", async () => {
    const foreign = ids['North Star Seed Sales']!;
    expect((await read(DEMO.reseller, foreign)).statusCode).toBe(403);
    expect((await history(DEMO.reseller, foreign)).statusCode).toBe(403);
    expect((await history(DEMO.reseller, crypto.randomUUID())).statusCode).toBe(404);
    expect((await history(DEMO.reseller, 'nope')).statusCode).toBe(400);
  });
});
