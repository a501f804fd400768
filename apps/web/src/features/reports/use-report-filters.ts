import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, filtersOf, readFilters, writeFilters, type ReportFilters } from './report-filters';

/**
 * The report's filters, read from and written to the URL. The URL is first rewritten to its full form
 * (report type and year included) so that what is bookmarked is what is shown.
 */
export function useReportFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);
  const canonical = writeFilters(filters).toString();
  useEffect(() => {
    if (canonical !== search) setParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, search, setParams]);

  const update = useCallback(
    <F extends ReportFilters>(current: F, patch: Partial<F>) => setParams(writeFilters(changeFilters(current, patch))),
    [setParams],
  );
  const switchTo = useCallback(
    (report: ReportFilters['report']) => setParams(writeFilters(filtersOf(report))),
    [setParams],
  );
  return { filters, update, switchTo };
}
