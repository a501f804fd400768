import {
  COMPANY_ADMIN_COLUMNS,
  CONTRACT_STATES,
  END_PRODUCT_TYPES,
  netBushelsQuerySchema,
  REPORT_LIMITS,
  REPORT_TYPES,
  type ContractState,
  type EndProductType,
  type NetBushelsQuery,
} from '@portal/domain';

/**
 * A report's filters as they live in the page's URL (so a report can be bookmarked and shared) and
 * as the export call receives them: the same names as the API's queries.
 */
export type CompanyAdminSort = (typeof COMPANY_ADMIN_COLUMNS)[number][0];
export type NetBushelsFilters = {
  report: 'net-bushels';
  year: number;
  company_id?: string;
  grower_name?: string;
  contract_id?: string;
  product: EndProductType;
  offset: number;
};
export type CompanyAdminFilters = { report: 'company-admin'; sort?: CompanyAdminSort; order?: 'asc' | 'desc' };
export type ProgramFilters = {
  report: 'program';
  program_id?: string;
  production_plan_id?: string;
  contract_state?: ContractState;
};
export type ReportFilters = NetBushelsFilters | CompanyAdminFilters | ProgramFilters;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SORTS = COMPANY_ADMIN_COLUMNS.map(([key]) => key);

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);
const uuid = (value: string | null) => (value && UUID.test(value) ? value : undefined);
const text = (value: string | null) => value?.trim().slice(0, 200) || undefined;

/** The year of the URL when it is a report year, else the default (the current year, within 2022–2026). */
function year(value: string | null): number {
  const parsed = netBushelsQuerySchema.shape.year.safeParse(value ?? undefined);
  return parsed.success ? parsed.data : netBushelsQuerySchema.shape.year.parse(undefined);
}

/** The filters of a URL; what is missing or invalid takes its default (unknown parameters are dropped). */
export function readFilters(params: URLSearchParams): ReportFilters {
  const get = (key: string) => params.get(key);
  const report = oneOf(REPORT_TYPES, get('report')) ?? 'net-bushels';
  if (report === 'company-admin') {
    const sort = oneOf(SORTS, get('sort'));
    return { report, sort, order: sort ? (oneOf(['asc', 'desc'] as const, get('order')) ?? 'asc') : undefined };
  }
  if (report === 'program') {
    const program_id = uuid(get('program_id'));
    return {
      report,
      program_id,
      production_plan_id: program_id ? uuid(get('production_plan_id')) : undefined,
      contract_state: oneOf(CONTRACT_STATES, get('contract_state')),
    };
  }
  const offset = Number(get('offset'));
  return {
    report,
    year: year(get('year')),
    company_id: uuid(get('company_id')),
    grower_name: text(get('grower_name')),
    contract_id: text(get('contract_id')),
    product: oneOf(END_PRODUCT_TYPES, get('product')) ?? 'grain',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** The URL's search parameters of the filters: only what is set (the year always, so a bookmark keeps it). */
export function writeFilters(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    if (key === 'offset' && value === 0) continue;
    if (key === 'product' && value === 'grain') continue;
    params.set(key, String(value));
  }
  return params;
}

/** The same report with some filters changed; a Net Bushels change other than paging starts at the first page. */
export function changeFilters<F extends ReportFilters>(filters: F, patch: Partial<F>): F {
  const next = { ...filters, ...patch };
  if (next.report === 'net-bushels' && !('offset' in patch)) (next as NetBushelsFilters).offset = 0;
  return next;
}

/** The filters of another report type (each starts from its defaults). */
export function filtersOf(report: ReportFilters['report']): ReportFilters {
  return readFilters(new URLSearchParams({ report }));
}

/** GET /api/reports/net-bushels's query for the filters (a page of the table). */
export function netBushelsQuery(filters: NetBushelsFilters): NetBushelsQuery {
  const { report: _report, ...query } = filters;
  return { ...query, limit: REPORT_LIMITS.netBushelsPageSize };
}

/** The download of what is on screen: GET /api/reports/export with the report's filters (every row, no paging). */
export function exportUrl(filters: ReportFilters, format: 'xlsx' | 'pdf'): string {
  const params = writeFilters(filters);
  params.delete('offset');
  if (filters.report === 'net-bushels') params.set('product', filters.product);
  params.set('format', format);
  return `/api/reports/export?${params}`;
}
