import { AUDIT_LOG_EXPORT_MAX, type AuditLogFilter, type AuditLogQuery, type AuditLogReply } from '@portal/domain';
import type { PortalDeps } from '../../services/deps';
import type { Service } from '../../services/service';
import { listAuditLog } from './audit-log-repository';
import { auditLogWorkbook } from './audit-log-workbook';

export type AuditLogDeps = Pick<PortalDeps, 'db'>;

/** GET /api/admin/audit-log/v1: a page of every change, newest first (admins; the route checks). */
export const readAuditLog = (async (deps, _ctx, { limit, offset, ...filter }) => {
  const rows = await listAuditLog(deps.db, filter, { limit: limit + 1, offset });
  return { items: rows.slice(0, limit), has_more: rows.length > limit };
}) satisfies Service<AuditLogDeps, AuditLogQuery, AuditLogReply>;

/** GET /api/admin/audit-log/v1/export: the filtered rows as an xlsx workbook, at most AUDIT_LOG_EXPORT_MAX. */
export const exportAuditLog = (async (deps, _ctx, filter) => {
  const rows = await listAuditLog(deps.db, filter, { limit: AUDIT_LOG_EXPORT_MAX + 1, offset: 0 });
  const capped = rows.length > AUDIT_LOG_EXPORT_MAX;
  return auditLogWorkbook(rows.slice(0, AUDIT_LOG_EXPORT_MAX), filter, capped);
}) satisfies Service<AuditLogDeps, AuditLogFilter, Buffer>;
