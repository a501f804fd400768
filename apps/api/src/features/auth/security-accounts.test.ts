import { COMMON_PASSWORD_MESSAGE, PASSWORD_MIN_LENGTH, VERIFICATION_MAILS_PER_HOUR } from '@portal/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, loginLinks, outbox, roles, sessions, users } from '../../db/schema';
import {
  cookieHeader,
  createTestPortal,
  DEMO,
  DEMO_PASSWORD,
  errorOf,
  inject,
  json,
  signIn,
  signInRequest,
  type TestPortal,
} from '../../../test/portal';
import { createLoginLink } from '../../services/login-links';

let portal: TestPortal;
let admin: string;
beforeAll(async () => {
  portal = await createTestPortal();
  admin = await signIn(portal.app, DEMO.admin);
});
afterAll(() => portal?.close());

const STRONG = 'Attacker-Chosen-Secret-9';

const signUp = (email: string, password = STRONG) =>
  inject(portal.app, { method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name: '' } });

async function lastMessage(recipient: string, kind: string) {
  const [row] = await portal.app.deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.created))
    .limit(1);
  return row;
}

async function userId(email: string) {
  const [row] = await portal.app.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The login hash of the latest invitation e-mail to the address. */
async function invitationHash(email: string) {
  const message = await lastMessage(email, 'invite');
  return new URL(message!.link!).pathname.replace('/login/', '');
}

describe('H-3: self sign-up needs a verified e-mail; invitations do not hand a role to a pre-registered account', () => {
  it('H-3: sign-up creates no session; sign-in waits for the verification link, which signs in', async () => {
    const email = 'self.signup@example.net';
    const response = await signUp(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(cookieHeader(response)).not.toContain('session_token');
    expect((await signInRequest(portal.app, email, STRONG)).statusCode).toBe(403);

    const message = await lastMessage(email, 'verify-email');
    expect(message?.link).toMatch(/\/api\/auth\/verify-email\?token=/);
    const link = new URL(message!.link!);
    const follow = await inject(portal.app, { method: 'GET', url: link.pathname + link.search });
    expect(follow.statusCode).toBe(302);
    expect(new URL(String(follow.headers.location), 'http://x').pathname).toBe('/new-user');
    const cookie = cookieHeader(follow);
    expect(cookie).toContain('session_token');
    const me = await inject(portal.app, { method: 'GET', url: '/api/my-highest-role', cookie });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ email, permissions: [] });
    expect((await signInRequest(portal.app, email, STRONG)).statusCode).toBe(200);
  });

  it('H-3 / L-12: sign-up for a registered e-mail answers exactly like a new one and changes nothing', async () => {
    const taken = await signUp(DEMO.reseller);
    const fresh = await signUp('someone.new@example.net');
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(json(taken)).sort()).toEqual(Object.keys(json(fresh)).sort());
    expect(json(taken)).toMatchObject({ token: null });
    expect((await signInRequest(portal.app, DEMO.reseller, DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await signInRequest(portal.app, DEMO.reseller, STRONG)).statusCode).toBe(401);
  });

  it('H-3: POST /api/assignments to an unverified self-registered account resets its password; the invitee sets their own', async () => {
    const victim = 'new.hire@cornbelt.example.net';
    expect((await signUp(victim)).statusCode).toBe(200);
    const db = portal.app.deps.db;
    const [company] = await db
      .select({ id: companies.companyId })
      .from(companies)
      .where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
    const [role] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleType, 'external')).limit(1);
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/assignments',
      cookie: admin,
      payload: { user_id: await userId(victim), company_id: company!.id, role_id: role!.id },
    });
    expect(invite.statusCode, invite.body).toBe(200);

    // The invitee follows the invitation link: no password is set, they choose theirs.
    const hash = await invitationHash(victim);
    const check = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(json(check)).toMatchObject({ email: victim, has_password: false });
    const own = 'Invitee-Own-Password-4';
    const redeem = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: own },
    });
    expect(redeem.statusCode, redeem.body).toBe(200);
    // The address is now verified, and still the attacker's password opens nothing.
    expect((await signInRequest(portal.app, victim, STRONG)).statusCode).toBe(401);
    expect((await signInRequest(portal.app, victim, own)).statusCode).toBe(200);
  });

  it('H-3: POST /api/invite-admin with user_type existing does the same for an unverified account', async () => {
    const victim = 'future.admin@example.net';
    expect((await signUp(victim)).statusCode).toBe(200);
    const [role] = await portal.app.deps.db
      .select({ id: roles.roleId })
      .from(roles)
      .where(eq(roles.roleType, 'admin'))
      .limit(1);
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/invite-admin',
      cookie: admin,
      payload: { user_type: 'existing', company_id: 'admin', role_id: role!.id, user_id: await userId(victim) },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const message = await lastMessage(victim, 'invite-admin');
    const hash = new URL(message!.link!).pathname.replace('/login/', '');
    const check = await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` });
    expect(json(check)).toMatchObject({ has_password: false });
    // Whoever holds the old password cannot get in, even once the address is verified some other way.
    await portal.app.deps.db.update(users).set({ emailVerified: true }).where(eq(users.email, victim));
    expect((await signInRequest(portal.app, victim, STRONG)).statusCode).toBe(401);
  });
});

describe('N-7: verification mails are limited; invitations reset accounts that never signed in', () => {
  const cornbelt = async () => {
    const db = portal.app.deps.db;
    const [company] = await db
      .select({ id: companies.companyId })
      .from(companies)
      .where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
    const [role] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleType, 'external')).limit(1);
    return { company_id: company!.id, role_id: role!.id };
  };

  it(`N-7: sign-up and repeated sign-ins of an unverified account send at most ${VERIFICATION_MAILS_PER_HOUR} verification mails an hour`, async () => {
    const victim = 'flooded@cornbelt.example.net';
    expect((await signUp(victim)).statusCode).toBe(200);
    for (let i = 0; i < 7; i++) expect((await signInRequest(portal.app, victim, STRONG)).statusCode).toBe(403);
    const mails = await portal.app.deps.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, victim), eq(outbox.kind, 'verify-email')));
    expect(mails).toHaveLength(VERIFICATION_MAILS_PER_HOUR);
  });

  it("N-7: an account verified by the owner clicking the mail, but never signed in, loses the registrant's password when invited", async () => {
    const victim = 'clicked.the.mail@cornbelt.example.net';
    expect((await signUp(victim)).statusCode).toBe(200);
    // The owner clicks "Confirm your e-mail address": the address is verified with the registrant's password.
    const link = new URL((await lastMessage(victim, 'verify-email'))!.link!);
    expect((await inject(portal.app, { method: 'GET', url: link.pathname + link.search })).statusCode).toBe(302);
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/assignments',
      cookie: admin,
      payload: { user_id: await userId(victim), ...(await cornbelt()) },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await signInRequest(portal.app, victim, STRONG)).statusCode).toBe(401);
    const check = await inject(portal.app, { method: 'GET', url: `/api/login-links/${await invitationHash(victim)}` });
    expect(json(check)).toMatchObject({ email: victim, has_password: false });
  });

  it('N-7: an account that has signed in keeps its password when invited to another company', async () => {
    const own = 'Signed-In-Owner-Password-5';
    const email = 'signed.in@cornbelt.example.net';
    expect((await signUp(email, own)).statusCode).toBe(200);
    const link = new URL((await lastMessage(email, 'verify-email'))!.link!);
    await inject(portal.app, { method: 'GET', url: link.pathname + link.search });
    expect((await signInRequest(portal.app, email, own)).statusCode).toBe(200);
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/assignments',
      cookie: admin,
      payload: { user_id: await userId(email), ...(await cornbelt()) },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    expect((await signInRequest(portal.app, email, own)).statusCode).toBe(200);
  });
});

describe('L-12: password rules and session lifetime', () => {
  it(`L-12: passwords need ${PASSWORD_MIN_LENGTH} characters and may not be common ones`, async () => {
    const short = await signUp('short.password@example.net', 'Short-pw-1');
    expect(short.statusCode).toBe(400);
    const common = await signUp('common.password@example.net', 'Password1234');
    expect(common.statusCode).toBe(400);
    expect(json<{ message: string }>(common).message).toBe(COMMON_PASSWORD_MESSAGE);
    const [row] = await portal.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'common.password@example.net'));
    expect(row).toBeUndefined();
  });

  it('L-12: a common password is refused on the invitation link and on reset too', async () => {
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email: 'invited.common@example.net', name: '' });
    const hash = await createLoginLink(portal.app.deps.db, id, 'invite');
    const redeem = await inject(portal.app, {
      method: 'POST',
      url: `/api/login-links/${hash}`,
      payload: { password: 'qwertyuiop123' },
    });
    expect(redeem.statusCode).toBe(400);
    expect(json<{ error: { message: string } }>(redeem).error.message).toContain(COMMON_PASSWORD_MESSAGE);
    expect(errorOf(redeem)).toEqual({
      code: 'validation_failed',
      message: COMMON_PASSWORD_MESSAGE,
      details: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }],
    });

    const reset = await inject(portal.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: '123456789012', token: 'whatever-token' },
    });
    expect(reset.statusCode).toBe(400);
    expect(json<{ message: string }>(reset).message).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('L-12: a session has an absolute lifetime of 7 days, however often it is refreshed', async () => {
    const cookie = await signIn(portal.app, DEMO.steward);
    const db = portal.app.deps.db;
    const stewardId = await userId(DEMO.steward);
    const [session] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, stewardId))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    // Signed in almost 7 days ago and used all along: it expires in 30 minutes and is due for a refresh.
    const createdAt = new Date(Date.now() - 7 * 24 * 3600 * 1000 + 10 * 60 * 1000);
    await db
      .update(sessions)
      .set({ createdAt, expiresAt: new Date(Date.now() + 30 * 60 * 1000) })
      .where(eq(sessions.id, session!.id));
    const used = await inject(portal.app, { method: 'GET', url: '/api/auth/get-session', cookie });
    expect(used.statusCode).toBe(200);
    const [after] = await db.select().from(sessions).where(eq(sessions.id, session!.id));
    expect(after!.expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + 7 * 24 * 3600 * 1000);
  });
});

describe('L-7: invitation redemption', () => {
  it('L-7: two concurrent redemptions of one link: one sets the password, the other fails', async () => {
    const id = crypto.randomUUID();
    await portal.app.deps.db.insert(users).values({ id, email: 'race@example.net', name: '' });
    const hash = await createLoginLink(portal.app.deps.db, id, 'invite');
    const [first, second] = await Promise.all(
      ['Racer-One-Password-1', 'Racer-Two-Password-2'].map((password) =>
        inject(portal.app, { method: 'POST', url: `/api/login-links/${hash}`, payload: { password } }),
      ),
    );
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 404]);
    const winner = first!.statusCode === 200 ? 'Racer-One-Password-1' : 'Racer-Two-Password-2';
    const loser = first!.statusCode === 200 ? 'Racer-Two-Password-2' : 'Racer-One-Password-1';
    expect((await signInRequest(portal.app, 'race@example.net', winner)).statusCode).toBe(200);
    expect((await signInRequest(portal.app, 'race@example.net', loser)).statusCode).toBe(401);
  });

  it('L-7: a link stops working once its assignment is removed', async () => {
    const db = portal.app.deps.db;
    const id = crypto.randomUUID();
    const email = 'removed.invitee@example.net';
    await db.insert(users).values({ id, email, name: '' });
    const [company] = await db
      .select({ id: companies.companyId })
      .from(companies)
      .where(eq(companies.companyName, 'Cornbelt Renewable Fuels'));
    const [role] = await db.select({ id: roles.roleId }).from(roles).where(eq(roles.roleType, 'external')).limit(1);
    const invite = await inject(portal.app, {
      method: 'POST',
      url: '/api/assignments',
      cookie: admin,
      payload: { user_id: id, company_id: company!.id, role_id: role!.id },
    });
    expect(invite.statusCode).toBe(200);
    const hash = await invitationHash(email);
    const removed = await inject(portal.app, {
      method: 'DELETE',
      url: `/api/assignments?user_id=${id}&company_id=${company!.id}`,
      cookie: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await inject(portal.app, { method: 'GET', url: `/api/login-links/${hash}` })).statusCode).toBe(404);
    expect(await db.select().from(loginLinks).where(eq(loginLinks.userId, id))).toEqual([]);
  });
});
