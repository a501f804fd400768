import { SCALE_TICKET_MESSAGES, type ContractInventory, type HighestRole } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../testing/render';
import { ContractInventorySection } from './contract-inventory-section';

const RECEIVER = 'receiver-company';
const month = (key: string, label: string, harvested: number, delivered: number) => ({
  key,
  label,
  harvested,
  delivered,
  inventory: harvested - delivered,
});
const inventory = (left: number): ContractInventory => ({
  contract_id: 'c-1',
  new_contract_id: '2025000000001234',
  grower_name: 'Prairie Acres Farm',
  production_plan_id: 'plan-1',
  external_reference_id: RECEIVER,
  months: [month('2025-09', 'Sep-25', 12_000, 12_000 - left), month('2025-10', 'Oct-25', 0, 0)],
  harvested: 12_000,
  delivered: 12_000 - left,
  inventory: left,
});

function show(permissions: string[], contractState = 'completed') {
  const me: Partial<HighestRole> = {
    role_type: 'external',
    user_id: 'u-1',
    company_permissions: { [RECEIVER]: permissions },
  };
  const onChanged = vi.fn();
  renderWith(<ContractInventorySection contractId="c-1" contractState={contractState} onChanged={onChanged} />, {
    me,
  });
  return onChanged;
}

/** fetch: the inventory read answers `reads` in turn (the last one repeats); the POST answers `post`. */
function answer(reads: ContractInventory[][], post: { status: number; body: unknown } = { status: 200, body: {} }) {
  let read = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    if (init?.method === 'POST') return json(post.status, post.body);
    if (url.pathname === '/api/scale-ticket/inventory')
      return json(200, { contracts: reads[Math.min(read++, reads.length - 1)] });
    return json(404, { error: { code: 'not_found', message: 'Not Found', details: null } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContractInventorySection', () => {
  it('shows the months and totals in bushels with thousands separators', async () => {
    answer([[inventory(2_500)]]);
    show(['create-scale-ticket']);
    const table = await screen.findByRole('table', { name: 'Inventory by delivery month' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Delivery monthHarvested (bu)Delivered (bu)Inventory (bu)',
      'Sep-2512,0009,5002,500',
      'Oct-25000',
      'Total12,0009,5002,500',
    ]);
    expect(screen.queryByRole('button', { name: /Zero out/ })).toBeNull();
  });

  it('zeroes out with adjust-inventory: confirms the quantity, posts the ticket, shows 0', async () => {
    const fetch = answer([[inventory(2_500)], [inventory(0)]], {
      status: 200,
      body: { created: 1, scale_ticket_ids: ['t'] },
    });
    const onChanged = show(['create-scale-ticket', 'adjust-inventory']);
    fireEvent.click(await screen.findByRole('button', { name: 'Zero out 2025000000001234' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zero out inventory' });
    expect(dialog.textContent).toContain('Zero out 2,500 bu of inventory for contract 2025000000001234');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zero out' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    const [ticket] = JSON.parse(String(post[1]!.body)).scale_tickets;
    expect(ticket).toMatchObject({
      is_zeroout: true,
      net_quantity: 2_500,
      gross_quantity: 2_500,
      bill_of_landing_number: 'zeroout',
      original_new_contract_id: '2025000000001234',
      production_plan_id: 'plan-1',
      external_reference_id: RECEIVER,
    });
    expect(ticket.scale_ticket_number).toMatch(/^zeroout-2025000000001234-\d{12}$/);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Zero out/ })).toBeNull());
    const total = screen.getAllByRole('row').at(-1)!;
    expect(total.textContent).toBe('Total12,00012,0000');
  });

  it('tells a failed zero-out with the spec text', async () => {
    answer([[inventory(2_500)]], {
      status: 500,
      body: { error: { code: 'internal', message: 'boom', details: null } },
    });
    show(['create-scale-ticket', 'adjust-inventory']);
    fireEvent.click(await screen.findByRole('button', { name: 'Zero out 2025000000001234' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Zero out' }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.zeroOutFailed)).toBeTruthy();
  });

  it('shows the empty state without harvest and nothing for contracts not completed', async () => {
    const fetch = answer([[{ ...inventory(0), harvested: 0, delivered: 0, months: [] }]]);
    show(['create-scale-ticket', 'adjust-inventory']);
    expect(await screen.findByText('No harvest recorded.')).toBeTruthy();
    fetch.mockClear();
    show(['create-scale-ticket', 'adjust-inventory'], 'pending');
    expect(screen.getAllByRole('region', { name: 'Inventory' })).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });
});
