import { getSalesYear } from '../../services/sales-year';
import type { Service } from '../../services/service';
import { storeSalesYear, type SalesYearDeps } from './repository';

/** Set default contract year (admin); the audit records the year it replaces. */
export const setSalesYear = (async (deps, { audit }, salesYear) => {
  return deps.db.transaction(async (tx) => {
    const previous = await getSalesYear(tx);
    await storeSalesYear(tx, salesYear);
    await audit(tx, {
      action: 'update',
      entity: 'sales_year',
      entityId: 'sales_year',
      details: { from: previous, to: salesYear },
    });
    return { sales_year: salesYear };
  });
}) satisfies Service<SalesYearDeps, number>;
