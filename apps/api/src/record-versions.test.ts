import { RECORD_VERSION_MESSAGES, versionOfTag } from '@portal/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stewardshipActivities, users } from './db/schema';
import { DEMO, DEMO_USERS, errorOf, injectAs, json, type TestPortal } from '../test/portal';
import { openTicketPortal, ticketOf, TICKETS_URL, type TicketContext } from '../test/fixtures/scale-ticket.fixtures';

/**
 * Issue 25, "conflicts detected on every editable record": each read carries the record's version (ETag
 * or `version`), each write sends it back (If-Match); none answers 428, a stale one 412 naming who
 * changed the record and when, and changes nothing; of two writes made on one version exactly one wins.
 */

let portal: TestPortal;
let ctx: TicketContext;

beforeAll(async () => {
  ({ portal, ctx } = await openTicketPortal());
});
afterAll(() => portal?.close());

const admin = DEMO_USERS.find((user) => user.email === DEMO.admin)!;
const adminName = `${admin.first} ${admin.last}`;

const get = (url: string, email: string = DEMO.admin) => injectAs(portal.app, email, { method: 'GET', url });
const send = (method: 'PATCH' | 'POST' | 'PUT', url: string, payload: object, version?: string, email = DEMO.admin) =>
  injectAs(portal.app, email, {
    method,
    url,
    payload,
    headers: version === undefined ? {} : { 'if-match': `"${version}"` },
  });
const etagOf = (response: LightMyRequestResponse) => versionOfTag(response.headers.etag as string | undefined);

/** One editable record: how the SPA reads it (its version and a snapshot) and how it saves it. */
type RecordCase = {
  name: string;
  /** Reads the record: its version and what a stale write must leave unchanged. */
  read: () => Promise<{ version: string; snapshot: unknown }>;
  /** A save on this version; `n` makes each save's content different. */
  write: (version: string | undefined, n: number) => Promise<LightMyRequestResponse>;
};

let ticketId = '';
async function readTicket() {
  const response = await get(`${TICKETS_URL}?production_plan_id=${ctx.plan}&limit=200`);
  expect(response.statusCode, response.body).toBe(200);
  const ticket = json<{ scale_tickets: { scale_ticket_id: string; version: string }[] }>(response).scale_tickets.find(
    (t) => t.scale_ticket_id === ticketId,
  )!;
  return { version: ticket.version, snapshot: ticket };
}
const ticket: RecordCase = {
  name: 'scale ticket',
  read: readTicket,
  write: async (version, n) => {
    const { snapshot } = await readTicket();
    const { version: _v, ...stored } = snapshot as Record<string, unknown>;
    return send('PATCH', TICKETS_URL, { ...ticketOf(ctx), ...pickTicket(stored), net_quantity: 900 + n }, version);
  },
};
function pickTicket(stored: Record<string, unknown>) {
  const keys = Object.keys(ticketOf(ctx));
  return {
    ...Object.fromEntries(keys.map((key) => [key, stored[key]])),
    scale_ticket_id: stored.scale_ticket_id,
    notes: null,
  };
}

async function readPlan() {
  const response = await get(`/api/production-plan?production_plan_id=${ctx.plan}`);
  expect(response.statusCode, response.body).toBe(200);
  const plan = json<{ production_plan: Record<string, unknown> & { version: string } }>(response).production_plan;
  expect(etagOf(response)).toBe(plan.version);
  return { version: plan.version, snapshot: plan as unknown };
}
const plan: RecordCase = {
  name: 'production plan with its monthly rows',
  read: readPlan,
  write: async (version, n) => {
    const { snapshot } = await readPlan();
    const stored = snapshot as { monthly_units: Record<string, unknown>[] };
    const monthly = stored.monthly_units.map((row, index) =>
      index === 0 ? { ...row, available_units: Number(row.available_units) + n } : row,
    );
    return send(
      'PATCH',
      '/api/production-plan',
      { ...stored, templates: [], monthly_units: monthly, aph: 150 + n },
      version,
    );
  },
};

async function readCompany() {
  const response = await get(`/api/company-management/v1?company_id=${ctx.cornbelt}`);
  expect(response.statusCode, response.body).toBe(200);
  const company = json<{ data: { version: string } }>(response).data;
  expect(etagOf(response)).toBe(company.version);
  return { version: company.version, snapshot: company };
}
const company: RecordCase = {
  name: 'company',
  read: readCompany,
  write: (version, n) =>
    send('PATCH', '/api/company-management/v1', { company_id: ctx.cornbelt, city: `Nevada ${n}` }, version),
};
const companyDetails: RecordCase = {
  name: 'company details',
  read: readCompany,
  write: (version, n) =>
    send(
      'PATCH',
      '/api/company-management/v1',
      { company_id: ctx.cornbelt, details: { details_name: `Detail ${n}`, details_value: 'Value' } },
      version,
    ),
};

