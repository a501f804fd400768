import type { ActivityListItem } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contracts, growers, stewardshipActivities, stewardshipFields, stewardshipStewards } from '../../db/schema';
import { DEMO, errorOf, injectAs, json } from '../../../test/portal';
import { NOT_COMPLETED } from './create-activity';
import { activityAs, db, demo, portal, removeSteward, setUpStewardshipPortal, userId } from './stewardship.fixtures';

setUpStewardshipPortal();

const get = (email: string | null, activityId: string, extra = '') =>
  injectAs(portal.app, email, { method: 'GET', url: `/api/activity?stewardship_activity_id=${activityId}${extra}` });
const create = (email: string, contractId: string) =>
  injectAs(portal.app, email, {
    method: 'POST',
    url: '/api/seed-stewardship/v1',
    payload: { contract_id: contractId },
  });
const list = (email: string, query = '') =>
  injectAs(portal.app, email, { method: 'GET', url: `/api/stewardship-activities${query}` });

async function demoContract(growerName: string, state: string) {
  const [row] = await db()
    .select()
    .from(contracts)
    .innerJoin(growers, eq(growers.growerId, contracts.growerId))
    .where(and(eq(growers.growerName, growerName), eq(contracts.contractState, state)));
  return row!.contracts;
}

describe('GET /api/activity', () => {
  it('answers the whole page with the domain completeness, history and what the steward may do', async () => {
    const hansen = await activityAs(DEMO.steward, demo.hansen.activityId);
    expect(hansen).toMatchObject({
      contract_id: demo.hansen.contractId,
      display_details: {
        grower_name: 'Hansen Family Farms',
        grain_receiver_name: 'Cornbelt Renewable Fuels',
        reseller_name: 'Prairie Gold Seed Co.',
      },
      completeness: { planting: 'complete', harvest: 'complete', storage: 'complete', planting_cleanout: 'complete' },
      can: { edit: true, assign_me: false, assign_others: false },
    });
    expect(hansen.stewards.map((s) => s.email)).toEqual([DEMO.steward]);
    expect(hansen.history.map((h) => h.action)).toContain('Replant');
    expect(hansen.history[0]).toMatchObject({ user_name: 'Stella Hart', user_email: DEMO.steward });
    expect(hansen.fields.some((f) => f.field_lost_replant.some((e) => e.type === 'replant'))).toBe(true);

    const twoRivers = await activityAs(DEMO.steward, demo.twoRivers.activityId);
    expect(twoRivers.completeness).toEqual({
      planting: 'complete',
      harvest: 'complete',
      storage: 'partial',
      planting_cleanout: 'partial',
    });
    const lost = twoRivers.fields.filter((f) => f.field_lost);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.field_lost_replant[0]).toMatchObject({ type: 'field_lost', user_name: 'Stella Hart' });

    const kowalski = await activityAs(DEMO.steward, demo.kowalski.activityId);
    expect(kowalski.completeness).toEqual({
      planting: 'empty',
      harvest: 'complete',
      storage: 'empty',
      planting_cleanout: 'empty',
    });
  });

  it("opens for page permissions at the contract's companies, read-only for non-stewards", async () => {
    // receiver: create/sign-contract at Cornbelt (Hansen's receiver); newuser: approve-contract at Heartland
    expect((await activityAs(DEMO.receiver, demo.hansen.activityId)).can).toEqual({
      edit: false,
      assign_me: false,
      assign_others: false,
    });
    expect((await activityAs(DEMO.newuser, demo.kowalski.activityId)).can.edit).toBe(false);
    expect((await activityAs(DEMO.admin, demo.twoRivers.activityId)).can).toEqual({
      edit: true,
      assign_me: true,
      assign_others: true,
    });
  });

  it('denies a user of an unrelated company, a missing permission, signed-out users and unknown ids', async () => {
    // operator: Midwest only; salesrep: no page permission at Prairie Gold; receiver: not Prairie Horizon's
    expect((await get(DEMO.operator, demo.hansen.activityId)).statusCode).toBe(403);
    expect((await get(DEMO.salesrep, demo.hansen.activityId)).statusCode).toBe(403);
    expect((await get(DEMO.receiver, demo.twoRivers.activityId)).statusCode).toBe(403);
    expect((await get(null, demo.hansen.activityId)).statusCode).toBe(401);
    expect((await get(DEMO.admin, crypto.randomUUID())).statusCode).toBe(404);
    expect(
      (await get(DEMO.steward, demo.hansen.activityId, `&contract_id=${demo.kowalski.contractId}`)).statusCode,
    ).toBe(404);
    expect((await get(DEMO.steward, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('lets a steward open only the activities it stewards', async () => {
    await removeSteward(demo.twoRivers.activityId, DEMO.steward);
    expect((await get(DEMO.steward, demo.twoRivers.activityId)).statusCode).toBe(403);
    const me = await injectAs(portal.app, DEMO.steward, {
      method: 'POST',
      url: '/api/stewards',
      payload: { stewardship_activity_id: demo.twoRivers.activityId, user_id: await userId(DEMO.steward) },
    });
    expect(me.statusCode).toBe(403);
    const admin = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/stewards',
      payload: { stewardship_activity_id: demo.twoRivers.activityId, user_id: await userId(DEMO.steward) },
    });
    expect(admin.statusCode).toBe(200);
    expect((await get(DEMO.steward, demo.twoRivers.activityId)).statusCode).toBe(200);
  });
});

describe('POST /api/seed-stewardship/v1', () => {
  it('answers the existing activity of a completed contract (idempotent)', async () => {
    const response = await create(DEMO.receiver, demo.hansen.contractId);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ stewardship_activity_id: demo.hansen.activityId, created: false });
  });

  it("creates a completed contract's activity once, with the contract's fields", async () => {
    const contract = await demoContract('Miller Acres', 'pending');
    expect(errorOf(await create(DEMO.receiver, contract.contractId))).toMatchObject({
      code: 'conflict',
      message: NOT_COMPLETED,
    });
    await db()
      .update(contracts)
      .set({ contractState: 'completed' })
      .where(eq(contracts.contractId, contract.contractId));
    expect((await create(DEMO.operator, contract.contractId)).statusCode).toBe(403);
    const first = await create(DEMO.receiver, contract.contractId);
    expect(first.statusCode).toBe(200);
    const { stewardship_activity_id: id, created } = json<{ stewardship_activity_id: string; created: boolean }>(first);
    expect(created).toBe(true);
    expect(json(await create(DEMO.receiver, contract.contractId))).toEqual({
      stewardship_activity_id: id,
      created: false,
    });
    const fieldRows = await db()
      .select()
      .from(stewardshipFields)
      .where(eq(stewardshipFields.stewardshipActivityId, id));
    const named = (contract.contractDetails as { fields: { field_id: string; is_total?: boolean }[] }).fields;
    expect(fieldRows.map((f) => f.fieldId).sort()).toEqual(
      named
        .filter((f) => !f.is_total)
        .map((f) => f.field_id)
        .sort(),
    );
    // the receiver sees it, without edit rights; nobody is a steward yet
    expect((await activityAs(DEMO.receiver, id)).stewards).toEqual([]);
  });

  it("gives an amendment its original's activity", async () => {
    const amendment = await demoContract('Hansen Family Farms', 'amendment_pending');
    const [original] = await db()
      .insert(stewardshipActivities)
      .values({ contractId: amendment.parentVoidedContractId!, harvestYear: 2026 })
      .returning();
    await db()
      .update(contracts)
      .set({ contractState: 'amendment_completed' })
      .where(eq(contracts.contractId, amendment.contractId));
    const response = await create(DEMO.receiver, amendment.contractId);
    expect(json(response)).toEqual({ stewardship_activity_id: original!.stewardshipActivityId, created: false });
    const [moved] = await db()
      .select()
      .from(stewardshipActivities)
      .where(eq(stewardshipActivities.stewardshipActivityId, original!.stewardshipActivityId));
    expect(moved!.contractId).toBe(amendment.contractId);
  });

  it('answers 404 for an unknown contract and 400 for a malformed id', async () => {
    expect((await create(DEMO.admin, crypto.randomUUID())).statusCode).toBe(404);
    expect((await create(DEMO.admin, 'x')).statusCode).toBe(400);
  });
});

