import { PLAN_MESSAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { companyIdOf, contractTypeIdOf, pdfOfSize, planBody, smallPdf } from '../../../test/fixtures/plan.fixtures';
import { TEMPLATE_EXISTS } from './upload-templates';
import { injectAsReader } from '../../../test/record-version';
import { TEMPLATE_RECORD } from './plan-repository';

const templatePatchAs = injectAsReader(TEMPLATE_RECORD, 'contract_template_id');

type Template = {
  contract_template_id: string;
  external_reference_id: string;
  production_plan_id: string;
  template_name: string;
  template_language: string;
  template_doc_link: string;
  contract_details_schema: { fields: { name: string }[] } | null;
  template_base64?: string;
};

let portal: TestPortal;
let cornbelt: string;
let horizon: string;
let fuel: string;
let pdf: string;
/** A Cornbelt plan whose master agreement failed (FAILED_TEMPLATE), so it has none yet. */
let bare: string;
let seeded: Template;

beforeAll(async () => {
  portal = await createTestPortal();
  cornbelt = await companyIdOf(portal, 'Cornbelt Renewable Fuels');
  horizon = await companyIdOf(portal, 'Prairie Horizon Ethanol');
  fuel = await contractTypeIdOf(portal, 'fuel');
  pdf = await smallPdf();

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

  const plans = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/production-plan?company_id=${cornbelt}`,
  });
  const planId = json<{ production_plans: { production_plan_id: string; contract_year: number }[] }>(
    plans,
  ).production_plans.find((p) => p.contract_year === 2026)!.production_plan_id;
  seeded = json<{ templates: Template[] }>(
    await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: `/api/template?production_plan_id=${planId}` }),
  ).templates[0]!;
});
afterAll(() => portal?.close());

const upload = (overrides: Record<string, unknown> = {}) => ({
  contract_type_id: fuel,
  external_reference_id: cornbelt,
  template_base64: pdf,
  template_name: 'Master agreement 2027.pdf',
  template_language: 'en',
  production_plan_id: bare,
  ...overrides,
});

describe('GET /api/template', () => {
  it("lists a plan's templates with their links, and one template with its PDF", async () => {
    expect(seeded).toMatchObject({ external_reference_id: cornbelt, template_language: 'en' });
    expect(seeded.contract_details_schema!.fields.map((f) => f.name)).toContain('delivery_schedule');
    const one = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/template?contract_template_id=${seeded.contract_template_id}&include_base64=true`,
    });
    const meta = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `/api/template?contract_template_id=${seeded.contract_template_id}`,
    });
    expect(json<{ templates: Template[] }>(meta).templates[0]!.template_base64).toBeUndefined();
    const [withFile] = json<{ templates: Template[] }>(one).templates;
    expect(Buffer.from(withFile!.template_base64!, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const byCompany = await injectAs(portal.app, DEMO.admin, {
      method: 'GET',
      url: `/api/template?external_reference_id=${horizon}`,
    });
    expect(json<{ templates: Template[] }>(byCompany).templates.map((t) => t.template_language)).toEqual(['en', 'fr']);
  });

  it('keeps templates to readers of the company', async () => {
    expect(
      (
        await injectAs(portal.app, DEMO.operator, {
          method: 'GET',
          url: `/api/template?contract_template_id=${seeded.contract_template_id}`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.receiver, {
          method: 'GET',
          url: `/api/template?external_reference_id=${horizon}`,
        })
      ).statusCode,
    ).toBe(403);
    expect((await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/template' })).statusCode).toBe(400);
  });
});

describe('GET /api/template/{id}/pdf', () => {
  it('streams the PDF inline to the company, linked companies and admins', async () => {
    for (const who of ['receiver', 'reseller', 'admin', 'salesrep'] as const) {
      const response = await injectAs(portal.app, DEMO[who], { method: 'GET', url: seeded.template_doc_link });
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(
        /^inline; filename="Enogen Master Agreement 2026 .+\.pdf"$/,
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('refuses other users, strangers and unknown ids', async () => {
    expect(
      (await injectAs(portal.app, DEMO.operator, { method: 'GET', url: seeded.template_doc_link })).statusCode,
    ).toBe(403);
    expect((await injectAs(portal.app, null, { method: 'GET', url: seeded.template_doc_link })).statusCode).toBe(401);
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'GET',
          url: '/api/template/00000000-0000-4000-8000-000000000000/pdf',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/template/not-an-id/pdf' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/template', () => {
  it('checks the file: PDF signature, under 5 MB, not bigger than the request limit', async () => {
    const wrong = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_base64: Buffer.from('<html>').toString('base64') }),
    });
    expect([wrong.statusCode, errorOf(wrong).message]).toEqual([400, PLAN_MESSAGES.wrongFileFormat]);
    const big = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_base64: pdfOfSize(5_000_000) }),
    });
    expect([big.statusCode, errorOf(big).message]).toEqual([400, PLAN_MESSAGES.fileTooLarge]);
    const huge = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_base64: pdfOfSize(6_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('needs plan rights at the company, the plan of that company and one of its languages', async () => {
    expect(
      (await injectAs(portal.app, DEMO.reseller, { method: 'POST', url: '/api/template', payload: upload() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await injectAs(portal.app, DEMO.operator, { method: 'POST', url: '/api/template', payload: upload() }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await injectAs(portal.app, DEMO.admin, {
          method: 'POST',
          url: '/api/template',
          payload: upload({ external_reference_id: horizon }),
        })
      ).statusCode,
    ).toBe(404);
    const french = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload({ template_language: 'fr' }),
    });
    expect([french.statusCode, errorOf(french).message]).toEqual([
      400,
      'The company does not use this template language',
    ]);
  });

  it('adds the missing master agreement after a FAILED_TEMPLATE save, once per language', async () => {
    const response = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const template = json<Template>(response);
    expect(template).toMatchObject({
      production_plan_id: bare,
      template_language: 'en',
      template_name: 'Master agreement 2027.pdf',
    });
    const file = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: template.template_doc_link });
    expect(file.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);
    const again = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/template',
      payload: upload(),
    });
    expect([again.statusCode, errorOf(again).message]).toEqual([409, TEMPLATE_EXISTS]);
  });
});

