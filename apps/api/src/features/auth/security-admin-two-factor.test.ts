import { TWO_FACTOR_TEXTS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestPortal,
  DEMO,
  DEMO_PASSWORD,
  inject,
  json,
  signIn,
  signInRequest,
  type TestPortal,
} from '../../../test/portal';
import { totp } from '../../../test/totp';

/** Cookie header merging: later set-cookies replace earlier ones of the same name. */
function mergeCookies(...headers: string[]): string {
  const jar = new Map<string, string>();
  for (const header of headers)
    for (const pair of header.split('; ').filter(Boolean)) jar.set(pair.split('=')[0]!, pair);
  return [...jar.values()].join('; ');
}

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal({ env: { ADMIN_TWO_FACTOR: 'required' } });
});
afterAll(() => portal?.close());

describe('L-12: admins need a second factor (ADMIN_TWO_FACTOR=required)', () => {
  let secret = '';
  let backupCodes: string[] = [];

  it('L-12: an admin without TOTP is refused on admin and other routes, but may enrol', async () => {
    const cookie = await signIn(portal.app, DEMO.admin);
    for (const url of ['/api/my-highest-role', '/api/company-management/v1']) {
      const refused = await inject(portal.app, { method: 'GET', url, cookie });
      expect(refused.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(refused).error.code).toBe('two_factor_required');
    }
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/invite-admin',
      cookie,
      payload: { email: 'second.admin@example.com' },
    });
    expect(invite.statusCode).toBe(403);

    // Better Auth's other endpoints wait too; the session itself can be read.
    const profile = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/update-user',
      cookie,
      payload: { name: 'Changed' },
    });
    expect(profile.statusCode).toBe(403);
    expect(json<{ error: { code: string } }>(profile).error.code).toBe('two_factor_required');
    const session = await inject(portal.app, { method: 'GET', url: '/api/auth/get-session', cookie });
    expect(session.statusCode).toBe(200);

    // Enrolment: the password, then the secret (otpauth URI) and the recovery codes.
    const enable = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { password: DEMO_PASSWORD },
    });
    expect(enable.statusCode).toBe(200);
    const body = json<{ totpURI: string; backupCodes: string[] }>(enable);
    const uri = new URL(body.totpURI);
    expect(uri.protocol).toBe('otpauth:');
    secret = uri.searchParams.get('secret')!;
    backupCodes = body.backupCodes;
    expect(backupCodes.length).toBeGreaterThan(0);

    // Not enabled until a code confirms it.
    const stillRefused = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(stillRefused.statusCode).toBe(403);

    const wrong = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie,
      payload: { code: totp(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(401);

    const confirm = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie,
      payload: { code: totp(secret) },
    });
    expect(confirm.statusCode).toBe(200);
    const enrolled = mergeCookies(cookie, cookieHeader(confirm));
    const allowed = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie: enrolled });
    expect(allowed.statusCode).toBe(200);
  });

  it('L-12: sign-in then asks for the code; a wrong code is refused, the right one signs in', async () => {
    const first = await signInRequest(portal.app, DEMO.admin);
    expect(first.statusCode).toBe(200);
    expect(json(first).twoFactorRedirect).toBe(true);
    const pending = cookieHeader(first);
    expect(pending).not.toContain('session_token');
    // The password alone reaches nothing.
    const noSession = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie: pending });
    expect(noSession.statusCode).toBe(401);

    const wrong = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie: pending,
      payload: { code: totp(secret, Date.now() - 10 * 60_000) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(cookieHeader(wrong)).not.toContain('session_token');

    const right = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie: pending,
      payload: { code: totp(secret) },
    });
    expect(right.statusCode).toBe(200);
    const cookie = cookieHeader(right);
    expect(cookie).toContain('session_token');
    const allowed = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(allowed.statusCode).toBe(200);
  });

  it('L-12: a recovery code signs in once', async () => {
    const code = backupCodes[0]!;
    const use = async () => {
      const first = await signInRequest(portal.app, DEMO.admin);
      return inject(portal.app, {
        method: 'POST',
        url: '/api/auth/two-factor/verify-backup-code',
        cookie: cookieHeader(first),
        payload: { code },
      });
    };
    const once = await use();
    expect(once.statusCode).toBe(200);
    expect(cookieHeader(once)).toContain('session_token');
    const twice = await use();
    expect(twice.statusCode).toBe(401);
    expect(cookieHeader(twice)).not.toContain('session_token');
  });

  it('L-12: users without an admin assignment are not asked to enrol', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const response = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(response.statusCode).toBe(200);
  });

  it('L-12: where the second factor is required an admin cannot turn it off, and may regenerate the recovery codes', async () => {
    const first = await signInRequest(portal.app, DEMO.admin);
    const verified = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie: cookieHeader(first),
      payload: { code: totp(secret) },
    });
    const cookie = cookieHeader(verified);

    const disable = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: DEMO_PASSWORD },
    });
    expect(disable.statusCode).toBe(403);
    // Better Auth's error shape, which the auth client reads.
    expect(json(disable)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', message: TWO_FACTOR_TEXTS.cannotTurnOff });
    expect((await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie })).statusCode).toBe(200);
    expect(json(await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie })).two_factor).toEqual({
      enabled: true,
      required: true,
    });

    const wrongPassword = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/generate-backup-codes',
      cookie,
      payload: { password: 'not the password at all' },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const regenerated = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/generate-backup-codes',
      cookie,
      payload: { password: DEMO_PASSWORD },
    });
    expect(regenerated.statusCode).toBe(200);
    const fresh = json<{ backupCodes: string[] }>(regenerated).backupCodes;
    expect(fresh).toHaveLength(backupCodes.length);
    expect(fresh.filter((code) => backupCodes.includes(code))).toEqual([]);
    // The old codes stop working.
    const old = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-backup-code',
      cookie: cookieHeader(await signInRequest(portal.app, DEMO.admin)),
      payload: { code: backupCodes[1] },
    });
    expect(old.statusCode).toBe(401);
  });

  it('L-12: a user who is not required to use a second factor may turn it off with the password', async () => {
    const cookie = await signIn(portal.app, DEMO.receiver);
    const enable = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { password: DEMO_PASSWORD },
    });
    const receiverSecret = new URL(json<{ totpURI: string }>(enable).totpURI).searchParams.get('secret')!;
    const confirm = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/verify-totp',
      cookie,
      payload: { code: totp(receiverSecret) },
    });
    const enrolled = mergeCookies(cookie, cookieHeader(confirm));
    const me = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie: enrolled });
    expect(json(me).two_factor).toEqual({ enabled: true, required: false });
    const disable = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/two-factor/disable',
      cookie: enrolled,
      payload: { password: DEMO_PASSWORD },
    });
    expect(disable.statusCode, disable.body).toBe(200);
    const after = await inject(portal.app, {
      method: 'GET',
      url: '/api/my-highest-role',
      cookie: mergeCookies(enrolled, cookieHeader(disable)),
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(json(after).two_factor).toEqual({ enabled: false, required: false });
  });
});
