import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/api';
import { saveInSession } from './save-in-session';
import { saveProgressText } from './save-progress-text';

vi.mock('../../lib/api', () => ({ api: vi.fn() }));
const call = vi.mocked(api);

const rows = Array.from({ length: 5_000 }, (_, i) => ({ n: String(i) }));
const session = { upload_id: 'u1', total_rows: 5_000, chunk_rows: 2_000, expires_at: '' };

describe('saveInSession', () => {
  beforeEach(() => call.mockReset());

  it('X2: stages the rows chunk by chunk, reporting "Stored 2,000 of 5,000 rows", then commits once', async () => {
    call.mockImplementation(async (path: string) => (path === '/growers/uploads' ? session : { growers: 5_000 }));
    const texts: string[] = [];
    const result = await saveInSession(
      '/growers/uploads',
      {},
      rows,
      (chunk) => ({ rows: chunk }),
      (done, total) => texts.push(saveProgressText({ done, total })),
    );
    expect(result).toEqual({ growers: 5_000 });
    expect(texts).toEqual([
      'Stored 0 of 5,000 rows',
      'Stored 2,000 of 5,000 rows',
      'Stored 4,000 of 5,000 rows',
      'Saving all 5,000 rows…',
    ]);
    expect(call.mock.calls.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      'POST /growers/uploads',
      'PUT /growers/uploads/u1/chunks/0',
      'PUT /growers/uploads/u1/chunks/1',
      'PUT /growers/uploads/u1/chunks/2',
      'POST /growers/uploads/u1/commit',
    ]);
    expect(call.mock.calls[0]![1]).toMatchObject({ body: { total_rows: 5_000 } });
  });

  it('drops the session when the commit fails', async () => {
    call.mockImplementation(async (path: string, init) => {
      if (path === '/growers/uploads') return session;
      if (String(path).endsWith('/commit')) throw new Error('rejected');
      return init?.method === 'DELETE' ? { deleted: 1 } : {};
    });
    await expect(
      saveInSession(
        '/growers/uploads',
        {},
        rows,
        (chunk) => ({ rows: chunk }),
        () => {},
      ),
    ).rejects.toThrow('rejected');
    expect(call).toHaveBeenLastCalledWith('/growers/uploads/u1', { method: 'DELETE' });
  });
});
