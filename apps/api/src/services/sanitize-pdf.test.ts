import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { bombPdf, smallPdf } from '../../test/fixtures/plan.fixtures';
import { UnreadablePdfError } from './pdf-active-content';
import { sanitizePdf } from './sanitize-pdf';

describe('sanitizePdf off the request thread', () => {
  // First, so the bomb's time below does not include starting the worker.
  it('N-2: an honest PDF is still rewritten, and the next one too', async () => {
    for (const text of ['first', 'second']) {
      const cleaned = await sanitizePdf(Buffer.from(await smallPdf(text), 'base64'));
      expect((await PDFDocument.load(cleaned)).getPageCount()).toBe(1);
    }
  });

  it('N-2: a decompression bomb (chained Flate object streams) is refused quickly', async () => {
    const bomb = bombPdf({ streams: 8, megabytes: 64 });
    expect(bomb.length).toBeLessThan(10_000);
    const started = Date.now();
    await expect(sanitizePdf(bomb)).rejects.toBeInstanceOf(UnreadablePdfError);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('refuses a file pdf-lib cannot read', async () => {
    await expect(sanitizePdf(Buffer.from('%PDF-1.7\nnot really'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});
