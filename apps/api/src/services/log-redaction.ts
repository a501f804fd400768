import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Paths whose next segment is a bearer secret (invitation links, reset and signing tokens). */
const SECRET_SEGMENT = /^(\/api\/login-links\/|\/login\/|\/api\/auth\/reset-password\/|\/api\/e-sign\/)[^/?#]+/;
/** Query parameters that carry one (Better Auth's token redirects, OAuth codes and state). */
const SECRET_PARAMS = /([?&](?:token|login_hash|code|state)=)[^&#]*/gi;

/** A request URL fit for a log line: every bearer token in it replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENT, `$1${REDACTED}`).replace(SECRET_PARAMS, `$1${REDACTED}`);
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
 * The request logger's options: the given ones (true for defaults) with a request serializer that
 * keeps invitation links, reset tokens and signing tokens out of every log line.
 */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: serializeRequest } };
}
