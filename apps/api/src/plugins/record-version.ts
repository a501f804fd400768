import { versionOfTag, versionTag } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where a route's reply holds the record's version: `true` reads `version` or `data.version`. */
export type EtagSource = true | ((payload: never) => string | null | undefined);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The reply names one editable record: its version goes out as the ETag. */
    etag?: EtagSource;
  }
}

type WithVersion = { version?: unknown; data?: { version?: unknown } | null };

function defaultVersion(payload: unknown): string | undefined {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const { version, data } = payload as WithVersion;
  const found = version ?? data?.version;
  return typeof found === 'string' ? found : undefined;
}

/** The version a write was made on (If-Match), or undefined when the request names none. */
export const ifMatchOf = (request: FastifyRequest): string | undefined => versionOfTag(request.headers['if-match']);

/** Sets `ETag: "<version>"` on the successful replies of routes that declare `config.etag`. */
export function registerRecordVersions(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const source = request.routeOptions.config.etag;
    if (!source || reply.statusCode >= 300) return payload;
    const version = source === true ? defaultVersion(payload) : (source as (p: unknown) => unknown)(payload);
    if (typeof version === 'string' && version) reply.header('etag', versionTag(version));
    return payload;
  });
}
