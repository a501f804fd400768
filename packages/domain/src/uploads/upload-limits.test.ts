import { describe, expect, it } from 'vitest';
import { SCALE_TICKET_UPLOAD } from '../scale-tickets/scale-ticket-upload';
import { ticketUploadChunkBodySchema, ticketUploadStartSchema } from '../scale-tickets/scale-ticket.schema';
import { COMPANY_TRAINING_UPLOAD } from '../training/company-training-upload';
import { companyTrainingPostSchema, TRAINING_UPLOAD_MAX_ROWS } from '../training/training.schema';
import {
  chunkCount,
  chunksOf,
  isCompleteUpload,
  SHEET_FILE_LIMITS,
  UPLOAD_CHUNK_ROWS,
  UPLOAD_LIMIT_TEXTS,
  uploadLimits,
} from './upload-limits';

const PLAN = '00000000-0000-4000-8000-000000000001';

describe('upload limits', () => {
  it('take a season of scale tickets: 50,000 rows and 20 MB, stated before a file is chosen', () => {
    const limits = uploadLimits(SCALE_TICKET_UPLOAD.maxRows);
    expect(limits).toEqual({ maxBytes: 20 * 1024 * 1024, maxRows: 50_000, maxColumns: 200 });
    expect(UPLOAD_LIMIT_TEXTS.stated(limits)).toBe('Up to 50,000 rows and 20 MB per file.');
  });

  it('name the limit a refused file passed', () => {
    const limits = uploadLimits(COMPANY_TRAINING_UPLOAD.maxRows);
    expect(UPLOAD_LIMIT_TEXTS.tooManyRows(limits)).toContain('more than 5,000 rows');
    expect(UPLOAD_LIMIT_TEXTS.tooLarge(limits)).toContain('larger than 20 MB');
    expect(UPLOAD_LIMIT_TEXTS.tooManyColumns(limits)).toContain('more than 200 columns');
  });

  it('never let an area take more than the sheet reader reads', () => {
    expect(uploadLimits(10 ** 9).maxRows).toBe(SHEET_FILE_LIMITS.maxRows);
    expect(uploadLimits().maxRows).toBe(SHEET_FILE_LIMITS.maxRows);
  });

  it('count progress in rows', () => {
    expect(UPLOAD_LIMIT_TEXTS.checked(12_000, 50_000)).toBe('Checked 12,000 of 50,000 rows');
    expect(UPLOAD_LIMIT_TEXTS.stored(12_000, 50_000)).toBe('Stored 12,000 of 50,000 rows');
  });
});

describe('chunks', () => {
  it('split a file into full chunks and a shorter last one, in order', () => {
    const rows = Array.from({ length: 12_001 }, (_, i) => i);
    const chunks = chunksOf(rows);
    expect(chunks.map((c) => c.length)).toEqual([UPLOAD_CHUNK_ROWS, UPLOAD_CHUNK_ROWS, 2_001]);
    expect(chunks.flat()).toEqual(rows);
    expect(chunkCount(50_000)).toBe(10);
    expect(chunksOf([], 3)).toEqual([]);
    expect(() => chunksOf([1], 0)).toThrow(RangeError);
  });

  it('make a complete upload only with every chunk once, full but the last, adding up to the total', () => {
    const full = (n: number) => Array.from({ length: n }, (_, index) => ({ index, rows: 3 }));
    expect(isCompleteUpload(7, [...full(2), { index: 2, rows: 1 }], 3)).toBe(true);
    expect(
      isCompleteUpload(
        6,
        [
          { index: 1, rows: 3 },
          { index: 0, rows: 3 },
        ],
        3,
      ),
    ).toBe(true);
    expect(isCompleteUpload(7, full(2), 3)).toBe(false); // the last chunk missing
    expect(isCompleteUpload(7, [...full(2), { index: 2, rows: 2 }], 3)).toBe(false); // more rows than announced
    expect(
      isCompleteUpload(
        7,
        [
          { index: 0, rows: 3 },
          { index: 2, rows: 3 },
          { index: 3, rows: 1 },
        ],
        3,
      ),
    ).toBe(false);
    expect(
      isCompleteUpload(
        7,
        [
          { index: 0, rows: 2 },
          { index: 1, rows: 3 },
          { index: 2, rows: 2 },
        ],
        3,
      ),
    ).toBe(false);
  });
});

describe('upload schemas', () => {
  it('announce at most a season of tickets and stage at most one chunk a request', () => {
    expect(ticketUploadStartSchema.safeParse({ production_plan_id: PLAN, total_rows: 50_000 }).success).toBe(true);
    expect(ticketUploadStartSchema.safeParse({ production_plan_id: PLAN, total_rows: 50_001 }).success).toBe(false);
    expect(ticketUploadStartSchema.safeParse({ production_plan_id: PLAN, total_rows: 0 }).success).toBe(false);
    const big = { scale_tickets: Array.from({ length: UPLOAD_CHUNK_ROWS + 1 }, () => ({})) };
    expect(ticketUploadChunkBodySchema.safeParse(big).error?.issues[0]?.path).toEqual(['scale_tickets']);
  });

  it('take a training list of up to 5,000 rows in one POST', () => {
    const doc = { training_year: 2026, company_sap_id: '0012345678', company_name: 'Co', active: true };
    const docs = (n: number) => ({ training_docs: Array.from({ length: n }, () => doc) });
    expect(companyTrainingPostSchema.safeParse(docs(TRAINING_UPLOAD_MAX_ROWS)).success).toBe(true);
    expect(companyTrainingPostSchema.safeParse(docs(TRAINING_UPLOAD_MAX_ROWS + 1)).success).toBe(false);
  });
});
