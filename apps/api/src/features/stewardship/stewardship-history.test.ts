import type { ActivityView, RecordHistoryPage } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, errorOf, injectAs, json } from '../../../test/portal';
import { injectAsReader } from '../../../test/record-version';
import { STEWARDSHIP_RECORD } from './repository';
import { activityAs, demo, portal, setUpStewardshipPortal, userId } from './stewardship.fixtures';

setUpStewardshipPortal();

const patch = injectAsReader(STEWARDSHIP_RECORD, 'stewardship_activity_id');
const history = (email: string | null, activityId: string, query = '') =>
  injectAs(portal.app, email, {
    method: 'GET',
    url: `/api/stewardship-activities/history?activity_id=${activityId}${query}`,
  });
const page = (email: string | null, activityId: string) =>
  injectAs(portal.app, email, { method: 'GET', url: `/api/activity?stewardship_activity_id=${activityId}` });

async function historyOf(email: string, activityId: string, query = ''): Promise<RecordHistoryPage> {
  const response = await history(email, activityId, query);
  expect(response.statusCode, response.body).toBe(200);
  return json<RecordHistoryPage>(response);
}

describe('GET /api/stewardship-activities/history', () => {
  it("lists a planting save old → new with the steward's name in the planting history, not the harvest's", async () => {
    const id = demo.kowalski.activityId;
    const before = await activityAs(DEMO.steward, id);
    const field = before.fields.find((f) => !f.field_lost)!;
    const planting = { total_planted_acres: '12.00', planting_rate: 34500, plant_date: '2026-05-04', crop: 190 };
    const saved = await patch(portal.app, DEMO.steward, {
      method: 'PATCH',
      url: '/api/activity',
      payload: {
        section: 'planting',
        stewardship_activity_id: id,
        fields: [{ field_id: field.field_id, value: planting }],
        planting_cleanout: { ...before.planting_cleanout, seed_return: !before.planting_cleanout.seed_return },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const [entry] = (await historyOf(DEMO.steward, id, '&section=planting')).items;
    expect(entry).toMatchObject({
      action: 'Edit planting stewardship',
      entity: 'stewardship_activity',
      entity_id: id,
      user_name: 'Stella Hart',
    });
    expect(entry!.changes).toContainEqual({
      field: `${field.field_name}:planting_rate`,
      from: field.planting?.planting_rate ?? null,
      to: 34500,
    });
    expect(entry!.changes).toContainEqual({
      field: 'seed_return',
      from: before.planting_cleanout.seed_return,
      to: !before.planting_cleanout.seed_return,
    });
    // another section's history does not list it; the activity's whole history does, newest first
    const harvest = await historyOf(DEMO.steward, id, '&section=harvest');
    expect(harvest.items.map((i) => i.audit_id)).not.toContain(entry!.audit_id);
    expect((await historyOf(DEMO.admin, id)).items[0]!.audit_id).toBe(entry!.audit_id);
    // a reader of the page who is no steward reads it too
    expect((await historyOf(DEMO.newuser, id, '&section=planting')).items[0]!.audit_id).toBe(entry!.audit_id);
  });

  it('tags a replant with the Replant and Field Lost section and an assignment with the Stewards one', async () => {
    const id = demo.hansen.activityId;
    const field = (await activityAs(DEMO.steward, id)).fields.find((f) => !f.field_lost && f.planting)!;
    const acres = Number(field.planting!.total_planted_acres);
    const replanted = await injectAs(portal.app, DEMO.steward, {
      method: 'POST',
      url: '/api/replant',
      payload: { stewardship_id: id, field_id: field.field_id, replanted_date: '2026-06-02', acres_replanted: acres },
    });
    expect(replanted.statusCode, replanted.body).toBe(200);
    const [event] = (await historyOf(DEMO.steward, id, '&section=field_events')).items;
    expect(event).toMatchObject({ action: 'Replant', user_name: 'Stella Hart' });
    expect(event!.changes).toEqual([
      { field: `${field.field_name}:replanted_date`, from: null, to: '2026-06-02' },
      { field: `${field.field_name}:acres_replanted`, from: null, to: acres },
    ]);

    const assigned = await injectAs(portal.app, DEMO.admin, {
      method: 'POST',
      url: '/api/stewards',
      payload: { stewardship_activity_id: id, user_id: await userId(DEMO.admin) },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const view = json<ActivityView>(assigned);
    const [steward] = (await historyOf(DEMO.steward, id, '&section=stewards')).items;
    expect(steward).toMatchObject({ action: 'Assign Steward' });
    expect(steward!.changes).toEqual([
      { field: 'stewards', from: ['Stella Hart'], to: expect.arrayContaining(['Stella Hart']) },
    ]);
    expect((steward!.changes[0]!.to as string[]).length).toBe(view.stewards.length);
    const fieldEvents = await historyOf(DEMO.steward, id, '&section=field_events');
    expect(fieldEvents.items.map((i) => i.audit_id)).not.toContain(steward!.audit_id);
  });

  it("answers as the page read does: another company's user and a reseller off the contract are refused", async () => {
    for (const email of [DEMO.operator, DEMO.salesrep, DEMO.receiver, DEMO.reseller, DEMO.newuser, DEMO.steward]) {
      for (const { activityId } of Object.values(demo)) {
        const read = await page(email, activityId);
        const reply = await history(email, activityId);
        expect(reply.statusCode, `${email} ${activityId}`).toBe(read.statusCode);
        if (read.statusCode !== 200) expect(reply.json()).not.toHaveProperty('items');
      }
    }
    // operator: Midwest only; receiver: not Prairie Horizon's (Two Rivers); the reseller is Hansen's, not Kowalski's
    expect((await history(DEMO.reseller, demo.hansen.activityId)).statusCode).toBe(200);
    expect((await history(DEMO.reseller, demo.kowalski.activityId)).statusCode).toBe(403);
    expect((await history(DEMO.operator, demo.hansen.activityId)).statusCode).toBe(403);
    expect((await history(DEMO.receiver, demo.twoRivers.activityId)).statusCode).toBe(403);
    expect((await history(null, demo.hansen.activityId)).statusCode).toBe(401);
    expect((await history(DEMO.admin, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses an unknown section and a malformed id (400)', async () => {
    const bad = await history(DEMO.admin, demo.hansen.activityId, '&section=weeds');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ code: 'validation_failed', details: [{ field: 'section' }] });
    expect((await history(DEMO.admin, 'not-a-uuid')).statusCode).toBe(400);
    expect((await history(DEMO.admin, demo.hansen.activityId, '&page=0')).statusCode).toBe(400);
  });
});
