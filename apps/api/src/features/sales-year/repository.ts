import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';

export type SalesYearDeps = { db: Db };

/** Stores the programme's sales year (the reading lives in services/sales-year, which other areas use). */
export async function storeSalesYear(tx: Tx, salesYear: number): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: 'sales_year', value: salesYear })
    .onConflictDoUpdate({ target: settings.key, set: { value: salesYear } });
}
