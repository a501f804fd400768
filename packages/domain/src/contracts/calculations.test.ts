import { describe, expect, it } from 'vitest';
import { statusLabel } from '../formatting/labels';
import { NEW_CONTRACT_ID_PATTERN } from '../formatting/search-terms';
import {
  contractUnits,
  contractYearOptions,
  contractYearSpan,
  fedOnFarmBushels,
  statusColor,
  totalYield,
  unitLabel,
  unitsNeeded,
  weightedPlantingRate,
} from './calculations';
import { formatNewContractId } from './new-contract-id';

const fields = [
  { field_id: 'a', acres: 80, planting_rate: 32000, average_yield: 190 },
  { field_id: 'b', acres: 45.5, planting_rate: 33000, average_yield: 200 },
];

describe('contract calculations', () => {
  it('units = ceil(acres × rate / unit size) with 80000 and 140000', () => {
    expect(unitsNeeded(100, 32000, 80_000)).toBe(40);
    expect(unitsNeeded(100.5, 32000, 80_000)).toBe(41);
    expect(unitsNeeded(100, 150_000, 140_000)).toBe(108);
    expect(unitsNeeded(0, 32000, 80_000)).toBe(0);
    expect(
      contractUnits('generic', [
        { field_id: 't', acres: 100, planting_rate: 150_000, average_yield: 200, is_total: true },
      ]),
    ).toBe(108);
  });

  it('weights the planting rate by acres, rounded to 2 decimals', () => {
    expect(weightedPlantingRate(fields)).toBe(32362.55);
    expect(contractUnits('commercial-feed', fields)).toBe(Math.ceil((125.5 * 32362.55) / 80_000));
  });

  it('total yield is acres × average yield, rounded', () => {
    expect(totalYield(fields)).toBe(80 * 190 + 45.5 * 200);
  });

  it('fed-on-farm bushels are 104 a head for dairy and 60 for beef', () => {
    expect(fedOnFarmBushels('dairy', 10)).toBe(1040);
    expect(fedOnFarmBushels('beef', 10)).toBe(600);
  });

  it('labels units by delivery type', () => {
    expect(unitLabel('grain')).toBe('bushel');
    expect(unitLabel('high-moisture')).toBe('wet bushel');
    expect(unitLabel('silage')).toBe('tons');
  });

  it('offers the sales year ±1 limited to the plan years; a year spans Jan 1 to Dec 31', () => {
    expect(contractYearOptions(2026, [2024, 2026, 2027])).toEqual([2026, 2027]);
    expect(contractYearSpan(2026)).toEqual({ contract_start: '2026-01-01', contract_end: '2026-12-31' });
  });

  it('colours statuses yellow, red or green', () => {
    expect(statusColor('pendinggrowersigned')).toBe('yellow');
    expect(statusColor('amendment_pending')).toBe('yellow');
    expect(statusColor('voided')).toBe('red');
    expect(statusColor('Denied')).toBe('red');
    expect(statusColor('amendment_completed')).toBe('green');
    expect(statusLabel('amendmentpendinggrowersigned')).toBe('amd pend grower signed');
  });

  it('formats new contract ids that search recognises', () => {
    const id = formatNewContractId('26COR1', 42);
    expect(id).toBe('26COR1000000042');
    expect(NEW_CONTRACT_ID_PATTERN.test(id)).toBe(true);
  });
});
