import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, inject, json, signIn, type TestPortal } from '../../../test/portal';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
// The outage test closes the database already.
afterAll(() => portal?.close().catch(() => undefined));

describe('platform endpoints', () => {
  it('GET /api/health answers ok with the database engine', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok', database: portal.engine });
    expect(portal.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers with a request id and security headers (CSP included)', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('GET /api/docs serves the browsable OpenAPI page', async () => {
    let response = await inject(portal.app, { method: 'GET', url: '/api/docs' });
    if (response.statusCode === 302) {
      response = await inject(portal.app, { method: 'GET', url: String(response.headers.location) });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it('GET /api/docs/json lists the API routes', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(response);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/my-highest-role',
        '/api/outbox',
        '/api/events',
        '/api/company-management/v1/users',
        '/api/login-links/{login_hash}',
      ]),
    );
    expect(Object.keys(doc.paths['/api/company-management/v1/users']!)).toContain('patch');
  });

  it('an unknown non-API path without a web build gets the JSON 404', async () => {
    const response = await inject(portal.app, { method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('health during a database outage', () => {
  it('liveness and readiness answer 200 while the database answers', async () => {
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const response = await inject(portal.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(json(response), url).toMatchObject({ status: 'ok' });
    }
  });

  // Last: it closes the database.
  it('with the database away, health and readiness answer 503, liveness 200, a signed-in route 503', async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    await portal.app.deps.database.close();

    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await inject(portal.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(503);
      expect(json(response), url).toMatchObject({ error: { code: 'service_unavailable' } });
    }
    const live = await inject(portal.app, { method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(json(live)).toEqual({ status: 'ok' });

    const signedIn = await inject(portal.app, { method: 'GET', url: '/api/grower-contracts/v1', cookie });
    expect(signedIn.statusCode).toBe(503);
    expect(json(signedIn)).toMatchObject({ error: { code: 'service_unavailable' } });
  });
});
