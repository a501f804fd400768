import type { FastifyServerOptions, InjectOptions, RouteOptions } from 'fastify';
import type * as FastifyModule from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  companies,
  companyTraining,
  contracts,
  contractTypes,
  farms,
  fields,
  productionPlans,
  roles,
  stewardshipActivities,
  stewardshipFields,
  storageLocations,
  users,
} from '../db/schema';
import { buildGrower, buildLink } from '../../test/factories';
import { createTestPortal, DEMO, errorOf, inject, json, signIn, type TestPortal } from '../../test/portal';
import { planBody, smallPdf } from '../../test/fixtures/plan.fixtures';
import { declaredAccess } from './access';
import { isApiRoute } from './api-route';

/**
 * The route walk (issue 8, "How it is verified"): every registered API route, as every demo user
 * who is not an admin (and signed out), with the ids of a walled-off tenant none of them belongs
 * to. Each route needs a case below; a route without one fails the first test.
 */

const seen = vi.hoisted(() => [] as { method: string; url: string; config: unknown }[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) seen.push({ method, url: route.url, config: route.config });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

/** The walled tenant: a grain receiver and its linked reseller, their people, plan, grower and contract. */
type Walled = {
  receiver: string;
  receiverSap: string;
  reseller: string;
  resellerSap: string;
  person: string;
  personEmail: string;
  plan: string;
  template: string;
  /** a kept file of the template */
  templateVersion: string;
  grower: string;
  contract: string;
  /** a second contract of the walled plan, completed (deliverable: tickets and inventory read it) */
  delivered: string;
  /**
   * Plans the demo users may read (the receiver's and the 3PO's of 2026): combined with walled ids in
   * one request, the handler must check every id it reads, not only the one it guards (own plan +
   * foreign contract).
   */
  own: { plans: string[] };
  /** the contract's stewardship activity and the grower's field */
  activity: string;
  field: string;
  ticket: string;
  /** a delete of another of its tickets, restorable */
  deletedBatch: string;
  growerRole: string;
  planPayload: object;
  templatePayload: object;
  contractPayload: object;
};
type Request = Omit<InjectOptions, 'cookies'>;
type Case =
  /** 401 signed out, 401/403/404 for every user; nothing changes. */
  | { deny: (w: Walled) => Request[]; exempt?: { users: User[]; reason: string } }
  /** Admin-only by declaration: no user gets a 2xx; nothing changes. */
  | { admin: (w: Walled) => Request }
  /** A scoped list or search: the walled tenant's records never appear; nothing changes. */
  | { hidden: (w: Walled) => Request[]; exempt?: { users: User[]; reason: string } }
  | { skip: string };

type User = Exclude<keyof typeof DEMO, 'admin'>;
const USERS: User[] = ['salesrep', 'steward', 'reseller', 'receiver', 'operator', 'newuser'];
const READ_ALL = {
  users: ['salesrep', 'steward'] as User[],
  reason: 'read-company holders read every company, its plans and people (spec 1 §6)',
};

const get = (url: string): Request => ({ method: 'GET', url });
const send = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Request => ({
  method,
  url,
  ...(payload ? { payload } : {}),
});
const total = {
  field_id: 'total_enogen_acres_id',
  is_total: true,
  acres: 10,
  planting_rate: 140000,
  average_yield: 200,
};
const storage = { storage_name: 'Bin', storage_capacity: 10, storage_latitude: 42, storage_longitude: -93 };
const ANY_UUID = '00000000-0000-4000-8000-000000000001';

const CASES: Record<string, Case> = {
  'GET /api/health': { skip: 'public' },
  'GET /api/health/live': { skip: 'public' },
  'GET /api/health/ready': { skip: 'public' },
  'GET /api/auth-providers': { skip: 'public: the sign-in buttons' },
  'GET /api/docs': { skip: 'public: API documentation' },
  'GET /api/docs/json': { skip: 'public: API documentation' },
  'GET /api/docs/yaml': { skip: 'public: API documentation' },
  'GET /api/docs/static/*': { skip: 'public: API documentation' },
  'GET /api/docs/static/index.html': { skip: 'public: API documentation' },
  'GET /api/docs/static/swagger-initializer.js': { skip: 'public: API documentation' },
  'GET /api/auth/*': { skip: 'Better Auth: its own origin check; sign-in tests (H-3, M-5, M-7)' },
  'POST /api/auth/*': { skip: 'Better Auth: its own origin check; sign-in tests (H-3, M-5, M-7)' },
  'GET /api/login-links/:login_hash': { skip: 'public: an invitation token' },
  'POST /api/login-links/:login_hash': { skip: 'public: an invitation token' },
  'POST /api/events': { skip: 'public: client events, rate limited, never audited (L-6)' },
  'GET /api/e-sign/:token': { skip: 'public: a signing token' },
  'GET /api/e-sign/:token/document': { skip: 'public: a signing token' },
  'POST /api/e-sign/:token': { skip: 'public: a signing token' },
  'POST /api/e-sign/:token/decline': { skip: 'public: a signing token' },
  'POST /api/e-sign/contact-confirmation': { skip: 'public: a single-use confirmation token' },
  'POST /api/sign-in/unlock': { skip: 'public: a single-use unlock token, rate limited (security-sign-in tests)' },
  'GET /api/my-highest-role': { skip: 'self' },
  'GET /api/survey-code': { skip: 'self: one’s own latest survey code' },
  'POST /api/survey-code': { skip: 'self: issues the caller’s own code (limited per user, L-15)' },
  'GET /api/sales-year': { skip: 'catalogue' },
  'GET /api/supported-languages': { skip: 'catalogue' },
  'GET /api/type': { skip: 'catalogue: contract types' },
  'GET /api/roles': { skip: 'catalogue' },
  'GET /api/permissions': { skip: 'catalogue' },
  'GET /api/planting-and-harvest-date': { skip: 'catalogue' },
  'GET /api/grower-training/v1': { skip: 'catalogue: training videos' },
  'POST /api/company-management/v1/users': {
    skip: 'no record id: adds an unassigned user by e-mail for inviters (spec 1 §7)',
  },

  // admin only
  'POST /api/invite-admin': {
    admin: (w) =>
      send('POST', '/api/invite-admin', {
        company_id: 'admin',
        user_type: 'existing',
        user_id: w.person,
        role_id: ANY_UUID,
      }),
  },
  'POST /api/company-management/v1': { admin: () => send('POST', '/api/company-management/v1', {}) },
  'DELETE /api/company-management/v1': {
    admin: (w) => send('DELETE', `/api/company-management/v1?company_id=${w.receiver}`),
  },
  'POST /api/growers/import': { admin: () => send('POST', '/api/growers/import', {}) },
  'POST /api/growers/uploads': { admin: () => send('POST', '/api/growers/uploads', { total_rows: 1 }) },
  'PUT /api/growers/uploads/:upload_id/chunks/:index': {
    admin: () => send('PUT', `/api/growers/uploads/${ANY_UUID}/chunks/0`, { rows: [{ sap_id: '1' }] }),
  },
  'POST /api/growers/uploads/:upload_id/commit': {
    admin: () => send('POST', `/api/growers/uploads/${ANY_UUID}/commit`),
  },
  'DELETE /api/growers/uploads/:upload_id': { admin: () => send('DELETE', `/api/growers/uploads/${ANY_UUID}`) },
  'POST /api/link': { admin: (w) => send('POST', '/api/link', { company_id_1: w.receiver, company_id_2: ANY_UUID }) },
  'DELETE /api/link': {
    admin: (w) => send('DELETE', `/api/link?company_id_1=${w.receiver}&company_id_2=${w.reseller}`),
  },
  'GET /api/outbox': { admin: () => get('/api/outbox') },
  'GET /api/admin/audit-log/v1': { admin: (w) => get(`/api/admin/audit-log/v1?company_id=${w.receiver}`) },
  'GET /api/admin/audit-log/v1/export': {
    admin: (w) => get(`/api/admin/audit-log/v1/export?company_id=${w.receiver}`),
  },
  'POST /api/planting-and-harvest-date': { admin: () => send('POST', '/api/planting-and-harvest-date', {}) },
  'PATCH /api/planting-and-harvest-date': { admin: () => send('PATCH', '/api/planting-and-harvest-date', {}) },
  'POST /api/roles': { admin: () => send('POST', '/api/roles', {}) },
  'PATCH /api/roles': { admin: () => send('PATCH', '/api/roles', {}) },
  'PATCH /api/sales-year': { admin: () => send('PATCH', '/api/sales-year', { sales_year: 2030 }) },
  'GET /api/sso-providers': { admin: () => get('/api/sso-providers') },
  'POST /api/sso-providers': { admin: () => send('POST', '/api/sso-providers', {}) },
  'DELETE /api/sso-providers/:id': { admin: () => send('DELETE', '/api/sso-providers/x') },
  'POST /api/grower-training/v1': { admin: () => send('POST', '/api/grower-training/v1', {}) },
  'PATCH /api/grower-training/v1': { admin: () => send('PATCH', '/api/grower-training/v1', {}) },
  'DELETE /api/grower-training/v1': { admin: () => send('DELETE', '/api/grower-training/v1?training_id=x') },

  // companies, links, people
  'GET /api/company-management/v1': {
    deny: (w) => [get(`/api/company-management/v1?company_id=${w.receiver}`)],
    exempt: READ_ALL,
  },
  'GET /api/company-management/v1/history': {
    deny: (w) => [get(`/api/company-management/v1/history?company_id=${w.receiver}`)],
    exempt: READ_ALL,
  },
  'PATCH /api/company-management/v1': {
    deny: (w) => [
      send('PATCH', '/api/company-management/v1', { company_id: w.receiver, city: 'Nowhere' }),
      send('PATCH', '/api/company-management/v1', { company_id: w.receiver, allow_non_enogen_contracts: true }),
    ],
  },
  'GET /api/company-search': { hidden: () => [get('/api/company-search?search_name=Walled')], exempt: READ_ALL },
  'POST /api/salesforce-sync-companies': {
    deny: (w) => [send('POST', '/api/salesforce-sync-companies', { sapIds: [w.receiverSap] })],
  },
  'GET /api/link': { deny: (w) => [get(`/api/link?company_id=${w.receiver}`)], exempt: READ_ALL },
  'GET /api/assignments': {
    deny: (w) => [get(`/api/assignments?user_id=${w.person}`), get(`/api/assignments?company_id=${w.receiver}`)],
    exempt: READ_ALL,
  },
  'POST /api/assignments': {
    deny: (w) => [
      send('POST', '/api/assignments', { user_id: w.person, company_id: w.receiver, role_id: w.growerRole }),
    ],
  },
  'DELETE /api/assignments': {
    deny: (w) => [
      send('DELETE', `/api/assignments?user_id=${w.person}&company_id=${w.receiver}`, { company_id: w.reseller }),
    ],
  },
  'GET /api/company-management/v1/users': {
    deny: (w) => [
      get(`/api/company-management/v1/users?user_id=${w.person}`),
      get(`/api/company-management/v1/users?email=${w.personEmail}`),
    ],
    exempt: {
      users: ['salesrep', 'steward'],
      reason: 'the e-mail check finds people of companies one may see (spec 1 §6)',
    },
  },
  'GET /api/company-management/v1/users/history': {
    deny: (w) => [get(`/api/company-management/v1/users/history?user_id=${w.person}`)],
    exempt: {
      users: ['salesrep', 'steward'],
      reason: 'read-user holders read the people of every company (spec 1 §6)',
    },
  },
  'PATCH /api/company-management/v1/users': {
    deny: (w) => [
      send('PATCH', '/api/company-management/v1/users', {
        user_id: w.person,
        first: 'A',
        last: 'B',
        phone: '515-555-0100',
      }),
    ],
  },
  'GET /api/user-search': { hidden: () => [get('/api/user-search?full_name=walled')], exempt: READ_ALL },
  'GET /api/search': { hidden: () => [get('/api/search?global_search=Walled')], exempt: READ_ALL },
  'GET /api/company-training': {
    hidden: () => [get('/api/company-training?company_sap_id=0012399999&training_year=2026')],
    exempt: READ_ALL,
  },
  'POST /api/company-training': {
    deny: (w) => [
      send('POST', '/api/company-training', {
        training_year: 2026,
        company_sap_id: w.receiverSap,
        company_name: 'W',
        active: true,
      }),
    ],
  },
  'POST /api/company-training/uploads': {
    skip: "self: opens the caller's own empty session; the commit checks company-training at each record's company",
  },
  'PUT /api/company-training/uploads/:upload_id/chunks/:index': {
    deny: (w) => [
      send('PUT', `/api/company-training/uploads/${ANY_UUID}/chunks/0`, {
        training_docs: [{ training_year: 2026, company_sap_id: w.receiverSap, company_name: 'W', active: true }],
      }),
    ],
  },
  'POST /api/company-training/uploads/:upload_id/commit': {
    deny: () => [send('POST', `/api/company-training/uploads/${ANY_UUID}/commit`)],
  },
  'DELETE /api/company-training/uploads/:upload_id': {
    deny: () => [send('DELETE', `/api/company-training/uploads/${ANY_UUID}`)],
  },
  'PATCH /api/company-training': {
    deny: (w) => [
      send('PATCH', '/api/company-training', {
        training_year: 2026,
        company_sap_id: w.receiverSap,
        company_name: 'W',
        active: true,
      }),
    ],
  },
  'POST /api/update-eal-accounts': {
    deny: (w) => [
      send('POST', '/api/update-eal-accounts?submit=true', {
        // create-scale-ticket opens the upload; saving is an invite at the reseller, which no demo user may make.
        assignment_list: [{ reseller_sap_id: w.resellerSap, new_account_lead_email: DEMO.reseller }],
      }),
    ],
  },

  // programs (show-programs: admins only in the demo)
  // reports (issue 13): the walled contract is pending in 2026, a reportable state
  'GET /api/reports/net-bushels': {
    hidden: (w) => [
      get('/api/reports/net-bushels?year=2026&limit=500'),
      get(`/api/reports/net-bushels?year=2026&company_id=${w.receiver}`),
    ],
  },
  'GET /api/reports/programs': { hidden: () => [get('/api/reports/programs')], exempt: READ_ALL },
  'GET /api/reports/export': {
    deny: (w) => [
      get(`/api/reports/export?report=program&format=xlsx&program_id=${ANY_UUID}&production_plan_id=${w.plan}`),
    ],
  },
  'GET /api/programs': { deny: () => [get('/api/programs')] },
  'POST /api/programs': { deny: () => [send('POST', '/api/programs', { program_name: 'Walled programme' })] },
  'PATCH /api/programs': { deny: () => [send('PATCH', '/api/programs', { program_id: ANY_UUID, program_name: 'X' })] },
  'DELETE /api/programs': { deny: () => [send('DELETE', `/api/programs?program_id=${ANY_UUID}`)] },
  'GET /api/program-assignments': { deny: (w) => [get(`/api/program-assignments?production_plan_id=${w.plan}`)] },
  'POST /api/program-assignments': {
    deny: (w) => [
      send('POST', '/api/program-assignments', {
        program_id: ANY_UUID,
        company_id: w.receiver,
        production_plan_id: w.plan,
      }),
    ],
  },
  'DELETE /api/program-assignments': {
    deny: () => [send('DELETE', `/api/program-assignments?assignment_id=${ANY_UUID}`)],
  },

  // production plans and master agreements
  'GET /api/production-plan': {
    deny: (w) => [
      get(`/api/production-plan?production_plan_id=${w.plan}`),
      get(`/api/production-plan?company_id=${w.receiver}`),
      get(`/api/production-plan?parent_production_plan_id=${w.plan}`),
      get(`/api/production-plan?parent_company_id=${w.receiver}`),
    ],
    exempt: READ_ALL,
  },
  'GET /api/production-plan/history': {
    deny: (w) => [get(`/api/production-plan/history?production_plan_id=${w.plan}`)],
    exempt: READ_ALL,
  },
  'POST /api/production-plan': { deny: (w) => [send('POST', '/api/production-plan', w.planPayload)] },
  'PATCH /api/production-plan': {
    deny: (w) => [send('PATCH', '/api/production-plan', { ...w.planPayload, production_plan_id: w.plan })],
  },
  'GET /api/committed-unit': {
    deny: (w) => [
      get(`/api/committed-unit?contract_id=${w.contract}`),
      get(`/api/committed-unit?production_plan_id=${w.plan}`),
    ],
    exempt: READ_ALL,
  },
  'GET /api/inventory-code': {
    hidden: (w) => [get(`/api/inventory-code?year=2026&company_id=${w.receiver}`)],
    exempt: READ_ALL,
  },
  'GET /api/contract_year': { deny: (w) => [get(`/api/contract_year?company_id=${w.receiver}`)], exempt: READ_ALL },
  'GET /api/es-production-plan': {
    hidden: () => [
      get('/api/es-production-plan?search=Walled'),
      get('/api/es-production-plan?search=Walled&parent_candidates=true'),
    ],
    exempt: READ_ALL,
  },
  'GET /api/template': { deny: (w) => [get(`/api/template?production_plan_id=${w.plan}`)], exempt: READ_ALL },
  'GET /api/template/:contract_template_id/pdf': {
    deny: (w) => [get(`/api/template/${w.template}/pdf`)],
    exempt: READ_ALL,
  },
  'GET /api/template/:contract_template_id/versions': {
    deny: (w) => [get(`/api/template/${w.template}/versions`)],
    exempt: READ_ALL,
  },
  'GET /api/template/:contract_template_id/versions/:version_id/pdf': {
    deny: (w) => [get(`/api/template/${w.template}/versions/${w.templateVersion}/pdf`)],
    exempt: READ_ALL,
  },
  'POST /api/template': { deny: (w) => [send('POST', '/api/template', w.templatePayload)] },
  'PATCH /api/template': {
    deny: (w) => [send('PATCH', '/api/template', { ...w.templatePayload, contract_template_id: w.template })],
  },

  // contracts and growers
  'GET /api/grower-contracts/v1': { deny: (w) => [get(`/api/grower-contracts/v1?contract_id=${w.contract}`)] },
  'GET /api/grower-contracts/v1/history': {
    deny: (w) => [get(`/api/grower-contracts/v1/history?contract_id=${w.contract}`)],
  },
  'POST /api/grower-contracts/v1': { deny: (w) => [send('POST', '/api/grower-contracts/v1', w.contractPayload)] },
  'PATCH /api/grower-contracts/v1': {
    deny: (w) => [send('PATCH', '/api/grower-contracts/v1', { contract_id: w.contract })],
  },
  'PATCH /api/void': {
    deny: (w) => [send('PATCH', `/api/void?contract_id=${w.contract}`, { voided_from: 'Entered in error' })],
  },
  'POST /api/trigger-contracts': {
    deny: (w) => [send('POST', `/api/trigger-contracts?contract_id=${w.contract}`, {})],
  },
  'GET /api/archive-pdf-contracts': { deny: (w) => [get(`/api/archive-pdf-contracts?contract_id=${w.contract}`)] },
  'PATCH /api/update-contract-fields': {
    deny: (w) => [send('PATCH', '/api/update-contract-fields', { contract_id: w.contract, fields: [total] })],
  },
  'PATCH /api/contract-stewardship-history': {
    deny: (w) => [
      send('PATCH', '/api/contract-stewardship-history', {
        contract_id: w.contract,
        stewardship_history: { action: 'X' },
      }),
    ],
  },
  // stewardship (issue 12)
  'POST /api/seed-stewardship/v1': {
    deny: (w) => [send('POST', '/api/seed-stewardship/v1', { contract_id: w.contract })],
  },
  'GET /api/activity': { deny: (w) => [get(`/api/activity?stewardship_activity_id=${w.activity}`)] },
  'GET /api/stewardship-activities/history': {
    deny: (w) => [get(`/api/stewardship-activities/history?activity_id=${w.activity}`)],
  },
  'PATCH /api/activity': {
    deny: (w) => [
      send('PATCH', '/api/activity', {
        section: 'storage',
        stewardship_activity_id: w.activity,
        storage_locations: [{ location_name: 'Bin', capacity: 1, cleanout_date: null }],
      }),
    ],
  },
  'POST /api/replant': {
    deny: (w) => [
      send('POST', '/api/replant', {
        stewardship_id: w.activity,
        field_id: w.field,
        replanted_date: '2026-06-01',
        acres_replanted: 1,
      }),
    ],
  },
  'POST /api/fieldLost': {
    deny: (w) => [
      send('POST', '/api/fieldLost', {
        stewardship_id: w.activity,
        field_id: w.field,
        fieldLost_date: '2026-06-01',
        acres_lost: 1,
      }),
    ],
  },
  'POST /api/stewardship/assign-fields': {
    deny: (w) => [
      send('POST', '/api/stewardship/assign-fields', {
        contract_id: w.contract,
        fields: [
          {
            field_id: w.field,
            field_name: 'Walled Field',
            planting_rate: null,
            average_yield: 200,
            border_rows: false,
            acres: 100,
            crop_year: null,
            latitude: null,
            longitude: null,
            is_total: false,
          },
        ],
      }),
    ],
  },
  'POST /api/stewards': {
    deny: (w) => [send('POST', '/api/stewards', { stewardship_activity_id: w.activity, user_id: w.person })],
  },
  'GET /api/stewardship-activities': { hidden: () => [get('/api/stewardship-activities?limit=200')] },
  'POST /api/companies_contract': {
    hidden: (w) => [send('POST', '/api/companies_contract', { companyList: [w.receiver, w.reseller] })],
  },
  'POST /api/search-by-production-plan': {
    hidden: (w) => [send('POST', '/api/search-by-production-plan', { production_plan_ids: [w.plan] })],
  },
  'GET /api/drafts': { deny: (w) => [get(`/api/drafts?contract_id=${w.contract}`)] },
  'POST /api/drafts': { deny: (w) => [send('POST', '/api/drafts', { contract_id: w.contract, draft: { a: 1 } })] },
  'GET /api/contract-pdf/:contract_id': { deny: (w) => [get(`/api/contract-pdf/${w.contract}`)] },
  'GET /api/grower-fields/v1': { deny: (w) => [get(`/api/grower-fields/v1?grower_id=${w.grower}`)] },
  'POST /api/grower-fields/v1': { deny: (w) => [send('POST', '/api/grower-fields/v1', { grower_id: w.grower })] },
  'GET /api/fields-eluminate': { deny: (w) => [get(`/api/fields-eluminate?grower_id=${w.grower}`)] },
  'POST /api/fields-eluminate': { deny: (w) => [send('POST', '/api/fields-eluminate', { grower_id: w.grower })] },
  'GET /api/grower-360/v1': { deny: (w) => [get(`/api/grower-360/v1?grower_id=${w.grower}`)] },
  'GET /api/grower-profile/v1': { deny: () => [get('/api/grower-profile/v1?email=walled@growers.example.net')] },
  'GET /api/grower-search': { hidden: () => [get('/api/grower-search?query=Walled')] },
  'GET /api/storage-locations/v1': { deny: (w) => [get(`/api/storage-locations/v1?grower_id=${w.grower}`)] },
  'POST /api/growers/v1': {
    deny: (w) => [
      send('POST', '/api/growers/v1', {
        reseller_id: w.reseller,
        grower: { grower_name: 'Walled newcomer' },
        farm_name: 'Farm',
        fields: [{ field_name: 'F1', acres: 10 }],
      }),
      send('POST', '/api/growers/v1', {
        reseller_id: w.reseller,
        grower_id: w.grower,
        farm_name: 'Farm',
        fields: [{ field_name: 'F1', acres: 10 }],
      }),
    ],
  },
  'POST /api/storage-locations/v1': {
    deny: (w) => [send('POST', '/api/storage-locations/v1', { ...storage, grower_id: w.grower })],
  },

  // scale tickets (issue 11)
  'GET /api/scale-ticket': {
    hidden: (w) => [
      get(`/api/scale-ticket?production_plan_id=${w.plan}`),
      get(`/api/scale-ticket?company_id=${w.receiver}&year=2026`),
      get(`/api/scale-ticket?contract_id=${w.contract}`),
      ...w.own.plans.map((plan) => get(`/api/scale-ticket?production_plan_id=${plan}&contract_id=${w.delivered}`)),
      get('/api/scale-ticket?company_id=' + ANY_UUID + '&year=2026&search=Walled'),
    ],
    exempt: READ_ALL,
  },
  'POST /api/scale-ticket': {
    deny: (w) => [send('POST', '/api/scale-ticket', { scale_tickets: [walledTicket(w)] })],
  },
  'PATCH /api/scale-ticket': {
    deny: (w) => [
      send('PATCH', '/api/scale-ticket', {
        ...walledTicket(w),
        scale_ticket_id: w.ticket,
        external_reference_id: undefined,
      }),
    ],
  },
  'DELETE /api/scale-ticket': {
    deny: (w) => [
      send('DELETE', '/api/scale-ticket', { production_plan_id: w.plan, scale_ticket_id: w.ticket }),
      send('DELETE', '/api/scale-ticket', {
        scale_tickets: [{ production_plan_id: w.plan, scale_ticket_id: w.ticket }],
      }),
    ],
  },
  'GET /api/scale-ticket/deleted': {
    deny: (w) => [get(`/api/scale-ticket/deleted?company_id=${w.receiver}&year=2026`)],
  },
  'GET /api/scale-ticket/history': {
    deny: (w) => [get(`/api/scale-ticket/history?scale_ticket_id=${w.ticket}`)],
    exempt: READ_ALL,
  },
  'POST /api/scale-ticket/restore': {
    deny: (w) => [send('POST', '/api/scale-ticket/restore', { batch_id: w.deletedBatch })],
  },
  'GET /api/scale-ticket/growers': {
    deny: (w) => [get(`/api/scale-ticket/growers?production_plan_id=${w.plan}`)],
    exempt: READ_ALL,
  },
  'GET /api/scale-ticket/transfer-contracts': {
    hidden: () => [get('/api/scale-ticket/transfer-contracts?term=Walled&type=grower_name&year=2026')],
  },
  'GET /api/scale-ticket/inventory': {
    hidden: (w) => [
      get(`/api/scale-ticket/inventory?production_plan_id=${w.plan}`),
      get(`/api/scale-ticket/inventory?contract_id=${w.contract}`),
      get(`/api/scale-ticket/inventory?contract_id=${w.delivered}`),
      ...w.own.plans.map((plan) =>
        get(`/api/scale-ticket/inventory?production_plan_id=${plan}&contract_id=${w.delivered}`),
      ),
    ],
    exempt: READ_ALL,
  },
  'POST /api/scale-ticket/duplicates': {
    deny: (w) => [
      send('POST', '/api/scale-ticket/duplicates', {
        production_plan_id: w.plan,
        scale_tickets: [
          {
            bill_of_landing_number: 'WB-1',
            scale_ticket_date: '2026-10-01',
            grower_name: 'Walled Acres',
            scale_ticket_number: 'W-1',
          },
        ],
      }),
    ],
  },
  'GET /api/scale-ticket/column-mapping': {
    deny: (w) => [get(`/api/scale-ticket/column-mapping?company_id=${w.receiver}`)],
    exempt: READ_ALL,
  },
  'PUT /api/scale-ticket/column-mapping': {
    deny: (w) => [
      send('PUT', '/api/scale-ticket/column-mapping', { company_id: w.receiver, mapping: { Tkt: 'ticket' } }),
    ],
  },
  'DELETE /api/scale-ticket/column-mapping': {
    deny: (w) => [send('DELETE', `/api/scale-ticket/column-mapping?company_id=${w.receiver}`)],
  },
  // an upload session belongs to the user who started it at a plan they may write
  'POST /api/scale-ticket/uploads': {
    deny: (w) => [send('POST', '/api/scale-ticket/uploads', { production_plan_id: w.plan, total_rows: 1 })],
  },
  'PUT /api/scale-ticket/uploads/:upload_id/chunks/:index': {
    deny: (w) => [send('PUT', `/api/scale-ticket/uploads/${ANY_UUID}/chunks/0`, { scale_tickets: [walledTicket(w)] })],
  },
  'POST /api/scale-ticket/uploads/:upload_id/commit': {
    deny: () => [send('POST', `/api/scale-ticket/uploads/${ANY_UUID}/commit`)],
  },
  'DELETE /api/scale-ticket/uploads/:upload_id': {
    deny: () => [send('DELETE', `/api/scale-ticket/uploads/${ANY_UUID}`)],
  },

  // signing (C-1, M-1, M-2)
  'GET /api/signing/awaiting': { hidden: () => [get('/api/signing/awaiting')] },
  'GET /api/signers': { deny: (w) => [get(`/api/signers?contract_id=${w.contract}`)] },
  'POST /api/signers': {
    deny: (w) => [
      send('POST', '/api/signers', {
        contract_id: w.contract,
        signers: [{ first_name: 'A', email: 'a@example.com', delivery_choice: 'email', role: 'grower' }],
      }),
    ],
  },
  'POST /api/resend': {
    deny: (w) => [
      send('POST', '/api/resend', {
        contract_id: w.contract,
        contract_signer_id: ANY_UUID,
        delivery_choice: 'email',
        email: 'attacker@example.com',
      }),
    ],
  },
  'GET /api/docusign-embed': { deny: (w) => [get(`/api/docusign-embed?contract_id=${w.contract}`)] },
  'GET /api/e-sign/embedded': { deny: (w) => [get(`/api/e-sign/embedded?contract_id=${w.contract}`)] },
  'POST /api/e-sign/embedded': {
    deny: (w) => [
      send('POST', '/api/e-sign/embedded', {
        contract_id: w.contract,
        contract_signer_id: ANY_UUID,
        signature_name: 'Al',
        agree: true,
      }),
    ],
  },
  'POST /api/e-sign/contact-approval': {
    deny: (w) => [
      send('POST', '/api/e-sign/contact-approval', { contract_id: w.contract, contract_signer_id: ANY_UUID }),
    ],
  },
  'POST /api/e-sign/embedded/decline': {
    deny: (w) => [
      send('POST', '/api/e-sign/embedded/decline', {
        contract_id: w.contract,
        contract_signer_id: ANY_UUID,
        reason: 'No',
      }),
    ],
  },
};

/** A ticket of the walled plan (stored once by the admin in the set-up). */
const walledTicket = (w: Walled) => ({
  production_plan_id: w.plan,
  external_reference_id: w.receiver,
  grower_name: 'Walled Acres',
  scale_ticket_number: 'W-1',
  scale_ticket_date: '2026-10-01',
  bill_of_landing_number: 'WB-1',
  gross_quantity: 1000,
  net_quantity: 900,
  test_weight: 56,
  moisture: 15,
  damage: 1,
  foreign_material: 1,
  rapid_visco_analyzer: 1,
});

let portal: TestPortal;
const cookies = {} as Record<User | 'admin', string>;
let walled: Walled;
/** Strings of the walled tenant that no scoped answer may contain. */
let secrets: string[] = [];

/** A fingerprint of every table a route could change (sessions, rate limits and the audit log aside). */
async function fingerprint(): Promise<string> {
  const tables = [
    'companies',
    'company_details',
    'linked_companies',
    'assignments',
    'users',
    'roles',
    'role_permissions',
    'production_plans',
    'monthly_units',
    'contract_templates',
    'contract_template_versions',
    'program_assignments',
    'programs',
    'contracts',
    'contract_signers',
    'contract_history',
    'committed_units',
    'contract_drafts',
    'growers',
    'farms',
    'fields',
    'storage_locations',
    'company_training',
    'training_videos',
    'account_leads',
    'outbox',
    'settings',
    'planting_and_harvest_dates',
    'stewardship_history',
    'stewardship_activities',
    'stewardship_fields',
    'stewardship_storage',
    'stewardship_stewards',
    'sso_providers',
    'sync_attempts',
    'login_links',
    'scale_tickets',
    'scale_ticket_column_mappings',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const result = (await portal.app.deps.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    )) as unknown as { rows: { h: string }[] };
    parts.push(`${table}:${result.rows[0]!.h}`);
  }
  return parts.join(',');
}

