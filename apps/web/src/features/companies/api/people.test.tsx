import { afterEach, describe, expect, it, vi } from 'vitest';
import { InviteFailure, useInviteUser, type InviteVariables } from './people';
import { renderHookWith } from '../../../testing/render';

const COMPANY = '33333333-3333-4333-8333-333333333333';
const ROLE = '44444444-4444-4444-8444-444444444444';

type Reply = { status: number; body: unknown };
const refusal = (status: number, code: string): Reply => ({
  status,
  body: { error: { code, message: code, details: null } },
});

/** fetch answering by "METHOD /path"; anything else fails the test. */
function answer(replies: Record<string, Reply>) {
  const fetch = vi.fn(async (url: URL, init?: RequestInit) => {
    const reply = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!reply) throw new Error(`unexpected ${init?.method ?? 'GET'} ${url.pathname}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function invite(variables: InviteVariables) {
  const { result } = renderHookWith(() => useInviteUser(COMPANY));
  return result.current.mutateAsync(variables);
}

const failureOf = (variables: InviteVariables) =>
  invite(variables).then(
    () => null,
    (error: unknown) => (error instanceof InviteFailure ? { state: error.state, email: error.email } : error),
  );

afterEach(() => vi.unstubAllGlobals());

describe('useInviteUser', () => {
  it('adds a new user by e-mail, then assigns them, answering the address invited', async () => {
    answer({
      'POST /api/company-management/v1/users': { status: 200, body: { data: { user_id: 'u-9' } } },
      'POST /api/assignments': { status: 200, body: {} },
    });
    expect(await invite({ kind: 'new', email: 'morgan@example.com', role_id: ROLE })).toBe('morgan@example.com');
  });

  it("names the spec's failure states: the user exists, is already assigned, is unknown", async () => {
    answer({ 'POST /api/company-management/v1/users': refusal(409, 'conflict') });
    expect(await failureOf({ kind: 'new', email: 'a@example.com', role_id: ROLE })).toEqual({
      state: 'FAILED_USER_ALREADY_EXISTS',
      email: 'a@example.com',
    });
    answer({ 'POST /api/assignments': refusal(400, 'already_assigned') });
    expect(await failureOf({ kind: 'existing', user_id: 'u-1', email: 'b@example.com', role_id: ROLE })).toEqual({
      state: 'FAILED_USER_ALREADY_ASSIGNED',
      email: 'b@example.com',
    });
    answer({ 'POST /api/assignments': refusal(404, 'user_not_found') });
    expect(await failureOf({ kind: 'existing', user_id: 'u-1', email: 'c@example.com', role_id: ROLE })).toEqual({
      state: 'FAILED_USER_DOESNT_EXIST',
      email: 'c@example.com',
    });
    answer({ 'GET /api/company-management/v1/users': refusal(404, 'not_found') });
    expect(await failureOf({ kind: 'typed', email: 'nobody@example.com', role_id: ROLE })).toEqual({
      state: 'UNKNOWN_EMAIL',
      email: 'nobody@example.com',
    });
    answer({ 'POST /api/company-management/v1/users': refusal(500, 'internal') });
    expect(await failureOf({ kind: 'new', email: 'd@example.com', role_id: ROLE })).toEqual({
      state: 'FAILED',
      email: 'd@example.com',
    });
  });
});
