import { monthColumns, reportProducts, type NetBushelsQuery, type NetBushelsResponse } from '@portal/domain';
import { remembered, rememberedPer } from '../../services/remembered';
import type { Service } from '../../services/service';
import { netBushelsRows, netBushelsSummary, type NetBushelsSummary } from './net-bushels-repository';
import type { ReportDeps } from './repository';

/**
 * The totals of each portal instance's report queries over 1,000 contracts and more, kept
 * REPORT_TOTALS_CACHE_MS (services/remembered.ts): ten users opening the same large report cost one
 * statement. The rows are always read.
 */
const summaryCache = rememberedPer((deps: ReportDeps) =>
  remembered<NetBushelsSummary>(deps.config.reportTotalsCacheMs),
);

/** GET /api/reports/net-bushels: a page of rows, the totals over all of them and the product tabs. */
export const readNetBushels = (async (deps, { actor }, query) => {
  const { limit, offset, ...filter } = query;
  const [rows, summary] = await Promise.all([
    netBushelsRows(deps.db, actor, filter, { limit, offset }),
    netBushelsSummary(deps.db, actor, filter, summaryCache(deps)),
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
}) satisfies Service<ReportDeps, NetBushelsQuery, NetBushelsResponse>;
