import { count, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from './portal';
import { USER_RECORD } from '../src/features/users/repository';
import { ifMatch } from './record-version';

const opened: TestPortal[] = [];
afterAll(() => Promise.all(opened.map((portal) => portal.close())));

async function open(options: Parameters<typeof createTestPortal>[0] = {}) {
  const portal = await createTestPortal(options);
  opened.push(portal);
  return portal;
}

const demoUserCount = async (portal: TestPortal) => {
  const [row] = await portal.app.deps.db
    .select({ value: count() })
    .from(users)
    .where(inArray(users.email, Object.values(DEMO)));
  return row?.value;
};

describe('the API test harness', () => {
  it('runs on the engine DATABASE_URL selects', async () => {
    const portal = await open();
    expect(portal.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('a fresh database migrates and seeds the demo programme on start', async () => {
    const portal = await open({ fresh: true });
    expect(await demoUserCount(portal)).toBe(7);
    await signIn(portal.app, DEMO.admin);
  }, 120_000);

  it('a copy of the prepared template has the same demo programme, seeded once', async () => {
    const portal = await open();
    expect(await demoUserCount(portal)).toBe(7);
    await signIn(portal.app, DEMO.receiver);
  });

  it('each portal has its own database: a change in one is not seen by another', async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const cookie = await signIn(first.app, DEMO.newuser);
    const me = json<{ user_id: string }>(
      await inject(first.app, { method: 'GET', url: '/api/my-highest-role', cookie }),
    );
    const patched = await inject(first.app, {
      method: 'PATCH',
      url: '/api/company-management/v1/users',
      cookie,
      headers: await ifMatch(first.app, USER_RECORD, me.user_id),
      payload: { user_id: me.user_id, first: 'Isolated', last: 'Change', phone: '919-999-9999' },
    });
    expect(patched.statusCode).toBe(200);

    const other = await signIn(second.app, DEMO.newuser);
    const seen = json<{ first: string | null }>(
      await inject(second.app, { method: 'GET', url: '/api/my-highest-role', cookie: other }),
    );
    expect(seen.first).toBeNull();
  }, 120_000);
});
