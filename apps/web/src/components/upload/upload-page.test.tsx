import { UPLOAD_LIMIT_TEXTS, UPLOAD_TEXTS, uploadLimits, type SheetUpload } from '@portal/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { SheetLimitError, type Sheet } from './parse-sheet';
import { UploadPage } from './upload-page';
import { useSheetUpload, type SheetUploadOptions } from './use-sheet-upload';

const sheets = vi.hoisted(() => new Map<string, Sheet | Error>());
vi.mock('./read-sheet', () => ({
  readSheet: async (file: File) => {
    const sheet = sheets.get(file.name)!;
    if (sheet instanceof Error) throw sheet;
    return sheet;
  },
}));

type Key = 'ticket' | 'grower';
const TICKETS: SheetUpload<Key, string> = {
  headers: { ticket: ['Ticket Number', 'Ticket #'], grower: ['Grower'] },
  labels: { ticket: 'Ticket Number', grower: 'Grower' },
  requiredColumns: ['ticket'],
  previewColumns: [
    { key: 'ticket', label: 'Ticket Number' },
    { key: 'grower', label: 'Grower' },
  ],
  check: (records) => ({
    rows: records.map((cells, index) => ({
      row: index + 2,
      cells,
      flagged: cells.ticket ? [] : ['ticket'],
      issue: cells.ticket ? null : 'missing',
    })),
    items: records.map((r) => r.ticket),
    sections: [
      {
        title: UPLOAD_TEXTS.missingData,
        lines: records.flatMap((r, index) => (r.ticket ? [] : [`Row ${index + 2}: Ticket Number`])),
      },
    ],
  }),
};

function Page({ canSave, ...options }: Partial<SheetUploadOptions<Key, string, number>> & { canSave?: boolean }) {
  const upload = useSheetUpload({ sheet: TICKETS, save: async (items) => items.length, ...options });
  return (
    <UploadPage
      title="Upload Scale Tickets"
      fileLabel="Scale ticket file"
      hint=".csv, .xls or .xlsx"
      upload={upload}
      canSave={canSave}
      progressText={() => 'Saving tickets...'}
      progressLabel="Save progress"
      outcome={upload.save.status === 'success' && <p>{upload.save.result} ticket(s) saved</p>}
    />
  );
}

function renderPage(props: Parameters<typeof Page>[0] = {}) {
  renderWith(<Page {...props} />, { me: null });
}

async function drop(name: string, sheet: Sheet | Error) {
  sheets.set(name, sheet);
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['x'], name)] } });
  });
  await screen.findByText(new RegExp(`${name}: \\d+ row`));
}

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

// Mantine's first render in jsdom is slow on a loaded machine.
describe('UploadPage', { timeout: 20_000 }, () => {
  it('X3: the drop zone states the rows and size a file may have before one is chosen', async () => {
    renderPage();
    expect(await screen.findByText('Up to 50,000 rows and 20 MB per file.')).toBeTruthy();
    expect(UPLOAD_LIMIT_TEXTS.stated(uploadLimits())).toBe('Up to 50,000 rows and 20 MB per file.');
  });

  it('X2: the rows checked by the server check show as they go, then the file', async () => {
    let finish: () => void = () => undefined;
    renderPage({
      serverCheck: (_parsed, progress) =>
        new Promise((resolve) => {
          progress(1, 2);
          finish = () => resolve({});
        }),
    });
    sheets.set('two.csv', { header: ['Ticket Number'], rows: [['T1'], ['T2']] });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'two.csv')] } });
    });
    expect(await screen.findByText('Checked 1 of 2 rows')).toBeTruthy();
    await act(async () => finish());
    await screen.findByText(/two\.csv: 2 row/);
    expect(screen.queryByText('Checked 1 of 2 rows')).toBeNull();
  });

  it('N-14: a file over the limits opens the review modal with the limit, and Save stays disabled', async () => {
    renderPage();
    await drop('huge.xlsx', new SheetLimitError(UPLOAD_LIMIT_TEXTS.tooManyRows(uploadLimits())));
    const review = await screen.findByRole('dialog', { name: UPLOAD_TEXTS.reviewTitle });
    expect(within(review).getByText(UPLOAD_TEXTS.sheetLimits)).toBeTruthy();
    expect(within(review).getByText(UPLOAD_LIMIT_TEXTS.tooManyRows(uploadLimits()))).toBeTruthy();
    expect(within(review).queryByText(UPLOAD_TEXTS.missingColumns)).toBeNull();
    expect(save().disabled).toBe(true);
  });

  it('opens the review modal with the missing columns and the sections, and keeps Save disabled', async () => {
    renderPage();
    await drop('issues.csv', {
      header: ['Ticket #', 'Grower'],
      rows: [
        ['', 'Lakeside'],
        ['7', 'Creek'],
      ],
    });
    const review = await screen.findByRole('dialog', { name: UPLOAD_TEXTS.reviewTitle });
    expect(within(review).getByText(/^1 issue\(s\) found/)).toBeTruthy();
    expect(within(review).getByText('Row 2: Ticket Number')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr[data-issue=missing]')).toHaveLength(1);
    expect(save().disabled).toBe(true);
  });

  it('adds what the server check finds and names a missing column', async () => {
    const serverCheck = vi.fn(async () => ({ sections: [{ title: 'ALREADY STORED', lines: ['Row 2: 7'] }] }));
    renderPage({ serverCheck });
    await drop('stored.csv', { header: ['Ticket Number'], rows: [['7']] });
    const review = await screen.findByRole('dialog', { name: UPLOAD_TEXTS.reviewTitle });
    expect(within(review).getByText('ALREADY STORED')).toBeTruthy();
    expect(within(review).getByText('Row 2: 7')).toBeTruthy();

    await drop('no-ticket.csv', { header: ['Grower'], rows: [['Lakeside']] });
    expect(await screen.findByText(UPLOAD_TEXTS.missingColumns)).toBeTruthy();
    expect(serverCheck).toHaveBeenCalledTimes(1);
  });

  it('saves a clean file only when the page allows it', async () => {
    renderPage({ canSave: false });
    await drop('clean.csv', { header: ['Ticket Number'], rows: [['7'], ['8']] });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(save().disabled).toBe(true);
  });

  it('shows the outcome after saving', async () => {
    renderPage();
    await drop('clean.csv', { header: ['Ticket Number'], rows: [['7'], ['8']] });
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(await screen.findByText('2 ticket(s) saved')).toBeTruthy();
    await waitFor(() => expect(save().disabled).toBe(true));
  });
});
