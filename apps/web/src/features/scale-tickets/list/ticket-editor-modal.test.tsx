import {
  RECORD_VERSION_MESSAGES,
  SCALE_TICKET_FEEDBACK,
  SCALE_TICKET_MESSAGES,
  type ScaleTicket,
} from '@portal/domain';
import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOADED_NOTE } from '../../../components/reload-keeping-edits';
import { renderWith } from '../../../testing/render';
import { TicketEditorModal } from './ticket-editor-modal';

const PLAN = {
  production_plan_id: '11111111-1111-4111-8111-111111111111',
  contract_year: 2026,
  inventory_code: '26COR1',
};
const TICKET: ScaleTicket = {
  scale_ticket_id: '22222222-2222-4222-8222-222222222222',
  production_plan_id: PLAN.production_plan_id,
  external_reference_id: '33333333-3333-4333-8333-333333333333',
  contract_id: null,
  is_zeroout: false,
  grower_name: 'Hansen Family Farms',
  original_new_contract_id: '2612345678901234',
  scale_ticket_number: 'T-100',
  scale_ticket_date: '2026-10-03',
  bill_of_landing_number: 'BOL-1',
  gross_quantity: 1200,
  net_quantity: 1150,
  test_weight: 56,
  moisture: 15.5,
  damage: 1,
  foreign_material: 0.5,
  rapid_visco_analyzer: 1,
  gross_lbs: 0,
  tar_lbs: 0,
  net_lbs: 0,
  notes: null,
  grain_receiver: 'Cornbelt Renewable Fuels',
  production_plan_year: 2026,
  inventory_code: '26COR1',
  created: '2026-10-03T12:00:00Z',
  version: '7',
};

function show(ticket?: ScaleTicket) {
  const onClose = vi.fn();
  renderWith(
    <>
      <TicketEditorModal companyId={TICKET.external_reference_id} plans={[PLAN]} ticket={ticket} onClose={onClose} />
      <Notifications />
    </>,
    { me: null, route: '/company/c-1/scale-tickets/2026' },
  );
  return onClose;
}

