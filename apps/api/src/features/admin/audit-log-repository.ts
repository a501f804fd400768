import { fieldChangeSchema, type AuditLogEntry, type AuditLogFilter, type FieldChange } from '@portal/domain';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { describeAssignments } from '../../services/assignment-history';
import { assignments, auditLog, companies, users } from '../../db/schema';

/**
 * The rows a filter keeps. The user filter and the company filter (its users, through their
 * assignments) use audit_log_user_idx (user_id, at); the record type audit_log_entity_idx; the
 * range alone audit_log_at_idx.
 */
function matching(tx: Tx, filter: AuditLogFilter) {
  return and(
    filter.user_id ? eq(auditLog.userId, filter.user_id) : undefined,
    filter.company_id
      ? inArray(
          auditLog.userId,
          tx.select({ id: assignments.userId }).from(assignments).where(eq(assignments.companyId, filter.company_id)),
        )
      : undefined,
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, new Date(filter.to)) : undefined,
  );
}

const changesOf = (details: Record<string, unknown> | null): FieldChange[] => {
  const parsed = fieldChangeSchema.array().safeParse(details?.changes);
  return parsed.success ? parsed.data : [];
};

/** The companies of each acting user, through their assignments. */
async function companyNamesOf(tx: Tx, userIds: string[]): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  if (!userIds.length) return names;
  const rows = await tx
    .select({ userId: assignments.userId, name: companies.companyName })
    .from(assignments)
    .innerJoin(companies, eq(companies.companyId, assignments.companyId))
    .where(inArray(assignments.userId, userIds))
    .orderBy(companies.companyName);
  for (const row of rows) names.set(row.userId, [...(names.get(row.userId) ?? []), row.name]);
  return names;
}

/** Audit rows matching the filter, newest first, with who acted and their companies. */
export async function listAuditLog(
  tx: Tx,
  filter: AuditLogFilter,
  page: { limit: number; offset: number },
): Promise<AuditLogEntry[]> {
  const rows = await tx
    .select({
      audit_id: auditLog.auditId,
      at: auditLog.at,
      user_id: auditLog.userId,
      user_name: users.name,
      user_email: users.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entity_id: auditLog.entityId,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(matching(tx, filter))
    .orderBy(desc(auditLog.at), desc(auditLog.auditId))
    .limit(page.limit)
    .offset(page.offset);
  const companiesOf = await companyNamesOf(tx, [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))]);
  const described = await describeAssignments(tx, rows);
  return rows.map(({ at, details, ...row }, index) => {
    const { changes: _changes, ...rest } = details ?? {};
    return {
      ...row,
      at: at.toISOString(),
      changes: described[index] ?? changesOf(details),
      details: details ? rest : null,
      company_names: (row.user_id && companiesOf.get(row.user_id)) || [],
    };
  });
}
