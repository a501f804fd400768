import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { ContractStatusBadge } from './contract-status-badge';

describe('ContractStatusBadge', { timeout: 20_000 }, () => {
  it('shows Denied in red (spec 2: "red: voided and Denied")', () => {
    renderWith(<ContractStatusBadge state="denied" />, { me: null });
    const badge = screen.getByText('Denied').closest('[data-status-color]');
    expect(badge?.getAttribute('data-status-color')).toBe('red');
  });

  it('keeps pending yellow', () => {
    renderWith(<ContractStatusBadge state="pending" />, { me: null });
    expect(screen.getByText('pending').closest('[data-status-color]')?.getAttribute('data-status-color')).toBe(
      'yellow',
    );
  });
});
