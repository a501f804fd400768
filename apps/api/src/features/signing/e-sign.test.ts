import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, inject, injectAs, json, type TestPortal } from '../../../test/portal';
import { auditLog, contractHistory, contracts, contractSigners, stewardshipActivities } from '../../db/schema';
import { createESignature } from '../../services/e-signature';
import { sign } from './sign-contract';
import { pdfTextLines } from '../../../test/fixtures/pdf-text';
import { insertContract, messagesAbout, setUserPhone, tokenOf } from './signing.fixtures';

let portal: TestPortal;

beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

type Session = {
  can_sign: boolean;
  signer: { contract_signer_id: string; role: string };
  contract: { contract_state: string };
  document_url: string;
  document_sha256: string;
};

type SentSigner = { role: string; contract_signer_id: string; email: string; first_name: string; last_name: string };

/** A contract sent to its proposed signers (the demo's Cornbelt signers); each signer's link token. */
async function sentContract(options: Parameters<typeof insertContract>[1] = {}) {
  const contract = await insertContract(portal.app, options);
  const proposal = await injectAs(portal.app, DEMO.receiver, {
    method: 'GET',
    url: `/api/signers?contract_id=${contract.contractId}`,
  });
  const proposed = json<{ data: { signers: { role: string }[] } }>(proposal).data.signers;
  const sent = await injectAs(portal.app, DEMO.receiver, {
    method: 'POST',
    url: '/api/signers',
    payload: { contract_id: contract.contractId, signers: proposed },
  });
  expect(sent.statusCode).toBe(200);
  const messages = await messagesAbout(portal.app, contract.newContractId);
  const signers = json<{ data: { signers: SentSigner[] } }>(sent).data.signers;
  const tokenFor = (signer: SentSigner) => tokenOf(messages.find((m) => m.recipient === signer.email)!.link);
  const token = (role: string) => tokenFor(signers.find((s) => s.role === role)!);
  return { ...contract, signers, token, tokenFor };
}

const signWith = (token: string, signature_name: string, address = '203.0.113.7') =>
  portal.app.inject({
    method: 'POST',
    url: `/api/e-sign/${token}`,
    remoteAddress: address,
    payload: { signature_name, agree: true },
  });

const stateOf = async (contractId: string) =>
  (await portal.app.deps.db.select().from(contracts).where(eq(contracts.contractId, contractId)))[0]!;

