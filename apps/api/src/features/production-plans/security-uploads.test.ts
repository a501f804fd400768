import { PDF_BASE64_BODY_LIMIT, PLAN_BODY_LIMIT, PLAN_MESSAGES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { Worker } from 'node:worker_threads';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractTemplates, monthlyUnits } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import {
  activeContentOf,
  activePdf,
  bombPdf,
  companyIdOf,
  contractTypeIdOf,
  manyNumbersPdf,
  pdfOfSize,
  planBody,
  smallPdf,
} from '../../../test/fixtures/plan.fixtures';
import { sanitizePdf, setPdfWorkerLimits } from '../../services/sanitize-pdf';
import { TEMPLATE_EXISTS } from './upload-templates';
import { ifMatch, injectAsReader } from '../../../test/record-version';
import { PLAN_RECORD, TEMPLATE_RECORD } from './plan-repository';

const planPatchAs = injectAsReader(PLAN_RECORD, 'production_plan_id');
const templatePatchAs = injectAsReader(TEMPLATE_RECORD, 'contract_template_id');

const postOriginal = Worker.prototype.postMessage;

type Template = { contract_template_id: string; template_language: string; template_doc_link: string };

let portal: TestPortal;
let cornbelt: string;
let fuel: string;
let pdf: string;
let active: string;
/** A Cornbelt plan saved without its master agreement (storage failed), so it has none. */
let bare: string;

beforeAll(async () => {
  portal = await createTestPortal();
  cornbelt = await companyIdOf(portal, 'Cornbelt Renewable Fuels');
  fuel = await contractTypeIdOf(portal, 'fuel');
  pdf = await smallPdf();
  active = await activePdf();

  const files = portal.app.deps.files;
  const put = files.put;
  files.put = () => Promise.reject(new Error('storage unavailable'));
  const created = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/production-plan',
    payload: planBody({ companyId: cornbelt, contractTypeId: fuel, year: 2027, inventoryCode: '27COR1', pdf }),
  });
  files.put = put;
  expect(json(created)).toMatchObject({ template_status: 'failed' });
  bare = json<{ production_plan_id: string }>(created).production_plan_id;
});
afterAll(() => portal?.close());

const templatesOf = async (planId: string) =>
  json<{ templates: Template[] }>(
    await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: `/api/template?production_plan_id=${planId}` }),
  ).templates;
const upload = (overrides: Record<string, unknown> = {}) => ({
  contract_type_id: fuel,
  external_reference_id: cornbelt,
  template_base64: pdf,
  template_name: 'Master agreement 2027.pdf',
  template_language: 'en',
  production_plan_id: bare,
  ...overrides,
});
const patchBody = (rows: number, templates: object[]) => ({
  ...planBody({ companyId: cornbelt, contractTypeId: fuel, year: 2027, inventoryCode: '27COR1' }),
  production_plan_id: bare,
  total_acres: 100 * rows,
  monthly_units: Array.from({ length: rows }, (_, i) => ({
    month: 10 + i,
    year: 2027,
    end_product_type: 'grain',
    available_acres: 100,
    available_units: 20000,
  })),
  templates,
});

describe('L-9 uploaded master agreements', () => {
  it('L-9: a master agreement is stored without scripts, auto-open actions, embedded files, XFA or outside links', async () => {
    expect(await activeContentOf(Buffer.from(active, 'base64'))).toEqual(
      expect.arrayContaining(['AA', 'EmbeddedFiles', 'JS', 'JavaScript', 'Launch', 'OpenAction', 'URI', 'XFA']),
    );
    const saved = await planPatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/production-plan',
      payload: patchBody(1, [{ template_language: 'en', template_name: 'scripted.pdf', template_base64: active }]),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ template_status: 'saved' });
    const [template] = await templatesOf(bare);
    const file = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: template!.template_doc_link });
    expect(file.statusCode).toBe(200);
    expect(await activeContentOf(file.rawPayload)).toEqual([]);
    const stored = await PDFDocument.load(file.rawPayload);
    expect(stored.getForm().getTextField('contract_id')).toBeDefined();
    expect(stored.getPageCount()).toBe(1);
    expect(file.headers['content-disposition']).toBe('inline; filename="scripted.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const replaced = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: {
        ...upload({ template_base64: active, template_name: 'again.pdf' }),
        contract_template_id: template!.contract_template_id,
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      await activeContentOf(
        (await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: template!.template_doc_link })).rawPayload,
      ),
    ).toEqual([]);
  });

  it('L-9: a file that only starts like a PDF is refused with the wrong-format message', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_base64: pdfOfSize(2000) }),
    });
    expect([response.statusCode, errorOf(response).message]).toEqual([400, PLAN_MESSAGES.wrongFileFormat]);
  });
});

