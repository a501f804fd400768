/**
 * Page times as a user feels them (`npm run bench:pages`): the built portal (`npm run build`) on the
 * embedded database in a fresh temporary DATA_DIR with the demo programme, and Chromium at 1280 px.
 *
 * For each main page, signed in as the demo user who uses it: navigation start → the page's main
 * content laid out on screen (a check per page, polled every animation frame), on a hard load in a
 * tab whose session and cached scripts are warm (one load first, not counted), median of 3; and a
 * click inside the portal (contracts dashboard → contract detail), median of 3. Prints a markdown
 * table against the targets: 800 ms for a hard load, 300 ms for a click.
 *
 * BENCH_RUNS sets the runs per page (default 3); CHROMIUM_PATH the browser (default /usr/bin/chromium).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const MAIN = join(ROOT, 'apps/api/dist/main.js');
const WEB = join(ROOT, 'apps/web/dist/index.html');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const HARD_LOAD_MS = 800;
const CLICK_MS = 300;
const PASSWORD = 'Demo-Password-1';
const VIEWPORT = { width: 1280, height: 800 };

/**
 * Whether the page's main content is laid out: the first row of a table (`row`), named sections
 * filled in (`sections`: no loader left inside), or an element (`selector`). Runs in the page.
 */
/* eslint-disable no-undef */
function shown(check) {
  const laidOut = (el) => Boolean(el && el.getBoundingClientRect().height > 0);
  const row = check.row && document.querySelector(`${check.row} tbody tr`);
  const done = check.row
    ? laidOut(row) && Boolean(row.textContent.trim())
    : check.sections
      ? check.sections.every((name) => {
          const section = document.querySelector(`main section[aria-label="${name}"]`);
          return laidOut(section) && !section.querySelector('[role=status]');
        })
      : check.heading
        ? laidOut([...document.querySelectorAll('main h2')].find((h) => h.textContent.includes(check.heading)))
        : laidOut(document.querySelector(check.selector));
  // the time it was seen, in ms since the navigation started
  return done ? performance.now() : false;
}
/* eslint-enable no-undef */
const firstRow = (table = 'main table') => ({ row: table });
const filledSection = (...sections) => ({ sections });
const CONTRACT_SHOWN = filledSection('Contract details', 'Signers');

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startPortal(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL; // the embedded database, always
  env.PUBLIC_URL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the portal exited (${code}) before it listened`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Enogen portal on')) done();
    });
  });
  return { baseURL: env.PUBLIC_URL, stop: () => child.kill('SIGTERM') };
}

async function signIn(browser, baseURL, email) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

/** The first link in the page's main region whose path matches. */
async function linkOn(page, path, pattern, check = firstRow()) {
  await page.goto(path);
  await page.waitForFunction(shown, check);
  const href = await page.evaluate(
    (source) =>
      // eslint-disable-next-line no-undef
      [...document.querySelectorAll('main a[href]')]
        .map((a) => a.getAttribute('href'))
        .find((h) => new RegExp(source).test(h)),
    pattern.source,
  );
  if (!href) throw new Error(`no link like ${pattern} on ${path}`);
  return href;
}

/** ms from navigation start until the check holds, on a hard load. */
async function hardLoad(page, path, check) {
  await page.goto(path, { waitUntil: 'commit' });
  return (await page.waitForFunction(shown, check, { polling: 'raf', timeout: 15_000 })).jsonValue();
}

/** ms from a click on the dashboard's first contract until the contract is shown. */
async function click(page) {
  await page.goto('/contracts');
  await page.waitForFunction(shown, firstRow());
  await page.evaluate(() => {
    /* eslint-disable no-undef */
    window.__clickedAt = 0;
    document.addEventListener('click', () => (window.__clickedAt = performance.now()), { capture: true, once: true });
    /* eslint-enable no-undef */
  });
  await page.locator('main table tbody a[href*="/contracts/"]').first().click();
  const seen = await (await page.waitForFunction(shown, CONTRACT_SHOWN, { polling: 'raf' })).jsonValue();
  // eslint-disable-next-line no-undef
  return seen - (await page.evaluate(() => window.__clickedAt));
}

/**
 * ms from the query typed in the Search page until its first result is laid out (the debounce included),
 * both ends read in the page (a locator's wait polls with back-off and would add up to half a second).
 */
async function search(page) {
  await page.goto('/search');
  const box = page.getByLabel('Search', { exact: true });
  await box.waitFor();
  const started = await page.evaluate(() => performance.now());
  await box.fill('Cornbelt');
  const seen = await page.waitForFunction(shown, { selector: 'main a[href^="/company/"]' }, { polling: 'raf' });
  return (await seen.jsonValue()) - started;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(run) {
  await run(); // warms the session, the scripts in the cache and the server's first queries
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await run());
  return times;
}

async function main() {
  if (!existsSync(MAIN) || !existsSync(WEB)) {
    console.error('Build the portal first: npm run build');
    process.exit(1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-pages-'));
  const portal = await startPortal(dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const admin = await signIn(browser, portal.baseURL, 'admin@example.com');
    const receiver = await signIn(browser, portal.baseURL, 'receiver@example.com');
    const steward = await signIn(browser, portal.baseURL, 'steward@example.com');

    const contract = await linkOn(admin, '/contracts', /^\/company\/[^/]+\/contracts\/[0-9a-f-]{36}$/);
    const company = await linkOn(admin, '/company', /^\/company\/[0-9a-f-]{36}$/);
    // the receiver's own company: that of the first contract on her dashboard
    const own = (await linkOn(receiver, '/contracts', /^\/company\/[^/]+\/contracts\/[0-9a-f-]{36}$/)).split('/')[2];
    const onOwn = (pattern) =>
      linkOn(receiver, `/company/${own}`, pattern, {
        selector: `main a[href*="${pattern.source.replaceAll('\\', '')}"]`,
      });
    const plan = await onOwn(/\/production-plan\/view\//);
    const tickets = await onOwn(/\/scale-tickets\//);
    const activity = await linkOn(steward, '/contracts', /\/stewardship\//, {
      selector: 'main a[href*="/stewardship/"]',
    });

    const pages = [
      ['Contracts dashboard (rows)', admin, '/contracts', firstRow()],
      ['Company list (rows)', admin, '/company', firstRow()],
      ['Company page (Employees table)', admin, company, firstRow('main section[aria-label="Employees"] table')],
      ['Contract detail (details + signers)', admin, contract, CONTRACT_SHOWN],
      ['Production plan view (delivery table)', receiver, plan, firstRow()],
      ['Scale tickets (rows)', receiver, tickets, firstRow()],
      ['Reports – Net Bushels (rows)', admin, '/reports', firstRow()],
      ['Stewardship activity (sections)', steward, activity, { heading: 'Planting Stewardship' }],
      ['Search (its box)', admin, '/search', { selector: 'main input' }],
    ];
    const rows = [];
    for (const [name, page, path, check] of pages) {
      const times = await measure(() => hardLoad(page, path, check)).catch(async (error) => {
        const shot = join(tmpdir(), `bench-pages-${rows.length}.png`);
        await page.screenshot({ path: shot });
        console.error(`${name}: not shown (${error.message.split('\n')[0]}); see ${shot}`);
        return [NaN];
      });
      rows.push({ name, kind: 'hard load', times, target: HARD_LOAD_MS });
    }
    rows.push({
      name: 'Search: "Cornbelt" typed → results',
      kind: 'in page',
      times: await measure(() => search(admin)),
      target: HARD_LOAD_MS,
    });
    rows.push({
      name: 'Click: dashboard → contract detail',
      kind: 'click',
      times: await measure(() => click(admin)),
      target: CLICK_MS,
    });

    console.log(
      `\nPage times at ${VIEWPORT.width} px, navigation start → main content visible, median of ${RUNS} (ms)\n`,
    );
    console.log('| Page (what counts as shown) | Kind | Median | Runs | Target | Result |');
    console.log('|---|---|---|---|---|---|');
    for (const row of rows) {
      const m = Math.round(median(row.times));
      const runs = row.times.map((t) => Math.round(t)).join(', ');
      console.log(
        `| ${row.name} | ${row.kind} | ${m} | ${runs} | ${row.target} | ${m <= row.target ? 'pass' : 'FAIL'} |`,
      );
    }
  } finally {
    await browser.close();
    portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
