import type { ContractView, StewardshipSummary } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../testing/render';
import { StewardshipWidget } from './stewardship-widget';

const SUMMARY: StewardshipSummary = {
  stewardship_activity_id: 'a-1',
  completeness: { planting: 'complete', harvest: 'partial', storage: 'partial', planting_cleanout: 'partial' },
  fields: { total: 3, planted: 3, harvested: 1, lost: 1 },
  storage_locations: [
    { location_name: 'East bin', capacity: 12000, cleanout_date: '2026-08-03' },
    { location_name: 'West bin', capacity: null, cleanout_date: null },
  ],
  cleanout: { planting_equipment: true, seed_return: null, harvest_equipment: false },
};
const contractWith = (summary: StewardshipSummary | null) =>
  ({ stewardship_activity_id: summary?.stewardship_activity_id ?? null, stewardship_summary: summary }) as ContractView;

describe('StewardshipWidget', { timeout: 20_000 }, () => {
  it('2.57: shows the circles, the fields planted and harvested, the cleanout answers and each location’s cleanout date and capacity', () => {
    renderWith(<StewardshipWidget contract={contractWith(SUMMARY)} companyId="c-1" />);
    const widget = screen.getByRole('region', { name: 'Stewardship summary' });
    const w = within(widget);
    expect(w.getByText('Planting: complete')).toBeTruthy();
    expect(w.getByText('Harvest: partial')).toBeTruthy();
    expect(w.getByText('Storage: partial')).toBeTruthy();
    expect(w.getByText('3 of 3 fields complete')).toBeTruthy();
    expect(w.getByText('1 of 3 fields complete')).toBeTruthy();
    expect(w.getByText('Fields lost').nextSibling?.textContent).toBe('1');
    expect(w.getByText('Planting equipment cleanout').nextSibling?.textContent).toBe('Yes');
    expect(w.getByText('Seed return').nextSibling?.textContent).toBe('--');
    expect(w.getByText('Harvest equipment cleanout').nextSibling?.textContent).toBe('No');
    const locations = w.getAllByRole('listitem').map((item) => item.textContent);
    expect(locations).toEqual([
      'East bincapacity 12,000 · cleanout date 08/03/2026',
      'West bincapacity -- · cleanout date --',
    ]);
    expect(w.getByRole('link', { name: 'Open the stewardship activity' }).getAttribute('href')).toBe(
      '/company/c-1/stewardship/a-1',
    );
  });

  it('says so when the contract has no stewardship activity', () => {
    renderWith(<StewardshipWidget contract={contractWith(null)} companyId="c-1" />);
    expect(screen.getByText('No stewardship activity yet.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
