import { APP_ERRORS, type AppErrorCode, type AppErrorCodeWithText, type FieldError } from '@portal/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export type { FieldError };

/** The message a code needs: optional where the code has a text of its own (APP_ERRORS), required otherwise. */
type MessageOf<C extends AppErrorCode> = C extends AppErrorCodeWithText
  ? [message?: string, details?: unknown]
  : [message: string, details?: unknown];

/** A failure the client should see: its code (which decides the status), message and optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly details?: unknown;
  constructor(
    readonly code: AppErrorCode,
    message?: string,
    details?: unknown,
  ) {
    const definition: { status: number; message?: string } = APP_ERRORS[code];
    super(message ?? definition.message ?? code);
    this.statusCode = definition.status;
    this.details = details;
  }
}

export const appError = <C extends AppErrorCode>(code: C, ...[message, details]: MessageOf<C>) =>
  new AppError(code, message, details);

/** 400 validation_failed: every field error leaves under this code; the message is the first field's. */
export const fieldErrors = (details: FieldError[]) => new AppError('validation_failed', details[0]?.message, details);
export const fieldError = (field: string, message: string) => fieldErrors([{ field, message }]);
/** A 409 naming the field whose value another record holds (a plan year, a SAP id, a linked program). */
export const fieldConflict = (field: string, message: string, code: 'conflict' | 'program_linked' = 'conflict') =>
  new AppError(code, message, [{ field, message }]);

export const badRequest = (message: string) => appError('bad_request', message);
export const notFound = (message?: string) => appError('not_found', message);
export const conflict = (message: string, details?: unknown) => appError('conflict', message, details);
export const forbidden = (message?: string) => appError('forbidden', message);
export const unauthorized = () => appError('unauthorized');
export const databaseUnavailable = () => appError('service_unavailable');

const send = (reply: FastifyReply, error: AppError) =>
  reply
    .status(error.statusCode)
    .send({ error: { code: error.code, message: error.message, details: error.details ?? null } });

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
      return send(
        reply,
        fieldErrors(
          error.validation.map((issue) => ({
            field: fieldPath(issue.instancePath),
            message: issue.message ?? 'Invalid value',
          })),
        ),
      );
    }
    if (error instanceof AppError) return send(reply, error);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit;
      const message = `The request is larger than the ${(limit / 1e6).toFixed(1)} MB this call accepts.`;
      return send(reply, appError('payload_too_large', message, { limit_bytes: limit }));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'request failed: database unavailable');
      return send(reply, databaseUnavailable());
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, appError('internal'));
    }
    const code = (error as { code?: string }).code ?? 'error';
    return reply
      .status(status)
      .send({ error: { code: code.toLowerCase(), message: (error as Error).message, details: null } });
  });
}
