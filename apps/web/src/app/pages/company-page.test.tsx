import type { Company } from '@portal/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { CompanySide } from './company-page';

const company = (company_type: Company['company_type']) => ({
  company_id: 'c1',
  company_type,
  sap_id: '0012345678',
  company_name: 'Heartland Ag Supply',
});

describe('company page side column', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('T4: shows the training info with its toggle on a reseller', async () => {
    answer({});
    renderWith(<CompanySide company={company('reseller')} />);
    expect(await screen.findByRole('region', { name: 'Training info' })).toBeTruthy();
  });
  it('T4: shows no training info on a grain receiver or a 3PO', () => {
    answer({});
    for (const type of ['grain-receiver', '3PO'] as const) {
      const { unmount } = renderWith(<CompanySide company={company(type)} />);
      expect(screen.queryByRole('region', { name: 'Training info' })).toBeNull();
      unmount();
    }
  });
});
