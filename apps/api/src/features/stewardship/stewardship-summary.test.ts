import type { ContractView } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { DEMO, injectAs, json } from '../../../test/portal';
import { activityAs, demo, portal, setUpStewardshipPortal } from './stewardship.fixtures';

setUpStewardshipPortal();

const readContract = (email: string, contractId: string) =>
  injectAs(portal.app, email, { method: 'GET', url: `/api/grower-contracts/v1?contract_id=${contractId}` });

describe('the contract page’s stewardship summary (GET /api/grower-contracts/v1?contract_id=)', () => {
  it('2.57: carries the activity’s levels, field counts, cleanout flags and each location’s cleanout date and capacity', async () => {
    const { contract } = json<{ contract: ContractView }>(await readContract(DEMO.admin, demo.twoRivers.contractId));
    const activity = await activityAs(DEMO.admin, demo.twoRivers.activityId);
    const live = activity.fields.filter((f) => !f.field_lost);
    expect(contract.stewardship_summary).toEqual({
      stewardship_activity_id: demo.twoRivers.activityId,
      completeness: activity.completeness,
      fields: { total: live.length, planted: live.length, harvested: live.length, lost: 1 },
      storage_locations: activity.storage_locations,
      cleanout: {
        planting_equipment: activity.planting_cleanout.planting_equipment,
        seed_return: activity.planting_cleanout.seed_return,
        harvest_equipment: activity.harvest_cleanout.harvest_equipment,
      },
    });
    expect(contract.stewardship_summary!.storage_locations.length).toBeGreaterThan(0);
    expect(contract.stewardship_summary!.completeness.storage).toBe('partial');
  });

  it('2.57: is read by a user of the contract’s companies who is no steward', async () => {
    const { contract } = json<{ contract: ContractView }>(await readContract(DEMO.receiver, demo.hansen.contractId));
    expect(contract.stewardship_summary).toMatchObject({
      stewardship_activity_id: demo.hansen.activityId,
      completeness: { planting: 'complete', harvest: 'complete', storage: 'complete' },
    });
  });

  it('2.57: a user of another company reads neither the contract nor its summary', async () => {
    // receiver@example.com works for Cornbelt; Two Rivers contracts with Prairie Horizon
    const reply = await readContract(DEMO.receiver, demo.twoRivers.contractId);
    expect([403, 404]).toContain(reply.statusCode);
    expect(reply.body).not.toContain('stewardship_summary');
    expect(reply.body).not.toContain(demo.twoRivers.activityId);
  });
});
