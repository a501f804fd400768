import type { ContractView } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../testing/render';
import { StorageWidget } from './storage-widget';

const contract = {
  contract_details: {
    storage: [
      {
        storage_location_id: null,
        storage_name: 'North bin',
        storage_type: 'Grain',
        storage_capacity: 1200.005000000001,
        storage_latitude: 41.58999999999999,
        storage_longitude: -93.82000000000001,
      },
    ],
  },
} as unknown as ContractView;

describe('StorageWidget', { timeout: 20_000 }, () => {
  it('shows the capacity to two decimals and the coordinates without float noise', () => {
    renderWith(<StorageWidget contract={contract} />, { me: null });
    expect(screen.getByText('North bin')).toBeTruthy();
    expect(screen.getByText(/capacity/).textContent).toBe('Grain · capacity 1,200.01 · 41.59, -93.82');
  });
});