async function setUpWalledTenant() {
  const db = portal.app.deps.db;
  const admin = cookies.admin;
  const call = async (request: Request) => {
    const response = await inject(portal.app, { ...request, cookie: admin });
    if (response.statusCode >= 300) throw new Error(`${request.method} ${request.url}: ${response.body}`);
    return json<Record<string, unknown> & { data?: Record<string, string> }>(response);
  };
  const company = (body: object) =>
    call(send('POST', '/api/company-management/v1', body)).then((r) => (r.data as { company_id: string }).company_id);
  const base = {
    country: 'USA',
    address1: '1 Wall St',
    city: 'Ames',
    state: 'IA',
    zipcode: '50010',
    phone: '515-555-0190',
  };
  const receiverSap = '0020000777';
  const resellerSap = '0012399999';
  const receiver = await company({
    ...base,
    company_name: 'Walled Garden Ethanol',
    company_type: 'grain-receiver',
    sap_id: receiverSap,
    inventory_code: 'WGE1',
    supported_languages: ['en'],
  });
  const reseller = await company({
    ...base,
    company_name: 'Walled Seed Co',
    company_type: 'reseller',
    sap_id: resellerSap,
    salesforce_id: 'SFDC-WALL',
    supported_languages: ['en'],
  });
  await buildLink(db, { companyId1: receiver, companyId2: reseller });
  // an Enogen dealer, so its contracts need no Non Enogen Contracts toggle
  await db.update(companies).set({ enogenDealer: true }).where(eq(companies.companyId, reseller));
  await db.insert(companyTraining).values({
    trainingYear: 2026,
    companySapId: '0012399999',
    companyName: 'Walled Seed Co',
    active: true,
    contactName: 'Wally Walled',
    contactEmail: 'wally@walled.example.net',
  });

  const [roleRow] = await db.select().from(roles).where(eq(roles.roleName, 'receiver'));
  const [growerRole] = await db.select().from(roles).where(eq(roles.roleName, 'grower'));
  const personEmail = 'walter.walled@walled.example.net';
  const person = (await call(send('POST', '/api/company-management/v1/users', { email: personEmail }))).data!.user_id!;
  await db.update(users).set({ first: 'Walter', last: 'Walled', phone: '15155550999' }).where(eq(users.id, person));
  await call(send('POST', '/api/assignments', { user_id: person, company_id: receiver, role_id: roleRow!.roleId }));

  const [fuel] = await db.select().from(contractTypes).where(eq(contractTypes.contractTypeName, 'fuel'));
  const fuelId = fuel!.contractTypeId;
  const pdf = await smallPdf('Walled master agreement');
  const planPayload = planBody({
    companyId: receiver,
    contractTypeId: fuelId,
    year: 2026,
    inventoryCode: '26WGE1',
    pdf,
  });
  const plan = (await call(send('POST', '/api/production-plan', planPayload))).production_plan_id as string;
  // the walled plan runs a demo programme (the Program report's pickers)
  const programs = (await call(get('/api/programs'))).programs as { program_id: string }[];
  await call(
    send('POST', '/api/program-assignments', {
      program_id: programs[0]!.program_id,
      company_id: receiver,
      production_plan_id: plan,
    }),
  );
  const templates = (await call(get(`/api/template?production_plan_id=${plan}`))).templates as {
    contract_template_id: string;
  }[];
  const template = templates[0]!.contract_template_id;
  const versions = (await call(get(`/api/template/${template}/versions`))).versions as { version_id: string }[];
  const templateVersion = versions[0]!.version_id;

  const grower = await buildGrower(db, {
    growerName: 'Walled Acres',
    resellerCompanyId: reseller,
    email: 'walled@growers.example.net',
  });
  const [farm] = await db.insert(farms).values({ growerId: grower.growerId, farmName: 'Walled Farm' }).returning();
  const [field] = await db
    .insert(fields)
    .values({
      farmId: farm!.farmId,
      growerId: grower.growerId,
      fieldName: 'Walled Field',
      acres: 100,
      averageYield: 200,
      borderRows: false,
    })
    .returning();
  const [bin] = await db
    .insert(storageLocations)
    .values({
      growerId: grower.growerId,
      storageName: 'Walled Bin',
      storageType: 'Grain',
      storageCapacity: 100,
      storageLatitude: 42,
      storageLongitude: -93,
    })
    .returning();
  const contractPayload = {
    contract_type: 'generic',
    contract_year: 2026,
    production_plan_id: plan,
    grain_receiver_details: { grain_receiver_id: receiver },
    reseller_details: { reseller_id: reseller },
    grower_details: { grower_id: grower.growerId },
    fields: [{ ...total, acres: 100 }],
    storage: [{ ...storage, storage_location_id: bin!.storageLocationId }],
    delivery_schedule: [
      { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 100, contract_units: 20000 },
    ],
  };
  const contract = (await call(send('POST', '/api/grower-contracts/v1', contractPayload))).contract_id as string;
  const delivered = (await call(send('POST', '/api/grower-contracts/v1', contractPayload))).contract_id as string;
  await db.update(contracts).set({ contractState: 'completed' }).where(eq(contracts.contractId, delivered));
  const planOf = async (companyName: string) => {
    const [row] = await db
      .select({ plan: productionPlans.productionPlanId })
      .from(productionPlans)
      .innerJoin(companies, eq(companies.companyId, productionPlans.companyId))
      .where(and(eq(companies.companyName, companyName), eq(productionPlans.contractYear, 2026)));
    return row!.plan;
  };
  const cornbelt = await planOf('Cornbelt Renewable Fuels');
  const midwest = await planOf('Midwest Grain Logistics');
  // Its stewardship activity (as if completed), with the field planted, so replant and loss would pass
  const [activity] = await db
    .insert(stewardshipActivities)
    .values({ contractId: contract, externalReferenceId: receiver, harvestYear: 2026 })
    .returning();
  await db.insert(stewardshipFields).values({
    stewardshipActivityId: activity!.stewardshipActivityId,
    fieldId: field!.fieldId,
    fieldName: 'Walled Field',
    acres: 100,
    planting: { total_planted_acres: '100.00', planting_rate: 32000, plant_date: '2026-05-01', crop: 200 },
  });
  const ticketBody = { scale_tickets: [walledTicket({ plan, receiver } as Walled)] };
  const ticket = ((await call(send('POST', '/api/scale-ticket', ticketBody))).scale_ticket_ids as string[])[0]!;
  const gone = { ...ticketBody.scale_tickets[0]!, scale_ticket_number: 'W-GONE' };
  const goneId = (
    (await call(send('POST', '/api/scale-ticket', { scale_tickets: [gone] }))).scale_ticket_ids as string[]
  )[0]!;
  const deletedBatch = (
    await call(send('DELETE', '/api/scale-ticket', { production_plan_id: plan, scale_ticket_id: goneId }))
  ).batch_id as string;
  walled = {
    ticket,
    deletedBatch,
    delivered,
    own: { plans: [cornbelt, midwest] },
    receiver,
    receiverSap,
    reseller,
    resellerSap,
    person,
    personEmail,
    plan,
    template,
    templateVersion,
    grower: grower.growerId,
    contract,
    activity: activity!.stewardshipActivityId,
    field: field!.fieldId,
    growerRole: growerRole!.roleId,
    planPayload: { ...planPayload, inventory_code: '26WGE1' },
    templatePayload: {
      external_reference_id: receiver,
      production_plan_id: plan,
      template_name: 'w.pdf',
      template_language: 'fr',
      template_base64: pdf,
    },
    contractPayload,
  };
  secrets = [
    receiver,
    reseller,
    person,
    personEmail,
    plan,
    template,
    grower.growerId,
    contract,
    delivered,
    activity!.stewardshipActivityId,
    ticket,
    'Walled',
    '15155550999',
    'wally@walled',
  ];
}