describe('GET /api/stewardship-activities', () => {
  it("lists a steward's own activities, incomplete first", async () => {
    const response = await list(DEMO.steward);
    expect(response.statusCode).toBe(200);
    const { items, total } = json<{ items: ActivityListItem[]; total: number }>(response);
    // every completed demo contract's activity is the steward's
    const mine = await db()
      .select()
      .from(stewardshipStewards)
      .where(eq(stewardshipStewards.userId, await userId(DEMO.steward)));
    expect(total).toBe(mine.length);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items.map((i) => i.grower_name).at(-1)).toBe('Hansen Family Farms');
    expect(items.find((i) => i.grower_name === 'Two Rivers Ranch')).toMatchObject({
      contract_id: demo.twoRivers.contractId,
      grain_receiver_name: 'Prairie Horizon Ethanol',
      completeness: { planting: 'complete', storage: 'partial' },
    });
    const page = json<{ items: ActivityListItem[]; total: number }>(
      await list(DEMO.steward, `?limit=1&offset=${total - 1}`),
    );
    expect(page).toMatchObject({ total, items: [{ grower_name: 'Hansen Family Farms' }] });
  });

  it('lists every live activity for all-steward and admins; refuses users without a steward permission', async () => {
    const all = json<{ total: number }>(await list(DEMO.admin));
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await list(DEMO.receiver)).statusCode).toBe(403);
    expect((await list(DEMO.steward, '?limit=0')).statusCode).toBe(400);
  });
});
