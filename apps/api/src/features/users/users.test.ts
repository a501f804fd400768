import { PHONE_MESSAGE } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';
import { ifMatch } from '../../../test/record-version';
import { USER_RECORD } from './repository';

const ROUTE = '/api/company-management/v1/users';
const PHONE_TEXT = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits.';

let portal: TestPortal;
let ids: Record<string, string>;
beforeAll(async () => {
  portal = await createTestPortal();
  const rows = await portal.app.deps.db.select({ id: users.id, email: users.email }).from(users);
  ids = Object.fromEntries(rows.map((r) => [r.email, r.id]));
});
afterAll(() => portal?.close());

async function me(cookie: string) {
  const response = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
  expect(response.statusCode).toBe(200);
  return json<{ first: string | null; last: string | null; user_id: string }>(response);
}

describe('PATCH /api/company-management/v1/users (complete or update a profile)', () => {
  it('newuser completes their own profile and my-highest-role shows the names', async () => {
    const cookie = await signIn(portal.app, DEMO.newuser);
    const before = await me(cookie);
    expect(before).toMatchObject({ first: null, last: null });

    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, before.user_id),
      payload: { user_id: before.user_id, first: ' Nora ', last: 'Quinn', phone: '(515) 555-0199' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      user_id: before.user_id,
      first: 'Nora',
      last: 'Quinn',
      phone: '15155550199',
      address1: null,
      address2: null,
      city: null,
      state: null,
      zipcode: null,
      version: expect.any(String),
    });

    expect(await me(cookie)).toMatchObject({ first: 'Nora', last: 'Quinn' });
    const [row] = await portal.app.deps.db.select().from(users).where(eq(users.id, before.user_id));
    expect(row).toMatchObject({ first: 'Nora', last: 'Quinn', phone: '15155550199', name: 'Nora Quinn' });

    const audits = await portal.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, before.user_id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ userId: before.user_id, action: 'update' });
  });

  it('a bad phone gets 400 with the spec message for the phone field', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.reseller]),
      payload: { user_id: ids[DEMO.reseller], first: 'Riley', last: 'Jensen', phone: '12345' },
    });
    expect(response.statusCode).toBe(400);
    expect(PHONE_MESSAGE).toBe(PHONE_TEXT);
    expect(json(response)).toEqual({
      error: { code: 'validation_failed', message: PHONE_TEXT, details: [{ field: 'phone', message: PHONE_TEXT }] },
    });
    const [row] = await portal.app.deps.db.select().from(users).where(eq(users.id, ids[DEMO.reseller]!));
    expect(row!.phone).toBe('17125550103');
  });

  it('an empty first name gets "All fields are required"', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.reseller]),
      payload: { user_id: ids[DEMO.reseller], first: '', last: 'Jensen', phone: '919-999-9999' },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ error: { message: string; details: { field: string; message: string }[] } }>(response);
    expect(body.error.message).toBe('All fields are required');
    expect(body.error.details).toEqual([{ field: 'first', message: 'All fields are required' }]);
  });

  it('a blank (spaces only) last name is refused too', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.reseller]),
      payload: { user_id: ids[DEMO.reseller], first: 'Riley', last: '   ', phone: '919-999-9999' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { details: unknown } }>(response).error.details).toEqual([
      { field: 'last', message: 'All fields are required' },
    ]);
  });

  it("a non-admin may not change another user's profile (403, nothing written)", async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.operator]),
      payload: { user_id: ids[DEMO.operator], first: 'Hacked', last: 'Name', phone: '919-999-9999' },
    });
    expect(response.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('forbidden');
    const [row] = await portal.app.deps.db.select().from(users).where(eq(users.id, ids[DEMO.operator]!));
    expect(row).toMatchObject({ first: 'Omar', last: 'Lindqvist' });
  });

  it('1.54: a user edits their own address; it shows on the user page; an emptied line is cleared', async () => {
    const cookie = await signIn(portal.app, DEMO.reseller);
    const userId = ids[DEMO.reseller]!;
    const profile = { first: 'Riley', last: 'Jensen', phone: '712-555-0103' };
    const address = { address1: ' 12 Oak Street ', address2: 'Apt 3', city: 'Ames', state: 'IA', zipcode: '50010' };
    const saved = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, userId),
      payload: { user_id: userId, ...profile, ...address },
    });
    expect(saved.statusCode).toBe(200);
    expect(json(saved)).toMatchObject({ ...address, address1: '12 Oak Street' });
    const read = await inject(portal.app, { method: 'GET', url: `${ROUTE}?user_id=${userId}`, cookie });
    expect(json<{ data: unknown }>(read).data).toMatchObject({ ...address, address1: '12 Oak Street' });
    const cleared = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, userId),
      payload: { user_id: userId, ...profile, ...address, address2: '' },
    });
    expect(json(cleared)).toMatchObject({ address1: '12 Oak Street', address2: null });
    // the Please Complete Profile modal sends no address: the stored one stays
    const nameOnly = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, userId),
      payload: { user_id: userId, ...profile },
    });
    expect(json(nameOnly)).toMatchObject({ address1: '12 Oak Street', city: 'Ames', zipcode: '50010' });
    const long = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, userId),
      payload: { user_id: userId, ...profile, zipcode: '1'.repeat(21) },
    });
    expect(long.statusCode).toBe(400);
  });

  it("1.54: another company's user cannot change someone's address (403, nothing written)", async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.operator]),
      payload: {
        user_id: ids[DEMO.operator],
        first: 'Omar',
        last: 'Lindqvist',
        phone: '919-999-9999',
        address1: '1 Elsewhere Road',
        city: 'Nowhere',
      },
    });
    expect(response.statusCode).toBe(403);
    const [row] = await portal.app.deps.db.select().from(users).where(eq(users.id, ids[DEMO.operator]!));
    expect(row).toMatchObject({ address1: null, city: null });
  });

  it("an admin may change another user's profile", async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, ids[DEMO.operator]),
      payload: { user_id: ids[DEMO.operator], first: 'Omar', last: 'Lindqvist-Berg', phone: '605.555.0105' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ last: 'Lindqvist-Berg', phone: '16055550105' });
  });

  it('an admin patching an unknown user gets 404', async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    const response = await inject(portal.app, {
      method: 'PATCH',
      url: ROUTE,
      cookie,
      headers: await ifMatch(portal.app, USER_RECORD, '00000000-0000-4000-8000-000000000000'),
      payload: { user_id: '00000000-0000-4000-8000-000000000000', first: 'A', last: 'B', phone: '919-999-9999' },
    });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('not_found');
  });
});
