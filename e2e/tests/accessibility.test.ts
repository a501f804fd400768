import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyByName,
  contractOfGrowerInState,
  outboxOfKind,
  outboxTo,
  plansOfCompany,
  roleByName,
  salesYearSetting,
  templatesOfPlan,
  userByEmail,
} from '@portal/api/testing';
import { seriousViolations, type Violation } from '../support/axe';
import { DESKTOP, PHONE, screenshot, type Viewport } from '../support/browser';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';
import { orientationProblems } from './landmarks';

/**
 * Every route of the web app (apps/web/src/app/routes.tsx), with the demo programme's ids, passes
 * axe (WCAG 2.1 AA and best practices) without a violation of any impact, minor to critical, at
 * 1280 and 390 px. A new route belongs in one of the lists below. Each page also keeps its
 * orientation: one h1 and one main (./landmarks.ts).
 */
let portal: BrowserPortal;
let ids: {
  cornbelt: string;
  prairieGold: string;
  receiver: string;
  plan: string;
  template: string;
  completed: string;
  pending: string;
  salesYear: number;
  /** the stewardship activity of the completed Hansen contract (stewarded by steward@example.com) */
  activity: string;
};
let inviteLink: string;
let signingLink: string;

type Visit = { path: string; then?: (page: Page) => Promise<void> };

const db = () => portal.portal.app.deps.db;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const company = async (name: string) => (await companyByName(db(), name))!.companyId;
  const cornbelt = await company('Cornbelt Renewable Fuels');
  const plan = (await plansOfCompany(db(), cornbelt)).find((p) => p.contractYear === 2026)!;
  const contractOf = async (grower: string, state: 'completed' | 'pending') =>
    (await contractOfGrowerInState(db(), grower, state))!.contractId;
  ids = {
    cornbelt,
    prairieGold: await company('Prairie Gold Seed Co.'),
    receiver: (await userByEmail(db(), DEMO.receiver))!.id,
    plan: plan.productionPlanId,
    template: (await templatesOfPlan(db(), plan.productionPlanId))[0]!.contractTemplateId,
    completed: await contractOf('Hansen Family Farms', 'completed'),
    pending: await contractOf('Miller Acres', 'pending'),
    salesYear: await salesYearSetting(db()),
    activity: '',
  };

  // An invitation link and a grower's signing link, as the outbox keeps them.
  const { page } = await portal.open();
  await signInAs(page, DEMO.admin);
  const admin = (await roleByName(db(), 'admin'))!;
  const invited = await page.request.post('/api/invite-admin', {
    data: { user_type: 'new', company_id: 'admin', role_id: admin.roleId, email: 'axe.invitee@example.com' },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  inviteLink = (await outboxTo(db(), 'axe.invitee@example.com'))[0]!.link!;
  const signers = await page.request.get(`/api/signers?contract_id=${ids.pending}`);
  const { data } = (await signers.json()) as { data: { signers: { contract_signer_id: string; role: string }[] } };
  const grower = data.signers.find((s) => s.role === 'grower')!;
  const resent = await page.request.post('/api/resend', {
    data: { contract_id: ids.pending, contract_signer_id: grower.contract_signer_id, delivery_choice: 'email' },
  });
  expect(resent.status(), await resent.text()).toBe(200);
  const messages = await outboxOfKind(db(), 'signing-resend');
  signingLink = messages.at(-1)!.link!;
  // the demo's activity of the contract (answered, not created, by the idempotent seed call)
  const seeded = await page.request.post('/api/seed-stewardship/v1', { data: { contract_id: ids.completed } });
  expect(seeded.status(), await seeded.text()).toBe(200);
  ids.activity = ((await seeded.json()) as { stewardship_activity_id: string }).stewardship_activity_id;
});
afterAll(async () => {
  await portal?.close();
});

const signedOut = (): Visit[] => [
  { path: '/login' },
  { path: new URL(inviteLink).pathname },
  { path: '/login/not-a-login-link' },
  { path: '/sign-up' },
  { path: '/forgot-password' },
  { path: '/forgot-password?token=not-a-reset-token' },
  { path: `/e-sign${new URL(signingLink).hash}` },
  { path: '/e-sign/embedded' },
  { path: '/e-sign#not-a-signing-token' },
  { path: '/e-sign/confirm-contact#not-a-confirmation-token' },
  { path: '/contracts/return?event=decline' },
  { path: '/contracts/complete' },
  { path: '/no-such-page' },
];

