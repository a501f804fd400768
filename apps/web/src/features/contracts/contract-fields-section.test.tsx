import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { ContractFieldsSection } from './contract-fields-section';
import { initialForm, type FieldEntry } from './contract-form-state';

const field: FieldEntry = {
  field_id: 'f-1',
  field_name: 'North 80',
  farm_id: 'farm-1',
  farm_name: 'Hansen Home Farm',
  crop_year: 2026,
  latitude: null,
  longitude: null,
  acres: '80',
  planting_rate: '32000',
  average_yield: '190',
  border_rows: false,
  selected: true,
};

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('ContractFieldsSection on a phone', { timeout: 20_000 }, () => {
  it('shows each field as a card with Acres, Planting rate, APH and Border rows labelled, not a wide table', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    const setForm = vi.fn();
    const form = { ...initialForm(), contract_type: 'commercial-feed', fields: [field] };
    renderWith(<ContractFieldsSection form={form} setForm={setForm} state="LOADED" />);
    const card = within(await screen.findByRole('list', { name: 'Fields of Hansen Home Farm' })).getByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    for (const label of ['Acres', 'Planting rate', 'APH', 'Border rows'])
      expect(within(card).getByText(label)).toBeTruthy();
    expect((within(card).getByRole('textbox', { name: 'Planting rate for North 80' }) as HTMLInputElement).value).toBe(
      '32,000',
    );
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Border rows for North 80' }));
    expect(setForm).toHaveBeenCalled();
  });
});
