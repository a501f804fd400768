import { chunksOf, GROWER_IMPORT_TEXTS, UPLOAD_SESSION_TEXTS } from '@portal/domain';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growers, uploadSessionChunks, uploadSessions, users } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

const UPLOADS = '/api/growers/uploads';
let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const db = () => portal.app.deps.db;
const start = (email: string | null, total: number) =>
  injectAs(portal.app, email, { method: 'POST', url: UPLOADS, payload: { total_rows: total } });
const stage = (email: string, id: string, index: number, rows: object[]) =>
  injectAs(portal.app, email, { method: 'PUT', url: `${UPLOADS}/${id}/chunks/${index}`, payload: { rows } });
const commit = (email: string, id: string) =>
  injectAs(portal.app, email, { method: 'POST', url: `${UPLOADS}/${id}/commit` });

/** A file of `n` new growers (one field each) whose SAP ids start with `prefix`. */
const file = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    grower_name: `Upload Grower ${prefix}-${i}`,
    sap_id: `${prefix}${String(i).padStart(5, '0')}`,
    reseller_sap_id: '12345678',
    farm_name: 'Home',
    field_name: 'North',
    acres: '40',
  }));
const growersOf = (prefix: string) => db().$count(growers, like(growers.growerName, `Upload Grower ${prefix}-%`));
const sessionsOf = (id: string) => db().$count(uploadSessions, eq(uploadSessions.uploadId, id));
const chunksLeft = (id: string) => db().$count(uploadSessionChunks, eq(uploadSessionChunks.uploadId, id));

/** Opens an upload of the rows as the admin and stages every chunk; returns its id. */
async function staged(rows: object[]): Promise<string> {
  const opened = await start(DEMO.admin, rows.length);
  expect(opened.statusCode, opened.body).toBe(200);
  const { upload_id, chunk_rows } = json<{ upload_id: string; chunk_rows: number }>(opened);
  expect(chunk_rows).toBeLessThan(rows.length);
  let done = 0;
  for (const [index, chunk] of chunksOf(rows, chunk_rows).entries()) {
    const response = await stage(DEMO.admin, upload_id, index, chunk);
    expect(response.statusCode, response.body).toBe(200);
    done += chunk.length;
    expect(json(response)).toEqual({ staged_rows: done, total_rows: rows.length });
  }
  return upload_id;
}

describe('grower import upload sessions', () => {
  it('X2: a file staged in chunks is imported whole by one commit, and the staging is gone', async () => {
    const id = await staged(file('71', 2_500));
    expect(await growersOf('71')).toBe(0); // staging imports nothing yet
    const response = await commit(DEMO.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toMatchObject({ growers: 2_500, fields: 2_500, created_growers: 2_500 });
    expect(await growersOf('71')).toBe(2_500);
    expect([await sessionsOf(id), await chunksLeft(id)]).toEqual([0, 0]);
  }, 120_000);

  it('X2: a bad row in the last chunk imports none of the file, named by its row number', async () => {
    const rows = file('72', 2_500);
    rows[2_499] = { ...rows[2_499]!, reseller_sap_id: '99999999' };
    const id = await staged(rows);
    const response = await commit(DEMO.admin, id);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(`Row 2501: ${GROWER_IMPORT_TEXTS.unknownReseller}`);
    expect(await growersOf('72')).toBe(0);
    // the failed commit leaves the session to the page's Cancel
    expect(await sessionsOf(id)).toBe(1);
    const cancelled = await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: `${UPLOADS}/${id}` });
    expect(cancelled.statusCode).toBe(200);
    expect([await sessionsOf(id), await chunksLeft(id)]).toEqual([0, 0]);
  }, 120_000);

  it('is admin only, on every session route', async () => {
    const id = await staged(file('73', 1_001));
    for (const email of [DEMO.receiver, DEMO.salesrep]) {
      expect((await start(email, 1)).statusCode).toBe(403);
      expect((await stage(email, id, 1, file('73', 1))).statusCode).toBe(403);
      expect((await commit(email, id)).statusCode).toBe(403);
      expect((await injectAs(portal.app, email, { method: 'DELETE', url: `${UPLOADS}/${id}` })).statusCode).toBe(403);
    }
    expect((await start(null, 1)).statusCode).toBe(401);
    expect(await growersOf('73')).toBe(0);
    expect(await sessionsOf(id)).toBe(1);
  });

  it("another user's session is not found", async () => {
    const id = await staged(file('74', 1_001));
    const [other] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.receiver));
    await db().update(uploadSessions).set({ userId: other!.id }).where(eq(uploadSessions.uploadId, id));
    const response = await commit(DEMO.admin, id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(UPLOAD_SESSION_TEXTS.notFound);
    expect((await stage(DEMO.admin, id, 1, file('74', 1))).statusCode).toBe(404);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'DELETE', url: `${UPLOADS}/${id}` })).statusCode).toBe(
      404,
    );
    expect(await growersOf('74')).toBe(0);
  });

  it('refuses a commit before every chunk has arrived', async () => {
    const opened = await start(DEMO.admin, 1_500);
    const { upload_id } = json<{ upload_id: string }>(opened);
    expect((await stage(DEMO.admin, upload_id, 0, file('75', 1_000))).statusCode).toBe(200);
    const response = await commit(DEMO.admin, upload_id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe(UPLOAD_SESSION_TEXTS.incomplete);
    expect(await growersOf('75')).toBe(0);
  });
});