let roleId = '';
async function readRole() {
  const response = await get('/api/roles');
  const role = json<{ roles: { role_id: string; version: string }[] }>(response).roles.find(
    (r) => r.role_id === roleId,
  )!;
  return { version: role.version, snapshot: role };
}
const role: RecordCase = {
  name: 'role with its permissions',
  read: readRole,
  write: (version, n) =>
    send('PATCH', '/api/roles', { role_id: roleId, display_name: `Versioned role ${n}`, permissions: [] }, version),
};

let programId = '';
async function readProgram() {
  const response = await get('/api/programs');
  const found = json<{ programs: { program_id: string; version: string }[] }>(response).programs.find(
    (p) => p.program_id === programId,
  )!;
  return { version: found.version, snapshot: found };
}
const program: RecordCase = {
  name: 'program',
  read: readProgram,
  write: (version, n) =>
    send('PATCH', '/api/programs', { program_id: programId, program_name: `Versioned program ${n}` }, version),
};

const WINDOW_YEAR = 2031;
let windowId = '';
async function readWindow() {
  const response = await get(`/api/planting-and-harvest-date?selected_year=${WINDOW_YEAR}`);
  const window = json<{ version: string }>(response);
  expect(etagOf(response)).toBe(window.version);
  return { version: window.version, snapshot: window };
}
const plantingDates: RecordCase = {
  name: 'planting and harvest dates',
  read: readWindow,
  write: (version, n) =>
    send(
      'PATCH',
      '/api/planting-and-harvest-date',
      {
        planting_and_harvest_date_id: windowId,
        selected_year: WINDOW_YEAR,
        planting_date: `${WINDOW_YEAR}-06-${String(10 + n).padStart(2, '0')}`,
        harvest_date: `${WINDOW_YEAR}-11-15`,
      },
      version,
    ),
};

let activityId = '';
async function readActivity() {
  const response = await get(`/api/activity?stewardship_activity_id=${activityId}`);
  expect(response.statusCode, response.body).toBe(200);
  const activity = json<{ version: string; storage_locations: unknown[] }>(response);
  expect(etagOf(response)).toBe(activity.version);
  return { version: activity.version, snapshot: activity };
}
const stewardshipSection: RecordCase = {
  name: 'stewardship section',
  read: readActivity,
  write: (version, n) =>
    send(
      'PATCH',
      '/api/activity',
      {
        section: 'storage',
        stewardship_activity_id: activityId,
        storage_locations: [{ location_name: `Bin ${n}`, capacity: 1000 + n, cleanout_date: null }],
      },
      version,
    ),
};

type TemplateView = {
  contract_template_id: string;
  contract_type_id: string | null;
  external_reference_id: string;
  production_plan_id: string;
  template_language: string;
  version: string;
};
let templateId = '';
async function readTemplate() {
  const response = await get(`/api/template?contract_template_id=${templateId}`);
  expect(response.statusCode, response.body).toBe(200);
  const [template] = json<{ templates: TemplateView[] }>(response).templates;
  expect(etagOf(response)).toBe(template!.version);
  return { version: template!.version, snapshot: template as unknown };
}
const masterAgreement: RecordCase = {
  name: 'master agreement',
  read: readTemplate,
  write: async (version, n) => {
    const template = (await readTemplate()).snapshot as TemplateView;
    return send(
      'PATCH',
      '/api/template',
      {
        contract_template_id: template.contract_template_id,
        external_reference_id: template.external_reference_id,
        production_plan_id: template.production_plan_id,
        contract_type_id: template.contract_type_id,
        template_language: template.template_language,
        template_name: `Agreement ${n}.pdf`,
      },
      version,
    );
  },
};

let userId = '';
async function readUser() {
  const response = await get(`/api/company-management/v1/users?user_id=${userId}`);
  expect(response.statusCode, response.body).toBe(200);
  const user = json<{ data: { version: string } }>(response).data;
  expect(etagOf(response)).toBe(user.version);
  return { version: user.version, snapshot: user };
}
const user: RecordCase = {
  name: 'user',
  read: readUser,
  write: (version, n) =>
    send(
      'PATCH',
      '/api/company-management/v1/users',
      { user_id: userId, first: 'Omar', last: `Lindqvist ${n}`, phone: '605-555-0105' },
      version,
    ),
};

