import { TEXTS, type ErrorCode, type FieldError } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type { FieldError };

/** A failure the client should see: status, code, message and optional details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: FieldError[]) =>
  new AppError(400, 'bad_request', message, details);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const forbidden = (message: string = TEXTS.accessDenied) => new AppError(403, 'forbidden', message);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Please sign in.');
export const databaseUnavailable = () =>
  new AppError(503, 'service_unavailable', 'The database is not available. Please try again in a moment.');

/** Socket failures of a database that is down, unreachable or not answering. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE']);
/** pg's and PGlite's own words for a connection that could not be had or was lost, and a query timed out client-side. */
const UNREACHABLE_MESSAGE =
  /^(timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|Query read timeout|PGlite is clos)/;

/**
 * Whether an error (or one it wraps: drizzle wraps the driver's) says the database is away rather than the
 * request being wrong: refused or timed-out connections, an admin shutdown or crash (57P01–57P03) and the
 * connection exception class 08.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || /^(08...|57P0[123])$/.test(code))) return true;
    if (UNREACHABLE_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

function fieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

/** One error shape for every failure: { error: { code, message, details } }; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldError[] = error.validation.map((issue) => ({
        field: fieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send({
        error: { code: 'validation_failed', message: details[0]?.message ?? 'Invalid input', details },
      });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: error.code, message: error.message, details: error.details ?? null } });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      return reply.status(413).send({
        error: {
          code: 'payload_too_large',
          message: `The request is larger than the ${(limit / 1e6).toFixed(1)} MB this call accepts.`,
          details: { limit_bytes: limit },
        },
      });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'request failed: database unavailable');
      const unavailable = databaseUnavailable();
      return reply
        .status(unavailable.statusCode)
        .send({ error: { code: unavailable.code, message: unavailable.message, details: null } });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        error: { code: 'internal', message: TEXTS.somethingWentWrong, details: null },
      });
    }
    const code = (error as { code?: string }).code ?? 'error';
    return reply
      .status(status)
      .send({ error: { code: code.toLowerCase(), message: (error as Error).message, details: null } });
  });
}
