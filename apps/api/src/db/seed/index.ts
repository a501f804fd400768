import { DEFAULT_SALES_YEAR } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { settings } from '../schema';
import type { FileStorage } from '../../services/file-storage';
import { DEMO_PASSWORD, isEmpty, seedDemo } from './demo';
import { seedDemoAdmin } from './demo-admin';
import { seedDemoContracts } from './demo-contracts';
import { seedDemoPlans } from './demo-plans';
import { seedDemoProgramAssignments } from './demo-programs';
import { seedDemoScaleTickets } from './demo-scale-tickets';
import { seedDemoStewardship } from './demo-stewardship';
import { seedReference } from './reference';

/** Reference data always; the demo programme only when asked and the database is empty. */
export async function seed(
  db: Db,
  options: { demo: boolean; hashPassword: (password: string) => Promise<string>; files: FileStorage },
) {
  const empty = await isEmpty(db);
  await db.transaction((tx) => seedReference(tx, DEFAULT_SALES_YEAR));
  if (!options.demo || !empty) return { seededDemo: false };
  const [year] = await db.select().from(settings).where(eq(settings.key, 'sales_year'));
  const salesYear = Number(year?.value ?? DEFAULT_SALES_YEAR);
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const { companyIds } = await seedDemo(tx, { passwordHash, salesYear });
    await seedDemoPlans(tx, { companyIds, salesYear, files: options.files });
    await seedDemoProgramAssignments(tx, { companyIds, salesYear });
    await seedDemoContracts(tx, { companyIds, salesYear, files: options.files });
    const { harvests } = await seedDemoStewardship(tx, { salesYear });
    await seedDemoScaleTickets(tx, { salesYear, harvests });
    await seedDemoAdmin(tx, { salesYear });
  });
  return { seededDemo: true };
}
