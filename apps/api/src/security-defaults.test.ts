import { TOO_MANY_REQUESTS_TEXT } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_SECRET, loadConfig } from './config';
import { auditLog } from './db/schema';
import { createTestPortal, DEMO, inject, json, signIn, uniqueAddress, type TestPortal } from '../test/portal';

/** Issue 8, item 7 (M-8, I-1, I-2 and the rate limits of M-7): safe defaults. */

const SECRET = 'a-production-secret-of-at-least-32-characters';

describe('configuration (M-8, M-7)', () => {
  it('M-8: outside production the server listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }).host).toBe('0.0.0.0');
  });

  it('M-8: production refuses the published development secret, a short one or none', () => {
    for (const secret of [DEV_SECRET, 'short', undefined]) {
      expect(() => loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: secret })).toThrow(ConfigError);
    }
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
  });

  it('M-7: TRUST_PROXY lists proxies; true and hop counts (which trust any direct client) are refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(ConfigError);
  });

  it('L-12: ADMIN_TWO_FACTOR is required by default in production, optional elsewhere, and checked', () => {
    expect(loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET }).adminTwoFactor).toBe('required');
    expect(loadConfig({}).adminTwoFactor).toBe('optional');
    expect(loadConfig({ ADMIN_TWO_FACTOR: 'required' }).adminTwoFactor).toBe('required');
    expect(() => loadConfig({ ADMIN_TWO_FACTOR: 'yes' })).toThrow(ConfigError);
  });

  it('M-8: production refuses to start on a database that holds the demo accounts', async () => {
    await expect(createTestPortal({ env: { NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET } })).rejects.toThrow(
      /demo accounts.*admin@example\.com/,
    );
  });
});

describe('a production portal', () => {
  let production: TestPortal;
  beforeAll(async () => {
    production = await createTestPortal({
      env: {
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: SECRET,
        SEED_DEMO: 'false',
        PUBLIC_URL: 'https://portal.example.com',
      },
    });
  });
  afterAll(() => production?.close());

  it('I-1: /api/docs is not public', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await inject(production.app, { method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('request ids and rate limits of public routes', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal();
  });
  afterAll(() => portal?.close());

  it("I-2: the client's X-Request-Id is not taken as ours (logs, audit_log)", async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const response = await inject(portal.app, {
      method: 'POST',
      url: '/api/survey-code',
      cookie,
      headers: { 'x-request-id': 'forged-request-id' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const { code } = json<{ code: string }>(response);
    const [row] = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, code));
    expect(row?.requestId).toBe(response.headers['x-request-id']);
  });

  it.each([
    ['GET /api/login-links/:login_hash', 'GET', '/api/login-links/0123456789abcdef0123456789abcdef', 20],
    ['GET /api/e-sign/:token', 'GET', '/api/e-sign/0123456789abcdef0123456789abcdef', 60],
  ] as const)('M-7: %s is rate limited per address (%#)', async (_name, method, url, max) => {
    const address = uniqueAddress();
    const statuses = new Set<number>();
    for (let i = 0; i < max; i++) {
      statuses.add((await portal.app.inject({ method, url, remoteAddress: address })).statusCode);
    }
    expect(statuses.has(429)).toBe(false);
    const limited = await portal.app.inject({ method, url, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toEqual({ error: { code: 'rate_limited', message: TOO_MANY_REQUESTS_TEXT, details: null } });
    expect((await portal.app.inject({ method, url, remoteAddress: uniqueAddress() })).statusCode).not.toBe(429);
  });
});
