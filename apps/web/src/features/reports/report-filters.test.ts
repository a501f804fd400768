import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  exportUrl,
  filtersOf,
  netBushelsQuery,
  readFilters,
  writeFilters,
  type NetBushelsFilters,
} from './report-filters';

const COMPANY = '0b7e6a56-1c1b-4c52-9f0e-5a3c1d2e4f60';
const PROGRAM = '7d1f3a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';
const PLAN = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const read = (search: string) => readFilters(new URLSearchParams(search));
const readNet = (search: string) => read(search) as NetBushelsFilters;
const thisYear = Math.min(Math.max(new Date().getFullYear(), 2022), 2026);

describe('report filters in the URL', () => {
  it('round-trips each report through the URL', () => {
    for (const search of [
      `report=net-bushels&year=2024&company_id=${COMPANY}&grower_name=Hansen&contract_id=2026&product=silage&offset=100`,
      'report=net-bushels&year=2023',
      'report=company-admin&sort=email&order=desc',
      'report=company-admin',
      `report=program&program_id=${PROGRAM}&production_plan_id=${PLAN}&contract_state=completed`,
    ]) {
      const filters = read(search);
      expect(writeFilters(filters).toString()).toBe(search);
      expect(readFilters(writeFilters(filters))).toEqual(filters);
    }
  });

  it('fills defaults and drops what is invalid', () => {
    expect(read('')).toEqual({
      report: 'net-bushels',
      year: thisYear,
      company_id: undefined,
      grower_name: undefined,
      contract_id: undefined,
      product: 'grain',
      offset: 0,
    });
    expect(writeFilters(read('')).toString()).toBe(`report=net-bushels&year=${thisYear}`);
    expect(read('year=2019&company_id=abc&product=corn&offset=-5&x=1')).toMatchObject({
      year: thisYear,
      company_id: undefined,
      product: 'grain',
      offset: 0,
    });
    expect(read('report=company-admin&sort=password&order=up')).toEqual({ report: 'company-admin' });
    expect(read('report=company-admin&sort=sap_id')).toEqual({ report: 'company-admin', sort: 'sap_id', order: 'asc' });
    // a plan without its program means nothing
    expect(read(`report=program&production_plan_id=${PLAN}&contract_state=lost`)).toEqual({ report: 'program' });
  });

  it('starts Net Bushels at the first page when a filter other than the page changes', () => {
    const filters = readNet('report=net-bushels&year=2024&offset=200');
    expect(changeFilters(filters, { grower_name: 'Olsen' })).toMatchObject({ grower_name: 'Olsen', offset: 0 });
    expect(changeFilters(filters, { offset: 300 })).toMatchObject({ offset: 300, year: 2024 });
    expect(filtersOf('company-admin')).toEqual({ report: 'company-admin' });
  });

  it('asks the API for a page and exports every row with the same filters', () => {
    const filters = readNet('report=net-bushels&year=2024&grower_name=Hansen&offset=100');
    expect(netBushelsQuery(filters)).toEqual({
      year: 2024,
      company_id: undefined,
      grower_name: 'Hansen',
      contract_id: undefined,
      product: 'grain',
      offset: 100,
      limit: 100,
    });
    expect(exportUrl(filters, 'xlsx')).toBe(
      '/api/reports/export?report=net-bushels&year=2024&grower_name=Hansen&product=grain&format=xlsx',
    );
    expect(exportUrl(read('report=company-admin&sort=email&order=desc'), 'pdf')).toBe(
      '/api/reports/export?report=company-admin&sort=email&order=desc&format=pdf',
    );
  });
});
