import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerReplySchemaCheck } from './reply-schema';

const bare = () => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerReplySchemaCheck(app);
  return app;
};

describe('every API route declares its reply schema', () => {
  it('refuses an /api route without one and names it', () => {
    const app = bare();
    expect(() => app.get('/api/things', async () => ({ items: [] }))).toThrow(
      'Route GET /api/things declares no reply schema (schema.response)',
    );
  });

  it('refuses an /api route that describes only its errors', () => {
    const app = bare();
    expect(() =>
      app.post('/api/things', { schema: { response: { 400: z.object({ error: z.string() }) } } }, async () => null),
    ).toThrow(/declares no reply schema/);
  });

  it('accepts a declared success reply (200, 201, 204), a listed file route and a route outside /api', () => {
    const app = bare();
    expect(() =>
      app.get('/api/a', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, async () => ({ ok: true })),
    ).not.toThrow();
    expect(() => app.post('/api/b', { schema: { response: { 201: z.object({}) } } }, async () => ({}))).not.toThrow();
    expect(() =>
      app.delete('/api/c', { schema: { response: { 204: z.void() } } }, async () => undefined),
    ).not.toThrow();
    expect(() => app.get('/api/reports/export', async () => 'file')).not.toThrow();
    expect(() => app.get('/not-api', async () => 'ok')).not.toThrow();
  });

  it('sends only the fields the reply schema lists', async () => {
    const app = bare();
    app.get('/api/user', { schema: { response: { 200: z.object({ name: z.string() }) } } }, async () => ({
      name: 'Ada',
      password_hash: 'secret',
    }));
    const response = await app.inject({ method: 'GET', url: '/api/user' });
    expect(response.json()).toEqual({ name: 'Ada' });
  });
});
