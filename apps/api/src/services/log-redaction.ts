import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Paths whose next segment is a bearer secret (invitation links, reset and signing tokens). */
const SECRET_SEGMENT = /^(\/api\/login-links\/|\/login\/|\/api\/auth\/reset-password\/|\/api\/e-sign\/)[^/?#]+/;
/** Query parameters that carry one (Better Auth's token redirects, OAuth codes and state). */
const SECRET_PARAMS = /([?&](?:token|login_hash|code|state)=)[^&#]*/gi;

/**
 * What a failed query says after its SQL (drizzle's "params: …", up to the stack's first frame or the
 * end): the values, session tokens among them. Session cookies and bearer headers quoted anywhere.
 */
const SECRET_TEXT = [
  /(\bparams: )[\s\S]*?(?=\n\s+at |$)/g,
  /(session_(?:token|data)=)[^;\s"']+/g,
  /(\bBearer )[^\s"',;]+/gi,
];
/** Nested values beyond this depth are dropped from a log line. */
const MAX_DEPTH = 6;

/** A request URL fit for a log line: every bearer token in it replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
}

/** Text fit for a log line: query parameters, session cookies and bearer tokens replaced. */
export function redactText(text: string): string {
  return SECRET_TEXT.reduce((redacted, pattern) => redacted.replace(pattern, `$1${REDACTED}`), text);
}

/** Any logged value with its texts redacted and its `params` (a query's values) replaced, whatever its depth. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (value instanceof Error) return serializeError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'params' ? REDACTED : redactValue(item, depth + 1)]),
  );
}

/**
 * pino's error serializer (type, message and stack with their causes, own fields) with every text
 * redacted: a failed query's error carries its parameters in its message, its stack and `params`.
 */
function serializeError(error: Error, depth = 0) {
  const chain: Error[] = [];
  for (let cause: unknown = error; cause instanceof Error && chain.length < MAX_DEPTH; cause = cause.cause)
    chain.push(cause);
  const fields = Object.entries(error).filter(([key]) => key !== 'cause');
  return {
    ...(redactValue(Object.fromEntries(fields), depth + 1) as object),
    type: error.constructor?.name ?? error.name,
    message: chain.map((link) => redactText(link.message)).join(': '),
    stack: chain.map((link) => redactText(link.stack ?? '')).join('\ncaused by: '),
  };
}

/** Fastify's request serializer with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The request logger's options: the given ones (true for defaults) with serializers that keep
 * invitation links, reset and signing tokens (request URLs) and session tokens (failed queries'
 * parameters in errors) out of every log line.
 */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest, err: serializeError } };
}
