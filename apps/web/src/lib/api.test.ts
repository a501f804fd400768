import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, apiWithVersion } from './api';

/** fetch answering with this status, body and headers; returns the mock to read what was sent. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn<(url: URL, init?: RequestInit) => Promise<Response>>(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('record versions in the API client', () => {
  it("reads a reply's ETag as the record's version", async () => {
    answer(200, { data: { company_id: 'c1' } }, { etag: '"4711"' });
    await expect(apiWithVersion('/company-management/v1')).resolves.toEqual({
      data: { data: { company_id: 'c1' } },
      version: '4711',
    });
  });

  it('sends the version a write was made on as If-Match', async () => {
    const fetch = answer(200, {});
    await api('/scale-ticket', { method: 'PATCH', body: { a: 1 }, ifMatch: '12' });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.headers).toEqual({ 'content-type': 'application/json', 'if-match': '"12"' });
  });

  it("a stale write arrives as an ApiError with status 412 and the server's message", async () => {
    const message =
      'Alex Morgan changed this record on Nov 27, 2026 at 3:04 PM UTC. Reload it to see their changes, then apply yours again.';
    answer(412, {
      error: { code: 'conflict', message, details: { changedBy: 'Alex Morgan', changedAt: '2026-11-27T15:04:00Z' } },
    });
    const failure = await api('/scale-ticket', { method: 'PATCH', body: {}, ifMatch: '1' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 412, message, body: { code: 'conflict' } });
  });
});
