import { STEWARDSHIP_MESSAGES as M, type ActivityView } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, errorOf, injectAs, json } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { STEWARDSHIP_RECORD } from './repository';
import { FOREIGN_FIELD } from './update-activity';
import { activityAs, demo, portal, setUpStewardshipPortal, snapshot } from './stewardship.fixtures';

setUpStewardshipPortal();

const send = (email: string | null, method: 'PATCH' | 'POST', url: string, payload: object) =>
  injectAs(portal.app, email, { method, url, payload });
const patchAs = injectAsReader(STEWARDSHIP_RECORD, 'stewardship_activity_id');
const patch = (email: string | null, payload: object) =>
  patchAs(portal.app, email, { method: 'PATCH', url: '/api/activity', payload });

const planting = (acres: string) => ({
  total_planted_acres: acres,
  planting_rate: 33000,
  plant_date: '2026-05-03',
  crop: 200,
});

/** A refused call answers `status` and leaves the activity as it was. */
async function refused(activityId: string, call: () => ReturnType<typeof send>, status: number) {
  const before = await snapshot(activityId);
  const response = await call();
  expect(response.statusCode, response.body).toBe(status);
  expect(await snapshot(activityId)).toBe(before);
  return errorOf(response);
}

describe('PATCH /api/activity', () => {
  it('saves the planting section with its cleanout flags; history names the session user, not the body', async () => {
    const id = demo.kowalski.activityId;
    const before = await activityAs(DEMO.steward, id);
    const fields = before.fields.map((f) => ({ field_id: f.field_id, value: planting(f.acres.toFixed(2)) }));
    const response = await patch(DEMO.steward, {
      section: 'planting',
      stewardship_activity_id: id,
      fields,
      planting_cleanout: { planting_equipment: true, seed_return: false },
      user_name: 'Mallory',
      user_email: 'mallory@example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const view = json<ActivityView>(response);
    expect(view.completeness).toMatchObject({ planting: 'complete', planting_cleanout: 'complete' });
    expect(view.fields[0]!.planting).toEqual(planting(view.fields[0]!.acres.toFixed(2)));
    expect(view.fields[0]!.harvest).toEqual(before.fields[0]!.harvest);
    expect(view.history.at(-1)).toMatchObject({
      action: 'Edit planting stewardship',
      user_name: 'Stella Hart',
      user_email: DEMO.steward,
    });
  });

  it('saves the harvest and the storage sections', async () => {
    const id = demo.kowalski.activityId;
    const before = await activityAs(DEMO.steward, id);
    const harvest = {
      total_acres: 40,
      harvest_date: '2026-10-20',
      total_harvest: 8000,
      yield_per_acre: 200,
      unit_type: 'tons',
      storage_type: 'Silage',
    };
    const saved = await patch(DEMO.steward, {
      section: 'harvest',
      stewardship_activity_id: id,
      fields: [{ field_id: before.fields[0]!.field_id, value: harvest }],
      harvest_cleanout: { harvest_equipment: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<ActivityView>(saved)).toMatchObject({
      fields: [{ harvest }],
      harvest_cleanout: { harvest_equipment: true },
      history: expect.arrayContaining([expect.objectContaining({ action: 'Edit harvest stewardship' })]),
    });

    const storage = await patch(DEMO.steward, {
      section: 'storage',
      stewardship_activity_id: id,
      storage_locations: [
        { location_name: 'Kowalski Bin Site', capacity: 60000, cleanout_date: '2026-09-01' },
        { location_name: 'Bunker 2', capacity: null, cleanout_date: null },
      ],
    });
    const view = json<ActivityView>(storage);
    expect(view.storage_locations).toHaveLength(2);
    expect(view.completeness.storage).toBe('partial');
    expect(view.history.at(-1)!.action).toBe('Edit storage cleanout');
  });

  it('lets only the stewards, all-steward and admins edit', async () => {
    const id = demo.hansen.activityId;
    const body = {
      section: 'storage',
      stewardship_activity_id: id,
      storage_locations: [{ location_name: 'X', capacity: 1, cleanout_date: null }],
    };
    // the receiver opens Hansen's page (create-contract at Cornbelt) but is no steward of it
    expect((await refused(id, () => patch(DEMO.receiver, body), 403)).message).toBe(M.notASteward);
    await refused(id, () => patch(DEMO.operator, body), 403);
    await refused(id, () => patch(null, body), 401);
    expect((await patch(DEMO.admin, body)).statusCode).toBe(200);
  });

  it('refuses fields of another activity, lost fields and malformed input, changing nothing', async () => {
    const id = demo.twoRivers.activityId;
    const view = await activityAs(DEMO.steward, id);
    const lost = view.fields.find((f) => f.field_lost)!;
    const live = view.fields.find((f) => !f.field_lost)!;
    const foreign = (await activityAs(DEMO.steward, demo.hansen.activityId)).fields[0]!;
    const body = (field_id: string, value: object = planting('10.00')) => ({
      section: 'planting',
      stewardship_activity_id: id,
      fields: [{ field_id, value }],
      planting_cleanout: { planting_equipment: null, seed_return: null },
    });
    expect((await refused(id, () => patch(DEMO.steward, body(foreign.field_id)), 400)).message).toBe(FOREIGN_FIELD);
    expect((await refused(id, () => patch(DEMO.steward, body(lost.field_id)), 400)).message).toBe(M.fieldAlreadyLost);
    for (const value of [
      { ...planting('10.00'), total_planted_acres: '10.123' },
      { ...planting('10.00'), planting_rate: -1 },
      { ...planting('10.00'), plant_date: '05/03/2026' },
    ]) {
      expect((await refused(id, () => patch(DEMO.steward, body(live.field_id, value)), 400)).code).toBe(
        'validation_failed',
      );
    }
    await refused(id, () => patch(DEMO.steward, { ...body(live.field_id), section: 'weeds' }), 400);
  });
});

describe('POST /api/replant and /api/fieldLost', () => {
  const replant = (email: string, body: object) => send(email, 'POST', '/api/replant', body);
  const fieldLost = (email: string, body: object) => send(email, 'POST', '/api/fieldLost', body);

  it('records a replant within the planted acres, with the history action Replant', async () => {
    const id = demo.hansen.activityId;
    const field = (await activityAs(DEMO.steward, id)).fields[0]!;
    const planted = Number(field.planting!.total_planted_acres);
    const body = { stewardship_id: id, field_id: field.field_id, replanted_date: '2026-06-01', notes: 'Hail' };
    expect(
      (await refused(id, () => replant(DEMO.steward, { ...body, acres_replanted: planted + 0.01 }), 400)).message,
    ).toBe(M.replantTooMany);
    expect((await refused(id, () => replant(DEMO.steward, { ...body, acres_replanted: 0 }), 400)).message).toBe(
      M.zeroAcres,
    );
    await refused(id, () => replant(DEMO.receiver, { ...body, acres_replanted: planted }), 403);
    const response = await replant(DEMO.steward, { ...body, acres_replanted: planted, user_name: 'Mallory' });
    expect(response.statusCode, response.body).toBe(200);
    const view = json<ActivityView>(response);
    const events = view.fields.find((f) => f.field_id === field.field_id)!.field_lost_replant;
    expect(events.at(-1)).toMatchObject({
      type: 'replant',
      date: '2026-06-01',
      acres: planted,
      notes: 'Hail',
      user_name: 'Stella Hart',
    });
    expect(view.history.at(-1)).toMatchObject({ action: 'Replant', user_email: DEMO.steward });
  });

  it('asks for planting information first', async () => {
    const id = demo.twoRivers.activityId;
    const view = await activityAs(DEMO.steward, id);
    const live = view.fields.find((f) => !f.field_lost)!;
    await patch(DEMO.steward, {
      section: 'planting',
      stewardship_activity_id: id,
      fields: [{ field_id: live.field_id, value: { ...planting('10.00'), crop: null } }],
      planting_cleanout: { planting_equipment: true, seed_return: null },
    });
    const body = { stewardship_id: id, field_id: live.field_id };
    expect(
      (
        await refused(
          id,
          () => replant(DEMO.steward, { ...body, replanted_date: '2026-06-01', acres_replanted: 5 }),
          400,
        )
      ).message,
    ).toBe(M.plantingFirst);
    expect(
      (await refused(id, () => fieldLost(DEMO.steward, { ...body, fieldLost_date: '2026-06-01', acres_lost: 5 }), 400))
        .message,
    ).toBe(M.plantingFirst);
  });

  it('marks a field lost for good with its planted acres; it then refuses edits, replants and a second loss', async () => {
    const id = demo.hansen.activityId;
    const field = (await activityAs(DEMO.steward, id)).fields[1]!;
    const body = { stewardship_id: id, field_id: field.field_id, fieldLost_date: '2026-07-04', acres_lost: 1 };
    await refused(id, () => fieldLost(DEMO.steward, { ...body, fieldLost_date: 'yesterday' }), 400);
    await refused(id, () => fieldLost(DEMO.steward, { ...body, field_id: crypto.randomUUID() }), 400);
    const response = await fieldLost(DEMO.steward, body);
    expect(response.statusCode, response.body).toBe(200);
    const view = json<ActivityView>(response);
    const lost = view.fields.find((f) => f.field_id === field.field_id)!;
    expect(lost.field_lost).toBe(true);
    expect(lost.field_lost_replant.at(-1)).toMatchObject({
      type: 'field_lost',
      acres: Number(field.planting!.total_planted_acres),
    });
    expect(view.history.at(-1)!.action).toBe('Field lost');
    expect((await refused(id, () => fieldLost(DEMO.steward, body), 400)).message).toBe(M.fieldAlreadyLost);
    const again = { stewardship_id: id, field_id: field.field_id, replanted_date: '2026-07-05', acres_replanted: 1 };
    expect((await refused(id, () => replant(DEMO.steward, again), 400)).message).toBe(M.fieldAlreadyLost);
  });
});