describe('signing through links', () => {
  it('each signer signs: pending → pendinggrowersigned → completed, with the signed PDF and its certificate', async () => {
    const contract = await sentContract();
    const { contractId, newContractId, token, signers, tokenFor } = contract;
    const receivers = signers.filter((s) => s.role === 'receiver');
    expect(receivers.map((s) => s.email)).toContain(DEMO.receiver);
    const ipOf = (index: number) => `198.51.100.${index + 10}`;

    // the reseller first: still pending (any order is fine)
    const first = await signWith(token('reseller'), 'Riley Jensen', ipOf(0));
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ contract_state: 'pending' });
    // the grower: pendinggrowersigned while a receiver has not signed
    const second = await signWith(token('grower'), 'Erik Hansen', ipOf(1));
    expect(json(second)).toMatchObject({ contract_state: 'pendinggrowersigned' });
    expect((await stateOf(contractId)).signedDocKey).toBeNull();
    // signing twice is refused
    expect((await signWith(token('grower'), 'Erik Hansen')).statusCode).toBe(409);
    // the receivers last: the last signature completes the contract
    for (const [index, signer] of receivers.entries()) {
      const response = await signWith(tokenFor(signer), `${signer.first_name} ${signer.last_name}`, ipOf(index + 2));
      const last = index === receivers.length - 1;
      expect(json(response)).toMatchObject({ contract_state: last ? 'completed' : 'pendinggrowersigned' });
    }
    const ips = signers.map((_, index) => ipOf(index));

    const row = await stateOf(contractId);
    expect(row.contractState).toBe('completed');
    // completing the contract created its stewardship activity in the same transaction
    const activities = await portal.app.deps.db
      .select()
      .from(stewardshipActivities)
      .where(eq(stewardshipActivities.contractId, contractId));
    expect(activities).toHaveLength(1);
    expect(row.contractEndExecution).not.toBeNull();
    expect(row.contractStartExecution!.getTime()).toBeLessThanOrEqual(row.contractEndExecution!.getTime());
    const signerRows = await portal.app.deps.db
      .select()
      .from(contractSigners)
      .where(eq(contractSigners.contractId, contractId));
    expect(signerRows.map((s) => [s.role, s.signatureName, s.signedIp])).toEqual(
      expect.arrayContaining([
        ['grower', 'Erik Hansen', ipOf(1)],
        ['receiver', 'Rachel Okafor', ipOf(2 + receivers.findIndex((s) => s.email === DEMO.receiver))],
        ['reseller', 'Riley Jensen', ipOf(0)],
      ]),
    );

    // the signed PDF: the original's pages with the stamps on the last one, then the certificate
    const { files } = portal.app.deps;
    const signed = (await files.get(row.signedDocKey!))!;
    expect(signed.contentType).toBe('application/pdf');
    const pages = await pdfTextLines(signed.bytes);
    expect(pages).toHaveLength(3);
    const originalSha = createHash('sha256').update(contract.pdf!).digest('hex');
    expect(pages[1]).toEqual(expect.arrayContaining(['Erik Hansen', 'Rachel Okafor', 'Riley Jensen']));
    expect(pages[1]!.filter((line) => line.startsWith('Date: '))).toHaveLength(signers.length);
    const certificate = pages[2]!;
    expect(certificate).toEqual(expect.arrayContaining(['Certificate of completion', newContractId, originalSha]));
    for (const ip of ips) expect(certificate).toContain(ip);
    // the printed SHA-256 is the stored original's, which is also attached unchanged
    const stored = (await files.get(row.contractDocKey!))!;
    expect(createHash('sha256').update(stored.bytes).digest('hex')).toBe(originalSha);
    expect((await PDFDocument.load(signed.bytes)).getKeywords()).toBe(`sha256:${originalSha}`);

    // history, audit and the completion notices with fresh links to the signed copy
    const history = await portal.app.deps.db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contractId));
    expect(history.map((h) => h.kind)).toEqual(expect.arrayContaining(['sent_for_signing', 'completed']));
    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, contractId));
    expect(audits.map((a) => a.action).sort()).toEqual(['complete', 'send-for-signing', ...signers.map(() => 'sign')]);
    expect(JSON.stringify(audits)).not.toContain(token('grower'));
    const notices = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-complete');
    expect(notices.map((m) => [m.channel, m.recipient]).sort()).toEqual(signers.map((s) => ['email', s.email]).sort());
    const view = await inject(portal.app, { method: 'GET', url: `/api/e-sign/${tokenOf(notices[0]!.link)}` });
    expect(json<Session>(view)).toMatchObject({ can_sign: false, contract: { contract_state: 'completed' } });
    const document = await inject(portal.app, {
      method: 'GET',
      url: `/api/e-sign/${tokenOf(notices[0]!.link)}/document`,
    });
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(document.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(signed.bytes).digest('hex'),
    );
    // the old request links were replaced
    expect((await inject(portal.app, { method: 'GET', url: `/api/e-sign/${token('grower')}` })).statusCode).toBe(404);
    // CORE's contract PDF route serves the signed copy
    const viaContract = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/contract-pdf/${contractId}?signed=true`,
    });
    expect(viaContract.statusCode).toBe(200);
    expect(viaContract.rawPayload.length).toBe(signed.bytes.length);
  });

  it('an amendment goes amendment_pending → amendmentpendinggrowersigned → amendment_completed', async () => {
    const { token, tokenFor, signers, contractId } = await sentContract({ state: 'amendment_pending' });
    expect(json(await signWith(token('grower'), 'Erik Hansen'))).toMatchObject({
      contract_state: 'amendmentpendinggrowersigned',
    });
    for (const signer of signers.filter((s) => s.role === 'receiver'))
      expect(json(await signWith(tokenFor(signer), signer.first_name))).toMatchObject({
        contract_state: 'amendmentpendinggrowersigned',
      });
    expect(json(await signWith(token('reseller'), 'Riley Jensen'))).toMatchObject({
      contract_state: 'amendment_completed',
    });
    expect((await stateOf(contractId)).signedDocKey).not.toBeNull();
  });

  it('signatures at the same moment complete the contract exactly once', async () => {
    const { contractId, newContractId, signers, tokenFor } = await sentContract();
    const responses = await Promise.all(
      signers.map((signer) => signWith(tokenFor(signer), signer.first_name || 'Signer')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(signers.map(() => 200));
    expect(responses.filter((r) => json<{ contract_state: string }>(r).contract_state === 'completed')).toHaveLength(1);
    const audits = await portal.app.deps.db.select().from(auditLog).where(eq(auditLog.entityId, contractId));
    expect(audits.filter((a) => a.action === 'complete')).toHaveLength(1);
    const notices = (await messagesAbout(portal.app, newContractId)).filter((m) => m.kind === 'signing-complete');
    expect(notices).toHaveLength(signers.length);
    expect((await stateOf(contractId)).contractState).toBe('completed');
  });

  it('shows the document of the link, refuses bad, unknown and expired links, and a voided contract', async () => {
    const { token, contractId, pdf, signers } = await sentContract();
    const page = await inject(portal.app, { method: 'GET', url: `/api/e-sign/${token('grower')}` });
    const session = json<Session>(page);
    expect(session.signer.role).toBe('grower');
    expect(session.document_sha256).toBe(createHash('sha256').update(pdf!).digest('hex'));
    const document = await inject(portal.app, { method: 'GET', url: session.document_url });
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.equals(Buffer.from(pdf!))).toBe(true);

    const unknown = await inject(portal.app, { method: 'GET', url: `/api/e-sign/${'a'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(
      'This signing link is invalid or has expired. Please contact your reseller for a new one.',
    );
    expect((await inject(portal.app, { method: 'GET', url: '/api/e-sign/short' })).statusCode).toBe(400);
    const noConsent = await inject(portal.app, {
      method: 'POST',
      url: `/api/e-sign/${token('grower')}`,
      payload: { signature_name: 'Erik Hansen', agree: false },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(errorOf(noConsent).message).toBe('Please agree to sign this contract electronically');

    const growerId = signers.find((s) => s.role === 'grower')!.contract_signer_id;
    await portal.app.deps.db
      .update(contractSigners)
      .set({ signingTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(contractSigners.contractSignerId, growerId));
    expect((await signWith(token('grower'), 'Erik Hansen')).statusCode).toBe(404);

    await portal.app.deps.db
      .update(contracts)
      .set({ contractState: 'voided' })
      .where(eq(contracts.contractId, contractId));
    const voided = await signWith(token('receiver'), 'Rachel Okafor');
    expect(voided.statusCode).toBe(409);
    expect(errorOf(voided).message).toBe('This contract can no longer be signed.');
  });

  it('removes the signed PDF again when the completing transaction fails', async () => {
    const { contractId, signers } = await sentContract();
    const { db, outbox, files, config } = portal.app.deps;
    const eSignature = createESignature(config);
    const stored: string[] = [];
    const deps = {
      publicUrl: config.publicUrl,
      db,
      outbox,
      files: {
        ...files,
        put: (...args: Parameters<typeof files.put>) => {
          stored.push(args[0]);
          return files.put(...args);
        },
      },
      // the completion notices' fresh links are made after the PDF is stored: fail there
      eSignature: {
        ...eSignature,
        newToken: () => {
          throw new Error('token failure');
        },
      },
    };
    const by = { ip: '203.0.113.9', via: 'link' as const, userId: null, requestId: 'r-1' };
    for (const signer of signers.slice(0, -1))
      await sign(deps, { contractSignerId: signer.contract_signer_id, by: { ...by, signatureName: 'S' } });
    await expect(
      sign(deps, { contractSignerId: signers.at(-1)!.contract_signer_id, by: { ...by, signatureName: 'S' } }),
    ).rejects.toThrow('token failure');
    expect(stored).toHaveLength(1);
    expect(await files.get(stored[0]!)).toBeNull();
    const row = await stateOf(contractId);
    expect(row.signedDocKey).toBeNull();
    expect(row.contractState).toBe('pendinggrowersigned');
  });

  it("names a signer by link in the contract's history, as the Signers card does (the link has no portal user)", async () => {
    const { contractId, token } = await sentContract();
    expect((await signWith(token('grower'), 'Erik Hansen')).statusCode).toBe(200);
    const read = await injectAs(portal.app, DEMO.receiver, {
      method: 'GET',
      url: `/api/grower-contracts/v1/history?contract_id=${contractId}`,
    });
    expect(read.statusCode, read.body).toBe(200);
    const [latest] = json<{ items: { action: string; user_id: string | null; user_name: string | null }[] }>(
      read,
    ).items;
    expect(latest).toMatchObject({ action: 'sign', user_id: null, user_name: 'Erik Hansen' });
  });

  it('records a decline without changing the state', async () => {
    const { token, contractId } = await sentContract();
    const declined = await inject(portal.app, {
      method: 'POST',
      url: `/api/e-sign/${token('grower')}/decline`,
      payload: { reason: 'Not now' },
    });
    expect(declined.statusCode).toBe(204);
    expect((await stateOf(contractId)).contractState).toBe('pending');
    const history = await portal.app.deps.db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contractId));
    expect(history.map((h) => h.kind)).toContain('signing_declined');
  });
});