/**
 * Sends an upload while /api/health is due every 25 ms. A check's time counts from when it was due,
 * so a blocked event loop (a timer firing late) shows as well as a slow answer.
 */
async function uploadWhileCheckingHealth(payload: Record<string, unknown>) {
  let settled = false;
  const uploading = injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/template', payload }).finally(
    () => (settled = true),
  );
  const healthTimes: number[] = [];
  while (!settled) {
    const due = Date.now() + 25;
    await new Promise((resolve) => setTimeout(resolve, 25));
    const health = await inject(portal.app, { method: 'GET', url: '/api/health' });
    healthTimes.push(Date.now() - due);
    expect(health.statusCode).toBe(200);
  }
  return { response: await uploading, healthTimes };
}

/** Records each PDF worker handed a file, and the error codes it reports. */
function watchPdfWorkers() {
  const seen: { worker: Worker; errors: (string | undefined)[] }[] = [];
  const post = vi.spyOn(Worker.prototype, 'postMessage');
  post.mockImplementation(function (this: Worker, ...args) {
    if (!seen.some(({ worker }) => worker === this)) {
      const entry = { worker: this, errors: [] as (string | undefined)[] };
      this.on('error', (error: Error & { code?: string }) => entry.errors.push(error.code));
      seen.push(entry);
    }
    return postOriginal.apply(this, args);
  });
  return { seen, restore: () => post.mockRestore() };
}

/**
 * The slowest /api/health answer allowed while a file is parsed: far below the 3–18 s a parse on the
 * event loop held every request, and far above what a busy two-core machine adds to a free one.
 */
const HEALTH_MS = 2_000;

describe('N-2 decompression bombs', () => {
  it('N-2: while a decompression bomb is uploaded, /api/health answers in its normal time and the upload gets 400', async () => {
    const bomb = bombPdf({ streams: 8, megabytes: 64 }).toString('base64');
    const { response, healthTimes } = await uploadWhileCheckingHealth(upload({ template_base64: bomb }));
    expect([response.statusCode, errorOf(response).message]).toEqual([400, PLAN_MESSAGES.wrongFileFormat]);
    expect(healthTimes.length).toBeGreaterThan(0);
    expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_MS);
  });

  it("N-2: a file that outlasts the PDF worker's time limit gets 400, the worker is ended and /api/health keeps answering", async () => {
    // A warm worker, so the limit below is spent on the file, not on starting the thread.
    await sanitizePdf(Buffer.from(pdf, 'base64'));
    const restoreLimits = setPdfWorkerLimits({ timeoutMs: 100 });
    const workers = watchPdfWorkers();
    try {
      const slow = manyNumbersPdf(1_000_000).toString('base64');
      const { response, healthTimes } = await uploadWhileCheckingHealth(upload({ template_base64: slow }));
      expect([response.statusCode, errorOf(response).message]).toEqual([400, PLAN_MESSAGES.wrongFileFormat]);
      expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_MS);
      expect(workers.seen).toHaveLength(1);
      await vi.waitFor(() => expect(workers.seen[0]!.worker.threadId).toBe(-1));
      expect(workers.seen[0]!.errors).toEqual([]);
    } finally {
      workers.restore();
      restoreLimits();
    }
    // The next file gets a new worker.
    expect(await PDFDocument.load(await sanitizePdf(Buffer.from(pdf, 'base64')))).toBeDefined();
  });

  it("N-2: a file that exhausts the PDF worker's heap gets 400, the worker is ended and /api/health keeps answering", async () => {
    const restoreLimits = setPdfWorkerLimits({ heapMb: 32 });
    const workers = watchPdfWorkers();
    try {
      // A worker with this heap still reads an honest master agreement.
      await sanitizePdf(Buffer.from(pdf, 'base64'));
      const heavy = manyNumbersPdf(1_000_000).toString('base64');
      const { response, healthTimes } = await uploadWhileCheckingHealth(upload({ template_base64: heavy }));
      expect([response.statusCode, errorOf(response).message]).toEqual([400, PLAN_MESSAGES.wrongFileFormat]);
      expect(Math.max(...healthTimes)).toBeLessThan(HEALTH_MS);
      expect(workers.seen).toHaveLength(1);
      expect(workers.seen[0]!.errors).toEqual(['ERR_WORKER_OUT_OF_MEMORY']);
      await vi.waitFor(() => expect(workers.seen[0]!.worker.threadId).toBe(-1));
    } finally {
      workers.restore();
      restoreLimits();
    }
    const next = await sanitizePdf(Buffer.from(pdf, 'base64'));
    expect((await PDFDocument.load(next)).getPageCount()).toBe(1);
  });
});