async function readDraft() {
  const response = await get(`/api/drafts?contract_id=${ctx.contracts[0]!.contractId}`);
  expect(response.statusCode, response.body).toBe(200);
  const draft = json<{ version: string }>(response);
  expect(etagOf(response)).toBe(draft.version);
  return { version: draft.version, snapshot: draft };
}
const contractDraft: RecordCase = {
  name: 'contract draft (over a stored one)',
  read: readDraft,
  write: (version, n) =>
    send('POST', '/api/drafts', { contract_id: ctx.contracts[0]!.contractId, draft: { note: `Draft ${n}` } }, version),
};

const CASES: RecordCase[] = [
  contractDraft,
  user,
  masterAgreement,
  ticket,
  plan,
  company,
  companyDetails,
  role,
  program,
  plantingDates,
  stewardshipSection,
];

beforeAll(async () => {
  const response = await send('POST', TICKETS_URL, { scale_tickets: [ticketOf(ctx)] });
  expect(response.statusCode, response.body).toBe(200);
  ticketId = json<{ scale_ticket_ids: string[] }>(response).scale_ticket_ids[0]!;
  const created = await send('POST', '/api/roles', {
    display_name: 'Versioned role',
    description: 'Edited by the version tests',
    role_type: 'external',
    permissions: [],
  });
  expect(created.statusCode, created.body).toBe(200);
  roleId = json<{ role_id: string }>(created).role_id;
  const newProgram = await send('POST', '/api/programs', { program_name: 'Versioned program' });
  expect(newProgram.statusCode, newProgram.body).toBe(200);
  programId = json<{ program_id: string }>(newProgram).program_id;
  const window = await send('POST', '/api/planting-and-harvest-date', {
    selected_year: WINDOW_YEAR,
    planting_date: `${WINDOW_YEAR}-06-15`,
    harvest_date: `${WINDOW_YEAR}-11-15`,
  });
  expect(window.statusCode, window.body).toBe(200);
  windowId = json<{ planting_and_harvest_date_id: string }>(window).planting_and_harvest_date_id;
  const [activity] = await ctx.db
    .select({ id: stewardshipActivities.stewardshipActivityId })
    .from(stewardshipActivities)
    .limit(1);
  activityId = activity!.id;
  const first = await send('POST', '/api/drafts', {
    contract_id: ctx.contracts[0]!.contractId,
    draft: { note: 'First' },
  });
  expect(first.statusCode, first.body).toBe(200);
  const [operator] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.operator));
  userId = operator!.id;
  templateId = ((await readPlan()).snapshot as { templates: { contract_template_id: string }[] }).templates[0]!
    .contract_template_id;
});

describe.each(CASES)('$name', (record) => {
  it('a write without If-Match answers 428 and changes nothing', async () => {
    const before = await record.read();
    const response = await record.write(undefined, 1);
    expect(response.statusCode, response.body).toBe(428);
    expect(errorOf(response)).toMatchObject({
      code: 'precondition_required',
      message: RECORD_VERSION_MESSAGES.versionRequired,
    });
    expect(await record.read()).toEqual(before);
  });

  it('a write on the version read succeeds and answers the new ETag', async () => {
    const { version } = await record.read();
    const response = await record.write(version, 2);
    expect(response.statusCode, response.body).toBe(200);
    const next = etagOf(response);
    expect(next).toBeTruthy();
    expect(next).not.toBe(version);
    expect((await record.read()).version).toBe(next);
  });

  it('a stale write answers 412 naming who changed the record and when, and changes nothing', async () => {
    const { version: stale } = await record.read();
    expect((await record.write(stale, 3)).statusCode).toBe(200);
    const before = await record.read();
    const response = await record.write(stale, 4);
    expect(response.statusCode, response.body).toBe(412);
    const error = errorOf(response);
    const details = error.details as { changedBy: string; changedAt: string };
    expect(details.changedBy).toBe(adminName);
    expect(Date.now() - Date.parse(details.changedAt)).toBeLessThan(60_000);
    expect(error).toMatchObject({ code: 'stale_version', message: RECORD_VERSION_MESSAGES.changed(details) });
    expect(error.message).toMatch(new RegExp(`^${adminName} changed this record on .* UTC\\. Reload it`));
    expect(await record.read()).toEqual(before);
  });
});

describe.each([ticket, plan, stewardshipSection])('two concurrent writes of one $name', (record) => {
  it('on the same version: exactly one wins, the other gets 412', async () => {
    const { version } = await record.read();
    const responses = await Promise.all([record.write(version, 5), record.write(version, 6)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 412]);
  });
});
