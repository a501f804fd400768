import { chunksOf, UPLOAD_SESSION_TEXTS } from '@portal/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyTraining, uploadSessions, users } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';

const UPLOADS = '/api/company-training/uploads';
const CORNBELT_SAP = '0020000001';
const PRAIRIE_GOLD_SAP = '0012345678';
let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const db = () => portal.app.deps.db;
const commit = (email: string, id: string) =>
  injectAs(portal.app, email, { method: 'POST', url: `${UPLOADS}/${id}/commit` });
const doc = (sap: string, year = 2026) => ({
  training_year: year,
  company_sap_id: sap,
  company_name: 'X',
  active: true,
});
const recordsLike = (prefix: string) => db().$count(companyTraining, like(companyTraining.companySapId, `${prefix}%`));

/** Opens an upload of the records and stages every chunk; returns its id. */
async function staged(email: string, docs: object[]): Promise<string> {
  const opened = await injectAs(portal.app, email, {
    method: 'POST',
    url: UPLOADS,
    payload: { total_rows: docs.length },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const { upload_id, chunk_rows } = json<{ upload_id: string; chunk_rows: number }>(opened);
  for (const [index, chunk] of chunksOf(docs, chunk_rows).entries()) {
    const response = await injectAs(portal.app, email, {
      method: 'PUT',
      url: `${UPLOADS}/${upload_id}/chunks/${index}`,
      payload: { training_docs: chunk },
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return upload_id;
}

describe('training list upload sessions', () => {
  it('X2: a list staged in chunks is saved whole by one commit', async () => {
    const docs = Array.from({ length: 2_500 }, (_, i) => doc(`0077${String(i).padStart(6, '0')}`));
    const id = await staged(DEMO.admin, docs);
    expect(await recordsLike('0077')).toBe(0);
    const response = await commit(DEMO.admin, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(await recordsLike('0077')).toBe(2_500);
    expect(await db().$count(uploadSessions, eq(uploadSessions.uploadId, id))).toBe(0);
  }, 120_000);

  it('L-1: a record of a company the user may not train, last in the list, saves none of it', async () => {
    const docs = [...Array.from({ length: 50 }, (_, i) => doc(PRAIRIE_GOLD_SAP, 2040 + i)), doc(CORNBELT_SAP, 2040)];
    const response = await commit(DEMO.salesrep, await staged(DEMO.salesrep, docs));
    expect(response.statusCode).toBe(403);
    const saved = await db()
      .select()
      .from(companyTraining)
      .where(and(eq(companyTraining.companySapId, PRAIRIE_GOLD_SAP), eq(companyTraining.trainingYear, 2040)));
    expect(saved).toEqual([]);
  });

  it("another user's session is not found", async () => {
    const id = await staged(DEMO.admin, [doc('0078000001')]);
    const [other] = await db().select({ id: users.id }).from(users).where(eq(users.email, DEMO.salesrep));
    await db().update(uploadSessions).set({ userId: other!.id }).where(eq(uploadSessions.uploadId, id));
    const response = await commit(DEMO.admin, id);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(UPLOAD_SESSION_TEXTS.notFound);
    expect(await recordsLike('0078')).toBe(0);
  });
});