const asAdmin = (): Visit[] => {
  const { cornbelt, plan, template, completed, pending, receiver } = ids;
  return [
    { path: '/contracts' },
    { path: '/welcome' },
    { path: '/update-profile' },
    { path: '/company' },
    { path: `/company/${cornbelt}` },
    { path: `/company/${cornbelt}/user/${receiver}` },
    { path: `/company/${cornbelt}/production-plan/create?company_id=${cornbelt}` },
    { path: `/company/${cornbelt}/production-plan/edit/${plan}` },
    { path: `/company/${cornbelt}/production-plan/view/${plan}` },
    { path: `/company/${cornbelt}/master-agreement/${template}` },
    { path: `/master-agreement/${template}` },
    { path: `/company/${cornbelt}/upload-scale-ticket/${plan}` },
    {
      path: '/search',
      then: async (page) => {
        await page.getByLabel('Search', { exact: true }).fill('Cornbelt');
        await page.getByRole('link', { name: 'Cornbelt Renewable Fuels' }).first().waitFor();
      },
    },
    { path: `/company/${cornbelt}/contracts/create?grain_receiver_id=${cornbelt}` },
    { path: `/company/${cornbelt}/contracts/amend-contract/${completed}` },
    { path: `/company/${cornbelt}/contracts/${completed}` },
    { path: `/company/${cornbelt}/contracts/${pending}` },
    {
      path: `/company/${cornbelt}/contracts/view-pdf/${pending}?contract_doc_link=${encodeURIComponent(`/api/contract-pdf/${pending}`)}`,
    },
    { path: '/reports' },
    { path: '/reports?report=company-admin' },
    { path: '/reports?report=program' },
    { path: '/company/programs' },
    // a dialog, with its × button
    {
      path: '/company/programs',
      then: async (page) => {
        await page.getByRole('button', { name: 'Add program' }).click();
        await page.getByRole('dialog', { name: 'Add program' }).waitFor();
        await page.waitForTimeout(300);
      },
    },
    { path: '/docUploader' },
    { path: '/company/upload-account-leads' },
    { path: '/company/upload-companies-training' },
    { path: '/company/upload-training-video' },
    { path: '/company/upload-growers' },
    { path: '/surveycode' },
    { path: '/admin' },
    { path: '/admin/outbox' },
    { path: '/admin/audit-log' },
  ];
};

