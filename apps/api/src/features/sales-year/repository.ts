import type { Tx } from '../../db/client';
import { settings } from '../../db/schema';
import type { PortalDeps } from '../../services/deps';

export type SalesYearDeps = Pick<PortalDeps, 'db'>;

/** Stores the programme's sales year (the reading lives in services/sales-year, which other areas use). */
export async function storeSalesYear(tx: Tx, salesYear: number): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: 'sales_year', value: salesYear })
    .onConflictDoUpdate({ target: settings.key, set: { value: salesYear } });
}
