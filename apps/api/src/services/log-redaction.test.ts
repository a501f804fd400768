import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLog, createTestPortal, DEMO, inject, signIn, type TestPortal } from '../../test/portal';
import { redactText } from './log-redaction';

/** Every log line the app writes, as text. */
const { lines, logger } = capturedLog();

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({ logger });
});
// The outage test closed the database already.
afterAll(() => portal?.close().catch(() => undefined));

/** The session token: the cookie value before the signature's dot. */
function sessionToken(cookie: string): string {
  const value = /session_token=([^;]+)/.exec(cookie)![1]!;
  return decodeURIComponent(value).split('.')[0]!;
}

describe('session tokens stay out of the error log', () => {
  it('a failed query that names its parameters logs the query without them', () => {
    const message = 'Failed query: select "id" from "session" where "token" = $1\nparams: secret-token-1';
    const stack = `Error: ${message}\n    at query (session.js:1:1)\n    at run (index.js:2:2)`;
    expect(redactText(message)).toBe('Failed query: select "id" from "session" where "token" = $1\nparams: [redacted]');
    expect(redactText(stack)).not.toContain('secret-token-1');
    expect(redactText(stack)).toContain('at query (session.js:1:1)');
    expect(redactText('cookie: portal.session_token=abc.def; other=1')).not.toContain('abc');
  });

  // Last: it closes the database.
  it('during a database outage no log line carries a signed-in user’s session token', async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    const token = sessionToken(cookie);
    expect(token.length).toBeGreaterThan(10);
    const database = portal.app.deps.database;
    // The requests a database gate let in just before the outage: their queries fail and are logged.
    database.answers = async () => true;
    await database.close();
    lines.length = 0;

    for (const url of ['/api/my-highest-role', '/api/grower-contracts/v1', '/api/auth/get-session']) {
      const response = await inject(portal.app, { method: 'GET', url, cookie });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(500);
    }
    const signOut = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      cookie,
      headers: { origin: portal.config.publicUrl },
    });
    expect(signOut.statusCode).toBeGreaterThanOrEqual(400);

    const log = lines.join('');
    // The failures were logged (with their queries), only without the token.
    expect(log).toContain('request failed');
    expect(log).toContain('Failed query');
    expect(log).not.toContain(token);
    expect(log).not.toContain(encodeURIComponent(token));
  });
});
