import type { CreateContractInput } from '@portal/domain';
import { companyByName, fieldsOfGrower, growerByName, plansOfCompany, storageOfGrower } from '@portal/api/testing';
import type { BrowserPortal } from './portal';

/**
 * A commercial-feed contract at Cornbelt for Hansen's North 80 (80 ac × APH 190 = 15 200 bushels),
 * as POST /api/grower-contracts/v1 takes it, with the ids the pages need.
 */
export async function hansenContract(
  portal: BrowserPortal,
): Promise<{ payload: CreateContractInput; cornbelt: string; growerId: string }> {
  const db = portal.portal.app.deps.db;
  const cornbelt = (await companyByName(db, 'Cornbelt Renewable Fuels'))!.companyId;
  const reseller = (await companyByName(db, 'Prairie Gold Seed Co.'))!.companyId;
  const growerId = (await growerByName(db, 'Hansen Family Farms'))!.growerId;
  const plan = (await plansOfCompany(db, cornbelt)).find((p) => p.contractYear === 2026)!;
  const field = (await fieldsOfGrower(db, growerId)).find((f) => f.fieldName === 'North 80')!;
  const [storage] = await storageOfGrower(db, growerId);
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
        storage_location_id: storage!.storageLocationId,
        storage_name: storage!.storageName,
        storage_capacity: storage!.storageCapacity,
        storage_type: 'Grain',
        storage_latitude: storage!.storageLatitude,
        storage_longitude: storage!.storageLongitude,
      },
    ],
    delivery_schedule: [
      { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 50, contract_units: 9500 },
      { delivery_month: 11, delivery_year: 2026, delivery_type: 'grain', contract_acres: 30, contract_units: 5700 },
    ],
  };
  return { payload, cornbelt, growerId };
}
