import { Button } from '@mantine/core';
import type { ScaleTicket } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../../testing/render';
import { TicketDetailModal } from './ticket-detail-modal';

const ticket = {
  scale_ticket_id: 't-1',
  scale_ticket_number: '26COR1-0203',
  scale_ticket_date: '2026-11-29',
  grower_name: 'Kowalski Grain',
  net_quantity: 1234.5,
  production_plan_year: 2026,
} as unknown as ScaleTicket;

/** The tickets page renders a ticket's detail only while it is open, from the row's ticket number. */
function Tickets() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>26COR1-0203</Button>
      {open && <TicketDetailModal ticket={ticket} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('TicketDetailModal', () => {
  it.each([
    ['its Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Esc', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])("gives the focus back to the row's ticket number after %s", async (_, close) => {
    renderWith(<Tickets />, { me: null });
    const opener = screen.getByRole('button', { name: '26COR1-0203' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog', { name: 'Scale ticket 26COR1-0203' });
    close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
