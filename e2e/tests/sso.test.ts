import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { generate } from 'selfsigned';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startOidcProvider, type TestOidcProvider } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { hasText, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

/**
 * Single sign-on in the browser: a local OpenID provider (oidc-provider, with a plain HTML login
 * form) added by the admin, then 'Sign in with …' on /login all the way to /contracts.
 */
let portal: BrowserPortal;
let idp: TestOidcProvider;
const ID = 'test-idp';

beforeAll(async () => {
  // The test IdPs are http on 127.0.0.1, which admin-added OIDC issuers may not be otherwise (L-10).
  portal = await startBrowserPortal({ env: { OIDC_ALLOW_PRIVATE_ISSUERS: 'true' } });
  idp = await startOidcProvider([
    {
      client_id: 'portal',
      client_secret: 'portal-secret',
      redirect_uris: [`${portal.baseURL}/api/auth/callback/${ID}`],
    },
  ]);
  idp.signInAs(null);
  const admin = await signIn(portal.portal.app, DEMO.admin);
  const created = await portal.portal.app.inject({
    method: 'POST',
    url: '/api/sso-providers',
    headers: { cookie: admin },
    payload: {
      type: 'oidc',
      id: ID,
      name: 'Test IdP',
      issuer: idp.issuer,
      client_id: 'portal',
      client_secret: 'portal-secret',
      domains: ['example.com', 'corp.example'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(async () => {
  await portal?.close();
  await idp?.close();
});

async function signInWithProvider(email: string) {
  const { page } = await portal.open();
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in with Test IdP' });
  await visible(button);
  await button.click();
  await page.waitForURL(`${idp.issuer}/interaction/**`);
  await page.getByLabel('IdP e-mail').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/contracts');
  return page;
}

describe('sign-in with an OpenID Connect provider', () => {
  it('/login shows one button per provider under the e-mail form', async () => {
    const { page } = await portal.open();
    await page.goto('/login');
    await visible(page.getByRole('button', { name: 'Sign in with Test IdP' }));
    await screenshot(page, 'login-sso-1280');
  });

  it('an existing e-mail signs in to that user and lands on /contracts', async () => {
    const page = await signInWithProvider(DEMO.reseller);
    const me = await page.evaluate(() => fetch('/api/my-highest-role').then((r) => r.json()));
    expect(me).toMatchObject({ email: DEMO.reseller, role_name: 'reseller' });
  });

  it('a new e-mail gets a user without a role, asked to complete the profile', async () => {
    const page = await signInWithProvider('first.timer@corp.example');
    await visible(page.getByRole('dialog', { name: 'Please Complete Profile' }));
    const me = await page.evaluate(() => fetch('/api/my-highest-role').then((r) => r.json()));
    expect(me).toMatchObject({ email: 'first.timer@corp.example', role_name: null });
    await screenshot(page, 'sso-new-user-1280');
  });

  it('a failed provider sign-in comes back to /login with a message', async () => {
    const { page } = await portal.open();
    await page.goto('/login?error=email_not_allowed');
    await hasText(page.getByRole('alert'), 'That e-mail address may not sign in through this provider.');
  });

  it('the admin page lists the provider with its redirect URI', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    const card = page.getByRole('heading', { name: 'Single sign-on' });
    await visible(card);
    await visible(page.getByText(`${portal.baseURL}/api/auth/callback/${ID}`));
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-sso-1280');
  });

  it('the admin adds a SAML provider in the card (checked by the domain schema), then removes it', async () => {
    const cert = (
      await generate([{ name: 'commonName', value: 'Browser IdP' }], { keySize: 2048, algorithm: 'sha256' })
    ).cert;
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Add provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add sign-in provider' });
    await dialog.getByText('SAML', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await visible(dialog.getByText('Please provide a name'));
    await visible(dialog.getByText('Please provide a valid http(s) URL'));
    await screenshot(page, 'admin-sso-add-saml-1280');

    await dialog.getByLabel(/^Name/).fill('Corp SAML');
    await dialog.getByLabel(/^Id\b/).fill('corp-saml');
    await dialog.getByLabel('Single sign-on URL').fill('https://idp.corp.example/sso');
    await dialog.getByLabel('IdP entity id (issuer)').fill('https://idp.corp.example/metadata');
    await dialog.getByLabel('IdP signing certificate').fill(cert);
    await dialog.getByLabel(/^Allowed e-mail domains/).fill('corp.example');
    await dialog.getByRole('button', { name: 'Add provider' }).click();
    await visible(page.getByText(`${portal.baseURL}/api/auth/saml/acs/corp-saml`));
    await visible(page.getByRole('link', { name: 'Service provider metadata' }));

    page.once('dialog', (d) => void d.accept());
    await page
      .getByRole('row', { name: /Corp SAML/ })
      .getByRole('button', { name: 'Remove' })
      .click();
    await page.getByText(`${portal.baseURL}/api/auth/saml/acs/corp-saml`).waitFor({ state: 'detached' });
  });
});

/**
 * SAML in the browser: a small identity provider made here with samlify. Its sign-on page reads the
 * portal's AuthnRequest (HTTP-Redirect) and shows a form that posts the signed Response to the ACS,
 * as a real IdP page does, from its own origin.
 */
describe('sign-in with a SAML identity provider', () => {
  const SAML_ID = 'browser-saml';
  let server: Server;
  let email: string = DEMO.receiver;

  beforeAll(async () => {
    const key = await generate([{ name: 'commonName', value: 'Browser SAML IdP' }], {
      keySize: 2048,
      algorithm: 'sha256',
    });
    server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const binding = samlify.Constants.namespace.binding;
    const identityProvider = samlify.IdentityProvider({
      entityID: `${base}/metadata`,
      privateKey: key.private,
      signingCert: key.cert,
      nameIDFormat: ['urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress'],
      singleSignOnService: [{ Binding: binding.redirect, Location: `${base}/sso` }],
      singleLogoutService: [{ Binding: binding.redirect, Location: `${base}/sso` }],
      wantAuthnRequestsSigned: false,
    });
    server.on('request', (request, response) => {
      void (async () => {
        const metadata = await fetch(`${portal.baseURL}/api/auth/saml/metadata/${SAML_ID}`).then((r) => r.text());
        const serviceProvider = samlify.ServiceProvider({ metadata });
        const query = Object.fromEntries(new URL(request.url ?? '/', base).searchParams);
        const login = (await identityProvider.parseLoginRequest(serviceProvider, 'redirect', {
          query,
        })) as unknown as Parameters<typeof identityProvider.createLoginResponse>[1];
        const answer = (await identityProvider.createLoginResponse(serviceProvider, login, 'post', { email })) as {
          context: string;
          entityEndpoint: string;
        };
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><html><body><h1>Browser SAML IdP</h1>` +
            `<form method="post" action="${answer.entityEndpoint}">` +
            `<input type="hidden" name="SAMLResponse" value="${answer.context}">` +
            `<button type="submit">Send to the portal</button></form></body></html>`,
        );
      })().catch((error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      });
    });

    const admin = await signIn(portal.portal.app, DEMO.admin);
    const created = await portal.portal.app.inject({
      method: 'POST',
      url: '/api/sso-providers',
      headers: { cookie: admin },
      payload: {
        type: 'saml',
        id: SAML_ID,
        name: 'Browser SAML',
        entry_point: `${base}/sso`,
        issuer: `${base}/metadata`,
        idp_cert: key.cert,
        domains: ['example.com'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('the IdP posts its signed Response to the ACS; the user lands on /contracts', async () => {
    email = DEMO.receiver;
    const { page } = await portal.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with Browser SAML' }).click();
    await visible(page.getByRole('heading', { name: 'Browser SAML IdP' }));
    await page.getByRole('button', { name: 'Send to the portal' }).click();
    await page.waitForURL('**/contracts');
    const me = await page.evaluate(() => fetch('/api/my-highest-role').then((r) => r.json()));
    expect(me).toMatchObject({ email: DEMO.receiver, role_name: 'receiver' });
  });
});
