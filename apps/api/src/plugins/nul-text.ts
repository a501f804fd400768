import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** PostgreSQL's text (and jsonb) cannot hold the NUL character: a query carrying one fails. */
export const NUL_TEXT = 'Text may not contain the NUL character (\\u0000).';

/**
 * The path (dot-separated, as validation errors name fields) of the first string or key holding NUL
 * in a parsed query, path or body; undefined when there is none. Iterative: a body may nest deeply.
 */
export function nulPath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Every route refuses NUL in its path parameters, query and body with a 400 naming the field, before
 * its schema, its permission check or any query runs (one place, so no route can forget it).
 */
export function registerNulCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = nulPath(value);
      if (path === undefined) continue;
      const field = path || part;
      throw new AppError(400, 'validation_failed', NUL_TEXT, [{ field, message: NUL_TEXT }]);
    }
  });
}
