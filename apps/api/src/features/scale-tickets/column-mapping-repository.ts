import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { scaleTicketColumnMappings } from '../../db/schema';

export async function findColumnMapping(tx: Tx, companyId: string): Promise<Record<string, string>> {
  const [row] = await tx
    .select({ mapping: scaleTicketColumnMappings.mapping })
    .from(scaleTicketColumnMappings)
    .where(eq(scaleTicketColumnMappings.companyId, companyId));
  return row?.mapping ?? {};
}

/** Forgets a company's mapping; returns whether it had one. */
export async function deleteColumnMapping(tx: Tx, companyId: string): Promise<boolean> {
  const rows = await tx
    .delete(scaleTicketColumnMappings)
    .where(eq(scaleTicketColumnMappings.companyId, companyId))
    .returning({ id: scaleTicketColumnMappings.companyId });
  return rows.length > 0;
}

export async function upsertColumnMapping(tx: Tx, companyId: string, mapping: Record<string, string>) {
  await tx
    .insert(scaleTicketColumnMappings)
    .values({ companyId, mapping })
    .onConflictDoUpdate({
      target: scaleTicketColumnMappings.companyId,
      set: { mapping, modified: sql`now()` },
    });
}
