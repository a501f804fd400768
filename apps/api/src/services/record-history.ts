import {
  fieldChangeSchema,
  HISTORY_PAGE_SIZE,
  type FieldChange,
  type RecordHistoryEntry,
  type RecordHistoryPage,
} from '@portal/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditLog, auditRecordKeys, users } from '../db/schema';

/** The audit rows of one record: its entity and id (the index audit_log_entity_idx covers it). */
export function rowsOf(entity: string, entityId: string): SQL {
  return and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId))!;
}

/**
 * The audit rows keyed to the record in audit_record_keys (a batch's tickets, an assignment's user
 * and company), found through its primary key; `also` narrows them (a reader's companies).
 */
export function rowsAbout(entity: string, id: string, also?: SQL): SQL {
  return and(
    sql`${auditLog.auditId} in (select ${auditRecordKeys.auditId} from ${auditRecordKeys}
      where ${auditRecordKeys.entity} = ${entity} and ${auditRecordKeys.entityId} = ${id})`,
    also,
  )!;
}

/** Rows whose `details[key]` is one of the values (none: no row). */
export function detailIn(key: string, values: readonly string[]): SQL {
  return values.length ? inArray(sql`${auditLog.details} ->> ${key}`, [...values]) : sql`false`;
}

/**
 * Several sets of rows as one condition: each set is its own indexed look-up (a union of audit ids),
 * where an OR of them would let the planner fall back to scanning the whole log.
 */
function anyOf(rows: SQL[]): SQL {
  if (rows.length === 1) return rows[0]!;
  const sets = rows.map((where) => sql`select ${auditLog.auditId} from ${auditLog} where ${where}`);
  return sql`${auditLog.auditId} in (${sql.join(sets, sql` union all `)})`;
}

/**
 * The field changes of a row: `details.changes`; rows written before it existed keep what they had
 * (a company edit's `changed` map of { from, to }), and others none.
 */
function changesOf(details: Record<string, unknown> | null): FieldChange[] {
  if (!details) return [];
  const parsed = fieldChangeSchema.array().safeParse(details.changes);
  if (parsed.success) return parsed.data;
  const changed = details.changed;
  if (changed && typeof changed === 'object') {
    return Object.entries(changed as Record<string, { from?: unknown; to?: unknown }>).map(([field, change]) => ({
      field,
      from: change?.from ?? null,
      to: change?.to ?? null,
    }));
  }
  return [];
}

/** A found audit row, for a feature that words the rows recording no field changes. */
export type HistoryRow = { entity: string; action: string; details: Record<string, unknown> | null };

/** The field changes of rows that record none (an assignment's company and role), in one look-up per page. */
export type DescribeRows = (tx: Tx, rows: readonly HistoryRow[]) => Promise<(FieldChange[] | null)[]>;

/**
 * One page of a record's history, newest first, with each acting user's name. The caller checks
 * that the actor may read the record first (the feature's own read check) and passes its rows.
 */
export async function readRecordHistory(
  tx: Tx,
  rows: SQL | SQL[],
  page: number,
  {
    describe,
    actorOf,
  }: {
    describe?: DescribeRows;
    /** Who acted on a row without a portal user (a signer by link), from its details. */
    actorOf?: (details: Record<string, unknown> | null) => string | null | undefined;
  } = {},
): Promise<RecordHistoryPage> {
  const where = anyOf(Array.isArray(rows) ? rows : [rows]);
  const found = await tx
    .select({
      auditId: auditLog.auditId,
      at: auditLog.at,
      userId: auditLog.userId,
      userName: sql<
        string | null
      >`nullif(trim(coalesce(${users.first}, '') || ' ' || coalesce(${users.last}, '')), '')`,
      userLabel: users.name,
      email: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.auditId))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((page - 1) * HISTORY_PAGE_SIZE);
  const shown = found.slice(0, HISTORY_PAGE_SIZE);
  const described = describe ? await describe(tx, shown) : [];
  const items: RecordHistoryEntry[] = shown.map((row, index) => ({
    audit_id: row.auditId,
    at: row.at.toISOString(),
    user_id: row.userId,
    user_name: row.userName || row.userLabel || row.email || actorOf?.(row.details) || null,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    changes: described[index] ?? changesOf(row.details),
  }));
  return { items, page, has_more: found.length > HISTORY_PAGE_SIZE };
}
