import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { assignmentsOfUser, userByEmail } from '../../testing';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

type Entry = {
  audit_id: string;
  at: string;
  user_email: string | null;
  company_names: string[];
  entity: string;
  action: string;
  changes: { field: string; from: unknown; to: unknown }[];
  details: Record<string, unknown> | null;
};
type Page = { items: Entry[]; has_more: boolean };

const LOG = '/api/admin/audit-log/v1';
/** The arranged rows all fall in January 2020, before anything the demo seed records. */
const JANUARY = { from: '2020-01-01T00:00:00.000Z', to: '2020-02-01T00:00:00.000Z' };

let portal: TestPortal;
let receiverId: string;
let receiverCompany: string;

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
const page = async (params: Record<string, string | number>, as = DEMO.admin) => {
  const response = await injectAs(portal.app, as, { method: 'GET', url: `${LOG}?${query({ ...JANUARY, ...params })}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<Page>(response);
};
const marks = (p: Page) => p.items.map((e) => `${e.user_email} ${e.entity}`);

beforeAll(async () => {
  portal = await createTestPortal();
  const db = portal.app.deps.db;
  const [receiver, operator, salesrep] = await Promise.all(
    [DEMO.receiver, DEMO.operator, DEMO.salesrep].map((email) => userByEmail(db, email)),
  );
  receiverId = receiver!.id;
  receiverCompany = (await assignmentsOfUser(db, receiverId))[0]!.companyId!;
  await db.insert(auditLog).values([
    {
      at: new Date('2020-01-01T10:00:00Z'),
      userId: receiverId,
      action: 'update',
      entity: 'production_plan',
      entityId: 'p-1',
      details: { changes: [{ field: 'aph', from: 200, to: 210 }] },
    },
    {
      at: new Date('2020-01-02T10:00:00Z'),
      userId: receiverId,
      action: 'create',
      entity: 'scale_ticket',
      details: { count: 3 },
    },
    {
      at: new Date('2020-01-03T10:00:00Z'),
      userId: operator!.id,
      action: 'update',
      entity: 'scale_ticket',
      entityId: 't-1',
      details: {
        changes: [
          { field: 'net_quantity', from: 1000, to: 1200 },
          { field: 'scale_ticket_date', from: '2019-12-30', to: '2019-12-31' },
          { field: 'notes', from: null, to: 'Wet load' },
        ],
      },
    },
    { at: new Date('2020-01-04T10:00:00Z'), userId: salesrep!.id, action: 'update', entity: 'company' },
  ]);
});
afterAll(() => portal?.close());

describe('GET /api/admin/audit-log/v1', () => {
  it('lists every change of the range newest first, with who, their companies and the field changes', async () => {
    const all = await page({});
    expect(marks(all)).toEqual([
      `${DEMO.salesrep} company`,
      `${DEMO.operator} scale_ticket`,
      `${DEMO.receiver} scale_ticket`,
      `${DEMO.receiver} production_plan`,
    ]);
    expect(all.has_more).toBe(false);
    const plan = all.items[3]!;
    expect(plan.changes).toEqual([{ field: 'aph', from: 200, to: 210 }]);
    expect(plan.company_names.length).toBeGreaterThan(0);
    expect(all.items[2]!).toMatchObject({ changes: [], details: { count: 3 } });
  });

  it('narrows by user, by company (of the acting user), by record type and by date', async () => {
    expect(marks(await page({ user_id: receiverId }))).toEqual([
      `${DEMO.receiver} scale_ticket`,
      `${DEMO.receiver} production_plan`,
    ]);
    const ofCompany = marks(await page({ company_id: receiverCompany }));
    expect(ofCompany).toContain(`${DEMO.receiver} production_plan`);
    expect(ofCompany).not.toContain(`${DEMO.salesrep} company`);
    expect(marks(await page({ entity: 'scale_ticket' }))).toEqual([
      `${DEMO.operator} scale_ticket`,
      `${DEMO.receiver} scale_ticket`,
    ]);
    expect(marks(await page({ from: '2020-01-02T00:00:00.000Z', to: '2020-01-03T00:00:00.000Z' }))).toEqual([
      `${DEMO.receiver} scale_ticket`,
    ]);
  });

  it('pages with has_more', async () => {
    const first = await page({ limit: 3 });
    expect([first.items.length, first.has_more]).toEqual([3, true]);
    const last = await page({ limit: 3, offset: 3 });
    expect([marks(last), last.has_more]).toEqual([[`${DEMO.receiver} production_plan`], false]);
  });

  it('is for portal admins only', async () => {
    for (const user of [DEMO.salesrep, DEMO.receiver, DEMO.steward]) {
      expect((await injectAs(portal.app, user, { method: 'GET', url: LOG })).statusCode).toBe(403);
      expect((await injectAs(portal.app, user, { method: 'GET', url: `${LOG}/export` })).statusCode).toBe(403);
    }
    expect((await injectAs(portal.app, null, { method: 'GET', url: LOG })).statusCode).toBe(401);
  });

  it('refuses a bad filter with 400', async () => {
    for (const bad of [
      { company_id: 'acme' },
      { from: 'yesterday' },
      { entity: "x' or 1=1" },
      { from: JANUARY.to, to: JANUARY.from },
      { limit: 1000 },
    ] as Record<string, string | number>[]) {
      const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `${LOG}?${query(bad)}` });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
  });
});

describe('GET /api/admin/audit-log/v1/export', () => {
  it('answers an xlsx of the filtered rows, with its filters, in the labels and formats of the record screens', async () => {
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `${LOG}/export?${query({ ...JANUARY, entity: 'scale_ticket' })}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain('audit-log.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Audit log')!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([
      'When (UTC)',
      'Who',
      'E-mail',
      'Company',
      'Record type',
      'Record id',
      'Action',
      'Changes',
    ]);
    expect(rows.slice(1).map((r) => [r[3], r[5], r[6], r[7], r[8]])).toEqual([
      [
        DEMO.operator,
        'Scale ticket',
        't-1',
        'Updated',
        'Net quantity: 1,000 → 1,200\nDate: 12/30/2019 → 12/31/2019\nNotes: — → Wet load',
      ],
      [DEMO.receiver, 'Scale ticket', '', 'Created', 'Count: 3'],
    ]);
    // a real date cell, shown as the portal shows date-times
    expect((rows[1]![1] as Date).toISOString()).toBe('2020-01-03T10:00:00.000Z');
    expect(sheet.getCell('A2').numFmt).toBe('mm/dd/yyyy h:mm AM/PM');
    const filters = workbook.getWorksheet('Filters')!.getColumn(1).values.filter(Boolean);
    expect(filters).toContain('entity: scale_ticket');
    expect(filters).toContain('Rows: 2');
  });
});
