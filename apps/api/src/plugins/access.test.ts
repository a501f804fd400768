import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type * as FastifyModule from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { ActorCache, SessionRevocations } from './session-cache';
import type { Auth } from '../services/auth/auth';
import { createTestPortal, type TestPortal } from '../../test/portal';
import { declaredAccess, registerAccess } from './access';
import { isApiRoute } from './api-route';

/** Every route any Fastify instance of this file registers, seen by an onRoute hook added first. */
const seen = vi.hoisted(() => [] as { method: string; url: string; config: unknown }[]);

vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = ((options?: FastifyServerOptions) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      seen.push({ method: String(route.method), url: route.url, config: route.config });
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: create, fastify: create };
});

describe('every API route declares its access (deny by default)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await createTestPortal({ ready: false });
  });
  afterAll(() => portal?.close());

  it('walks the registered routes and finds none under /api without a declaration', () => {
    const apiRoutes = seen.filter((route) => isApiRoute(route.url));
    // The walk really saw the portal's routes (it would pass vacuously on an empty list).
    const urls = apiRoutes.map((route) => route.url);
    for (const known of [
      '/api/health',
      '/api/my-highest-role',
      '/api/outbox',
      '/api/events',
      '/api/company-management/v1/users',
      '/api/login-links/:login_hash',
      '/api/auth/*',
      '/api/docs',
    ]) {
      expect(urls).toContain(known);
    }
    const undeclared = apiRoutes.filter((route) => !declaredAccess(route)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('only documentation routes are public by default; the others say so explicitly', () => {
    const implicit = seen.filter(
      (route) => isApiRoute(route.url) && !(route.config as { access?: unknown } | undefined)?.access,
    );
    for (const route of implicit) expect(route.url.startsWith('/api/docs')).toBe(true);
  });

  it('refuses to register an /api route that declares no access', () => {
    expect(() => portal.app.get('/api/sneaky', async () => 'open')).toThrow(/declares no access/);
    expect(() =>
      portal.app.route({ method: 'POST', url: '/api/sneaky-too', config: {}, handler: async () => 'open' }),
    ).toThrow(/declares no access/);
  });

  it('accepts a declared /api route and an undeclared route outside /api', () => {
    expect(() =>
      portal.app.get(
        '/api/declared',
        { config: { access: { signedIn: true } }, schema: { response: { 200: z.string() } } },
        async () => 'ok',
      ),
    ).not.toThrow();
    expect(() => portal.app.get('/not-api', async () => 'ok')).not.toThrow();
  });
});

describe('registerAccess on a bare Fastify instance', () => {
  const bare = () => {
    const app = Fastify();
    registerAccess(app, { auth: {} as Auth, actors: {} as ActorCache, sessions: {} as SessionRevocations });
    return app;
  };

  it('throws for an undeclared /api route and names it', () => {
    const app = bare();
    expect(() => app.delete('/api/things/:id', async () => null)).toThrow(
      'Route DELETE /api/things/:id declares no access',
    );
  });

  it('accepts each kind of declaration', () => {
    const app = bare();
    expect(() => app.get('/api/a', { config: { access: { public: true } } }, async () => null)).not.toThrow();
    expect(() => app.get('/api/b', { config: { access: { admin: true } } }, async () => null)).not.toThrow();
    expect(() =>
      app.get('/api/c', { config: { access: { anyOf: ['read-company'] } } }, async () => null),
    ).not.toThrow();
  });
});
