import { Notifications } from '@mantine/notifications';
import type { ActivityView } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORD_VERSION_MESSAGES, STEWARDSHIP_MESSAGES } from '@portal/domain';
import { RELOADED_NOTE } from '../../components/reload-keeping-edits';
import { renderWith } from '../../testing/render';
import { StewardshipPage } from './stewardship-page';

/** A stewardship activity as GET /api/activity answers it: two live fields and a lost one, one storage location. */
const ACTIVITY: ActivityView = {
  stewardship_activity_id: '11111111-1111-4111-8111-111111111111',
  contract_id: '22222222-2222-4222-8222-222222222222',
  new_contract_id: '2612345678901234',
  company_id: '33333333-3333-4333-8333-333333333333',
  external_reference_id: '44444444-4444-4444-8444-444444444444',
  display_details: {
    grower_name: 'Two Rivers Ranch',
    harvest_year: 2026,
    grain_receiver_name: 'Prairie Horizon Ethanol',
    reseller_name: 'North Star Seed Sales',
    grower_sap_id: '0020000001',
  },
  fields: [
    {
      field_id: 'f-1',
      field_name: 'North 40',
      acres: 40,
      border_rows: false,
      field_lost: false,
      planting: { total_planted_acres: '40.00', planting_rate: 32000, plant_date: '2026-05-02', crop: 190 },
      harvest: null,
      field_lost_replant: [],
    },
    {
      field_id: 'f-2',
      field_name: 'Creek Bottom',
      acres: 25.5,
      border_rows: true,
      field_lost: false,
      planting: null,
      harvest: null,
      field_lost_replant: [],
    },
    {
      field_id: 'f-3',
      field_name: 'Hail Strip',
      acres: 10,
      border_rows: false,
      field_lost: true,
      planting: null,
      harvest: null,
      field_lost_replant: [],
    },
  ],
  storage_locations: [{ location_name: 'East bin', capacity: null, cleanout_date: null }],
  planting_cleanout: { planting_equipment: null, seed_return: null },
  harvest_cleanout: { harvest_equipment: null },
  stewards: [],
  history: [],
  completeness: { planting: 'partial', harvest: 'empty', storage: 'empty', planting_cleanout: 'empty' },
  can: { edit: true, assign_me: false, assign_others: false },
  version: '5',
};

type Call = { method: string; url: string; body: unknown };

/** fetch answering GET /api/activity with `view` (or `status`); after a PATCH both answer `reloaded`. */
function serve(view: ActivityView, options: { status?: number; reloaded?: ActivityView } = {}) {
  const calls: Call[] = [];
  let stored = view;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null });
      if (options.status) return json(options.status, { error: { code: 'forbidden', message: 'no', details: null } });
      if (method === 'PATCH') stored = options.reloaded ?? view;
      return json(200, stored);
    }),
  );
  return calls;
}

function show() {
  // the stewards panel reads the session
  renderWith(
    <>
      <Notifications />
      <Routes>
        <Route path="/company/:companyId/stewardship/:activityId" element={<StewardshipPage />} />
      </Routes>
    </>,
    {
      me: { role_type: 'external' },
      route: `/company/c-1/stewardship/${ACTIVITY.stewardship_activity_id}?contract_id=x`,
    },
  );
}

const widget = (title: string) => screen.getByRole('heading', { name: title }).closest('section') as HTMLElement;
const openEdit = async (title: string) => {
  await screen.findByRole('heading', { name: title }, SLOW);
  fireEvent.click(within(widget(title)).getByRole('button', { name: `Edit ${title}` }));
};
/** Waits long enough for a busy machine. */
const SLOW = { timeout: 10_000 };
/** A modal, given time to open on a busy machine. */
const dialog = (name: string) => screen.findByRole('dialog', { name }, SLOW);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

