import { type ActivityView, type AssignedField, type ContractField } from '@portal/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractHistory, contracts, fields } from '../../db/schema';
import { DEMO, errorOf, injectAs, json } from '../../../test/portal';
import { NOT_GROWERS_FIELD } from './assign-fields';
import {
  activityAs,
  db,
  demo,
  portal,
  removeSteward,
  setUpStewardshipPortal,
  snapshot,
  userId,
} from './stewardship.fixtures';

setUpStewardshipPortal();

const post = (email: string | null, url: string, payload: object) =>
  injectAs(portal.app, email, { method: 'POST', url, payload });

async function growerFields(growerId: string): Promise<AssignedField[]> {
  const rows = await db().select().from(fields).where(eq(fields.growerId, growerId)).orderBy(asc(fields.fieldName));
  return rows.map((f) => ({
    field_id: f.fieldId,
    field_name: f.fieldName,
    planting_rate: f.plantingRate,
    average_yield: f.averageYield,
    border_rows: f.borderRows,
    acres: f.acres,
    crop_year: f.cropYear,
    latitude: f.latitude,
    longitude: f.longitude,
    is_total: false,
  }));
}

const detailsOf = async (contractId: string) => {
  const [row] = await db().select().from(contracts).where(eq(contracts.contractId, contractId));
  return row!.contractDetails as { fields: ContractField[]; initial_fields?: ContractField[] };
};