beforeAll(async () => {
  portal = await createTestPortal();
  for (const key of ['admin', ...USERS] as const) cookies[key] = await signIn(portal.app, DEMO[key]);
  await setUpWalledTenant();
}, 120_000);
afterAll(() => portal?.close());

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const apiRoutes = () => [
  ...new Map(seen.filter((r) => isApiRoute(r.url) && r.method !== 'HEAD').map((r) => [keyOf(r), r])).values(),
];

describe('the route walk: another tenant’s records stay out of reach', () => {
  it('has a case for every registered API route, and none for a route that does not exist', () => {
    const keys = apiRoutes().map(keyOf);
    expect(keys.length).toBeGreaterThan(90);
    expect(keys.filter((key) => !(key in CASES))).toEqual([]);
    const stale = Object.keys(CASES).filter((key) => !keys.includes(key));
    expect(stale).toEqual([]);
  });

  for (const [key, spec] of Object.entries(CASES)) {
    if ('skip' in spec) continue;
    it(key, async () => {
      const before = await fingerprint();
      if ('admin' in spec) {
        const route = apiRoutes().find((r) => keyOf(r) === key);
        expect(declaredAccess(route!)).toEqual({ admin: true });
        for (const user of USERS) {
          const response = await inject(portal.app, { ...spec.admin(walled), cookie: cookies[user] });
          expect(response.statusCode, `${user}: ${response.body}`).toBeGreaterThanOrEqual(400);
        }
      } else {
        const requests = 'deny' in spec ? spec.deny(walled) : spec.hidden(walled);
        const exempt = spec.exempt?.users ?? [];
        for (const request of requests) {
          const anonymous = await inject(portal.app, request);
          expect(anonymous.statusCode, `signed out: ${request.url}`).toBe(401);
          for (const user of USERS.filter((u) => !exempt.includes(u))) {
            const response = await inject(portal.app, { ...request, cookie: cookies[user] });
            const label = `${user}: ${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 300)}`;
            if ('deny' in spec) expect([401, 403, 404], label).toContain(response.statusCode);
            else
              expect(
                secrets.filter((secret) => response.body.includes(secret)),
                label,
              ).toEqual([]);
          }
        }
      }
      expect(await fingerprint()).toBe(before);
    });
  }
});

