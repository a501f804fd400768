import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, companies, roles, users } from '../db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../test/portal';
import { ifMatch } from '../../test/record-version';

// The caches as in production, with a short permission lifetime so the cross-instance bound is testable.
const PERMISSION_CACHE_MS = 1_000;
const ME = '/api/my-highest-role';
type Me = { permissions: string[]; company_permissions: Record<string, string[]> };

let portal: TestPortal;
let company: Record<string, string>;
let admin: string;
const me = (cookie: string) => inject(portal.app, { method: 'GET', url: ME, cookie });
const userId = async (email: string) =>
  (await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

beforeAll(async () => {
  portal = await createTestPortal({
    env: { SESSION_COOKIE_CACHE_SECONDS: '60', PERMISSION_CACHE_MS: String(PERMISSION_CACHE_MS) },
  });
  company = Object.fromEntries(
    (await portal.app.deps.db.select().from(companies)).map((c) => [c.companyName, c.companyId]),
  );
  admin = await signIn(portal.app, DEMO.admin);
});
afterAll(() => portal?.close());

describe('session cookie cache', () => {
  it('sign-in sets the signed session copy, and the session is served from it', async () => {
    const cookie = await signIn(portal.app, DEMO.operator);
    expect(cookie).toContain('portal.session_data=');
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('sign-out clears the copy, and the signed-out cookies (copy included) stop working at once', async () => {
    const device = await signIn(portal.app, DEMO.steward);
    const other = await signIn(portal.app, DEMO.steward);
    expect((await me(device)).statusCode).toBe(200);
    const out = await inject(portal.app, { method: 'POST', url: '/api/auth/sign-out', cookie: device });
    expect(out.statusCode).toBe(200);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(cleared.some((c) => /^portal\.session_data=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    // A stolen or replayed copy of the signed-out cookies, still within the cache's minute:
    expect((await me(device)).statusCode).toBe(401);
    // The user's other session is untouched.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('revoking the other sessions ends them on this instance at once', async () => {
    const device = await signIn(portal.app, DEMO.receiver);
    const other = await signIn(portal.app, DEMO.receiver);
    expect((await me(other)).statusCode).toBe(200);
    const revoke = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/revoke-other-sessions',
      cookie: device,
      headers: { origin: portal.config.publicUrl },
    });
    expect(revoke.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    // The revoking device keeps its session (its own copy is checked against the database once).
    expect((await me(device)).statusCode).toBe(200);
  });
});

describe('permissions cache', () => {
  it('a role permission removed takes effect on the next request', async () => {
    const reseller = await signIn(portal.app, DEMO.reseller);
    expect(json<Me>(await me(reseller)).permissions).toContain('approve-contract');
    const [role] = await portal.app.deps.db.select().from(roles).where(eq(roles.roleName, 'reseller'));
    const patch = await inject(portal.app, {
      method: 'PATCH',
      url: '/api/roles',
      cookie: admin,
      headers: await ifMatch(portal.app, { table: roles, id: roles.roleId, entity: 'role' }, role!.roleId),
      payload: { role_id: role!.roleId, display_name: role!.displayName, permissions: ['read-user'] },
    });
    expect(patch.statusCode).toBe(200);
    expect(json<Me>(await me(reseller)).permissions).toEqual(['read-user']);
  });

  it('a removed assignment takes effect on the next request', async () => {
    const reseller = await signIn(portal.app, DEMO.reseller);
    const prairie = company['Prairie Gold Seed Co.']!;
    expect(json<Me>(await me(reseller)).company_permissions[prairie]).toBeDefined();
    const removed = await inject(portal.app, {
      method: 'DELETE',
      url: `/api/assignments?user_id=${await userId(DEMO.reseller)}&company_id=${prairie}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(json<Me>(await me(reseller)).company_permissions[prairie]).toBeUndefined();
  });

  it('a deleted company grants nothing from the next request', async () => {
    const salesrep = await signIn(portal.app, DEMO.salesrep);
    const prairie = company['Prairie Gold Seed Co.']!;
    expect(json<Me>(await me(salesrep)).company_permissions[prairie]).toBeDefined();
    const deleted = await inject(portal.app, {
      method: 'DELETE',
      url: `/api/company-management/v1?company_id=${prairie}`,
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(json<Me>(await me(salesrep)).company_permissions[prairie]).toBeUndefined();
  });

  it('a change made by another instance (straight in the database) shows within PERMISSION_CACHE_MS', async () => {
    const operator = await signIn(portal.app, DEMO.operator);
    const before = json<Me>(await me(operator)).company_permissions;
    expect(Object.keys(before).length).toBeGreaterThan(0);
    await portal.app.deps.db.delete(assignments).where(eq(assignments.userId, await userId(DEMO.operator)));
    expect(json<Me>(await me(operator)).company_permissions).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, PERMISSION_CACHE_MS + 100));
    expect(json<Me>(await me(operator)).company_permissions).toEqual({});
  });
});