// a page of Mantine tables and modals renders slowly in jsdom on a busy machine
describe('StewardshipPage', { timeout: 30_000 }, () => {
  it('shows the header, the summary and the widgets without the lost field', async () => {
    const calls = serve(ACTIVITY);
    show();
    expect(
      await screen.findByRole('heading', { name: '2026: Two Rivers Ranch to North Star Seed Sales' }, SLOW),
    ).toBeTruthy();
    expect(calls[0]!.url).toContain(`stewardship_activity_id=${ACTIVITY.stewardship_activity_id}`);
    expect(calls[0]!.url).toContain('contract_id=x');
    expect(screen.getByRole('link', { name: 'Contract Details' }).getAttribute('href')).toBe(
      `/company/c-1/contracts/${ACTIVITY.contract_id}`,
    );
    expect(screen.getByText('Planting: incomplete')).toBeTruthy();
    expect(screen.getByText('Harvest: not started')).toBeTruthy();
    expect(within(widget('Planting Stewardship')).getAllByText('North 40').length).toBe(1);
    expect(within(widget('Planting Stewardship')).queryByText('Hail Strip')).toBeNull();
    expect(within(widget('Harvest Stewardship')).queryByText('Hail Strip')).toBeNull();
    expect(within(widget('Planting Stewardship')).getByText('05/02/2026')).toBeTruthy();
    // the second field's planting is incomplete: its harvest row waits
    expect(
      within(widget('Harvest Stewardship')).getAllByText(/enter stewardship planting information first/).length,
    ).toBe(1);
  });

  it('X10: logs each field’s replant and field-lost events, the lost field kept and marked Lost', async () => {
    const recorded = (type: 'replant' | 'field_lost', date: string) => ({
      type,
      date,
      acres: 10,
      notes: type === 'replant' ? 'hail' : null,
      user_name: 'Stella Hart',
      created: `${date}T12:00:00.000Z`,
    });
    serve({
      ...ACTIVITY,
      fields: ACTIVITY.fields.map((f) =>
        f.field_id === 'f-3'
          ? { ...f, field_lost_replant: [recorded('replant', '2026-06-01'), recorded('field_lost', '2026-07-04')] }
          : f,
      ),
    });
    show();
    const log = await screen.findByRole('table', { name: STEWARDSHIP_MESSAGES.eventLogTable }, SLOW);
    const rows = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      `Hail Strip${STEWARDSHIP_MESSAGES.lostField}06/01/2026Replant10.00hailStella Hart`,
      `Hail Strip${STEWARDSHIP_MESSAGES.lostField}07/04/2026Field lost10.00Stella Hart`,
    ]);
    // the lost field stays out of the planting list
    expect(within(widget('Planting Stewardship')).queryByText('Hail Strip')).toBeNull();
  });

  it('X10: says so when no replant or field lost is recorded', async () => {
    serve(ACTIVITY);
    show();
    expect(await screen.findByText(STEWARDSHIP_MESSAGES.eventLogEmpty, undefined, SLOW)).toBeTruthy();
  });

  it('shows the access-denied view when the read fails', async () => {
    serve(ACTIVITY, { status: 403 });
    show();
    expect(await screen.findByText('Ask your administrator for access.', undefined, SLOW)).toBeTruthy();
  });

  it('X15: a failed read that is no denial (server error, network) offers Retry instead of access denied', async () => {
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        reads += 1;
        if (reads === 1) throw new TypeError('Failed to fetch');
        if (reads === 2)
          return new Response(JSON.stringify({ error: { code: 'service_unavailable', message: 'x', details: null } }), {
            status: 503,
            headers: { 'content-type': 'application/json' },
          });
        return new Response(JSON.stringify(ACTIVITY), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    show();
    expect(await screen.findByText(STEWARDSHIP_MESSAGES.loadFailed, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Ask your administrator for access.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByText(STEWARDSHIP_MESSAGES.loadFailed, undefined, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: '2026: Two Rivers Ranch to North Star Seed Sales' }, SLOW),
    ).toBeTruthy();
  });

  it('X15: a rate-limited read (429) is no denial either: Retry, not access denied', async () => {
    serve(ACTIVITY, { status: 429 });
    show();
    expect(await screen.findByText(STEWARDSHIP_MESSAGES.loadFailed, undefined, SLOW)).toBeTruthy();
    expect(screen.queryByText('Ask your administrator for access.')).toBeNull();
  });

  it('shows no edit controls to a user who may not edit', async () => {
    serve({ ...ACTIVITY, can: { ...ACTIVITY.can, edit: false } });
    show();
    await screen.findByRole('heading', { name: 'Planting Stewardship' }, SLOW);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('saves the planting after the confirm modal and shows the reloaded data', async () => {
    const reloaded: ActivityView = {
      ...ACTIVITY,
      fields: ACTIVITY.fields.map((f) =>
        f.field_id === 'f-2'
          ? {
              ...f,
              planting: { total_planted_acres: '25.50', planting_rate: 34000, plant_date: '2026-05-03', crop: 185 },
            }
          : f,
      ),
      completeness: { ...ACTIVITY.completeness, planting: 'complete' },
    };
    const calls = serve(ACTIVITY, { reloaded });
    show();
    await openEdit('Planting Stewardship');
    // one widget in edit at a time
    expect(
      (
        within(widget('Harvest Stewardship')).getByRole('button', {
          name: 'Edit Harvest Stewardship',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    type('Planted acres, Creek Bottom', '25.5');
    type('Planting rate, Creek Bottom', '34000');
    type('Plant date, Creek Bottom', '2026-05-03');
    type('Est. bu/acre, Creek Bottom', '185');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await dialog('Planting cleanout');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PATCH'), SLOW);
    await waitFor(() => expect(screen.getByText('Planting: complete')).toBeTruthy(), SLOW);
    expect(await screen.findByText('Planting saved', undefined, SLOW)).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.body).toEqual({
      section: 'planting',
      stewardship_activity_id: ACTIVITY.stewardship_activity_id,
      fields: [
        { field_id: 'f-1', value: ACTIVITY.fields[0]!.planting },
        {
          field_id: 'f-2',
          value: { total_planted_acres: '25.50', planting_rate: 34000, plant_date: '2026-05-03', crop: 185 },
        },
      ],
      planting_cleanout: { planting_equipment: null, seed_return: null },
    });
    await waitFor(() => expect(screen.queryByLabelText('Planting rate, Creek Bottom')).toBeNull(), SLOW);
    expect(within(widget('Planting Stewardship')).getByText('34,000')).toBeTruthy();
    expect(window.localStorage.length).toBe(0);
  });

  it('saves the harvest of the fields whose planting is complete, with the harvest cleanout flag', async () => {
    const calls = serve(ACTIVITY);
    show();
    await openEdit('Harvest Stewardship');
    expect(screen.queryByLabelText('Total harvest, Creek Bottom')).toBeNull();
    type('Harvested acres, North 40', '40');
    type('Harvest date, North 40', '2026-10-12');
    type('Total harvest, North 40', '7600.25');
    type('Yield/acre, North 40', '190.01');
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const modal = await dialog('Harvest cleanout');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.map((c) => c.method)).toContain('PATCH'), SLOW);
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({
      section: 'harvest',
      stewardship_activity_id: ACTIVITY.stewardship_activity_id,
      fields: [
        {
          field_id: 'f-1',
          value: {
            total_acres: 40,
            harvest_date: '2026-10-12',
            total_harvest: 7600.25,
            yield_per_acre: 190.01,
            unit_type: null,
            storage_type: null,
          },
        },
      ],
      harvest_cleanout: { harvest_equipment: true },
    });
  });

  it('shows a value the schema refuses inline and sends nothing', async () => {
    const calls = serve(ACTIVITY);
    show();
    await openEdit('Planting Stewardship');
    type('Est. bu/acre, Creek Bottom', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at most 1000', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('keeps editing or discards back to the loaded data', async () => {
    serve(ACTIVITY);
    show();
    await openEdit('Storage Cleanout');
    type('Capacity, East bin', '1200.5');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    let modal = await dialog('Discard changes');
    fireEvent.click(within(modal).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect((screen.getByLabelText('Capacity, East bin') as HTMLInputElement).value).toBe('1,200.5');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    modal = await dialog('Discard changes');
    fireEvent.click(within(modal).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByLabelText('Capacity, East bin')).toBeNull(), SLOW);
    expect(within(widget('Storage Cleanout')).queryByText('1,200.5')).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });

  it('copies the first field’s plant date to the others with the same-date checkbox', async () => {
    serve(ACTIVITY);
    show();
    await openEdit('Planting Stewardship');
    fireEvent.click(screen.getByLabelText('Same plant date for every field'));
    expect((screen.getByLabelText('Plant date, Creek Bottom') as HTMLInputElement).value).toBe('2026-05-02');
    type('Plant date, North 40', '2026-05-09');
    expect((screen.getByLabelText('Plant date, Creek Bottom') as HTMLInputElement).value).toBe('2026-05-09');
  });

  it('keeps an edit in the browser and offers it back until it is discarded', async () => {
    serve(ACTIVITY);
    show();
    await openEdit('Planting Stewardship');
    type('Planting rate, Creek Bottom', '33000');
    const key = `stewardship-draft:${ACTIVITY.stewardship_activity_id}:planting`;
    const draft = JSON.parse(window.localStorage.getItem(key)!) as { saved_at: string; form: unknown };
    // the tab closes with the edit in progress (saved at 10:42 local time); the page is opened again
    window.localStorage.setItem(
      key,
      JSON.stringify({ ...draft, saved_at: new Date(2026, 5, 1, 10, 42).toISOString() }),
    );
    cleanup();
    show();
    expect(
      await screen.findByText('You have unsaved planting changes from 10:42 AM — restore?', undefined, SLOW),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect((screen.getByLabelText('Planting rate, Creek Bottom') as HTMLInputElement).value).toBe('33,000');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const modal = await dialog('Discard changes');
    fireEvent.click(within(modal).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(window.localStorage.getItem(key)).toBeNull(), SLOW);
    expect(screen.queryByText(/unsaved planting changes/)).toBeNull();
  });

  it('X1: a conflict (412) names who changed the activity; Reload keeps the typed values on the newest version and data', async () => {
    const message = RECORD_VERSION_MESSAGES.changed({ changedBy: 'Ann Admin', changedAt: '2026-11-27T15:04:00Z' });
    const theirs: ActivityView = {
      ...ACTIVITY,
      storage_locations: [{ location_name: 'East bin', capacity: null, cleanout_date: '2026-11-01' }],
      version: '6',
    };
    const calls: (Call & { ifMatch?: string })[] = [];
    let patches = 0;
    let reads = 0;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init?: RequestInit) => {
        const method = init?.method ?? 'GET';
        const ifMatch = (init?.headers as Record<string, string> | undefined)?.['if-match'];
        calls.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null, ifMatch });
        if (method === 'PATCH')
          return ++patches === 1
            ? json(412, { error: { code: 'conflict', message, details: { changedBy: 'Ann Admin' } } })
            : json(200, theirs);
        // the page's first read is the activity as opened; later reads (Reload) find the other person's save
        return json(200, ++reads === 1 ? ACTIVITY : theirs);
      }),
    );
    show();
    await openEdit('Storage Cleanout');
    type('Capacity, East bin', '1200.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    let modal = await dialog('Storage cleanout');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    expect(await within(modal).findByText(message, undefined, SLOW)).toBeTruthy();
    fireEvent.click(within(modal).getByRole('button', { name: 'Reload' }));

    expect(await screen.findByText(RELOADED_NOTE, undefined, SLOW)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect((screen.getByLabelText('Capacity, East bin') as HTMLInputElement).value).toBe('1,200.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    modal = await dialog('Storage cleanout');
    fireEvent.click(within(modal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2), SLOW);
    const [first, second] = calls.filter((c) => c.method === 'PATCH');
    expect(first!.ifMatch).toBe('"5"');
    expect(second!.ifMatch).toBe('"6"');
    // the typed capacity, on the other person's cleanout date
    expect(JSON.stringify(second!.body)).toContain('1200.5');
    expect(JSON.stringify(second!.body)).toContain('2026-11-01');
  });
});
