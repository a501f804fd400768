import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { SearchPage } from './search-page';

afterEach(() => vi.unstubAllGlobals());

describe('SearchPage', () => {
  it('K10: shows a scale ticket’s date as the ticket list does (MM-DD-YYYY), not the stored ISO date', async () => {
    answer({
      'GET /api/search': {
        body: {
          scale_tickets: {
            items: [
              {
                scale_ticket_id: 't-1',
                scale_ticket_number: 'ST-100',
                scale_ticket_date: '2026-10-03',
                grower_name: 'Hansen Farms',
                company_id: 'c-1',
                company_name: 'North Star Grain',
                year: 2026,
              },
            ],
            has_more: false,
          },
        },
      },
    });
    renderWith(<SearchPage />);
    fireEvent.change(screen.getByPlaceholderText(/ticket number/), { target: { value: 'ST-100' } });
    expect(await screen.findByText('Ticket ST-100')).toBeTruthy();
    expect(screen.getByText('Hansen Farms · North Star Grain · 10-03-2026')).toBeTruthy();
    expect(screen.queryByText(/2026-10-03/)).toBeNull();
  });

  it('15: a query and groups in the URL (Back from a result) are shown and searched again', async () => {
    const fetch = answer({ 'GET /api/search': { body: {} } });
    renderWith(<SearchPage />, { route: '/search?q=okafor&groups=users,contracts' });
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('okafor');
    expect((screen.getByRole('checkbox', { name: 'Users' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Companies' }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const query = (fetch.mock.calls[0]![0] as URL).searchParams;
    expect(query.get('global_search')).toBe('okafor');
    expect(query.get('types')).toBe('users,contracts');
  });
});
