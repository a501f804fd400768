import { Button, Title } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../testing/render';
import { ConfirmModal } from './confirm-modal';

/** A row's Void button opens a confirmation rendered only while open; confirming removes the row. */
function Page() {
  const [open, setOpen] = useState(false);
  const [gone, setGone] = useState(false);
  return (
    <main>
      <Title order={1}>Contract</Title>
      {!gone && <Button onClick={() => setOpen(true)}>Void</Button>}
      {open && (
        <ConfirmModal
          title="Void contract"
          confirmLabel="Void contract"
          onConfirm={() => setGone(true)}
          onClose={() => setOpen(false)}
        >
          Void it?
        </ConfirmModal>
      )}
    </main>
  );
}

function openDialog() {
  renderWith(<Page />, { me: null });
  const opener = screen.getByRole('button', { name: 'Void' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('focus after a dialog', () => {
  it('goes back to the opener after Cancel', async () => {
    const opener = openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('goes back to the opener after Esc', async () => {
    const opener = openDialog();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("goes to the page's heading when the opener went with the work", async () => {
    openDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Void contract' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });
});
