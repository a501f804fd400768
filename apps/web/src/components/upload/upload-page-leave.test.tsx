import type { SheetUpload } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { LEAVE_UPLOAD, LeavePrompt } from '../unsaved-guard';
import { UploadPage } from './upload-page';
import { useSheetUpload } from './use-sheet-upload';

vi.mock('./read-sheet', () => ({
  readSheet: async () => ({ header: ['Ticket Number'], rows: [['7']] }),
}));

const SHEET: SheetUpload<'ticket', string> = {
  headers: { ticket: ['Ticket Number'] },
  labels: { ticket: 'Ticket Number' },
  requiredColumns: ['ticket'],
  previewColumns: [{ key: 'ticket', label: 'Ticket Number' }],
  check: (records) => ({
    rows: records.map((cells, index) => ({ row: index + 2, cells, flagged: [], issue: null })),
    items: records.map((r) => r.ticket),
    sections: [],
  }),
};

function Page() {
  const upload = useSheetUpload({ sheet: SHEET, save: async (items) => items.length });
  return (
    <UploadPage
      title="Upload Scale Tickets"
      fileLabel="Scale ticket file"
      hint=".csv"
      upload={upload}
      progressText={() => 'Saving...'}
      progressLabel="Save progress"
      backTo="/back"
    />
  );
}

function show() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LeavePrompt />
          </>
        ),
        children: [
          { path: '/upload', element: <Page /> },
          { path: '/back', element: <p>Back page</p> },
        ],
      },
    ],
    { initialEntries: ['/upload'] },
  );
  renderWith(<RouterProvider router={router} />, { me: null, route: false });
  return router;
}

describe('UploadPage leaving', { timeout: 20_000 }, () => {
  it('X7: Back without a file goes; with a chosen file it asks the leave upload question first', async () => {
    const router = show();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'tickets.csv')] } });
    });
    await screen.findByText(/tickets\.csv: 1 row/);
    fireEvent.click(screen.getByRole('button', { name: '← Back' }));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_UPLOAD.title });
    expect(dialog.textContent).toContain(LEAVE_UPLOAD.message);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_UPLOAD.title })).toBeNull());
    expect(router.state.location.pathname).toBe('/upload');

    // Cancel drops the file: nothing is left to lose
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: '← Back' }));
    expect(await screen.findByText('Back page')).toBeTruthy();
  });
});
