import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Auth } from './auth';

/**
 * Mounts Better Auth's handler under /api/auth/* (sign-in, sign-up, sign-out, sessions, resets, and
 * the single sign-on endpoints of features/sso).
 */
export function registerAuthHandler(app: FastifyInstance, auth: Auth) {
  app.register(async (scope) => {
    // A SAML IdP posts its Response to the ACS as an HTML form (application/x-www-form-urlencoded);
    // in this scope only, such a body is passed on to Better Auth unparsed, which reads it itself.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    registerHandlerRoute(scope, auth);
  });
}

function registerHandlerRoute(app: FastifyInstance, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: { public: true } },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, 'http://internal');
      const headers = fromNodeHeaders(request.headers);
      // The client address as Fastify resolved it (trustProxy aware): what the rate limiter keys on.
      headers.set('x-forwarded-for', request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(new URL(url.pathname + url.search, auth.options.baseURL as string), {
          method: request.method,
          headers,
          body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
