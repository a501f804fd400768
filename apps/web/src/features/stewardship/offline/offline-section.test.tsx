import 'fake-indexeddb/auto';
import { OFFLINE_MESSAGES, type ActivityView } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_NOTE } from '../../../components/reload-keeping-edits';
import { clearOfflineData, offlineDb } from '../../../lib/offline-db';
import { renderWith } from '../../../testing/render';
import { StewardshipPage } from '../stewardship-page';
import { queuedSave, queueSave } from './outbox';

const ID = '11111111-1111-4111-8111-111111111111';
/** An activity with one storage location and no fields: the storage section alone is filled in. */
const ACTIVITY: ActivityView = {
  stewardship_activity_id: ID,
  contract_id: '22222222-2222-4222-8222-222222222222',
  new_contract_id: '2612345678901234',
  company_id: '33333333-3333-4333-8333-333333333333',
  external_reference_id: '44444444-4444-4444-8444-444444444444',
  display_details: {
    grower_name: 'Two Rivers Ranch',
    harvest_year: 2026,
    grain_receiver_name: 'Prairie Horizon Ethanol',
    reseller_name: null,
    grower_sap_id: '0020000001',
  },
  fields: [],
  storage_locations: [{ location_name: 'East bin', capacity: null, cleanout_date: null }],
  planting_cleanout: { planting_equipment: null, seed_return: null },
  harvest_cleanout: { harvest_equipment: null },
  stewards: [],
  history: [],
  completeness: { planting: 'empty', harvest: 'empty', storage: 'empty', planting_cleanout: 'empty' },
  can: { edit: true, assign_me: false, assign_others: false },
  version: '5',
};

type Call = { method: string; body: unknown; ifMatch?: string };
function serve(view: ActivityView) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const ifMatch = (init?.headers as Record<string, string> | undefined)?.['if-match'];
      calls.push({ method, body: init?.body ? JSON.parse(String(init.body)) : null, ifMatch });
      return new Response(JSON.stringify(view), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

const show = () =>
  renderWith(
    <Routes>
      <Route path="/company/:companyId/stewardship/:activityId" element={<StewardshipPage />} />
    </Routes>,
    { me: { role_type: 'external', user_id: 'u-1' }, route: `/company/c-1/stewardship/${ID}` },
  );
const SLOW = { timeout: 10_000 };
const section = () => screen.getByRole('heading', { name: 'Storage Cleanout' }).closest('section') as HTMLElement;
const confirmSave = async () => {
  fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
  const modal = await screen.findByRole('dialog', { name: 'Storage cleanout' }, SLOW);
  fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
};

beforeEach(async () => {
  window.localStorage.clear();
  await clearOfflineData();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a stewardship section on a phone without a signal', { timeout: 30_000 }, () => {
  it('queues a save confirmed offline on the phone, shows it as waiting with its values, and sends nothing', async () => {
    const calls = serve(ACTIVITY);
    show();
    await screen.findByRole('heading', { name: 'Storage Cleanout' }, SLOW);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(within(section()).getByRole('button', { name: 'Edit Storage Cleanout' }));
    fireEvent.change(screen.getByLabelText('Capacity, East bin'), { target: { value: '1200.5' } });
    await confirmSave();

    expect(await within(section()).findByText(/^Saved on this phone, will be sent/, undefined, SLOW)).toBeTruthy();
    expect(within(section()).getByText('1,200.5')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
    expect(await queuedSave(ID, 'storage')).toMatchObject({
      user_id: 'u-1',
      version: '5',
      body: { section: 'storage', storage_locations: [{ location_name: 'East bin', capacity: 1200.5 }] },
      conflict: null,
    });
  });

  it('shows a queued save the server refused beside the server’s version; Keep mine puts it on the newest version to save', async () => {
    const message = 'Ann Admin changed this record at 15:04.';
    const server: ActivityView = {
      ...ACTIVITY,
      storage_locations: [{ location_name: 'East bin', capacity: 950, cleanout_date: null }],
      version: '6',
    };
    const typed = { rows: [{ location_name: 'East bin', capacity: '800', cleanout_date: '' }] };
    await queueSave({
      user_id: 'u-1',
      activity_id: ID,
      section: 'storage',
      version: '5',
      body: {},
      form: typed,
      filled: { rows: [{ location_name: 'East bin', capacity: '', cleanout_date: '' }] },
    });
    const saved = await queuedSave(ID, 'storage');
    await (await offlineDb())!.put('outbox', { ...saved!, conflict: message });
    const calls = serve(server);
    show();

    expect(await screen.findByText(OFFLINE_MESSAGES.conflictTitle, undefined, SLOW)).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    const both = screen.getByRole('table', { name: 'Both versions' });
    expect(within(both).getByRole('row', { name: 'East bin: Capacity 800 950' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: OFFLINE_MESSAGES.keepMine }));
    expect(((await screen.findByLabelText('Capacity, East bin', undefined, SLOW)) as HTMLInputElement).value).toBe(
      '800',
    );
    expect(screen.getByText(RELOADED_NOTE)).toBeTruthy();
    await confirmSave();
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1), SLOW);
    const [sent] = calls.filter((call) => call.method === 'PATCH');
    expect(sent!.ifMatch).toBe('"6"');
    expect(JSON.stringify(sent!.body)).toContain('800');
    await waitFor(async () => expect(await queuedSave(ID, 'storage')).toBeNull(), SLOW);
  });

  it('Keep the server’s drops the queued save', async () => {
    await queueSave({
      user_id: 'u-1',
      activity_id: ID,
      section: 'storage',
      version: '5',
      body: {},
      form: { rows: [{ location_name: 'East bin', capacity: '800', cleanout_date: '' }] },
      filled: { rows: [{ location_name: 'East bin', capacity: '', cleanout_date: '' }] },
    });
    const saved = await queuedSave(ID, 'storage');
    await (await offlineDb())!.put('outbox', { ...saved!, conflict: 'Changed since.' });
    serve(ACTIVITY);
    show();
    fireEvent.click(await screen.findByRole('button', { name: OFFLINE_MESSAGES.keepServer }, SLOW));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGES.conflictTitle)).toBeNull(), SLOW);
    expect(await queuedSave(ID, 'storage')).toBeNull();
  });
});