const asReceiver = (): Visit[] => [
  { path: '/contracts' },
  { path: `/company/${ids.cornbelt}` },
  { path: `/company/${ids.cornbelt}/scale-tickets/${ids.salesYear}` },
  // a ticket's detail (the demo tickets of the sales year)
  {
    path: `/company/${ids.cornbelt}/scale-tickets/${ids.salesYear}`,
    then: async (page) => {
      await page.getByRole('table', { name: 'Scale tickets' }).getByRole('button').first().click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(300);
    },
  },
  // the single-ticket editor
  {
    path: `/company/${ids.cornbelt}/scale-tickets/${ids.salesYear}`,
    then: async (page) => {
      await page.getByRole('button', { name: 'Enter Single Ticket' }).click();
      await page.getByRole('dialog', { name: 'Enter Single Ticket' }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  { path: `/company/${ids.cornbelt}/production-plan/view/${ids.plan}` },
  {
    path: `/company/${ids.cornbelt}/upload-scale-ticket/${ids.plan}`,
    then: async (page) => {
      await page.getByRole('button', { name: 'Unplanned Transfer' }).click();
      await page.getByRole('dialog', { name: 'Unplanned Transfer' }).waitFor();
      await page.waitForTimeout(300);
    },
  },
  // the signing page in its frame is scanned as well
  {
    path: `/company/${ids.cornbelt}/contracts/sign-pdf/${ids.pending}`,
    then: (page) => page.frameLocator('iframe[title="Signing"]').getByRole('heading').first().waitFor(),
  },
];

const asReseller = (): Visit[] => [{ path: '/contracts' }, { path: `/company/${ids.prairieGold}` }];

/** The dashboard's stewardship table, the stewardship page, and its Add Enogen Fields and Replant modals. */
const asSteward = (): Visit[] => {
  const page = `/company/${ids.cornbelt}/stewardship/${ids.activity}?contract_id=${ids.completed}`;
  const modal = (button: string, title: string) => async (p: Page) => {
    await p.getByRole('button', { name: button, exact: true }).click();
    await p.getByRole('dialog', { name: title }).waitFor();
    await p.waitForTimeout(300);
  };
  return [
    { path: '/contracts' },
    // tables at 1280 px, cards at 390 px
    { path: page, then: (p) => p.getByRole('heading', { name: 'Planting Stewardship' }).waitFor() },
    { path: page, then: modal('Assign Enogen Fields', 'Add Enogen Fields') },
    { path: page, then: modal('Replant', 'Stewardship Replant') },
  ];
};

const SESSIONS: { who: string; user: string | null; visits: () => Visit[] }[] = [
  { who: 'signed out', user: null, visits: signedOut },
  { who: 'the admin', user: DEMO.admin, visits: asAdmin },
  { who: 'the receiver', user: DEMO.receiver, visits: asReceiver },
  { who: 'the reseller', user: DEMO.reseller, visits: asReseller },
  { who: 'the steward', user: DEMO.steward, visits: asSteward },
  { who: 'a new user', user: DEMO.newuser, visits: () => [{ path: '/new-user' }] },
];

/** Waits for the data of the page: no request in flight for a moment and no page loader left. */
async function settle(page: Page, quiet: () => Promise<void>) {
  await quiet();
  await page
    .getByRole('status', { name: 'Loading' })
    .first()
    .waitFor({ state: 'hidden' })
    .catch(() => undefined);
  await quiet();
  await nextFrames(page);
}

/** Two animation frames: what React rendered after the last reply is laid out and painted. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A wait for 100 ms without a request in flight on the page ('networkidle' waits 500 ms on every
 * page, most of this sweep's time), giving up after 10 s like a page that keeps polling would need.
 */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const begin = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const end = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return async () => {
    const giveUp = Date.now() + 10_000;
    while ((inFlight > 0 || Date.now() - lastChange < 100) && Date.now() < giveUp)
      await new Promise((resolve) => setTimeout(resolve, 25));
  };
}

/**
 * Findings known and left for now, each with its reason: the rule and the path (as visited) it is
 * allowed on. Keep it empty; an entry is a debt.
 */
const ALLOWED: { rule: string; path: string; why: string }[] = [];
const allowed = (path: string, v: Violation) => ALLOWED.some((a) => a.rule === v.rule && a.path === path);

const width = (viewport: Viewport) => `${viewport.width} px`;
const describeViolation = (path: string, viewport: Viewport, v: Violation) =>
  `${path} at ${width(viewport)}: ${v.rule} (${v.impact}) ${v.target}${v.summary ? ` (${v.summary})` : ''}`;

// The markup does not depend on the database: the walk runs on the embedded one only (`npm test`
// without DATABASE_URL, the first pass of .ci/run), which saves CI about two minutes.
describe.skipIf(Boolean(process.env.DATABASE_URL))('axe finds no violation, minor to critical', () => {
  for (const session of SESSIONS)
    it(`on the pages of ${session.who} at 1280 and 390 px`, { timeout: 300_000 }, async () => {
      const { page } = await portal.open(DESKTOP);
      const quiet = networkQuiet(page);
      if (session.user) await signInAs(page, session.user);
      const found: string[] = [];
      const scan = async (where: string, viewport: Viewport) => {
        for (const v of await seriousViolations(page, portal.baseURL, { minimumImpact: 'minor' }))
          if (!allowed(where, v)) found.push(describeViolation(where, viewport, v));
        if (where !== 'the menu drawer')
          for (const problem of await orientationProblems(page))
            found.push(`${where} at ${width(viewport)}: ${problem}`);
      };
      // Each page is loaded once, scanned at 1280 px, then narrowed to 390 px (the layout follows
      // the width through media queries) and scanned again.
      for (const visit of session.visits()) {
        await page.setViewportSize(DESKTOP);
        await page.goto(visit.path);
        await settle(page, quiet);
        await visit.then?.(page);
        await scan(visit.path, DESKTOP);
        await page.setViewportSize(PHONE);
        await settle(page, quiet);
        await scan(visit.path, PHONE);
      }
      if (session.user === DEMO.admin) {
        // the folded menu of the top bar, opened on the home page (the last page walked may still be busy)
        await page.goto('/contracts');
        await settle(page, quiet);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).waitFor();
        await page.waitForTimeout(300);
        await scan('the menu drawer', PHONE);
        await screenshot(page, 'accessibility-menu-390');
      }
      if (found.length > 0) expect.fail(`${found.length} violations:\n${found.join('\n')}`);
    });
});
