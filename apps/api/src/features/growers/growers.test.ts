import {
  CONTRACT_MESSAGES as M,
  GROWER_IMPORT_BODY_LIMIT,
  GROWER_IMPORT_MAX_ROWS,
  GROWER_IMPORT_TEXTS,
  STORAGE_MESSAGES,
} from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, fields, growers, storageLocations } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';
import type { GrowerView } from './grower-repository';
import { SFDC_TAKEN } from './import-growers';

type ErrorBody = { error: { code: string; message: string; details: { field: string; message: string }[] | null } };
type FieldsReply = {
  farmArray: { farm_id: string; farm_name: string; fields: { field_name: string; acres: number }[] }[];
  fields: { field_id: string }[];
};

let portal: TestPortal;
const cookies = {} as Record<keyof typeof DEMO, string>;
const grower = {} as Record<'hansen' | 'kowalski' | 'twoRivers', string>;
const db = () => portal.app.deps.db;
const get = (url: string, cookie?: string) => inject(portal.app, { method: 'GET', url, cookie });

async function growerId(name: string) {
  const [row] = await db().select({ id: growers.growerId }).from(growers).where(eq(growers.growerName, name));
  return row!.id;
}

beforeAll(async () => {
  portal = await createTestPortal();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) cookies[key] = await signIn(portal.app, DEMO[key]);
  grower.hansen = await growerId('Hansen Family Farms');
  grower.kowalski = await growerId('Kowalski Grain');
  grower.twoRivers = await growerId('Two Rivers Ranch');
});

afterAll(() => portal?.close());

describe('grower lookups', () => {
  it('needs a session', async () => {
    for (const url of [
      `/api/grower-fields/v1?grower_id=${grower.hansen}`,
      '/api/grower-search?query=Hansen',
      `/api/storage-locations/v1?grower_id=${grower.hansen}`,
      `/api/grower-360/v1?grower_id=${grower.hansen}`,
    ]) {
      expect((await get(url)).statusCode).toBe(401);
    }
  });

  it('serves farms and fields by grower id or Salesforce id, on both paths', async () => {
    const byId = json<FieldsReply>(await get(`/api/grower-fields/v1?grower_id=${grower.hansen}`, cookies.receiver));
    expect(byId.fields).toHaveLength(3);
    expect(byId.farmArray).toEqual([
      expect.objectContaining({
        farm_name: 'Hansen Home Farm',
        fields: expect.arrayContaining([expect.objectContaining({ field_name: 'Creek Bottom', acres: 45.5 })]),
      }),
    ]);
    const bySfdc = json<FieldsReply>(
      await get('/api/fields-eluminate?grower_salesforce_id=SFDC-G-001', cookies.receiver),
    );
    expect(bySfdc.fields.map((f) => f.field_id)).toEqual(byId.fields.map((f) => f.field_id));
    const posted = await inject(portal.app, {
      method: 'POST',
      url: '/api/grower-fields/v1',
      cookie: cookies.receiver,
      payload: { grower_id: grower.hansen },
    });
    expect(json<FieldsReply>(posted).fields).toHaveLength(3);
    expect((await get('/api/grower-fields/v1', cookies.receiver)).statusCode).toBe(400);
  });

  it('scopes growers to the resellers of the user’s companies and their links', async () => {
    // Cornbelt is linked to Prairie Gold and Heartland, not to North Star.
    expect((await get(`/api/grower-fields/v1?grower_id=${grower.kowalski}`, cookies.receiver)).statusCode).toBe(200);
    expect((await get(`/api/grower-fields/v1?grower_id=${grower.twoRivers}`, cookies.receiver)).statusCode).toBe(404);
    expect((await get(`/api/grower-fields/v1?grower_id=${grower.kowalski}`, cookies.reseller)).statusCode).toBe(404);
    expect((await get(`/api/grower-fields/v1?grower_id=${grower.twoRivers}`, cookies.admin)).statusCode).toBe(200);
    const names = async (term: string, cookie: string) =>
      json<{ growers: GrowerView[] }>(await get(`/api/grower-search?query=${term}`, cookie)).growers.map(
        (g) => g.grower_name,
      );
    expect(await names('Ranch', cookies.admin)).toEqual(['Two Rivers Ranch']);
    expect(await names('Ranch', cookies.receiver)).toEqual([]);
    expect(await names('Grain', cookies.receiver)).toEqual(['Kowalski Grain']);
    expect(await names('Grain', cookies.reseller)).toEqual([]);
    expect(await names('Farms', cookies.reseller)).toEqual(['Hansen Family Farms']);
    expect(await names('Grain', cookies.salesrep)).toEqual(['Kowalski Grain']);
    expect(await names('Grain', cookies.steward)).toEqual([]);
  });

  it('searches by name (3+ characters), SAP id and Salesforce id', async () => {
    expect((await get('/api/grower-search?query=Ha', cookies.admin)).statusCode).toBe(400);
    const byName = json<{ growers: GrowerView[] }>(await get('/api/grower-search?grower_name=acres', cookies.admin));
    expect(byName.growers.map((g) => g.grower_name)).toEqual(['Miller Acres']);
    const bySap = json<{ growers: GrowerView[] }>(await get('/api/grower-search?sap_id=50000001', cookies.admin));
    expect(bySap.growers[0]).toMatchObject({
      grower_name: 'Hansen Family Farms',
      sap_id: '0050000001',
      reseller: { reseller_name: 'Prairie Gold Seed Co.', reseller_sap_id: '0012345678' },
    });
    const typed = json<{ growers: GrowerView[] }>(await get('/api/grower-search?sap_id=500000', cookies.admin));
    expect(typed.growers).toHaveLength(4);
    const prefixed = json<{ growers: GrowerView[] }>(await get('/api/grower-search?sap_id=0050000004', cookies.admin));
    expect(prefixed.growers.map((g) => g.grower_name)).toEqual(['Two Rivers Ranch']);
    const bySfdc = json<{ growers: GrowerView[] }>(
      await get('/api/grower-search?salesforce_id=SFDC-G-004', cookies.admin),
    );
    expect(bySfdc.growers.map((g) => g.grower_name)).toEqual(['Two Rivers Ranch']);
    const escaped = json<{ growers: GrowerView[] }>(await get('/api/grower-search?query=%25%25%25', cookies.admin));
    expect(escaped.growers).toEqual([]);
  });

  it('answers grower-360 by id or SAP id and grower-profile by e-mail', async () => {
    const byId = json<{ grower: GrowerView }>(
      await get(`/api/grower-360/v1?grower_id=${grower.hansen}`, cookies.reseller),
    );
    expect(byId.grower).toMatchObject({
      grower_name: 'Hansen Family Farms',
      first: 'Erik',
      reseller: { reseller_name: 'Prairie Gold Seed Co.' },
    });
    const bySap = json<{ grower: GrowerView }>(await get('/api/grower-360/v1?sap_id=0050000001', cookies.reseller));
    expect(bySap.grower.grower_id).toBe(grower.hansen);
    const profile = json<{ grower: GrowerView }>(
      await get('/api/grower-profile/v1?email=Hansen@farm.example.com', cookies.reseller),
    );
    expect(profile.grower.grower_id).toBe(grower.hansen);
    expect((await get('/api/grower-profile/v1?email=santos@farm.example.com', cookies.reseller)).statusCode).toBe(404);
  });
});

