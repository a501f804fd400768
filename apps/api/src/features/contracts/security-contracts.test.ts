import type { CreateContractInput, FieldError } from '@portal/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignments,
  companies,
  companyTraining,
  contracts,
  growers,
  productionPlans,
  roles,
  stewardshipActivities,
  stewardshipStewards,
  users,
} from '../../db/schema';
import { buildLink } from '../../../test/factories';
import { createTestPortal, DEMO, errorOf, injectAs, type TestPortal } from '../../../test/portal';
import { grainStorageOf } from './contracts.fixtures';
import { CREATE_MESSAGES } from './create-contract';

let portal: TestPortal;
const company: Record<string, string> = {};
const grower: Record<string, string> = {};
const planOf: Record<string, string> = {};
const db = () => portal.app.deps.db;

const create = (user: string, payload: unknown) =>
  injectAs(portal.app, user, { method: 'POST', url: '/api/grower-contracts/v1', payload: payload as object });
const messages = (response: Parameters<typeof errorOf>[0]) =>
  ((errorOf(response).details as FieldError[] | null) ?? []).map((d) => d.message);
const contractsOfPlan = async (planId: string) =>
  (await db().select({ n: count() }).from(contracts).where(eq(contracts.productionPlanId, planId)))[0]!.n;

/** A generic contract (total row only) for a grower, drawing on a plan's October. */
async function genericPayload(overrides: Partial<CreateContractInput>): Promise<CreateContractInput> {
  const growerId = overrides.grower_details?.grower_id ?? grower.miller!;
  return {
    contract_type: 'generic',
    contract_year: 2026,
    reseller_details: { reseller_id: company.prairieGold },
    grower_details: { grower_id: growerId },
    fields: [
      { field_id: 'total_enogen_acres_id', is_total: true, acres: 100, planting_rate: 140000, average_yield: 200 },
    ],
    storage: [await grainStorageOf(db(), growerId)],
    delivery_schedule: [
      { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 100, contract_units: 20000 },
    ],
    ...overrides,
  };
}

async function giveRole(email: string, companyKey: string, roleName: string) {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db().select({ id: roles.roleId }).from(roles).where(eq(roles.roleName, roleName));
  await db().insert(assignments).values({ userId: user!.id, companyId: company[companyKey]!, roleId: role!.id });
}

beforeAll(async () => {
  portal = await createTestPortal();
  const names = {
    cornbelt: 'Cornbelt Renewable Fuels',
    horizon: 'Prairie Horizon Ethanol',
    midwest: 'Midwest Grain Logistics',
    prairieGold: 'Prairie Gold Seed Co.',
    heartland: 'Heartland Ag Supply',
    northStar: 'North Star Seed Sales',
  };
  for (const [key, name] of Object.entries(names)) {
    const [row] = await db().select().from(companies).where(eq(companies.companyName, name));
    company[key] = row!.companyId;
  }
  for (const [key, name] of Object.entries({ miller: 'Miller Acres', kowalski: 'Kowalski Grain' })) {
    const [row] = await db().select().from(growers).where(eq(growers.growerName, name));
    grower[key] = row!.growerId;
  }
  for (const key of ['cornbelt', 'horizon', 'midwest']) {
    const [plan] = await db().select().from(productionPlans).where(eq(productionPlans.companyId, company[key]!));
    planOf[key] = plan!.productionPlanId;
  }
});
afterAll(() => portal?.close());

