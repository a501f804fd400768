import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Tx } from './client';

/**
 * Hand-built SQL for the hottest reads (the contracts list): the fixed parts are rendered once at
 * load, each request renders only its conditions, and the rows come back as the driver gives them
 * (no drizzle mapping). Select text, integers and uuids only: the drivers differ on other types.
 */
export type CompiledQuery = { sql: string; params: unknown[] };

const dialect = new PgDialect();

/** A query's SQL text and parameters. */
export const compileQuery = (query: SQL): CompiledQuery => dialect.sqlToQuery(query);

/** The text of a piece of SQL without parameters, rendered once (at load). */
export function fixedText(piece: SQL): string {
  const { sql: text, params } = compileQuery(piece);
  if (params.length) throw new Error('fixedText: a fixed piece of SQL takes no parameters');
  return text;
}

/** A piece of SQL without parameters, rendered once: splicing it into a query costs nothing more. */
export const fixedSql = (piece: SQL): SQL => sql.raw(fixedText(piece));

/** A whole number written into the SQL text (a LIMIT PostgreSQL can plan for once), never user text. */
export function integerText(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`integerText: ${value}`);
  return String(value);
}

/**
 * At most this many named statements, all kinds together: each connection keeps every statement it
 * prepared for its life (PostgreSQL's parse tree and plans, pg's copy in Node), and the shapes of a
 * query vary with its input. Queries of further shapes run unnamed (parsed and planned each time).
 */
export const MAX_NAMED_STATEMENTS = 64;
const named = new Set<string>();

/** The statement name of a query's text, or none once MAX_NAMED_STATEMENTS texts have one. */
function statementName(prefix: string, text: string): string | undefined {
  const name = `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (named.has(name)) return name;
  if (named.size >= MAX_NAMED_STATEMENTS) return undefined;
  named.add(name);
  return name;
}

/**
 * The rows of a compiled query. With a prefix it is a prepared statement on each connection (named
 * by the prefix and its text, within MAX_NAMED_STATEMENTS): parsed once, and planned once when its
 * plan does not depend on its parameters. Keep the input out of its text (values are parameters).
 */
export async function queryRows<T>(tx: Tx, query: CompiledQuery, prepared?: string): Promise<T[]> {
  const name = prepared === undefined ? undefined : statementName(prepared, query.sql);
  const result = await tx._.session.prepareQuery(query, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
