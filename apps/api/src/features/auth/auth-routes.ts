import { fromNodeHeaders } from 'better-auth/node';
import {
  SIGN_IN_LIMITED_TEXT,
  SIGN_IN_UNLOCK_INVALID_TEXT,
  SIGN_IN_UNLOCKED_TEXT,
  signInSlowedText,
  signInUnlockSchema,
  signInUnlockReply,
  TOO_MANY_REQUESTS_TEXT,
} from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/errors';
import type { Auth } from '../../services/auth/auth';
import type { Refusal, SignInLimiter } from './sign-in-limits';

const SIGN_IN_PATH = '/api/auth/sign-in/email';

/** The 429 body of a refused sign-in: Better Auth's error shape, which the auth client reads. */
function refusalBody(refused: Refusal, seconds: number) {
  if (refused === 'account-wait') return { code: 'SIGN_IN_SLOWED', message: signInSlowedText(seconds) };
  if (refused === 'account-rate') return { code: 'TOO_MANY_SIGN_INS', message: TOO_MANY_REQUESTS_TEXT };
  return { code: 'TOO_MANY_SIGN_IN_ATTEMPTS', message: SIGN_IN_LIMITED_TEXT };
}

/**
 * Mounts Better Auth's handler under /api/auth/* (sign-in, sign-up, sign-out, sessions, resets, and
 * the single sign-on endpoints of features/sso).
 */
export function registerAuthHandler(app: FastifyInstance, auth: Auth, signInLimiter: SignInLimiter) {
  app.register(async (scope) => {
    // A SAML IdP posts its Response to the ACS as an HTML form (application/x-www-form-urlencoded);
    // in this scope only, such a body is passed on to Better Auth unparsed, which reads it itself.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    registerHandlerRoute(scope, auth, signInLimiter);
  });
  app.register(unlockRoute(signInLimiter));
}

/** The e-mailed unlock link's page posts its token here: the account's sign-in wait is lifted. */
const unlockRoute =
  (signInLimiter: SignInLimiter): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/sign-in/unlock',
      {
        config: { access: { public: true } },
        schema: { tags: ['auth'], body: signInUnlockSchema, response: { 200: signInUnlockReply } },
      },
      async (request) => {
        if (!(await signInLimiter.unlock(request.body.token))) throw notFound(SIGN_IN_UNLOCK_INVALID_TEXT);
        return { message: SIGN_IN_UNLOCKED_TEXT };
      },
    );
  };

function registerHandlerRoute(app: FastifyInstance, auth: Auth, signInLimiter: SignInLimiter) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: { public: true } },
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, 'http://internal');
      const attempt =
        request.method === 'POST' && url.pathname === SIGN_IN_PATH
          ? await signInLimiter((request.body as { email?: unknown } | undefined)?.email, request.ip)
          : undefined;
      if (attempt?.refused) {
        return reply
          .status(429)
          .header('retry-after', attempt.retryAfterSeconds)
          .send(refusalBody(attempt.refused, attempt.retryAfterSeconds));
      }
      const headers = fromNodeHeaders(request.headers);
      // The client address as Fastify resolved it (trustProxy aware): what the rate limiter keys on.
      headers.set('x-forwarded-for', request.ip);
      // A non-browser client (no Origin, Referer or Sec-Fetch-Site) passes as on the rest of the API
      // (plugins/origins.ts); Better Auth would refuse it whenever it sends a cookie.
      if (!['origin', 'referer', 'sec-fetch-site'].some((name) => headers.has(name))) {
        headers.set('origin', new URL(auth.options.baseURL as string).origin);
      }
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      let response: Response | undefined;
      try {
        response = await auth.handler(
          new Request(new URL(url.pathname + url.search, auth.options.baseURL as string), {
            method: request.method,
            headers,
            body: hasBody
              ? typeof request.body === 'string'
                ? request.body
                : JSON.stringify(request.body)
              : undefined,
          }),
        );
      } finally {
        await attempt?.settle(response?.status ?? 500);
      }
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