describe('L-14 request sizes and PDF work', () => {
  it('L-14: a body over the limit answers 413 payload_too_large in the usual error shape', async () => {
    expect(PLAN_BODY_LIMIT).toBeLessThan(20_100_000);
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_base64: pdfOfSize(5_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response)).toEqual({
      error: {
        code: 'payload_too_large',
        message: expect.stringMatching(/larger than/),
        details: { limit_bytes: PDF_BASE64_BODY_LIMIT },
      },
    });
  });

  it('L-14: uploaded master agreements are parsed before the transaction opens', async () => {
    const db = portal.app.deps.db;
    const transaction = db.transaction.bind(db);
    let open = 0;
    const loadedInside: boolean[] = [];
    // Each file is handed to the PDF worker (sanitize-pdf.ts), which parses it while the request waits.
    const post = vi.spyOn(Worker.prototype, 'postMessage');
    post.mockImplementation(function (this: Worker, ...args) {
      loadedInside.push(open > 0);
      return postOriginal.apply(this, args);
    });
    db.transaction = ((callback, config) =>
      transaction(async (tx) => {
        open += 1;
        try {
          return await callback(tx);
        } finally {
          open -= 1;
        }
      }, config)) as typeof db.transaction;
    try {
      const saved = await planPatchAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/production-plan',
        payload: patchBody(2, [{ template_language: 'en', template_name: 'plain.pdf', template_base64: pdf }]),
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const [template] = await templatesOf(bare);
      const patched = await templatePatchAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/template',
        payload: {
          ...upload(),
          contract_template_id: template!.contract_template_id,
        },
      });
      expect(patched.statusCode, patched.body).toBe(200);
    } finally {
      db.transaction = transaction;
      post.mockRestore();
    }
    expect(loadedInside.length).toBeGreaterThanOrEqual(2);
    expect(loadedInside.every((inside) => !inside)).toBe(true);
  });
});

describe('L-8 concurrent plan and template edits', () => {
  it('L-8: of two concurrent plan PATCHes on one version one wins, leaving one master agreement', async () => {
    await portal.app.deps.db.delete(contractTemplates).where(eq(contractTemplates.productionPlanId, bare));
    const file = [{ template_language: 'en', template_name: 'race.pdf', template_base64: pdf }];
    // both made on the version read before either: one wins, the other is told (412)
    const headers = await ifMatch(portal.app, PLAN_RECORD, bare);
    const replies = await Promise.all([
      injectAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/production-plan',
        payload: patchBody(1, file),
        headers,
      }),
      injectAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/production-plan',
        payload: patchBody(3, file),
        headers,
      }),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 412]);
    expect((await templatesOf(bare)).filter((t) => t.template_language === 'en')).toHaveLength(1);
    const rows = await portal.app.deps.db.select().from(monthlyUnits).where(eq(monthlyUnits.productionPlanId, bare));
    expect([1, 3]).toContain(rows.length);
  });

  it('L-8: two concurrent uploads of one language give one template and a 409', async () => {
    const db = portal.app.deps.db;
    await db.delete(contractTemplates).where(eq(contractTemplates.productionPlanId, bare));
    const replies = await Promise.all([
      injectAs(portal.app, DEMO.receiver, { method: 'POST', url: '/api/template', payload: upload() }),
      injectAs(portal.app, DEMO.receiver, {
        method: 'POST',
        url: '/api/template',
        payload: upload({ template_name: 'Second.pdf' }),
      }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(errorOf(replies.find((r) => r.statusCode === 409)!).message).toBe(TEMPLATE_EXISTS);
    const rows = await db
      .select()
      .from(contractTemplates)
      .where(and(eq(contractTemplates.productionPlanId, bare), eq(contractTemplates.templateLanguage, 'en')));
    expect(rows).toHaveLength(1);
  });
});
