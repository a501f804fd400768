import type { Auditor } from '../../services/audit';
import { getSalesYear } from '../../services/sales-year';
import { storeSalesYear, type SalesYearDeps } from './repository';

/** Set default contract year (admin); the audit records the year it replaces. */
export function setSalesYear(deps: SalesYearDeps, audit: Auditor, salesYear: number) {
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
}
