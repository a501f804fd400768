import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export type TestOidcClient = { client_id: string; client_secret: string; redirect_uris: string[] };

export type TestOidcProvider = {
  /** http://127.0.0.1:{port}: the issuer, and where discovery lives. */
  issuer: string;
  /**
   * The e-mail address the next login completes as without a page (API tests); null shows a plain
   * HTML login form instead (browser tests).
   */
  signInAs: (email: string | null) => void;
  close: () => Promise<void>;
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 and a free port, with
 * the given clients. Users are their e-mail addresses (sub = email; email_verified true unless the
 * address starts with 'unverified.'). Login is
 * either automatic (signInAs(email)) or a plain HTML form; consent is always granted.
 */
export async function startOidcProvider(clients: TestOidcClient[]): Promise<TestOidcProvider> {
  let autoEmail: string | null = null;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    })),
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          const verified = !sub.startsWith('unverified.');
          return { sub, email: sub, email_verified: verified, name: `Test ${sub.split('@')[0]}` };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['test-oidc-provider-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
  });
  const callback = provider.callback();

  async function finishLogin(request: IncomingMessage, response: ServerResponse, email: string) {
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: email } },
      { mergeWithLastSubmission: false },
    );
  }

  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    const uid = details.uid;
    if (details.prompt.name === 'login') {
      if (request.method === 'POST') {
        const email = (await readForm(request)).get('email')?.trim().toLowerCase() ?? '';
        return finishLogin(request, response, email);
      }
      if (autoEmail) return finishLogin(request, response, autoEmail);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html><head><title>Test identity provider</title></head><body>` +
          `<h1>Test identity provider</h1><form method="post" action="/interaction/${escapeHtml(uid)}">` +
          `<label>IdP e-mail <input name="email" type="email" autofocus></label> <button type="submit">Continue</button>` +
          `</form></body></html>`,
      );
      return;
    }
    // Consent: grant what the client asked for.
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id as string;
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(request, response, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  server.on('request', (request, response) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
      return;
    }
    void callback(request, response);
  });

  return {
    issuer,
    signInAs(email) {
      autoEmail = email;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one host, kept across fetches (oidc-provider's session and interaction cookies). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Follows the identity provider's redirects (keeping its cookies) from an authorization URL until
 * one leaves for another origin: that URL, the portal's callback, is returned.
 */
export async function followProviderRedirects(start: string, jar = new CookieJar()): Promise<string> {
  let url = start;
  const origin = new URL(start).origin;
  for (let hop = 0; hop < 20; hop += 1) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`The identity provider answered ${response.status} at ${url}: ${await response.text()}`);
    const next = new URL(location, url).toString();
    if (new URL(next).origin !== origin) return next;
    url = next;
  }
  throw new Error('Too many redirects at the identity provider');
}
