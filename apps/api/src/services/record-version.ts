import { RECORD_VERSION_MESSAGES, type RecordChange } from '@portal/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { auditLog, users } from '../db/schema';
import { appError, type AppError, notFound } from '../plugins/errors';

/**
 * An editable record's version is its root row's `xmin`: PostgreSQL gives every write of a row a new one,
 * so no write path can forget to bump it. A write to child rows alone (monthly rows, permissions) goes
 * through claimVersion, which rewrites the root row too.
 */
export type VersionedRecord = {
  table: PgTable;
  id: PgColumn;
  /** The audit log's entity name for the record: who changed it last is read from there. */
  entity: string;
};

/** The version column to select beside a record's fields. */
export const versionOf = (table: PgTable): SQL<string> => sql<string>`${table}.xmin::text`;

export const preconditionRequired = () => appError('precondition_required');

/** Who wrote the record last, by the audit log's newest entry for it. */
export async function lastChange(tx: Tx, entity: string, id: string): Promise<RecordChange> {
  const [row] = await tx
    .select({ at: auditLog.at, first: users.first, last: users.last, name: users.name, email: users.email })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at))
    .limit(1);
  if (!row) return { changedBy: null, changedAt: null };
  const name = [row.first, row.last].filter(Boolean).join(' ').trim() || row.name || row.email || null;
  return { changedBy: name, changedAt: row.at.toISOString() };
}

/** 412: the record changed since the client read it. */
export async function staleVersion(tx: Tx, entity: string, id: string): Promise<AppError> {
  const change = await lastChange(tx, entity, id);
  return appError('stale_version', RECORD_VERSION_MESSAGES.changed(change), change);
}

/**
 * The compare-and-set of a write, first in its transaction: locks the record's row (404 without one),
 * compares its version with the client's (428 without one, 412 when stale) and rewrites the row so the version changes even
 * when only child rows follow. A concurrent write with the same version waits for the lock and then
 * finds a new version: exactly one wins.
 */
export async function claimVersion(
  tx: Tx,
  record: VersionedRecord,
  id: string,
  expected: string | undefined,
  missing = 'Not found',
): Promise<void> {
  const [row] = await tx
    .select({ version: versionOf(record.table) })
    .from(record.table)
    .where(eq(record.id, id))
    .for('update');
  if (!row) throw notFound(missing);
  if (expected === undefined) throw preconditionRequired();
  if (row.version !== expected) throw await staleVersion(tx, record.entity, id);
  const column = sql.identifier(record.id.name);
  await tx.execute(sql`UPDATE ${record.table} SET ${column} = ${column} WHERE ${record.id} = ${id}`);
}

/** The record's version as this transaction leaves it: the ETag a write answers. */
export async function currentVersion(tx: Tx, record: VersionedRecord, id: string): Promise<string> {
  const [row] = await tx
    .select({ version: versionOf(record.table) })
    .from(record.table)
    .where(eq(record.id, id));
  if (!row) throw notFound();
  return row.version;
}