describe('POST /api/stewardship/assign-fields', () => {
  it("updates the contract's fields and the activity's in one go, keeping the data of kept fields", async () => {
    const { activityId, contractId, growerId } = demo.twoRivers;
    const before = await activityAs(DEMO.steward, activityId);
    const kept = before.fields.find((f) => !f.field_lost && f.planting)!;
    const lost = before.fields.find((f) => f.field_lost)!;
    const signed = (await detailsOf(contractId)).fields;
    const all = await growerFields(growerId);
    const picked = all
      .filter((f) => f.field_id !== lost.field_id)
      .map((f) => (f.field_id === kept.field_id ? { ...f, acres: 12.5, border_rows: true, latitude: null } : f));

    const response = await post(DEMO.steward, '/api/stewardship/assign-fields', {
      contract_id: contractId,
      sap_id: '0050000004',
      fields: picked,
      assign_fields_user_info: { user_name: 'Mallory', user_email: 'mallory@example.com' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = json<ActivityView>(response);
    const updated = view.fields.find((f) => f.field_id === kept.field_id)!;
    expect(updated).toMatchObject({ acres: 12.5, border_rows: true, planting: kept.planting, harvest: kept.harvest });
    // the lost field stays (final); the picked ones are all there
    expect(view.fields.map((f) => f.field_id).sort()).toEqual([...picked.map((f) => f.field_id), lost.field_id].sort());

    const details = await detailsOf(contractId);
    expect(details.initial_fields).toEqual(signed);
    expect(details.fields.find((f) => f.field_id === kept.field_id)).toMatchObject({
      acres: 12.5,
      latitude: 0,
      longitude: 0,
    });
    const [entry] = await db()
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contractId))
      .orderBy(asc(contractHistory.at))
      .then((rows) => rows.filter((r) => r.kind === 'assign_fields'));
    expect(entry).toMatchObject({ userName: 'Stella Hart', userEmail: DEMO.steward });
  });

  it("refuses another grower's field, an empty list and non-stewards, changing nothing", async () => {
    const { activityId, contractId } = demo.twoRivers;
    const own = await growerFields(demo.twoRivers.growerId);
    const foreign = (await growerFields(demo.hansen.growerId))[0]!;
    const call = async (email: string, list: AssignedField[], status: number) => {
      const before = await snapshot(activityId);
      const response = await post(email, '/api/stewardship/assign-fields', { contract_id: contractId, fields: list });
      expect(response.statusCode, response.body).toBe(status);
      expect(await snapshot(activityId)).toBe(before);
      return errorOf(response);
    };
    expect((await call(DEMO.steward, [own[0]!, foreign], 400)).message).toBe(NOT_GROWERS_FIELD);
    expect((await call(DEMO.steward, [], 400)).message).toBe('Please select and fill out at least one field');
    await call(DEMO.steward, [{ ...own[0]!, acres: 0 }], 400);
    await call(DEMO.steward, [own[0]!, own[0]!], 400);
    await call(DEMO.operator, own, 403);
    // the receiver opens Hansen's page but is no steward of it
    const hansen = await post(DEMO.receiver, '/api/stewardship/assign-fields', {
      contract_id: demo.hansen.contractId,
      fields: await growerFields(demo.hansen.growerId),
    });
    expect(hansen.statusCode).toBe(403);
  });
  it('X9: refuses to remove a field with recorded data unless the loss is confirmed (409 naming the field)', async () => {
    const { activityId, contractId, growerId } = demo.twoRivers;
    const before = await activityAs(DEMO.steward, activityId);
    const recorded = before.fields.find((f) => !f.field_lost && f.planting)!;
    const assigned = new Set(before.fields.map((f) => f.field_id));
    const rest = (await growerFields(growerId)).filter(
      (f) => f.field_id !== recorded.field_id && assigned.has(f.field_id),
    );
    const body = { contract_id: contractId, fields: rest };

    const snap = await snapshot(activityId);
    const refused = await post(DEMO.steward, '/api/stewardship/assign-fields', body);
    expect(refused.statusCode, refused.body).toBe(409);
    const error = errorOf(refused);
    expect(error.code).toBe('data_loss_unconfirmed');
    expect(error.message).toContain(`Field ${recorded.field_name} has recorded planting`);
    expect(error.message).toContain('Removing it deletes that data.');
    expect(error.details).toEqual([expect.objectContaining({ field_id: recorded.field_id })]);
    expect(await snapshot(activityId)).toBe(snap);

    const confirmed = await post(DEMO.steward, '/api/stewardship/assign-fields', { ...body, confirm_data_loss: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(json<ActivityView>(confirmed).fields.some((f) => f.field_id === recorded.field_id)).toBe(false);
  });
});

describe('POST /api/stewards', () => {
  const assign = (email: string, activityId: string, user: string) =>
    post(email, '/api/stewards', { stewardship_activity_id: activityId, user_id: user });

  it('Assign Me adds the session user once, with the history action Assign Steward', async () => {
    const { activityId } = demo.hansen;
    const me = await userId(DEMO.steward);
    // already a steward: nothing changes
    const before = await snapshot(activityId);
    expect((await assign(DEMO.steward, activityId, me)).statusCode).toBe(200);
    expect(await snapshot(activityId)).toBe(before);

    await removeSteward(activityId, DEMO.steward);
    // all-steward (the admin) may still open it; the steward itself no longer can
    expect((await assign(DEMO.steward, activityId, me)).statusCode).toBe(403);
    const admin = await userId(DEMO.admin);
    const response = await assign(DEMO.admin, activityId, admin);
    expect(response.statusCode, response.body).toBe(200);
    const view = json<ActivityView>(response);
    expect(view.stewards.map((s) => s.email)).toEqual([DEMO.admin]);
    expect(view.history.at(-1)).toMatchObject({ action: 'Assign Steward', user_email: DEMO.admin });
    expect(view.can.assign_me).toBe(false);
  });

  it('lets only admins assign another existing user; Assign Me needs a steward permission', async () => {
    const { activityId } = demo.kowalski;
    const newuser = await userId(DEMO.newuser);
    const before = await snapshot(activityId);
    // the steward of the activity is not an admin
    expect((await assign(DEMO.steward, activityId, newuser)).statusCode).toBe(403);
    // the receiver opens the page (Cornbelt) but holds neither is-steward nor all-steward
    expect((await assign(DEMO.receiver, activityId, await userId(DEMO.receiver))).statusCode).toBe(403);
    expect(errorOf(await assign(DEMO.admin, activityId, 'no-such-user')).code).toBe('user_not_found');
    expect((await post(DEMO.admin, '/api/stewards', { stewardship_activity_id: activityId })).statusCode).toBe(400);
    expect(await snapshot(activityId)).toBe(before);

    const response = await assign(DEMO.admin, activityId, newuser);
    expect(response.statusCode).toBe(200);
    expect(
      json<ActivityView>(response)
        .stewards.map((s) => s.email)
        .sort(),
    ).toEqual([DEMO.newuser, DEMO.steward].sort());
    // the new steward edits (it already opened the page: approve-contract at Heartland)
    expect((await activityAs(DEMO.newuser, activityId)).can.edit).toBe(true);
  });
});

describe("the grower of an activity (Assign Enogen Fields' checklist)", () => {
  const read = (email: string, url: string) => injectAs(portal.app, email, { method: 'GET', url });
  const growerOf = (email: string, sapId: string) => read(email, `/api/grower-360/v1?sap_id=${sapId}`);
  const fieldsOf = (email: string, growerId: string) => read(email, `/api/grower-fields/v1?grower_id=${growerId}`);

  it("lets the activity's steward read the grower and its fields", async () => {
    const grower = await growerOf(DEMO.steward, '0050000004');
    expect(grower.statusCode, grower.body).toBe(200);
    expect(json<{ grower: { grower_id: string } }>(grower).grower.grower_id).toBe(demo.twoRivers.growerId);
    const reply = await fieldsOf(DEMO.steward, demo.twoRivers.growerId);
    expect(reply.statusCode, reply.body).toBe(200);
    const ids = json<{ fields: { field_id: string }[] }>(reply).fields.map((f) => f.field_id);
    expect(ids.sort()).toEqual((await growerFields(demo.twoRivers.growerId)).map((f) => f.field_id).sort());
    const storage = await read(DEMO.steward, `/api/storage-locations/v1?grower_id=${demo.twoRivers.growerId}`);
    expect(storage.statusCode).toBe(200);
  });

  it('answers 404 to a steward of other activities and to users of unrelated companies', async () => {
    // Hansen's only activity, no longer the steward's
    await removeSteward(demo.hansen.activityId, DEMO.steward);
    expect((await growerOf(DEMO.steward, '0050000001')).statusCode).toBe(404);
    expect((await fieldsOf(DEMO.steward, demo.hansen.growerId)).statusCode).toBe(404);
    // Cornbelt and Midwest have no right on Two Rivers' contract (North Star, Prairie Horizon)
    for (const email of [DEMO.receiver, DEMO.operator]) {
      expect((await growerOf(email, '0050000004')).statusCode).toBe(404);
      expect((await fieldsOf(email, demo.twoRivers.growerId)).statusCode).toBe(404);
    }
  });
});