/** fetch answering every call with the given status and body. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

// a modal of sixteen Mantine inputs renders slowly in jsdom on a busy machine
describe('TicketEditorModal', { timeout: 30_000 }, () => {
  it('names the required fields of an empty ticket and sends nothing', async () => {
    const fetch = answer(200, { contracts: [] });
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket' }));
    for (const text of ['Grower is required', 'Ticket number is required', 'Date is required', 'BOL is required'])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/scale-ticket'))).toBe(false);
  });

  it('locks ticket number, date and grower when editing, and shows the duplicate text with the server lines', async () => {
    const fetch = answer(409, {
      error: {
        code: 'scale_ticket_duplication',
        message: 'dup',
        details: ['Ticket T-100 already exists', 'Ticket T-101 already exists'],
      },
    });
    show(TICKET);
    expect((screen.getByLabelText(/Ticket number/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Date/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^Grower/) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText(/^BOL/) as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.duplicate)).toBeTruthy();
    // one line per duplicate
    const detail = screen.getByText('Ticket T-100 already exists Ticket T-101 already exists');
    expect(detail.textContent).toBe('Ticket T-100 already exists\nTicket T-101 already exists');
    expect(detail.style.whiteSpace).toBe('pre-line');
    const [, init] = fetch.mock.calls.at(-1)!;
    expect(init?.method).toBe('PATCH');
    // saved on the version it was read at
    expect((init?.headers as Record<string, string>)['if-match']).toBe('"7"');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('version');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      scale_ticket_id: TICKET.scale_ticket_id,
      production_plan_id: PLAN.production_plan_id,
      scale_ticket_number: 'T-100',
      moisture: 15.5,
    });
  });

  it('titles other update failures with the spec text', async () => {
    answer(400, { error: { code: 'bad_request', message: 'Moisture is too high', details: null } });
    show(TICKET);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.updateFailed)).toBeTruthy();
    expect(screen.getByText('Moisture is too high')).toBeTruthy();
  });

  it('X8: a failed save keeps the typed values under the error; Try again sends them again', async () => {
    const fetch = answer(500, { error: { code: 'internal', message: 'boom', details: null } });
    show(TICKET);
    fireEvent.change(screen.getByLabelText(/^BOL/), { target: { value: 'BOL-TYPED' } });
    fireEvent.change(screen.getByLabelText(/^Notes/), { target: { value: 'Typed before the failure' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.updateFailed)).toBeTruthy();
    expect((screen.getByLabelText(/^BOL/) as HTMLInputElement).value).toBe('BOL-TYPED');
    expect((screen.getByLabelText(/^Notes/) as HTMLTextAreaElement).value).toBe('Typed before the failure');

    const working = answer(200, TICKET);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByText('Scale ticket T-100 updated.')).length).toBeGreaterThan(0);
    const patches = (mock: typeof fetch) => mock.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(patches(fetch)).toHaveLength(1);
    expect(JSON.parse(String(patches(working)[0]![1]?.body))).toEqual(JSON.parse(String(patches(fetch)[0]![1]?.body)));
    expect(JSON.parse(String(patches(working)[0]![1]?.body))).toMatchObject({
      bill_of_landing_number: 'BOL-TYPED',
      notes: 'Typed before the failure',
    });
  });

  it('a conflict (412) names who changed the ticket; Reload takes its newest version and values, and Save sends the typed values on them', async () => {
    const message = RECORD_VERSION_MESSAGES.changed({ changedBy: 'Ann Admin', changedAt: '2026-11-27T15:04:00Z' });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    let patches = 0;
    const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      if (init?.method === 'PATCH')
        return ++patches === 1
          ? json(412, { error: { code: 'conflict', message, details: { changedBy: 'Ann Admin' } } })
          : json(200, TICKET);
      if (url.searchParams.get('scale_ticket_id') === TICKET.scale_ticket_id)
        return json(200, {
          scale_tickets: [{ ...TICKET, bill_of_landing_number: 'BOL-ANN', moisture: 14, version: '8' }],
          next_offset: null,
        });
      return json(200, { scale_tickets: [], next_offset: null });
    });
    vi.stubGlobal('fetch', fetch);
    show(TICKET);
    fireEvent.change(screen.getByLabelText(/^BOL/), { target: { value: 'BOL-MINE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect((screen.getByLabelText(/^BOL/) as HTMLInputElement).value).toBe('BOL-MINE');

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByText(RELOADED_NOTE)).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    expect(
      fetch.mock.calls.some(([url, init]) => init?.method === 'GET' && url.searchParams.get('scale_ticket_id')),
    ).toBe(true);
    expect((screen.getByLabelText(/^BOL/) as HTMLInputElement).value).toBe('BOL-MINE');
    // what the user left alone shows the other person's change
    expect((screen.getByLabelText(/^Moisture/) as HTMLInputElement).value).toBe('14');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(2));
    expect((await screen.findAllByText('Scale ticket T-100 updated.')).length).toBeGreaterThan(0);
    const sent = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(sent).toHaveLength(2);
    expect((sent[0]![1]?.headers as Record<string, string>)['if-match']).toBe('"7"');
    expect((sent[1]![1]?.headers as Record<string, string>)['if-match']).toBe('"8"');
    expect(JSON.parse(String(sent[1]![1]?.body))).toMatchObject({ bill_of_landing_number: 'BOL-MINE', moisture: 14 });
  });

  it('an edit saved closes the modal without a further click and says which ticket in a toast that opens it', async () => {
    answer(200, TICKET);
    const onClose = show(TICKET);
    fireEvent.change(screen.getByLabelText(/^Moisture/), { target: { value: '13.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Scale ticket T-100 updated.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    for (const link of screen.getAllByRole('link', { name: SCALE_TICKET_FEEDBACK.viewTicket }))
      expect(link.getAttribute('href')).toBe(`/company/c-1/scale-tickets/2026?ticket=${TICKET.scale_ticket_id}`);
  });
});