describe('the embedded signing page (sign-pdf)', () => {
  const embed = (contractId: string, user: string, extra = '') =>
    injectAs(portal.app, user, { method: 'GET', url: `/api/docusign-embed?contract_id=${contractId}${extra}` });

  it('gives the signed-in signer the URL of their signing page and lets them sign there', async () => {
    const { contractId, signers } = await sentContract();
    const response = await embed(
      contractId,
      DEMO.receiver,
      `&returnUrl=${encodeURIComponent('http://evil.example/x')}`,
    );
    expect(response.statusCode).toBe(200);
    const { url } = json<{ url: string }>(response);
    const receiverId = signers.find((s) => s.role === 'receiver')!.contract_signer_id;
    expect(url).toBe(
      `/e-sign/embedded?contract_id=${contractId}&contract_signer_id=${receiverId}&return_url=%2Fcontracts%2Freturn`,
    );
    const own = await embed(
      contractId,
      DEMO.receiver,
      `&returnUrl=${encodeURIComponent(`${portal.config.publicUrl}/contracts/return`)}`,
    );
    expect(json<{ url: string }>(own).url).toContain('return_url=%2Fcontracts%2Freturn');

    const session = await injectAs(portal.app, DEMO.receiver, { method: 'GET', url: `/api${url}` });
    expect(session.statusCode).toBe(200);
    expect(json<Session>(session)).toMatchObject({
      can_sign: true,
      signer: { role: 'receiver' },
      document_url: `/api/contract-pdf/${contractId}`,
    });

    const signed = await injectAs(portal.app, DEMO.receiver, {
      method: 'POST',
      url: '/api/e-sign/embedded',
      payload: {
        contract_id: contractId,
        contract_signer_id: receiverId,
        signature_name: 'Rachel Okafor',
        agree: true,
      },
    });
    expect(signed.statusCode).toBe(200);
    expect(json(signed)).toMatchObject({ contract_state: 'pending' });
    // someone else's signer id is refused
    const growerId = signers.find((s) => s.role === 'grower')!.contract_signer_id;
    const notMine = await embed(contractId, DEMO.receiver, `&contract_signer_id=${growerId}`);
    expect(notMine.statusCode).toBe(403);
  });

  it("answers the spec's not-a-signer and bad-format texts, 401 and 403", async () => {
    const { contractId, signers } = await sentContract();
    // reseller@ is no longer the user of the reseller signer: whatever their phone, not a signer
    const resellerSigner = signers.find((s) => s.role === 'reseller')!.contract_signer_id;
    await portal.app.deps.db
      .update(contractSigners)
      .set({ userId: null })
      .where(eq(contractSigners.contractSignerId, resellerSigner));
    await setUserPhone(portal.app, DEMO.reseller, '17125550103');
    const other = await embed(contractId, DEMO.reseller);
    expect(other.statusCode).toBe(403);
    expect(errorOf(other)).toMatchObject({
      code: 'not_a_signer',
      message: "Looks like you're not a signer for this contract. Please contact your admin.",
    });

    const unsent = await insertContract(portal.app);
    const notSent = await embed(unsent.contractId, DEMO.receiver);
    expect(notSent.statusCode).toBe(422);
    expect(errorOf(notSent).message).toBe(
      "Looks like this contract isn't formated properly. Please contact your admin.",
    );

    expect((await embed(contractId, '')).statusCode).toBe(401);
    // operator's company is not party to the contract
    expect((await embed(contractId, DEMO.operator)).statusCode).toBe(403);
    expect((await embed('nope', DEMO.receiver)).statusCode).toBe(400);
  });
});