describe('storage locations', () => {
  const post = (cookie: string, payload: object) =>
    inject(portal.app, { method: 'POST', url: '/api/storage-locations/v1', cookie, payload });
  const location = {
    storage_name: 'South Bins',
    storage_capacity: 25000,
    storage_type: 'Earlage',
    storage_latitude: 42.2,
    storage_longitude: -93.7,
  };

  it('lists a grower’s storage in the listed shape', async () => {
    const reply = json<{ storage_locations: Record<string, unknown>[] }>(
      await get(`/api/storage-locations/v1?grower_id=${grower.hansen}`, cookies.receiver),
    );
    expect(reply.storage_locations).toEqual([
      {
        storage_locations_id: expect.any(String),
        storage_locations_name: 'Hansen Bin Site',
        storage_locations_capacity: 60000,
        storage_locations_type: 'Grain',
        latitude: 42.05,
        longitude: -93.62,
      },
    ]);
    expect((await get(`/api/storage-locations/v1?grower_id=${grower.twoRivers}`, cookies.receiver)).statusCode).toBe(
      404,
    );
  });

  it('adds a storage location with the spec message, audited', async () => {
    const response = await post(cookies.receiver, { ...location, grower_id: grower.hansen });
    expect(response.statusCode).toBe(201);
    const body = json<{
      message: string;
      storage_location: { storage_locations_id: string; storage_locations_type: string };
    }>(response);
    expect(body.message).toBe(M.storageAdded);
    expect(body.storage_location.storage_locations_type).toBe('Earlage');
    const [audited] = await db()
      .select({ n: count() })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'storage_location'), eq(auditLog.entityId, body.storage_location.storage_locations_id)),
      );
    expect(audited!.n).toBe(1);
  });

  it('checks the storage form with the spec messages', async () => {
    const bad = await post(cookies.receiver, {
      grower_id: grower.hansen,
      storage_name: '',
      storage_capacity: '',
      storage_latitude: 90,
      storage_longitude: -180,
    });
    expect(bad.statusCode).toBe(400);
    expect(json<ErrorBody>(bad).error.details!.map((d) => d.message)).toEqual([
      STORAGE_MESSAGES.nameRequired,
      STORAGE_MESSAGES.capacityRequired,
      M.latitude,
      M.longitude,
    ]);
  });

  it('is for contract creators, on growers they may see', async () => {
    expect((await post(cookies.reseller, { ...location, grower_id: grower.hansen })).statusCode).toBe(403);
    expect((await post(cookies.receiver, { ...location, grower_id: grower.twoRivers })).statusCode).toBe(404);
    expect(
      (
        await inject(portal.app, {
          method: 'POST',
          url: '/api/storage-locations/v1',
          payload: { ...location, grower_id: grower.hansen },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/growers/import', () => {
  const upload = (cookie: string, rows: object[]) =>
    inject(portal.app, { method: 'POST', url: '/api/growers/import', cookie, payload: { rows } });
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
    expect((await upload(cookies.receiver, [base])).statusCode).toBe(403);
    expect(
      (await inject(portal.app, { method: 'POST', url: '/api/growers/import', payload: { rows: [base] } })).statusCode,
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
    const response = await upload(cookies.admin, rows);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ growers: 2, farms: 3, fields: 4, storage_locations: 1, created_growers: 1 });
    const [lakeside] = await db().select().from(growers).where(eq(growers.sapId, '0050000009'));
    expect(lakeside).toMatchObject({ growerName: 'Lakeside Farms', first: 'Lena' });
    const lakeFields = json<FieldsReply>(
      await get(`/api/grower-fields/v1?grower_id=${lakeside!.growerId}`, cookies.admin),
    );
    expect(lakeFields.farmArray.map((f) => [f.farm_name, f.fields.length])).toEqual([
      ['Lake Farm', 2],
      ['River Farm', 1],
    ]);
    const [north80] = await db()
      .select()
      .from(fields)
      .where(and(eq(fields.growerId, grower.hansen), eq(fields.fieldName, 'North 80')));
    expect(north80).toMatchObject({ acres: 82, averageYield: 195 });
    const hansenFields = await db().select({ n: count() }).from(fields).where(eq(fields.growerId, grower.hansen));
    expect(hansenFields[0]!.n).toBe(3);

    const again = await upload(cookies.admin, [
      { ...rows[0]!, grower_name: 'Lakeside Farms LLC', storage_capacity: '30000' },
    ]);
    expect(json(again)).toMatchObject({ growers: 1, created_growers: 0 });
    const [renamed] = await db().select().from(growers).where(eq(growers.sapId, '0050000009'));
    expect(renamed).toMatchObject({ growerName: 'Lakeside Farms LLC', first: 'Lena' });
    const storage = await db().select().from(storageLocations).where(eq(storageLocations.growerId, renamed!.growerId));
    expect(storage.map((s) => s.storageCapacity)).toEqual([30000]);
  });

  it('rejects the whole file with row numbers and writes nothing', async () => {
    const before = await db().select({ n: count() }).from(growers);
    const response = await upload(cookies.admin, [
      { ...base, sap_id: '50000020', grower_name: 'Good Row' },
      { ...base, sap_id: '50000021', reseller_sap_id: '99999999' },
      { ...base, sap_id: '50000022', latitude: '91', farm_name: 'F', field_name: 'X', acres: '1' },
    ]);
    expect(response.statusCode).toBe(400);
    const body = json<ErrorBody>(response);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details!.map((d) => d.message)).toEqual([`Row 4: ${M.latitude}`]);
    const unknown = await upload(cookies.admin, [
      { ...base, sap_id: '50000020', grower_name: 'Good Row' },
      { ...base, sap_id: '50000021', reseller_sap_id: '99999999' },
    ]);
    expect(json<ErrorBody>(unknown).error.details!.map((d) => d.message)).toEqual([
      `Row 3: ${GROWER_IMPORT_TEXTS.unknownReseller}`,
    ]);
    const taken = await upload(cookies.admin, [{ ...base, sap_id: '50000023', grower_sfdc_id: 'SFDC-G-001' }]);
    expect(json<ErrorBody>(taken).error.details!.map((d) => d.message)).toEqual([
      'Row 2: This Salesforce ID belongs to another grower',
    ]);
    const after = await db().select({ n: count() }).from(growers);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await upload(cookies.admin, [])).statusCode).toBe(400);
  });

  it('L-8: one Salesforce id for two growers, in one file or in two concurrent imports, is a 400 and not a 500', async () => {
    const sfdc = (sapId: string) => ({
      ...base,
      sap_id: sapId,
      grower_name: `Grower ${sapId}`,
      grower_sfdc_id: 'SFDC-RACE',
    });
    const twice = await upload(cookies.admin, [sfdc('50000031'), sfdc('50000032')]);
    expect([twice.statusCode, json<ErrorBody>(twice).error.details!.map((d) => d.message)]).toEqual([
      400,
      [`Row 3: ${SFDC_TAKEN}`],
    ]);
    const replies = await Promise.all([
      upload(cookies.admin, [sfdc('50000033')]),
      upload(cookies.admin, [sfdc('50000034')]),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(json<ErrorBody>(replies.find((r) => r.statusCode === 400)!).error.details).toEqual([
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
    const response = await upload(cookies.admin, rows);
    expect([response.statusCode, json<ErrorBody>(response).error.code]).toEqual([413, 'payload_too_large']);
    expect(GROWER_IMPORT_BODY_LIMIT).toBeLessThanOrEqual(GROWER_IMPORT_MAX_ROWS * 1536);
  });
});
