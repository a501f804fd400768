import { eq } from 'drizzle-orm';
import type { Language } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { createTestPortal, DEMO, injectAs, json, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const URL = '/api/supported-languages';

describe('GET /api/supported-languages', () => {
  it('lists every language by name, or the supported languages of one company', async () => {
    const all = json<{ languages: Language[] }>(await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: URL }));
    const names = all.languages.map((l) => l.lang_name);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const [company] = await portal.app.deps.db
      .select()
      .from(companies)
      .where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
    const own = await injectAs(portal.app, DEMO.reseller, {
      method: 'GET',
      url: `${URL}?company_id=${company!.companyId}`,
    });
    expect(own.statusCode).toBe(200);
    expect(
      json<{ languages: Language[] }>(own)
        .languages.map((l) => l.lang_value)
        .sort(),
    ).toEqual([...company!.supportedLanguages].sort());
  });

  it('answers 404 for no such company, 400 for a malformed id and 401 signed out', async () => {
    const missing = `${URL}?company_id=${crypto.randomUUID()}`;
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await injectAs(portal.app, DEMO.reseller, { method: 'GET', url: `${URL}?company_id=x` })).statusCode).toBe(
      400,
    );
    expect((await injectAs(portal.app, null, { method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
