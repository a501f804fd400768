import {
  CONTRACT_MESSAGES as M,
  GROWER_IMPORT_BODY_LIMIT,
  GROWER_IMPORT_MAX_ROWS,
  GROWER_IMPORT_TEXTS,
  type FieldError,
} from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fields, growers, storageLocations } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { SFDC_TAKEN } from './import-growers';

type FieldsReply = {
  farmArray: { farm_id: string; farm_name: string; fields: { field_name: string; acres: number }[] }[];
  fields: { field_id: string }[];
};

let portal: TestPortal;
let hansen: string;
const db = () => portal.app.deps.db;

beforeAll(async () => {
  portal = await createTestPortal();
  const [row] = await db()
    .select({ id: growers.growerId })
    .from(growers)
    .where(eq(growers.growerName, 'Hansen Family Farms'));
  hansen = row!.id;
});

afterAll(() => portal?.close());

describe('POST /api/growers/import', () => {
  const base = {
    grower_name: 'Lakeside Farms',
    sap_id: '50000009',
    reseller_sap_id: '12345678',
    first: 'Lena',
    last: 'Lake',
    city: 'Ames',
    state: 'IA',
  };

  it('is admin only', async () => {
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'POST',
          url: '/api/growers/import',
          payload: { rows: [base] },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, null, { method: 'POST', url: '/api/growers/import', payload: { rows: [base] } }))
        .statusCode,
    ).toBe(401);
  });

  it('imports growers, farms, fields and storage in one go, and updates them on a second import', async () => {
    const rows = [
      {
        ...base,
        farm_name: 'Lake Farm',
        field_name: 'West 40',
        acres: '40',
        planting_rate: '32000',
        average_yield: '190',
        storage_name: 'Lake Bins',
        storage_capacity: '20000',
        storage_latitude: '42',
        storage_longitude: '-93',
      },
      {
        ...base,
        farm_name: 'Lake Farm',
        field_name: 'East 60',
        acres: '60',
        planting_rate: '33000',
        average_yield: '200',
        border_rows: 'yes',
      },
      { ...base, farm_name: 'River Farm', field_name: 'Bottoms', acres: '25.5' },
      {
        grower_name: 'Hansen Family Farms',
        sap_id: '0050000001',
        reseller_sap_id: '0012345678',
        phone: '5155550999',
        farm_name: 'Hansen Home Farm',
        field_name: 'North 80',
        acres: '82',
        planting_rate: '32000',
        average_yield: '195',
      },
    ];
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: { rows: rows },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ growers: 2, farms: 3, fields: 4, storage_locations: 1, created_growers: 1 });
    const [lakeside] = await db().select().from(growers).where(eq(growers.sapId, '0050000009'));
    expect(lakeside).toMatchObject({ growerName: 'Lakeside Farms', first: 'Lena' });
    const lakeFields = json<FieldsReply>(
      await injectAs(portal.app, DEMO.admin, {
        method: 'GET',
        url: `/api/grower-fields/v1?grower_id=${lakeside!.growerId}`,
      }),
    );
    expect(lakeFields.farmArray.map((f) => [f.farm_name, f.fields.length])).toEqual([
      ['Lake Farm', 2],
      ['River Farm', 1],
    ]);
    const [north80] = await db()
      .select()
      .from(fields)
      .where(and(eq(fields.growerId, hansen), eq(fields.fieldName, 'North 80')));
    expect(north80).toMatchObject({ acres: 82, averageYield: 195 });
    const hansenFields = await db().select({ n: count() }).from(fields).where(eq(fields.growerId, hansen));
    expect(hansenFields[0]!.n).toBe(3);

    const again = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: { rows: [{ ...rows[0]!, grower_name: 'Lakeside Farms LLC', storage_capacity: '30000' }] },
    });
    expect(json(again)).toMatchObject({ growers: 1, created_growers: 0 });
    const [renamed] = await db().select().from(growers).where(eq(growers.sapId, '0050000009'));
    expect(renamed).toMatchObject({ growerName: 'Lakeside Farms LLC', first: 'Lena' });
    const storage = await db().select().from(storageLocations).where(eq(storageLocations.growerId, renamed!.growerId));
    expect(storage.map((s) => s.storageCapacity)).toEqual([30000]);
  });

  it('rejects the whole file with row numbers and writes nothing', async () => {
    const before = await db().select({ n: count() }).from(growers);
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: {
        rows: [
          { ...base, sap_id: '50000020', grower_name: 'Good Row' },
          { ...base, sap_id: '50000021', reseller_sap_id: '99999999' },
          { ...base, sap_id: '50000022', latitude: '91', farm_name: 'F', field_name: 'X', acres: '1' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect((error.details as FieldError[]).map((d) => d.message)).toEqual([`Row 4: ${M.latitude}`]);
    const unknown = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: {
        rows: [
          { ...base, sap_id: '50000020', grower_name: 'Good Row' },
          { ...base, sap_id: '50000021', reseller_sap_id: '99999999' },
        ],
      },
    });
    expect((errorOf(unknown).details as FieldError[]).map((d) => d.message)).toEqual([
      `Row 3: ${GROWER_IMPORT_TEXTS.unknownReseller}`,
    ]);
    const taken = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: { rows: [{ ...base, sap_id: '50000023', grower_sfdc_id: 'SFDC-G-001' }] },
    });
    expect((errorOf(taken).details as FieldError[]).map((d) => d.message)).toEqual([
      'Row 2: This Salesforce ID belongs to another grower',
    ]);
    const after = await db().select({ n: count() }).from(growers);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'POST', url: '/api/growers/import', payload: { rows: [] } }))
        .statusCode,
    ).toBe(400);
  });

  it('L-8: one Salesforce id for two growers, in one file or in two concurrent imports, is a 400 and not a 500', async () => {
    const sfdc = (sapId: string) => ({
      ...base,
      sap_id: sapId,
      grower_name: `Grower ${sapId}`,
      grower_sfdc_id: 'SFDC-RACE',
    });
    const twice = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: { rows: [sfdc('50000031'), sfdc('50000032')] },
    });
    expect([twice.statusCode, (errorOf(twice).details as FieldError[]).map((d) => d.message)]).toEqual([
      400,
      [`Row 3: ${SFDC_TAKEN}`],
    ]);
    const replies = await Promise.all([
      injectAs(portal.app, DEMO.admin, {
        method: 'POST',
        url: '/api/growers/import',
        payload: { rows: [sfdc('50000033')] },
      }),
      injectAs(portal.app, DEMO.admin, {
        method: 'POST',
        url: '/api/growers/import',
        payload: { rows: [sfdc('50000034')] },
      }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(errorOf(replies.find((r) => r.statusCode === 400)!).details).toEqual([
      { field: 'row 2.grower_sfdc_id', message: `Row 2: ${SFDC_TAKEN}` },
    ]);
    expect(await db().select().from(growers).where(eq(growers.growerSfdcId, 'SFDC-RACE'))).toHaveLength(1);
  });

  it('L-14: an import over the limit answers 413 payload_too_large', async () => {
    const row = { ...base, address: 'x'.repeat(200), address2: 'x'.repeat(200), first: 'x'.repeat(200) };
    const rows = Array.from(
      { length: Math.ceil(GROWER_IMPORT_BODY_LIMIT / JSON.stringify(row).length) + 1 },
      () => row,
    );
    const response = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/growers/import',
      payload: { rows: rows },
    });
    expect([response.statusCode, errorOf(response).code]).toEqual([413, 'payload_too_large']);
    expect(GROWER_IMPORT_BODY_LIMIT).toBeLessThanOrEqual(GROWER_IMPORT_MAX_ROWS * 1536);
  });
});
