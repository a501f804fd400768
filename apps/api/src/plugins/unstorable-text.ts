import type { FastifyInstance } from 'fastify';
import { fieldError } from './errors';

/**
 * PostgreSQL's text cannot hold the NUL character, and jsonb no lone UTF-16 surrogate (the driver
 * would store one in text as U+FFFD): a query carrying either fails.
 */
export const UNSTORABLE_TEXT =
  'Text may not contain the NUL character (\\u0000) or a lone surrogate (\\ud800-\\udfff).';
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path (dot-separated, as validation errors name fields) of the first string or key PostgreSQL
 * cannot store in a parsed query, path or body; undefined when there is none. Iterative: a body may
 * nest deeply.
 */
export function unstorablePath(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (unstorable(item)) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const childPath = path ? `${path}.${key}` : key;
        if (unstorable(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/**
 * Every route refuses such text in its path parameters, query and body with a 400 naming the field, before
 * its schema, its permission check or any query runs (one place, so no route can forget it).
 */
export function registerUnstorableTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const path = unstorablePath(value);
      if (path === undefined) continue;
      throw fieldError(path || part, UNSTORABLE_TEXT);
    }
  });
}
