import { Button } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../testing/render';
import { ReviewModal } from './review-modal';

/** An upload page's Review button and its review of the file's issues. */
function Upload() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review</Button>
      <ReviewModal
        opened={open}
        onClose={() => setOpen(false)}
        issueCount={1}
        missingColumns={['Net Quantity']}
        sections={[]}
      />
    </>
  );
}

describe('ReviewModal', () => {
  it.each([
    ['its Close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Esc', () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })],
  ])('gives the focus back to the Review button after %s', async (_, close) => {
    renderWith(<Upload />, { me: null });
    const opener = screen.getByRole('button', { name: 'Review' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('dialog');
    close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
