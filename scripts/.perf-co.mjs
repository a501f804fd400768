import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const context = await browser.newContext({ baseURL: 'http://127.0.0.1:3917', viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await page.request.post('/api/auth/sign-in/email', { data: { email: 'admin@example.com', password: 'Demo-Password-1' } });
await page.goto('/company');
await page.locator('main table tbody a[href^="/company/"]').first().waitFor();
const href = await page.locator('main table tbody a[href^="/company/"]').first().getAttribute('href');
const times = [];
for (let run = 0; run < 5; run++) {
  await page.goto(href, { waitUntil: 'commit' });
  const t = await (await page.waitForFunction(() => { const r = document.querySelector('main section[aria-label="Employees"] table tbody tr'); return r && r.getBoundingClientRect().height > 0 && r.textContent.trim() ? performance.now() : false; }, null, { polling: 'raf' })).jsonValue();
  const res = await page.evaluate(() => performance.getEntriesByType('resource').map(e => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(location.origin, '').slice(0, 60)]));
  times.push(Math.round(t));
  if (run === 4 && process.env.V) for (const r of res) console.log('  ', r.join(' '));
  if (run === 4) console.log('files', res.length);
  console.log('longtasks', JSON.stringify(await page.evaluate(() => window.__lt)));
}
console.log('shown', times.join(' '));
await browser.close();
