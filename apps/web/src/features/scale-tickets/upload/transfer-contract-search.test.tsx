import { SCALE_TICKET_MESSAGES } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransferTimeout } from '../api/get-ticket-contracts';
import { renderWith } from '../../../testing/render';
import { TransferContractSearch } from './transfer-contract-search';

const search = vi.hoisted(() => vi.fn());
vi.mock('../api/get-ticket-contracts', async (actual) => ({
  ...(await actual<object>()),
  transferContractsQueryOptions: (query: object) => ({
    queryKey: ['transfer', query],
    queryFn: () => search(query),
    retry: false,
  }),
}));

function renderSearch() {
  renderWith(<TransferContractSearch salesYear={2026} value={null} onChange={() => {}} />, { me: null });
  return screen.getByRole('textbox', { name: /Search grower name or contract ID/ });
}

describe('TransferContractSearch', { timeout: 20_000 }, () => {
  it('checks a contract id against the year without asking the server', async () => {
    fireEvent.change(renderSearch(), { target: { value: '2412345678901234' } });
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.transferContractIdYear, {}, { timeout: 5000 })).toBeTruthy();
    expect(search).not.toHaveBeenCalled();
  });

  it('shows Timeout, and the fallback text when the list fails', async () => {
    search.mockRejectedValueOnce(new TransferTimeout());
    const input = renderSearch();
    fireEvent.change(input, { target: { value: 'Lakeside' } });
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.transferTimeout, {}, { timeout: 5000 })).toBeTruthy();
    expect(search).toHaveBeenCalledWith({ type: 'grower_name', term: 'Lakeside', year: 2026 });

    search.mockRejectedValueOnce(new Error('500'));
    fireEvent.change(input, { target: { value: '123456789' } });
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.transferListFailed, {}, { timeout: 5000 })).toBeTruthy();
    expect(search).toHaveBeenLastCalledWith({ type: 'sap_id', term: '00123456789', year: 2026 });
  });
});