describe('PATCH /api/template', () => {
  it('renames a template, and replaces its file when one is sent', async () => {
    const base = {
      contract_template_id: seeded.contract_template_id,
      external_reference_id: cornbelt,
      template_name: 'Renamed.pdf',
      contract_type_id: fuel,
      template_language: 'en',
      production_plan_id: seeded.production_plan_id,
    };
    const renamed = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: base,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(json<Template>(renamed).template_name).toBe('Renamed.pdf');
    const replacement = await smallPdf('Replaced by PATCH');
    const replaced = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: { ...base, template_base64: replacement },
    });
    expect(replaced.statusCode).toBe(200);
    const file = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: seeded.template_doc_link });
    expect(file.rawPayload.equals(Buffer.from(replacement, 'base64'))).toBe(true);

    const wrong = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: {
        ...base,
        template_base64: Buffer.from('GIF89a').toString('base64'),
      },
    });
    expect(errorOf(wrong).message).toBe(PLAN_MESSAGES.wrongFileFormat);
    expect(
      (await templatePatchAs(portal.app, DEMO.reseller, { method: 'PATCH', url: '/api/template', payload: base }))
        .statusCode,
    ).toBe(403);
    const moved = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: { ...base, production_plan_id: bare },
    });
    expect([moved.statusCode, errorOf(moved).message]).toEqual([409, TEMPLATE_EXISTS]);
  });

  it('reliability 1: a file replacement that dies before its commit leaves no new file in stored_files', async () => {
    const db = portal.app.deps.db;
    // A crash never reaches the clean-up: the storage's delete does nothing, and a trigger fails the update.
    await db.execute(
      sql.raw(`create function test_template_fault() returns trigger language plpgsql as $$
        begin
          if new.template_name = 'Crash.pdf' then raise exception 'test fault in the template update'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql`create trigger test_template_fault before update on contract_templates for each row execute function test_template_fault()`,
    );
    const files = portal.app.deps.files;
    const realDelete = files.delete;
    files.delete = async () => undefined;
    try {
      const before = await db.$count(storedFiles);
      const crashed = await templatePatchAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/template',
        payload: {
          contract_template_id: seeded.contract_template_id,
          external_reference_id: cornbelt,
          template_name: 'Crash.pdf',
          contract_type_id: fuel,
          template_language: 'en',
          production_plan_id: seeded.production_plan_id,
          template_base64: await smallPdf('Never stored'),
        },
      });
      expect(crashed.statusCode).toBe(500);
      expect(await db.$count(storedFiles)).toBe(before);
    } finally {
      files.delete = realDelete;
    }
  });

  it('reliability 1: a replacement writes its one new file with the commit, and the replaced file stays as a version', async () => {
    const db = portal.app.deps.db;
    const files = portal.app.deps.files;
    const realDelete = files.delete;
    files.delete = async () => undefined;
    try {
      const before = await db.$count(storedFiles);
      const replaced = await templatePatchAs(portal.app, DEMO.receiver, {
        method: 'PATCH',
        url: '/api/template',
        payload: {
          contract_template_id: seeded.contract_template_id,
          external_reference_id: cornbelt,
          template_name: 'Replaced again.pdf',
          contract_type_id: fuel,
          template_language: 'en',
          production_plan_id: seeded.production_plan_id,
          template_base64: await smallPdf('Replaced again'),
        },
      });
      expect(replaced.statusCode, replaced.body).toBe(200);
      expect(await db.$count(storedFiles)).toBe(before + 1);
    } finally {
      files.delete = realDelete;
    }
  });
});

describe('master agreement versions', () => {
  type Versions = {
    versions: {
      version_id: string | null;
      template_name: string;
      size: number | null;
      uploaded_by_email: string | null;
      current: boolean;
      file_link: string;
    }[];
  };
  const versionsUrl = () => `/api/template/${seeded.contract_template_id}/versions`;
  const read = (email: string | null, url: string) => injectAs(portal.app, email, { method: 'GET', url });

  it('a replaced file is kept: the versions list it newest first, the current marked, and both open', async () => {
    const before = (await read(DEMO.receiver, seeded.template_doc_link)).rawPayload;
    const replacement = await smallPdf('Version two');
    const replaced = await templatePatchAs(portal.app, DEMO.receiver, {
      method: 'PATCH',
      url: '/api/template',
      payload: {
        contract_template_id: seeded.contract_template_id,
        external_reference_id: cornbelt,
        template_name: 'Version two.pdf',
        contract_type_id: fuel,
        template_language: 'en',
        production_plan_id: seeded.production_plan_id,
        template_base64: replacement,
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);

    const listed = await read(DEMO.receiver, versionsUrl());
    expect(listed.statusCode, listed.body).toBe(200);
    const { versions } = json<Versions>(listed);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0]).toMatchObject({
      current: true,
      template_name: 'Version two.pdf',
      uploaded_by_email: DEMO.receiver,
      size: Buffer.from(replacement, 'base64').byteLength,
      file_link: seeded.template_doc_link,
    });
    expect(versions.slice(1).every((v) => !v.current && v.version_id)).toBe(true);

    const current = await read(DEMO.receiver, versions[0]!.file_link);
    expect(current.rawPayload.equals(Buffer.from(replacement, 'base64'))).toBe(true);
    const old = await read(DEMO.receiver, versions[1]!.file_link);
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toBe('application/pdf');
    expect(old.rawPayload.equals(before)).toBe(true);
    // who reads every company (the admin) opens it too
    expect((await read(DEMO.admin, versions[1]!.file_link)).statusCode).toBe(200);
  });

  it("attack: another company's user can neither list nor open a plan's master agreement versions", async () => {
    const { versions } = json<Versions>(await read(DEMO.receiver, versionsUrl()));
    const older = versions.find((v) => !v.current)!;
    expect((await read(DEMO.operator, versionsUrl())).statusCode).toBe(403);
    expect((await read(DEMO.operator, older.file_link)).statusCode).toBe(403);
    expect((await read(null, older.file_link)).statusCode).toBe(401);
  });

  it('an unknown version id, or one of another template, is 404; a malformed one 400', async () => {
    const unknown = `/api/template/${seeded.contract_template_id}/versions/${crypto.randomUUID()}/pdf`;
    expect((await read(DEMO.receiver, unknown)).statusCode).toBe(404);
    const { versions } = json<Versions>(await read(DEMO.receiver, versionsUrl()));
    const older = versions.find((v) => !v.current)!;
    const other = json<{ templates: Template[] }>(
      await read(DEMO.admin, `/api/template?external_reference_id=${horizon}`),
    ).templates[0]!;
    const crossed = `/api/template/${other.contract_template_id}/versions/${older.version_id}/pdf`;
    expect((await read(DEMO.admin, crossed)).statusCode).toBe(404);
    expect((await read(DEMO.receiver, `/api/template/${seeded.contract_template_id}/versions/x/pdf`)).statusCode).toBe(
      400,
    );
    expect((await read(DEMO.receiver, `/api/template/${crypto.randomUUID()}/versions`)).statusCode).toBe(404);
  });
});
