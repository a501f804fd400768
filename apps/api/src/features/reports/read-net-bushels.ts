import { monthColumns, reportProducts, type NetBushelsQuery, type NetBushelsResponse } from '@portal/domain';
import type { Actor } from '../../plugins/actor';
import { netBushelsRows, netBushelsSummary } from './net-bushels-repository';
import type { ReportDeps } from './repository';

/** GET /api/reports/net-bushels: a page of rows, the totals over all of them and the product tabs. */
export async function readNetBushels(
  deps: ReportDeps,
  actor: Actor,
  query: NetBushelsQuery,
): Promise<NetBushelsResponse> {
  const { limit, offset, ...filter } = query;
  const [rows, summary] = await Promise.all([
    netBushelsRows(deps.db, actor, filter, { limit, offset }),
    netBushelsSummary(deps.db, actor, filter),
  ]);
  return {
    year: filter.year,
    months: monthColumns(filter.year).map((m) => m.label),
    products: reportProducts(summary.has_commercial_feed),
    rows,
    totals: {
      contracted: summary.contracted,
      harvested: summary.harvested,
      delivered: summary.delivered,
      net_total: summary.delivered.reduce((sum, v) => sum + v, 0),
    },
    total_rows: summary.total_rows,
  };
}
