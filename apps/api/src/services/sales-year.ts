import { DEFAULT_SALES_YEAR } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { settings } from '../db/schema';

/** The programme's current sales year (a single platform setting). */
export async function getSalesYear(tx: Tx): Promise<number> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, 'sales_year'));
  return Number(row?.value ?? DEFAULT_SALES_YEAR);
}
