import { CONTRACT_MESSAGES as M, STORAGE_MESSAGES, type FieldError, type GrowerHit } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, growers } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

type FieldsReply = {
  farmArray: { farm_id: string; farm_name: string; fields: { field_name: string; acres: number }[] }[];
  fields: { field_id: string }[];
};

let portal: TestPortal;
const grower = {} as Record<'hansen' | 'kowalski' | 'twoRivers', string>;
const db = () => portal.app.deps.db;

async function growerId(name: string) {
  const [row] = await db().select({ id: growers.growerId }).from(growers).where(eq(growers.growerName, name));
  return row!.id;
}

beforeAll(async () => {
  portal = await createTestPortal();
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
      expect((await injectAs(portal.app, null, { method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('serves farms and fields by grower id or Salesforce id, on both paths', async () => {
    const byId = json<FieldsReply>(
      await injectAs(portal.app, DEMO.receiver, {
        method: 'GET',
        url: `/api/grower-fields/v1?grower_id=${grower.hansen}`,
      }),
    );
    expect(byId.fields).toHaveLength(3);
    expect(byId.farmArray).toEqual([
      expect.objectContaining({
        farm_name: 'Hansen Home Farm',
        fields: expect.arrayContaining([expect.objectContaining({ field_name: 'Creek Bottom', acres: 45.5 })]),
      }),
    ]);
    const bySfdc = json<FieldsReply>(
      await injectAs(portal.app, DEMO.receiver, {
        method: 'GET',
        url: '/api/fields-eluminate?grower_salesforce_id=SFDC-G-001',
      }),
    );
    expect(bySfdc.fields.map((f) => f.field_id)).toEqual(byId.fields.map((f) => f.field_id));
    const posted = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/grower-fields/v1',
      payload: { grower_id: grower.hansen },
    });
    expect(json<FieldsReply>(posted).fields).toHaveLength(3);
    expect(
      (await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: '/api/grower-fields/v1' })).statusCode,
    ).toBe(400);
  });

  it('scopes growers to the resellers of the user’s companies and their links', async () => {
    // Cornbelt is linked to Prairie Gold and Heartland, not to North Star.
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/grower-fields/v1?grower_id=${grower.kowalski}`,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/grower-fields/v1?grower_id=${grower.twoRivers}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: `/api/grower-fields/v1?grower_id=${grower.kowalski}`,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: `/api/grower-fields/v1?grower_id=${grower.twoRivers}`,
        })
      ).statusCode,
    ).toBe(200);
    const names = async (term: string, user: string) =>
      json<{ growers: GrowerHit[] }>(
        await injectAs(portal.app, user, { method: 'GET', url: `/api/grower-search?query=${term}` }),
      ).growers.map((g) => g.grower_name);
    expect(await names('Ranch', DEMO.admin)).toEqual(['Two Rivers Ranch']);
    expect(await names('Ranch', DEMO.receiver)).toEqual([]);
    expect(await names('Grain', DEMO.receiver)).toEqual(['Kowalski Grain']);
    expect(await names('Grain', DEMO.reseller)).toEqual([]);
    expect(await names('Farms', DEMO.reseller)).toEqual(['Hansen Family Farms']);
    expect(await names('Grain', DEMO.salesrep)).toEqual(['Kowalski Grain']);
    expect(await names('Grain', DEMO.steward)).toEqual([]);
  });

  it('searches by name (3+ characters), SAP id and Salesforce id', async () => {
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?query=Ha' })).statusCode,
    ).toBe(400);
    const byName = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?grower_name=acres' }),
    );
    expect(byName.growers.map((g) => g.grower_name)).toEqual(['Miller Acres']);
    const bySap = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?sap_id=50000001' }),
    );
    expect(bySap.growers[0]).toMatchObject({
      grower_name: 'Hansen Family Farms',
      sap_id: '0050000001',
      reseller: { reseller_name: 'Prairie Gold Seed Co.', reseller_sap_id: '0012345678' },
    });
    const typed = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?sap_id=500000' }),
    );
    expect(typed.growers).toHaveLength(4);
    const prefixed = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?sap_id=0050000004' }),
    );
    expect(prefixed.growers.map((g) => g.grower_name)).toEqual(['Two Rivers Ranch']);
    const bySfdc = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?salesforce_id=SFDC-G-004' }),
    );
    expect(bySfdc.growers.map((g) => g.grower_name)).toEqual(['Two Rivers Ranch']);
    const escaped = json<{ growers: GrowerHit[] }>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/grower-search?query=%25%25%25' }),
    );
    expect(escaped.growers).toEqual([]);
  });

  it('2.09: with reseller_id, offers only the growers that reseller may contract', async () => {
    const [prairieGold] = await db()
      .select({ id: companies.companyId })
      .from(companies)
      .where(eq(companies.companyName, 'Prairie Gold Seed Co.'));
    const search = async (query: string) => {
      const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/grower-search?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ growers: GrowerHit[] }>(response).growers;
    };
    const all = await search('sap_id=500000');
    expect(all).toHaveLength(4);
    const ofReseller = await search(`sap_id=500000&reseller_id=${prairieGold!.id}`);
    expect(ofReseller.length).toBeGreaterThan(0);
    expect(ofReseller.length).toBeLessThan(all.length);
    expect(ofReseller.every((g) => g.reseller?.reseller_id === prairieGold!.id)).toBe(true);
    const bad = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: '/api/grower-search?sap_id=500000&reseller_id=not-a-uuid',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers grower-360 by id or SAP id and grower-profile by e-mail', async () => {
    const byId = json<{ grower: GrowerHit }>(
      await injectAs(portal.app, DEMO.reseller, {
        method: 'GET',
        url: `/api/grower-360/v1?grower_id=${grower.hansen}`,
      }),
    );
    expect(byId.grower).toMatchObject({
      grower_name: 'Hansen Family Farms',
      first: 'Erik',
      reseller: { reseller_name: 'Prairie Gold Seed Co.' },
    });
    const bySap = json<{ grower: GrowerHit }>(
      await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: '/api/grower-360/v1?sap_id=0050000001' }),
    );
    expect(bySap.grower.grower_id).toBe(grower.hansen);
    const profile = json<{ grower: GrowerHit }>(
      await injectAs(portal.app, DEMO.reseller, {
        method: 'GET',
        url: '/api/grower-profile/v1?email=Hansen@farm.example.com',
      }),
    );
    expect(profile.grower.grower_id).toBe(grower.hansen);
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'GET',
          url: '/api/grower-profile/v1?email=santos@farm.example.com',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('storage locations', () => {
  const location = {
    storage_name: 'South Bins',
    storage_capacity: 25000,
    storage_type: 'Earlage',
    storage_latitude: 42.2,
    storage_longitude: -93.7,
  };

  it('lists a grower’s storage in the listed shape', async () => {
    const reply = json<{ storage_locations: Record<string, unknown>[] }>(
      await injectAs(portal.app, DEMO.receiver, {
        method: 'GET',
        url: `/api/storage-locations/v1?grower_id=${grower.hansen}`,
      }),
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
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/storage-locations/v1?grower_id=${grower.twoRivers}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('adds a storage location with the spec message, audited', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/storage-locations/v1',
      payload: { ...location, grower_id: grower.hansen },
    });
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
    const bad = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/storage-locations/v1',
      payload: {
        grower_id: grower.hansen,
        storage_name: '',
        storage_capacity: '',
        storage_latitude: 90,
        storage_longitude: -180,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect((errorOf(bad).details as FieldError[]).map((d) => d.message)).toEqual([
      STORAGE_MESSAGES.nameRequired,
      STORAGE_MESSAGES.capacityRequired,
      M.latitude,
      M.longitude,
    ]);
  });

  it('is for contract creators, on growers they may see', async () => {
    expect(
      (
        await injectAs(portal.app, DEMO.reseller, {
          method: 'POST',
          url: '/api/storage-locations/v1',
          payload: { ...location, grower_id: grower.hansen },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'POST',
          url: '/api/storage-locations/v1',
          payload: { ...location, grower_id: grower.twoRivers },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await injectAs(portal.app, null, {
          method: 'POST',
          url: '/api/storage-locations/v1',
          payload: { ...location, grower_id: grower.hansen },
        })
      ).statusCode,
    ).toBe(401);
  });
});
