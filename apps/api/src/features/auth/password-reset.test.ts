import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestPortal,
  DEMO,
  DEMO_PASSWORD,
  inject,
  json,
  signIn,
  signInRequest,
  type TestPortal,
} from '../../../test/portal';

type OutboxItem = {
  recipient: string;
  kind: string;
  channel: string;
  subject: string;
  link: string | null;
  status: string;
};

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

async function outboxFor(recipient: string): Promise<OutboxItem[]> {
  const cookie = await signIn(portal.app, DEMO.admin);
  const response = await inject(portal.app, { method: 'GET', url: '/api/outbox', cookie });
  expect(response.statusCode).toBe(200);
  return json<{ items: OutboxItem[] }>(response).items.filter((m) => m.recipient === recipient);
}

describe('password reset through the outbox', () => {
  const NEW_PASSWORD = 'Brand-New-Password-7';

  it('stores the reset e-mail, whose link leads to a working reset', async () => {
    expect(await outboxFor(DEMO.steward)).toEqual([]);

    const request = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: DEMO.steward, redirectTo: '/forgot-password' },
    });
    expect(request.statusCode).toBe(200);

    const messages = await outboxFor(DEMO.steward);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatchObject({ channel: 'email', kind: 'password-reset', status: 'stored' });
    expect(message!.link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/?]+\?callbackURL=/);

    // Following the link: Better Auth checks the token and redirects to the page with it.
    const link = new URL(message!.link!);
    const follow = await inject(portal.app, { method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    const location = new URL(String(follow.headers.location), 'http://localhost:3000');
    expect(location.pathname).toBe('/forgot-password');
    const token = location.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: NEW_PASSWORD, token },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signInRequest(portal.app, DEMO.steward, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signInRequest(portal.app, DEMO.steward, DEMO_PASSWORD)).statusCode).toBe(401);

    // The token is single-use.
    const again = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'Another-Password-8', token },
    });
    expect(again.statusCode).toBe(400);
    expect((await signInRequest(portal.app, DEMO.steward, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('revokes the sessions that existed before the reset', async () => {
    const before = await signIn(portal.app, DEMO.operator);
    await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: DEMO.operator, redirectTo: '/forgot-password' },
    });
    const [message] = await outboxFor(DEMO.operator);
    const link = new URL(message!.link!);
    const follow = await inject(portal.app, { method: 'GET', url: link.pathname + link.search });
    const token = new URL(String(follow.headers.location), 'http://x').searchParams.get('token');
    const reset = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: NEW_PASSWORD, token },
    });
    expect(reset.statusCode).toBe(200);
    const stale = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie: before });
    expect(stale.statusCode).toBe(401);
  });

  it('an invalid token is refused and changes nothing', async () => {
    const reset = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: NEW_PASSWORD, token: 'not-a-real-token' },
    });
    expect(reset.statusCode).toBe(400);
    expect((await signInRequest(portal.app, DEMO.receiver, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a following link with a bad token redirects with an error instead of a token', async () => {
    const follow = await inject(portal.app, {
      method: 'GET',
      url: '/api/auth/reset-password/bogus-token?callbackURL=%2Fforgot-password',
    });
    expect(follow.statusCode).toBe(302);
    const location = new URL(String(follow.headers.location), 'http://localhost:3000');
    expect(location.searchParams.get('token')).toBeNull();
    expect(location.searchParams.get('error')).toBeTruthy();
  });

  it('an unknown e-mail gets the same answer and stores nothing', async () => {
    const request = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'stranger@example.com', redirectTo: '/forgot-password' },
    });
    expect(request.statusCode).toBe(200);
    expect(await outboxFor('stranger@example.com')).toEqual([]);
  });
});
