import type { SamlProviderInput } from '@portal/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import * as samlify from 'samlify';

/**
 * SAML 2.0 service provider for the portal, on samlify: SP-initiated sign-in with an AuthnRequest
 * sent by HTTP-Redirect, the IdP's signed Response received by HTTP-POST at the ACS. samlify
 * verifies the XML signature against the configured IdP certificate (and reads the assertion from
 * the signed node only), the Issuer, and NotBefore/NotOnOrAfter; the checks samlify leaves to the
 * caller (one assertion, audience, destination, InResponseTo) are done here and in the
 * ACS endpoint.
 */

// samlify asks the application for an XML check before it parses anything; well-formedness is what
// the auth library's own SSO plugin checks too (the DOM parser samlify uses refuses DOCTYPEs).
samlify.setSchemaValidator({
  async validate(xml: string) {
    if (XMLValidator.validate(xml, { allowBooleanAttributes: true }) === true) return 'SUCCESS_VALIDATE_XML';
    throw new Error('ERR_INVALID_XML');
  },
});

const BINDING = samlify.Constants.namespace.binding;
const EMAIL_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const TRANSIENT_NAME_ID = 'urn:oasis:names:tc:SAML:2.0:nameid-format:transient';
/** Allowed clock difference between the IdP and the portal. */
const CLOCK_SKEW_MS = 2 * 60 * 1000;
/** Larger responses are refused before any XML parsing. */
export const MAX_SAML_RESPONSE_BYTES = 256 * 1024;

const EMAIL_ATTRIBUTES = [
  'email',
  'mail',
  'emailAddress',
  'Email',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
];
const NAME_ATTRIBUTES = [
  'displayName',
  'name',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
  'urn:oid:2.16.840.1.113730.3.1.241',
];
const GIVEN_NAME_ATTRIBUTES = [
  'givenName',
  'firstName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
  'urn:oid:2.5.4.42',
];
const SURNAME_ATTRIBUTES = [
  'surname',
  'sn',
  'lastName',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
  'urn:oid:2.5.4.4',
];

export class SamlError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The portal's URLs for one SAML provider, under the auth library's base path. */
export function samlUrls(authBaseUrl: string, provider: Pick<SamlProviderInput, 'id' | 'sp_entity_id'>) {
  const metadata = `${authBaseUrl}/saml/metadata/${provider.id}`;
  return { metadata, acs: `${authBaseUrl}/saml/acs/${provider.id}`, entityId: provider.sp_entity_id || metadata };
}

/** A certificate as PEM, whether it was given as PEM or as bare base64. */
export function normalizeCertificate(cert: string): string {
  const body = cert.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
  const lines = body.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

export function createServiceProvider(authBaseUrl: string, provider: SamlProviderInput) {
  const urls = samlUrls(authBaseUrl, provider);
  return samlify.ServiceProvider({
    entityID: urls.entityId,
    assertionConsumerService: [{ Binding: BINDING.post, Location: urls.acs }],
    nameIDFormat: [EMAIL_NAME_ID],
    authnRequestsSigned: false,
    wantAssertionsSigned: true,
    clockDrifts: [-CLOCK_SKEW_MS, CLOCK_SKEW_MS],
  });
}

export function createIdentityProvider(provider: SamlProviderInput) {
  return samlify.IdentityProvider({
    entityID: provider.issuer,
    singleSignOnService: [{ Binding: BINDING.redirect, Location: provider.entry_point }],
    signingCert: normalizeCertificate(provider.idp_cert),
    wantAuthnRequestsSigned: false,
    // Not used (no single logout); named only so samlify does not warn on every sign-in.
    singleLogoutService: [{ Binding: BINDING.redirect, Location: provider.entry_point }],
  });
}

/** The AuthnRequest as an HTTP-Redirect URL to the IdP, and its ID (the Response's InResponseTo). */
export function createLoginRequest(authBaseUrl: string, provider: SamlProviderInput): { id: string; url: string } {
  const sp = createServiceProvider(authBaseUrl, provider);
  const request = sp.createLoginRequest(createIdentityProvider(provider), 'redirect') as {
    id: string;
    context: string;
  };
  return { id: request.id, url: request.context };
}

export type SamlIdentity = {
  /** Stable subject for the account row: the NameID, or the e-mail when the NameID is transient. */
  accountId: string;
  email: string;
  name: string;
  inResponseTo: string | null;
  attributes: Record<string, string | string[]>;
};

function countElements(node: unknown, name: string): number {
  if (Array.isArray(node)) return node.reduce((sum: number, child) => sum + countElements(child, name), 0);
  if (!node || typeof node !== 'object') return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === name) count += Array.isArray(value) ? value.length : 1;
    count += countElements(value, name);
  }
  return count;
}

