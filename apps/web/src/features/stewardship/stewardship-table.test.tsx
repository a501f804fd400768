import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, renderWith } from '../../testing/render';
import { ACTIVITY_ID, CONTRACT_ID } from './modals/modals-test-kit';
import { StewardshipTable } from './stewardship-table';

afterEach(() => vi.unstubAllGlobals());

describe('StewardshipTable', { timeout: 20_000 }, () => {
  it('lists the activities in the server’s order with the circles and a link to each', async () => {
    const fetch = answer({
      'GET /api/stewardship-activities': {
        body: {
          total: 1,
          items: [
            {
              stewardship_activity_id: ACTIVITY_ID,
              contract_id: CONTRACT_ID,
              company_id: 'receiver-1',
              harvest_year: 2026,
              grower_name: 'Hansen Family Farms',
              grain_receiver_name: 'Cornbelt Renewable Fuels',
              completeness: { planting: 'complete', harvest: 'partial', storage: 'empty', planting_cleanout: 'empty' },
            },
          ],
        },
      },
    });
    renderWith(<StewardshipTable />);
    expect(await screen.findByRole('link', { name: 'Hansen Family Farms · 2026' })).toBeTruthy();
    expect(screen.getByText('Cornbelt Renewable Fuels')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Planting: complete' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Harvest: incomplete' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hansen Family Farms · 2026' }).getAttribute('href')).toBe(
      `/company/receiver-1/stewardship/${ACTIVITY_ID}?contract_id=${CONTRACT_ID}`,
    );
    const [url] = fetch.mock.calls[0] as unknown as [URL];
    expect(url.searchParams.get('offset')).toBe('0');
  });

  it('reads a steward’s unfinished activities ahead, to be kept for offline use; not for all-steward', async () => {
    const item = (id: string, state: 'complete' | 'empty') => ({
      stewardship_activity_id: id,
      contract_id: CONTRACT_ID,
      company_id: 'receiver-1',
      harvest_year: 2026,
      grower_name: `Grower ${id}`,
      grain_receiver_name: 'Cornbelt Renewable Fuels',
      completeness: { planting: 'complete', harvest: 'complete', storage: state, planting_cleanout: 'complete' },
    });
    const reply = { body: { total: 2, items: [item('a-open', 'empty'), item('a-done', 'complete')] } };
    const reads = (fetch: ReturnType<typeof answer>) =>
      fetch.mock.calls
        .map(([url]) => url as unknown as URL)
        .filter((url) => url.pathname === '/api/activity')
        .map((url) => url.searchParams.get('stewardship_activity_id'));

    let fetch = answer({ 'GET /api/stewardship-activities': reply });
    const { unmount } = renderWith(<StewardshipTable />, { me: { user_id: 'u-1', permissions: ['is-steward'] } });
    expect(await screen.findByText(/Grower a-open/)).toBeTruthy();
    await waitFor(() => expect(reads(fetch)).toEqual(['a-open']));
    unmount();

    fetch = answer({ 'GET /api/stewardship-activities': reply });
    renderWith(<StewardshipTable />, { me: { user_id: 'u-1', permissions: ['is-steward', 'all-steward'] } });
    expect(await screen.findByText(/Grower a-open/)).toBeTruthy();
    expect(reads(fetch)).toEqual([]);
  });
});