describe('text PostgreSQL cannot store is refused on every route', () => {
  const NUL = 'a\u0000b';
  /** A request of the route with NUL in its query, and in its path parameters and its body where it has them. */
  function withNul(route: { method: string; url: string }): Request[] {
    const method = route.method as Request['method'];
    const fill = (value: string) => route.url.replace(/:\w+/g, value).replace('*', value);
    const requests: Request[] = [{ method, url: `${fill('x')}?text=${encodeURIComponent(NUL)}` }];
    if (/[:*]/.test(route.url)) requests.push({ method, url: fill(encodeURIComponent(NUL)) });
    if (method !== 'GET') {
      requests.push({ method, url: fill('x'), payload: { list: [{ text: NUL }] } });
      // jsonb refuses a lone surrogate (the driver would turn one in text into U+FFFD)
      requests.push({ method, url: fill('x'), payload: { text: 'a\ud800b' } });
    }
    return requests;
  }

  it('a NUL character (\\u0000) in the query, a path parameter or the body, or a lone surrogate, gets a 400 naming the field', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      for (const request of withNul(route)) {
        const response = await inject(portal.app, { ...request, cookie: cookies.admin });
        // The documentation plugin answers in Fastify's own error shape.
        const docs = route.url.startsWith('/api/docs');
        const error = response.statusCode === 400 && !docs ? errorOf(response) : undefined;
        const named = error?.code === 'validation_failed' && (error.details as { field: string }[])[0]?.field;
        if (response.statusCode !== 400 || (!docs && !named))
          wrong.push(`${request.method} ${request.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