function firstValue(attributes: Record<string, string | string[]>, names: string[]): string | undefined {
  for (const name of names) {
    const value = attributes[name];
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first.trim()) return first.trim();
  }
  return undefined;
}

/**
 * Verifies a posted SAMLResponse for this provider and reads who signed in. Throws SamlError on
 * anything that is not one valid, signed, current assertion addressed to this portal.
 */
export async function parseLoginResponse(
  authBaseUrl: string,
  provider: SamlProviderInput,
  samlResponse: string,
): Promise<SamlIdentity> {
  if (samlResponse.length > MAX_SAML_RESPONSE_BYTES)
    throw new SamlError('invalid_saml_response', 'The SAML response is too large');
  const encoded = samlResponse.replace(/\s+/g, '');
  const xml = Buffer.from(encoded, 'base64').toString('utf8');
  if (!xml.includes('<')) throw new SamlError('invalid_saml_response', 'The SAML response is not base64-encoded XML');
  let tree: unknown;
  try {
    tree = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true }).parse(xml);
  } catch {
    throw new SamlError('invalid_saml_response', 'The SAML response is not well-formed XML');
  }
  // One plain assertion only: no wrapped copies for a signature-wrapping attack, no encryption.
  if (countElements(tree, 'EncryptedAssertion') > 0)
    throw new SamlError('invalid_saml_response', 'Encrypted assertions are not supported');
  if (countElements(tree, 'Assertion') !== 1)
    throw new SamlError('invalid_saml_response', 'The SAML response must hold exactly one assertion');

  const sp = createServiceProvider(authBaseUrl, provider);
  const idp = createIdentityProvider(provider);
  let extract: Awaited<ReturnType<typeof sp.parseLoginResponse>>['extract'];
  try {
    ({ extract } = await sp.parseLoginResponse(idp, 'post', { body: { SAMLResponse: encoded } }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new SamlError('invalid_saml_response', `The SAML response was refused: ${reason}`);
  }

  const urls = samlUrls(authBaseUrl, provider);
  const audiences = ([] as string[]).concat(extract.audience ?? []);
  if (!audiences.includes(urls.entityId))
    throw new SamlError('invalid_saml_response', 'The assertion is not addressed to this portal (audience)');
  const destination = extract.response?.destination;
  if (typeof destination === 'string' && destination && destination !== urls.acs)
    throw new SamlError('invalid_saml_response', 'The response was sent to another address (destination)');

  const attributes = extract.attributes ?? {};
  const nameId = typeof extract.nameID === 'string' ? extract.nameID.trim() : '';
  const fromAttribute = firstValue(
    attributes,
    provider.email_attribute ? [provider.email_attribute] : EMAIL_ATTRIBUTES,
  );
  const email = (fromAttribute ?? (nameId.includes('@') ? nameId : '')).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new SamlError('invalid_saml_response', 'The assertion carries no e-mail address');
  const given = firstValue(attributes, GIVEN_NAME_ATTRIBUTES);
  const surname = firstValue(attributes, SURNAME_ATTRIBUTES);
  const name = firstValue(attributes, NAME_ATTRIBUTES) ?? ([given, surname].filter(Boolean).join(' ') || email);
  const transient = xml.includes(TRANSIENT_NAME_ID);
  const inResponseTo = extract.response?.inResponseTo;
  return {
    accountId: nameId && !transient ? nameId : email,
    email,
    name,
    inResponseTo: typeof inResponseTo === 'string' && inResponseTo ? inResponseTo : null,
    attributes,
  };
}

/** This portal's service-provider metadata for the IdP's administrator. */
export function serviceProviderMetadata(authBaseUrl: string, provider: SamlProviderInput): string {
  return createServiceProvider(authBaseUrl, provider).getMetadata();
}
