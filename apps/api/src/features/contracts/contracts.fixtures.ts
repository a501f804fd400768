import { type ContractListResponse, type CreateContractInput, type FieldError } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  assignments,
  companies,
  contracts,
  fields,
  growers,
  productionPlans,
  roles,
  stewardshipActivities,
  stewardshipStewards,
  storageLocations,
  users,
} from '../../db/schema';
import { createTestPortal, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

/**
 * What the contract API tests share: one portal per test file with the demo companies, growers and
 * Cornbelt's plan, a valid create payload, and calls of the contracts routes.
 */
export type Created = { contract_id: string; contract_doc_link: string; new_contract_id: string };

export const ALL_STATES =
  'pending,pendinggrowersigned,amendment_pending,amendmentpendinggrowersigned,completed,amendment_completed,voided';

/** The portal of the test file that called setUpContractsPortal(), and the demo ids it read. */
export let portal: TestPortal;
export const company = {} as Record<
  'cornbelt' | 'horizon' | 'midwest' | 'prairieGold' | 'heartland' | 'northStar',
  string
>;
export const grower = {} as Record<'hansen' | 'miller' | 'kowalski' | 'twoRivers', string>;
export let cornbeltPlan = '';

export const db = () => portal.app.deps.db;

async function companyId(name: string) {
  const [row] = await db().select({ id: companies.companyId }).from(companies).where(eq(companies.companyName, name));
  return row!.id;
}
async function growerId(name: string) {
  const [row] = await db().select({ id: growers.growerId }).from(growers).where(eq(growers.growerName, name));
  return row!.id;
}

/** A valid commercial-feed contract at Cornbelt for Hansen's North 80 (80 ac × APH 190 = 15 200 bushels in Oct). */
/** A grower's first storage location as a contract's Grain storage row. */
export async function grainStorageOf(
  database: TestPortal['app']['deps']['db'],
  growerId: string,
): Promise<NonNullable<CreateContractInput['storage']>[number]> {
  const [storage] = await database.select().from(storageLocations).where(eq(storageLocations.growerId, growerId));
  return {
    storage_location_id: storage!.storageLocationId,
    storage_name: storage!.storageName,
    storage_capacity: storage!.storageCapacity,
    storage_type: 'Grain',
    storage_latitude: storage!.storageLatitude,
    storage_longitude: storage!.storageLongitude,
  };
}

export async function hansenPayload(overrides: Partial<CreateContractInput> = {}): Promise<CreateContractInput> {
  const [field] = await db()
    .select()
    .from(fields)
    .where(and(eq(fields.growerId, grower.hansen), eq(fields.fieldName, 'North 80')));
  return {
    contract_type: 'commercial-feed',
    contract_year: 2026,
    production_plan_id: cornbeltPlan,
    inventory_code: '26COR1',
    grain_receiver_details: { grain_receiver_id: company.cornbelt },
    reseller_details: { reseller_id: company.prairieGold },
    grower_details: { grower_id: grower.hansen, phone: '515-555-0200', email: 'hansen@farm.example.com' },
    fields: [
      {
        field_id: field!.fieldId,
        field_name: field!.fieldName,
        farm_id: field!.farmId,
        planting_rate: 32000,
        average_yield: 190,
        border_rows: false,
        acres: 80,
        crop_year: 2026,
        latitude: field!.latitude,
        longitude: field!.longitude,
        is_total: false,
      },
    ],
    storage: [await grainStorageOf(db(), grower.hansen)],
    delivery_schedule: [
      {
        delivery_month: 10,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 50,
        contract_units: 9500,
        available_acres: 800,
      },
      {
        delivery_month: 11,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 30,
        contract_units: 5700,
        available_acres: 1000,
      },
      {
        delivery_month: 12,
        delivery_year: 2026,
        delivery_type: 'grain',
        contract_acres: 0,
        contract_units: 0,
        available_acres: 700,
      },
    ],
    ...overrides,
  };
}

export const create = (user: string, payload: unknown) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/grower-contracts/v1', payload: payload as object });
export const getContract = (user: string, id: string) =>
  injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1?contract_id=${id}` });
export const list = async (user: string, query = '') => {
  const response = await injectAs(portal.app, user, { method: 'GET', url: `/api/grower-contracts/v1${query}` });
  expect(response.statusCode).toBe(200);
  return json<ContractListResponse>(response);
};
export const messages = (response: Parameters<typeof errorOf>[0]) =>
  (errorOf(response).details as FieldError[]).map((d) => d.message);

/** A demo contract by grower and state. */
export async function demoContract(growerName: keyof typeof grower, state: string) {
  const [row] = await db()
    .select()
    .from(contracts)
    .where(and(eq(contracts.growerId, grower[growerName]), eq(contracts.contractState, state)))
    .orderBy(asc(contracts.created));
  if (!row) throw new Error(`No demo contract of ${growerName} in ${state}`);
  return row;
}

/**
 * Makes the user a steward of the contract's stewardship activity (created at North Star when the
 * contract has none; the demo's completed contracts have theirs); returns the activity id.
 */
export async function makeSteward(email: string, contractId: string): Promise<string> {
  await db()
    .insert(stewardshipActivities)
    .values({ contractId, harvestYear: 2026, externalReferenceId: company.northStar })
    .onConflictDoNothing({ target: stewardshipActivities.contractId });
  const [activity] = await db()
    .select({ id: stewardshipActivities.stewardshipActivityId })
    .from(stewardshipActivities)
    .where(eq(stewardshipActivities.contractId, contractId));
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  await db()
    .insert(stewardshipStewards)
    .values({ stewardshipActivityId: activity!.id, userId: user!.id })
    .onConflictDoNothing();
  return activity!.id;
}

/** Takes the user off the contract's stewardship activity. */
export async function removeSteward(email: string, contractId: string): Promise<void> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  await db()
    .delete(stewardshipStewards)
    .where(
      and(
        eq(stewardshipStewards.userId, user!.id),
        sql`${stewardshipStewards.stewardshipActivityId} in (select ${stewardshipActivities.stewardshipActivityId} from ${stewardshipActivities} where ${stewardshipActivities.contractId} = ${contractId})`,
      ),
    );
}

export async function giveRole(email: string, companyKey: keyof typeof company, roleName: string) {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db().select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  await db().insert(assignments).values({ userId: user!.id, companyId: company[companyKey], roleId: role!.id });
}

/** Starts the portal for one test file (beforeAll) and closes it (afterAll). */
export function setUpContractsPortal() {
  beforeAll(async () => {
    portal = await createTestPortal();
    company.cornbelt = await companyId('Cornbelt Renewable Fuels');
    company.horizon = await companyId('Prairie Horizon Ethanol');
    company.midwest = await companyId('Midwest Grain Logistics');
    company.prairieGold = await companyId('Prairie Gold Seed Co.');
    company.heartland = await companyId('Heartland Ag Supply');
    company.northStar = await companyId('North Star Seed Sales');
    grower.hansen = await growerId('Hansen Family Farms');
    grower.miller = await growerId('Miller Acres');
    grower.kowalski = await growerId('Kowalski Grain');
    grower.twoRivers = await growerId('Two Rivers Ranch');
    const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company.cornbelt));
    cornbeltPlan = plan!.productionPlanId;
  });

  afterAll(() => portal?.close());
}
