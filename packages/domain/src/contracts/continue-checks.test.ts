import { describe, expect, it } from 'vitest';
import { continueChecks, deliveryRowsToKeep, remainingBushels, type ContractDraft } from './continue-checks';
import { CONTRACT_MESSAGES as M } from './messages';

const ready: ContractDraft = {
  contract_type: 'commercial-feed',
  contract_year: 2026,
  grain_receiver_id: 'r',
  grower_id: 'g',
  reseller_id: 's',
  storage: [{}],
  fields: [{ field_id: 'a', acres: 100, planting_rate: 32000, average_yield: 200 }],
  delivery_schedule: [
    { delivery_month: 10, delivery_year: 2026, delivery_type: 'grain', contract_acres: 60, contract_units: 12000 },
    { delivery_month: 11, delivery_year: 2026, delivery_type: 'grain', contract_acres: 40, contract_units: 8000 },
    { delivery_month: 12, delivery_year: 2026, delivery_type: 'grain', contract_acres: 0, contract_units: 0 },
  ],
};

describe('continue checks', () => {
  it('passes a complete draft', () => {
    expect(
      continueChecks(ready, { hasPlans: true, hasTemplate: true, growerFieldCount: 3, resellerTrainingActive: true }),
    ).toEqual([]);
  });

  it('lists every missing part of an empty draft in order', () => {
    expect(continueChecks({ storage: [], fields: [], delivery_schedule: [] })).toEqual([
      M.missingGrainReceiver,
      M.selectContractType,
      M.selectContractYear,
      M.missingGrower,
      M.missingReseller,
      M.selectStorage,
    ]);
  });

  it('checks the receiver, grower and reseller context', () => {
    const errors = continueChecks(ready, {
      hasPlans: false,
      hasTemplate: false,
      growerFieldCount: 0,
      resellerTrainingActive: false,
    });
    expect(errors).toEqual([M.noPlans, M.missingTemplate, M.growerNoFields, M.resellerTraining]);
  });

  it('checks the generic total row and its ranges', () => {
    const generic = {
      ...ready,
      contract_type: 'generic',
      fields: [{ field_id: 't', is_total: true, acres: 0, planting_rate: 0, average_yield: 0 }],
    };
    expect(continueChecks(generic)).toEqual(expect.arrayContaining([M.fillAcres, M.fillAph, M.fillPlantingRate]));
    const outOfRange = {
      ...generic,
      fields: [{ field_id: 't', is_total: true, acres: 100, planting_rate: 90_000, average_yield: 301 }],
    };
    expect(continueChecks(outOfRange)).toEqual(expect.arrayContaining([M.aphRange, M.genericPlantingRateRange]));
  });

  it('checks per-field rows', () => {
    expect(continueChecks({ ...ready, fields: [] })).toContain(M.selectField);
    const missing = { ...ready, fields: [{ field_id: 'a', acres: null, planting_rate: null, average_yield: 40.5 }] };
    expect(continueChecks(missing)).toEqual(expect.arrayContaining([M.fillAcres, M.plantingRateAndAph, M.aphRange]));
  });

  it('requires a filled month, plan months and zero remaining bushels', () => {
    expect(continueChecks({ ...ready, delivery_schedule: [] })).toContain(M.deliveryMonth);
    const uneven = { ...ready, delivery_schedule: [ready.delivery_schedule[0]!] };
    expect(continueChecks(uneven)).toContain(M.remainingBushels);
    const errors = continueChecks(ready, { planMonths: [{ month: 10, year: 2026 }] });
    expect(errors).toContain(
      'Bushels must be allocated in the following months per the product plan: Oct-26. Please contact support...',
    );
  });

  it('asks fed-on-farm for cattle and skips the remaining-bushels rule', () => {
    const fed = { ...ready, contract_type: 'fed-on-farm', delivery_schedule: [ready.delivery_schedule[0]!] };
    expect(continueChecks(fed)).toEqual([M.cattle]);
    expect(continueChecks({ ...fed, cattle_info: { cattle_type: 'dairy', unit_count: 50 } })).toEqual([]);
  });

  it('drops empty delivery rows except for fed-on-farm and computes remaining bushels', () => {
    expect(deliveryRowsToKeep('generic', ready.delivery_schedule)).toHaveLength(2);
    expect(deliveryRowsToKeep('fed-on-farm', ready.delivery_schedule)).toHaveLength(3);
    expect(remainingBushels(ready.fields, ready.delivery_schedule)).toBe(0);
  });
});