describe('H-1: a 3PO creates contracts only on plans it may use', () => {
  it("H-1: the 3PO cannot draw on an unlinked receiver's plan, template and numbering", async () => {
    const before = await contractsOfPlan(planOf.horizon!);
    const response = await create(
      DEMO.operator,
      await genericPayload({
        third_party_operator_id: company.midwest,
        grain_receiver_details: { grain_receiver_id: company.horizon },
        production_plan_id: planOf.horizon,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(await contractsOfPlan(planOf.horizon!)).toBe(before);
  });

  it("H-1: a receiver's plan needs a link between the 3PO and the receiver and create-contract at both", async () => {
    const payload = await genericPayload({
      third_party_operator_id: company.midwest,
      grain_receiver_details: { grain_receiver_id: company.cornbelt },
      production_plan_id: planOf.cornbelt,
    });
    // not linked: the receiver's plan is not among the 3PO's
    expect((await create(DEMO.operator, payload)).statusCode).toBe(400);
    await buildLink(db(), { companyId1: company.midwest!, companyId2: company.cornbelt! });
    // linked, but the operator holds create-contract at the 3PO only
    const before = await contractsOfPlan(planOf.cornbelt!);
    expect((await create(DEMO.operator, payload)).statusCode).toBe(403);
    expect(await contractsOfPlan(planOf.cornbelt!)).toBe(before);
    await giveRole(DEMO.operator, 'cornbelt', 'receiver');
    expect((await create(DEMO.operator, payload)).statusCode).toBe(201);
  });

  it('H-1: on its own plan the 3PO names only a grain receiver it is linked to', async () => {
    // Midwest is linked to Prairie Gold (the reseller), not to Prairie Horizon
    const before = await contractsOfPlan(planOf.midwest!);
    const response = await create(
      DEMO.operator,
      await genericPayload({
        third_party_operator_id: company.midwest,
        grain_receiver_details: { grain_receiver_id: company.horizon },
        production_plan_id: planOf.midwest,
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(messages(response)).toContain(CREATE_MESSAGES.receiverNotLinked);
    expect(await contractsOfPlan(planOf.midwest!)).toBe(before);
  });

  it('H-1: its own plan stays usable', async () => {
    const response = await create(
      DEMO.operator,
      await genericPayload({
        third_party_operator_id: company.midwest,
        grain_receiver_details: { grain_receiver_id: company.cornbelt },
        production_plan_id: planOf.midwest,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('L-3: the parties of a contract belong together', () => {
  it("L-3: the grower must be the reseller's, the reseller linked to the receiver or 3PO", async () => {
    const base = {
      grain_receiver_details: { grain_receiver_id: company.cornbelt },
      production_plan_id: planOf.cornbelt,
    };
    const before = await contractsOfPlan(planOf.cornbelt!);
    // North Star is not linked to Cornbelt; Miller belongs to Prairie Gold
    const unlinked = await create(
      DEMO.receiver,
      await genericPayload({ ...base, reseller_details: { reseller_id: company.northStar } }),
    );
    expect(unlinked.statusCode).toBe(400);
    expect(messages(unlinked)).toEqual(
      expect.arrayContaining([CREATE_MESSAGES.resellerNotLinked, CREATE_MESSAGES.growerOfReseller]),
    );
    // Heartland is linked to Cornbelt, but Miller is not Heartland's grower
    const foreignGrower = await create(
      DEMO.receiver,
      await genericPayload({ ...base, reseller_details: { reseller_id: company.heartland } }),
    );
    expect(messages(foreignGrower)).toEqual([CREATE_MESSAGES.growerOfReseller]);
    expect(await contractsOfPlan(planOf.cornbelt!)).toBe(before);
    const own = await create(
      DEMO.receiver,
      await genericPayload({
        ...base,
        reseller_details: { reseller_id: company.heartland },
        grower_details: { grower_id: grower.kowalski },
      }),
    );
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('L-3: the Non Enogen Contracts toggle', () => {
  it('L-3: a reseller that is not an Enogen dealer is a party only when its company allows non Enogen contracts', async () => {
    // North Star (not an Enogen dealer) is linked to Prairie Horizon; Two Rivers Ranch is its grower
    const [twoRivers] = await db().select().from(growers).where(eq(growers.growerName, 'Two Rivers Ranch'));
    const payload = await genericPayload({
      grain_receiver_details: { grain_receiver_id: company.horizon },
      production_plan_id: planOf.horizon,
      reseller_details: { reseller_id: company.northStar },
      grower_details: { grower_id: twoRivers!.growerId },
    });
    await db()
      .insert(companyTraining)
      .values({ trainingYear: 2026, companySapId: '0012345680', companyName: 'North Star Seed Sales', active: true })
      .onConflictDoNothing();
    await db()
      .update(companies)
      .set({ allowNonEnogenContracts: false })
      .where(eq(companies.companyId, company.northStar!));
    const before = await contractsOfPlan(planOf.horizon!);
    const refused = await create(DEMO.admin, payload);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual([CREATE_MESSAGES.nonEnogenReseller]);
    expect(await contractsOfPlan(planOf.horizon!)).toBe(before);
    await db()
      .update(companies)
      .set({ allowNonEnogenContracts: true })
      .where(eq(companies.companyId, company.northStar!));
    const allowed = await create(DEMO.admin, payload);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });
});

describe('L-5: stewardship edits', () => {
  it('L-5: is-steward edits only contracts of the activities the user stewards', async () => {
    const [pending] = await db()
      .select()
      .from(contracts)
      .where(and(eq(contracts.grainReceiverId, company.cornbelt!), eq(contracts.contractState, 'pending')));
    // the steward sees the contract once assigned at its reseller (read-company is not enough to see it)
    await giveRole(DEMO.steward, 'prairieGold', 'steward');
    const history = { contract_id: pending!.contractId, stewardship_history: { action: 'Recorded planting' } };
    const patch = (url: string, payload: object) =>
      injectAs(portal.app, DEMO.steward, { method: 'PATCH', url, payload });
    const fieldsBody = {
      contract_id: pending!.contractId,
      fields: [
        { field_id: 'total_enogen_acres_id', is_total: true, acres: 10, planting_rate: 140000, average_yield: 200 },
      ],
    };
    expect((await patch('/api/contract-stewardship-history', history)).statusCode).toBe(403);
    expect((await patch('/api/update-contract-fields', fieldsBody)).statusCode).toBe(403);
    const [activity] = await db()
      .insert(stewardshipActivities)
      .values({ contractId: pending!.contractId, harvestYear: 2026, externalReferenceId: company.prairieGold })
      .returning();
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.steward));
    await db()
      .insert(stewardshipStewards)
      .values({ stewardshipActivityId: activity!.stewardshipActivityId, userId: user!.id });
    expect((await patch('/api/contract-stewardship-history', history)).statusCode).toBe(200);
    expect((await patch('/api/update-contract-fields', fieldsBody)).statusCode).toBe(200);
  });

  it("L-5: the activity's stewards edit as on the stewardship page, whatever their role", async () => {
    // create-contract at North Star, the reseller of Two Rivers' contract (visible), not at its receiver
    await giveRole(DEMO.newuser, 'northStar', 'receiver');
    const [row] = await db()
      .select({ activityId: stewardshipActivities.stewardshipActivityId, contractId: contracts.contractId })
      .from(stewardshipActivities)
      .innerJoin(contracts, eq(contracts.contractId, stewardshipActivities.contractId))
      .innerJoin(growers, eq(growers.growerId, contracts.growerId))
      .where(eq(growers.growerName, 'Two Rivers Ranch'));
    const history = { contract_id: row!.contractId, stewardship_history: { action: 'Recorded harvest' } };
    const patch = () =>
      injectAs(portal.app, DEMO.newuser, {
        method: 'PATCH',
        url: '/api/contract-stewardship-history',
        payload: history,
      });
    expect((await patch()).statusCode).toBe(403);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.newuser));
    await db().insert(stewardshipStewards).values({ stewardshipActivityId: row!.activityId, userId: user!.id });
    // a steward without is-steward (assigned by an admin) edits the activity, so its contract's history too
    expect((await patch()).statusCode).toBe(200);
  });
});
