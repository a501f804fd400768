import type { ScaleTicket } from '@portal/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../../testing/render';
import { TicketTable } from './ticket-table';

const ticket = {
  scale_ticket_id: 't-1',
  production_plan_id: 'plan-1',
  scale_ticket_number: '26COR1-0203',
  scale_ticket_date: '2026-11-29',
  grower_name: 'Kowalski Grain',
  bill_of_landing_number: 'B-7',
  net_quantity: 1234.5,
  gross_quantity: 1300,
  moisture: 15,
  rapid_visco_analyzer: null,
  original_new_contract_id: null,
  inventory_code: '26COR1',
} as unknown as ScaleTicket;

const realMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = realMatchMedia;
});

describe('TicketTable', { timeout: 20_000 }, () => {
  it('desk: the checkbox and the ticket number share the first column, which stays in view', () => {
    const selection = { selected: new Set<string>(), toggle: vi.fn(), toggleAll: vi.fn(), onEdit: vi.fn() };
    renderWith(
      <TicketTable tickets={[ticket]} loading={false} emptyText="None" onOpen={() => {}} selection={selection} />,
    );
    const cell = screen.getByRole('checkbox', { name: 'Select ticket 26COR1-0203' }).closest('td')!;
    expect(cell.className).toContain('table-sticky-start');
    expect(within(cell).getByRole('button', { name: '26COR1-0203' })).toBeTruthy();
  });

  it('phone: a card per ticket with a 44 px checkbox target, number, date, grower, net bushels and Edit', async () => {
    window.matchMedia = ((query: string) => ({
      ...realMatchMedia(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    const selection = { selected: new Set<string>(), toggle: vi.fn(), toggleAll: vi.fn(), onEdit: vi.fn() };
    renderWith(
      <TicketTable tickets={[ticket]} loading={false} emptyText="None" onOpen={() => {}} selection={selection} />,
    );
    const card = (await screen.findAllByRole('listitem'))[0]!;
    expect(screen.queryByRole('table')).toBeNull();
    for (const text of ['26COR1-0203', '11-29-2026', 'Kowalski Grain', 'Net 1,234.5 bu'])
      expect(within(card).getByText(text)).toBeTruthy();
    const target = within(card).getByRole('checkbox', { name: 'Select ticket 26COR1-0203' }).closest('label')!;
    expect([target.style.width, target.style.height]).toEqual(['44px', '44px']);
    fireEvent.click(target);
    expect(selection.toggle).toHaveBeenCalledWith('t-1');
    fireEvent.click(within(card).getByRole('button', { name: 'Edit ticket 26COR1-0203' }));
    expect(selection.onEdit).toHaveBeenCalledWith(ticket);
    expect(screen.getByRole('checkbox', { name: 'Select all tickets' })).toBeTruthy();
  });
});
