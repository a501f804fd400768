import type { CreateContractInput } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { companies, fields, growers, productionPlans, storageLocations } from '../../apps/api/src/db/schema';
import type { BrowserPortal } from './portal';

/**
 * A commercial-feed contract at Cornbelt for Hansen's North 80 (80 ac × APH 190 = 15 200 bushels),
 * as POST /api/grower-contracts/v1 takes it, with the ids the pages need.
 */
export async function hansenContract(
  portal: BrowserPortal,
): Promise<{ payload: CreateContractInput; cornbelt: string; growerId: string }> {
  const db = portal.portal.app.deps.db;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const company = (name: string) =>
    one(db.select({ id: companies.companyId }).from(companies).where(eq(companies.companyName, name)));
  const cornbelt = (await company('Cornbelt Renewable Fuels')).id;
  const reseller = (await company('Prairie Gold Seed Co.')).id;
  const growerId = (
    await one(db.select({ id: growers.growerId }).from(growers).where(eq(growers.growerName, 'Hansen Family Farms')))
  ).id;
  const plan = await one(
    db
      .select()
      .from(productionPlans)
      .where(and(eq(productionPlans.companyId, cornbelt), eq(productionPlans.contractYear, 2026))),
  );
  const field = await one(
    db
      .select()
      .from(fields)
      .where(and(eq(fields.growerId, growerId), eq(fields.fieldName, 'North 80'))),
  );
  const storage = await one(db.select().from(storageLocations).where(eq(storageLocations.growerId, growerId)));
  const payload: CreateContractInput = {
    contract_type: 'commercial-feed',
    contract_year: 2026,
    production_plan_id: plan.productionPlanId,
    inventory_code: plan.inventoryCode,
    grain_receiver_details: { grain_receiver_id: cornbelt },
    reseller_details: { reseller_id: reseller },
    grower_details: { grower_id: growerId, phone: '515-555-0200', email: 'hansen@farm.example.com' },
    fields: [
      {
        field_id: field.fieldId,
        field_name: field.fieldName,
        farm_id: field.farmId,
        planting_rate: 32000,
        average_yield: 190,
        border_rows: false,
        acres: 80,
        crop_year: 2026,
        latitude: field.latitude,
        longitude: field.longitude,
        is_total: false,
      },
    ],
    storage: [
      {
        storage_location_id: storage.storageLocationId,
        storage_name: storage.storageName,
        storage_capacity: storage.storageCapacity,
        storage_type: 'Grain',
        storage_latitude: storage.storageLatitude,
        storage_longitude: storage.storageLongitude,
      },
    ],
    delivery_schedule: [
      { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 50, contract_units: 9500 },
      { delivery_month: 11, delivery_year: 2026, delivery_type: 'grain', contract_acres: 30, contract_units: 5700 },
    ],
  };
  return { payload, cornbelt, growerId };
}
