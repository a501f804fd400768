import { Notifications } from '@mantine/notifications';
import { SCALE_TICKET_MESSAGES, type DeletedTicket, type ScaleTicket } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, bodiesOf, renderWith } from '../../../testing/render';
import { DeleteTicketsButton } from './delete-tickets';
import { DeletedTicketsSection } from './deleted-tickets-section';

const ticket = (id: string, number: string) =>
  ({ scale_ticket_id: id, production_plan_id: 'plan-1', scale_ticket_number: number }) as ScaleTicket;

const deleted = (id: string, number: string, batch: string): DeletedTicket => ({
  scale_ticket_id: id,
  batch_id: batch,
  production_plan_id: 'plan-1',
  inventory_code: '26CRF1',
  scale_ticket_number: number,
  scale_ticket_date: '2026-10-15',
  grower_name: 'Lakeside Farms',
  bill_of_landing_number: 'B-1',
  net_quantity: 950,
  deleted_at: '2026-11-28T08:00:00.000Z',
  deleted_by_name: 'Rita Receiver',
  restorable_until: '2026-12-28T08:00:00.000Z',
});

describe('deleting scale tickets', { timeout: 20_000 }, () => {
  it('no longer says the delete cannot be undone, and offers Undo at once', async () => {
    const fetch = answer({
      'DELETE /api/scale-ticket': { body: { deleted: 2, batch_id: 'batch-1' } },
      'POST /api/scale-ticket/restore': { body: { restored: 2 } },
    });
    renderWith(
      <>
        <Notifications />
        <DeleteTicketsButton selected={[ticket('t-1', 'A-1'), ticket('t-2', 'A-2')]} onDeleted={() => {}} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2 tickets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete scale tickets' });
    expect(dialog.textContent).not.toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete 2 tickets' }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.deleted)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: SCALE_TICKET_MESSAGES.undo }));
    expect(await screen.findByText(SCALE_TICKET_MESSAGES.restored)).toBeTruthy();
    expect(bodiesOf(fetch, 'POST /api/scale-ticket/restore')).toEqual([{ batch_id: 'batch-1' }]);
  });
});

describe('the Delete button (destructive actions look it)', () => {
  it('is disabled with none selected, saying why, and names the count once rows are chosen', () => {
    renderWith(
      <>
        <DeleteTicketsButton selected={[]} onDeleted={() => {}} />
        <DeleteTicketsButton selected={[ticket('t-1', 'A-1')]} onDeleted={() => {}} />
      </>,
    );
    const none = screen.getByRole('button', { name: 'Delete tickets' }) as HTMLButtonElement;
    expect(none.disabled).toBe(true);
    expect(none.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(none.getAttribute('aria-describedby')!)?.textContent).toBe(
      SCALE_TICKET_MESSAGES.selectRowToDelete,
    );
    expect((screen.getByRole('button', { name: 'Delete 1 ticket' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('the Deleted tickets view', { timeout: 20_000 }, () => {
  it('lists the deleted tickets and restores a whole delete', async () => {
    const fetch = answer({
      'GET /api/scale-ticket/deleted': {
        body: {
          deleted_tickets: [
            deleted('t-1', 'A-1', 'batch-1'),
            deleted('t-2', 'A-2', 'batch-1'),
            deleted('t-3', 'C-3', 'batch-2'),
          ],
        },
      },
      'POST /api/scale-ticket/restore': { body: { restored: 2 } },
    });
    renderWith(<DeletedTicketsSection companyId="c-1" year={2026} />);
    expect(await screen.findByText('C-3')).toBeTruthy();
    expect(screen.getAllByText(/by Rita Receiver/)).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Restore ticket A-1 and the 1 deleted with it' }));
    await waitFor(() => expect(bodiesOf(fetch, 'POST /api/scale-ticket/restore')).toEqual([{ batch_id: 'batch-1' }]));
  });

  it('says which live ticket blocks a restore', async () => {
    const clash = SCALE_TICKET_MESSAGES.restoreClash('Ticket C-3 of Lakeside Farms, BOL B-1, 2026-10-15');
    answer({
      'GET /api/scale-ticket/deleted': { body: { deleted_tickets: [deleted('t-3', 'C-3', 'batch-2')] } },
      'POST /api/scale-ticket/restore': {
        status: 409,
        body: { error: { code: 'scale_ticket_restore_clash', message: clash, details: null } },
      },
    });
    renderWith(<DeletedTicketsSection companyId="c-1" year={2026} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore ticket C-3' }));
    expect((await screen.findByRole('alert')).textContent).toContain(clash);
  });
});
