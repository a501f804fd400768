import type { AuditLogFilter, AuditLogReply } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const AUDIT_LOG_PAGE_SIZE = 50;

/** The filters as the page holds them: days (yyyy-mm-dd) in the admin's own time zone. */
export type AuditLogFilters = {
  user_id?: string;
  company_id?: string;
  entity?: string;
  from_day?: string;
  to_day?: string;
};

const startOfLocalDay = (day: string) => new Date(`${day}T00:00:00`);

/** The API's filter: a range of instants from the start of the first local day to the end of the last. */
export function apiFilter(filters: AuditLogFilters): AuditLogFilter {
  const end = filters.to_day ? startOfLocalDay(filters.to_day) : null;
  end?.setDate(end.getDate() + 1);
  return {
    user_id: filters.user_id || undefined,
    company_id: filters.company_id || undefined,
    entity: filters.entity || undefined,
    from: filters.from_day ? startOfLocalDay(filters.from_day).toISOString() : undefined,
    to: end ? end.toISOString() : undefined,
  };
}

export const auditLogKeys = {
  page: (filters: AuditLogFilters, page: number) => ['admin', 'audit-log', filters, page] as const,
};

/** GET /api/admin/audit-log/v1: one page of the filtered audit log, newest first. */
export const auditLogQuery = (filters: AuditLogFilters, page: number) =>
  queryOptions({
    queryKey: auditLogKeys.page(filters, page),
    queryFn: () =>
      api<AuditLogReply>('/admin/audit-log/v1', {
        query: { ...apiFilter(filters), limit: AUDIT_LOG_PAGE_SIZE, offset: (page - 1) * AUDIT_LOG_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditLogFilters, page: number) => useQuery(auditLogQuery(filters, page));

/** The export of the same filters (the browser downloads it). */
export function auditLogExportUrl(filters: AuditLogFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(apiFilter(filters))) if (value) params.set(key, value);
  return `/api/admin/audit-log/v1/export?${params}`;
}
