import { CONTRACT_MESSAGES as M, GROWER_ADD_TEXTS as T, type FieldError, type GrowerFieldsAdded } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, fields, growers } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

const ROUTE = '/api/growers/v1';
let portal: TestPortal;
const id = {} as Record<'heartland' | 'northStar' | 'kowalski', string>;
const db = () => portal.app.deps.db;

const companyId = async (name: string) =>
  (await db().select({ id: companies.companyId }).from(companies).where(eq(companies.companyName, name)))[0]!.id;

beforeAll(async () => {
  portal = await createTestPortal();
  id.heartland = await companyId('Heartland Ag Supply');
  id.northStar = await companyId('North Star Seed Sales');
  const [kowalski] = await db()
    .select({ id: growers.growerId })
    .from(growers)
    .where(eq(growers.growerName, 'Kowalski Grain'));
  id.kowalski = kowalski!.id;
});
afterAll(() => portal?.close());

const post = (user: string | null, payload: object) =>
  injectAs(portal.app, user, { method: 'POST', url: ROUTE, payload });
const field = { field_name: 'North 40', acres: 40, planting_rate: 32000, average_yield: 200 };
const newGrower = (name: string, sap_id: string | null = null) => ({
  reseller_id: id.heartland,
  grower: { grower_name: name, sap_id, first: 'Ada', last: 'Lund', phone: '3085550100', email: 'ada@example.com' },
  farm_name: 'Home farm',
  fields: [field],
});
const fieldCount = async (growerId: string) =>
  (await db().select({ n: count() }).from(fields).where(eq(fields.growerId, growerId)))[0]!.n;

describe('POST /api/growers/v1 (a grower and its fields, where contracts are made)', () => {
  it('B3: a receiver adds a new grower of a linked reseller with a field, in one go', async () => {
    const response = await post(DEMO.receiver, newGrower('Lund Family Farm', '50000099'));
    expect(response.statusCode, response.body).toBe(201);
    const added = json<GrowerFieldsAdded>(response);
    expect(added).toMatchObject({
      message: T.added,
      fields_added: 1,
      grower: { grower_name: 'Lund Family Farm', sap_id: '0050000099', reseller: { reseller_id: id.heartland } },
    });
    const read = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/grower-fields/v1?grower_id=${added.grower.grower_id}`,
    });
    expect(json<{ fields: { field_name: string; farm_name: string; acres: number }[] }>(read).fields).toEqual([
      expect.objectContaining({ field_name: 'North 40', farm_name: 'Home farm', acres: 40 }),
    ]);
  });

  it('B3: adds fields to an existing grower of the reseller', async () => {
    const before = await fieldCount(id.kowalski);
    const response = await post(DEMO.receiver, {
      reseller_id: id.heartland,
      grower_id: id.kowalski,
      farm_name: 'River farm',
      fields: [
        { ...field, field_name: 'River 1' },
        { ...field, field_name: 'River 2', planting_rate: '', average_yield: '' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await fieldCount(id.kowalski)).toBe(before + 2);
  });

  it('B3: refuses a reseller the user may not contract with, and users without create-contract', async () => {
    const growersBefore = (await db().select({ n: count() }).from(growers))[0]!.n;
    // North Star is not linked to the receiver's company
    const foreign = await post(DEMO.receiver, { ...newGrower('Stray Farm'), reseller_id: id.northStar });
    expect(foreign.statusCode).toBe(403);
    // the reseller's own user has no create-contract
    expect((await post(DEMO.reseller, newGrower('Own Farm'))).statusCode).toBe(403);
    expect((await post(null, newGrower('Anon Farm'))).statusCode).toBe(401);
    // an existing grower of another reseller, through an edited body
    const [twoRivers] = await db()
      .select({ id: growers.growerId })
      .from(growers)
      .where(eq(growers.growerName, 'Two Rivers Ranch'));
    const edited = await post(DEMO.receiver, {
      reseller_id: id.heartland,
      grower_id: twoRivers!.id,
      farm_name: 'X',
      fields: [field],
    });
    expect(edited.statusCode).toBe(404);
    expect((await db().select({ n: count() }).from(growers))[0]!.n).toBe(growersBefore);
  });

  it('B3: checks the input with the form texts', async () => {
    const response = await post(DEMO.receiver, {
      ...newGrower(''),
      farm_name: ' ',
      fields: [{ field_name: '', acres: 0, planting_rate: 'x' }],
    });
    expect(response.statusCode).toBe(400);
    const messages = (errorOf(response).details as FieldError[]).map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([T.growerName, T.farmName, T.fieldName, M.fillAcres, M.fillPlantingRate]),
    );
    const none = await post(DEMO.receiver, { reseller_id: id.heartland, farm_name: 'F', fields: [field] });
    expect(errorOf(none).details).toEqual([{ field: 'grower_id', message: T.growerOrNew }]);
  });

  it('B3: refuses a duplicate SAP id and a field name the farm already has (409)', async () => {
    const taken = await post(DEMO.receiver, newGrower('Copy Farm', '0050000001'));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).details).toEqual([{ field: 'grower.sap_id', message: T.sapTaken }]);
    const twice = {
      reseller_id: id.heartland,
      grower_id: id.kowalski,
      farm_name: 'Twice farm',
      fields: [{ ...field, field_name: 'Twice' }],
    };
    expect((await post(DEMO.receiver, twice)).statusCode).toBe(201);
    const again = await post(DEMO.receiver, twice);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).details).toEqual([{ field: 'fields.0.field_name', message: T.fieldTaken }]);
  });
});
