import { Button, Title } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { Dialog } from './dialog';

/** A page whose Details button opens a dialog rendered only while open (Mantine's own return never runs). */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <Title order={1}>Tickets</Title>
      <Button onClick={() => setOpen(true)}>Details</Button>
      {open && (
        <Dialog opened onClose={() => setOpen(false)} title="Ticket">
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Dialog>
      )}
    </main>
  );
}

function openDialog() {
  renderWith(<Page />, { me: null });
  const opener = screen.getByRole('button', { name: 'Details' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('gives the focus back to its opener after its own Close, though it leaves the page', async () => {
    const opener = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives the focus back to its opener after Esc', async () => {
    const opener = openDialog();
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
