import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateContractInput } from '@portal/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractById } from '@portal/api/testing';
import { PHONE, SCREENSHOT_DIR, screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { pdfPageTexts } from '../support/pdf-text';
import { hansenContract as hansenContractOf } from '../support/hansen-contract';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

/**
 * The whole life of a contract: the receiver creates it, sends it for signing from the PDF view,
 * the grower and the reseller (and the receiver's other signer) sign through the links of their
 * messages, the receiver signs in the sign-pdf frame, the contract is completed and the signed
 * PDF (signatures stamped, certificate page) opens.
 */
let portal: BrowserPortal;
let cornbelt: string;
let growerId: string;
let created: { contract_id: string; contract_doc_link: string; new_contract_id: string };
let receiverPage: Page;

const db = () => portal.portal.app.deps.db;

/** The contract payload of e2e/support/hansen-contract.ts; keeps the ids the tests use. */
async function hansenContract(): Promise<CreateContractInput> {
  const contract = await hansenContractOf(portal);
  cornbelt = contract.cornbelt;
  growerId = contract.growerId;
  return contract.payload;
}

type OutboxItem = { recipient: string; subject: string; kind: string; link: string | null; channel: string };

/** The signing links of the contract's messages, read as the admin reads the Outbox. */
async function signingLinks(admin: Page, kind = 'signing-request'): Promise<OutboxItem[]> {
  const response = await admin.request.get('/api/outbox?limit=200');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: OutboxItem[] };
  return items.filter((m) => m.kind === kind && m.subject.includes(created.new_contract_id));
}

/** gavin.price@cornbelt.example.net → Gavin Price */
const nameOf = (email: string) =>
  email
    .split('@')[0]!
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');

const stateNow = async () => (await contractById(db(), created.contract_id))!;

/** Opens a signing link signed out, signs with a typed name and lands on /contracts/complete. */
async function signThroughLink(link: string, name: string, shot?: string) {
  const { page } = await portal.open();
  await page.goto(link);
  await visible(page.getByRole('heading', { name: `Sign contract ${created.new_contract_id}` }));
  // The frame holds the contract's PDF (Chromium's viewer keeps its own document hidden from the page).
  const pdf = page.locator(`iframe[title="Contract ${created.new_contract_id}"]`);
  await visible(pdf);
  const served = await page.request.get((await pdf.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('application/pdf');
  if (shot) {
    await page.waitForTimeout(1500);
    await screenshot(page, shot);
  }
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  // nothing typed yet: the form says what it needs
  await visible(page.getByText('Please type your full name to sign'));
  await visible(page.getByText('Please agree to sign this contract electronically'));
  await page.getByLabel('Type your full name to sign').fill(name);
  await page.getByLabel(/I agree to sign this contract electronically/).check();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await page.waitForURL('**/contracts/return?event=signing_complete');
  await visible(page.getByText('Please wait..'));
  await page.waitForURL('**/contracts/complete', { timeout: 10_000 });
  await visible(
    page.getByText(
      "You're all set! Please look out for an email from your reseller for more details. You can now close this window.",
    ),
  );
  return page;
}

beforeAll(async () => {
  portal = await startBrowserPortal();
  const payload = await hansenContract();
  const { page } = await portal.open();
  receiverPage = page;
  await signInAs(page, DEMO.receiver);
  const response = await page.request.post('/api/grower-contracts/v1', { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  created = (await response.json()) as typeof created;
});
afterAll(async () => {
  await portal?.close();
});

describe('the life of a contract', () => {
  it('the receiver sends the new contract for signing from its PDF view', async () => {
    const page = receiverPage;
    const query = new URLSearchParams({
      contract_doc_link: created.contract_doc_link,
      grower_id: growerId,
      new_contract_id: created.new_contract_id,
    });
    await page.goto(`/company/${cornbelt}/contracts/view-pdf/${created.contract_id}?${query}`);
    await visible(page.getByRole('heading', { name: `Contract ${created.new_contract_id}` }));
    const pdf = page.locator(`iframe[title="Contract ${created.new_contract_id} PDF"]`);
    expect(await pdf.getAttribute('src')).toBe(created.contract_doc_link);
    await page.waitForTimeout(1500);
    await screenshot(page, 'contract-life-1-view-pdf');

    await page.getByRole('button', { name: 'Send for signing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for signing' });
    const email = dialog.getByLabel('Grower email');
    await visible(email);
    expect(await email.inputValue()).toBe('hansen@farm.example.com');
    expect(await dialog.getByLabel('Grower phone').inputValue()).toBe('(515) 555-0200');
    await visible(dialog.getByText('Rachel Okafor'));
    await visible(dialog.getByText('Riley Jensen'));
    const submit = dialog.getByRole('button', { name: 'Send for signing' });

    // the dialog's checks: e-mail chosen, so an e-mail problem disables submit
    await email.fill('');
    await visible(dialog.getByText("Please provide grower's email address"));
    expect(await submit.isDisabled()).toBe(true);
    await email.fill('hansen@farm');
    await visible(dialog.getByText('Please enter a valid email address'));
    expect(await submit.isDisabled()).toBe(true);
    // Phone chosen: the phone decides
    await dialog.getByLabel('Phone', { exact: true }).check();
    await dialog.getByLabel('Grower phone').fill('919-999-999');
    await visible(dialog.getByText('Please provide a valid phone number ex. 919-999-9999, limited to 10 digits'));
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel('Grower phone').fill('(515) 555-0200');
    expect(await submit.isDisabled()).toBe(false);
    // back to e-mail delivery with a good address
    await dialog.getByLabel('Email', { exact: true }).check();
    await email.fill('hansen@farm.example.com');
    await screenshot(page, 'contract-life-2-send-for-signing');
    await submit.click();
    await visible(dialog.getByText('Signers successfully added!'));
    await screenshot(page, 'contract-life-3-signers-added');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/company/${cornbelt}/contracts/${created.contract_id}`);
    await visible(page.getByText('awaiting signature'));

    // a reminder to the grower from the contract screen: a fresh link replaces the first one
    await page.getByRole('button', { name: 'Resend for signing' }).click();
    const resend = page.getByRole('dialog', { name: 'Resend for signing' });
    await resend.getByLabel(/Erik Hansen/).check();
    await screenshot(page, 'contract-life-3b-resend');
    await resend.getByRole('button', { name: 'Resend', exact: true }).click();
    await visible(resend.getByText('Successfully Resend!'));
    await resend.getByRole('button', { name: 'Close' }).click();
    expect((await stateNow()).contractState).toBe('pending');
  });

  it('the grower, the reseller and the receiver’s other signer sign through their outbox links', async () => {
    const { page: admin } = await portal.open();
    await signInAs(admin, DEMO.admin);
    await admin.goto('/admin/outbox');
    await visible(admin.getByText(`Please sign Enogen contract ${created.new_contract_id}`));
    await screenshot(admin, 'contract-life-4-outbox');
    const links = await signingLinks(admin);
    expect(links.map((m) => m.recipient)).toEqual(
      expect.arrayContaining(['hansen@farm.example.com', DEMO.receiver, DEMO.reseller]),
    );
    // the grower's first link gave way to the resent one
    const [resent] = await signingLinks(admin, 'signing-resend');
    expect(resent!.recipient).toBe('hansen@farm.example.com');
    const { page: stale } = await portal.open();
    await stale.goto(links.find((m) => m.recipient === resent!.recipient)!.link!);
    await visible(
      stale.getByText('This signing link is invalid or has expired. Please contact your reseller for a new one.'),
    );
    const linkOf = (recipient: string) =>
      recipient === resent!.recipient ? resent!.link! : links.find((m) => m.recipient === recipient)!.link!;

    const grower = await signThroughLink(
      linkOf('hansen@farm.example.com'),
      'Erik Hansen',
      'contract-life-5-grower-signing',
    );
    await screenshot(grower, 'contract-life-6-complete');
    expect((await stateNow()).contractState).toBe('pendinggrowersigned');

    await signThroughLink(linkOf(DEMO.reseller), 'Riley Jensen');
    // the receiver's other users with sign-contract (the demo's grain-ops manager) sign by link too
    for (const other of links.filter(
      (m) => ![DEMO.receiver, DEMO.reseller, 'hansen@farm.example.com'].includes(m.recipient),
    ))
      await signThroughLink(other.link!, nameOf(other.recipient));
    expect((await stateNow()).contractState).toBe('pendinggrowersigned');

    // a phone-sized signing page
    const { page: phone } = await portal.open(PHONE);
    await phone.goto(linkOf('hansen@farm.example.com'));
    await visible(phone.getByText(/You signed this contract on/));
    await phone.waitForTimeout(1500);
    await screenshot(phone, 'contract-life-7-signed-390');
  });

  it('the receiver signs in the sign-pdf frame; the contract is completed and the signed PDF opens', async () => {
    const page = receiverPage;
    await page.goto(`/company/${cornbelt}/contracts/${created.contract_id}`);
    await page.getByRole('link', { name: 'Sign contract' }).click();
    await page.waitForURL(`**/company/${cornbelt}/contracts/sign-pdf/${created.contract_id}`);
    const frame = page.frameLocator('iframe[title="Signing"]');
    // one header and one Sign contract title: the portal's; the frame names the contract only
    await visible(frame.getByRole('heading', { name: `Contract ${created.new_contract_id}` }));
    await count(frame.getByText('Electronic signature'), 0);
    await page.waitForTimeout(1000);
    await screenshot(page, 'contract-life-8-sign-pdf');
    await frame.getByLabel('Type your full name to sign').fill('Rachel Okafor');
    await frame.getByLabel(/I agree to sign this contract electronically/).check();
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await visible(frame.getByText('Please wait..'));
    // the frame's return page tells this page after 3 seconds: staff come back to the contract, with a toast
    await page.waitForURL(`**/company/${cornbelt}/contracts/${created.contract_id}`, { timeout: 10_000 });
    await visible(page.getByText(`You signed ${created.new_contract_id} — every party has signed`));
    await screenshot(page, 'contract-life-8-signed-back-at-contract');

    const row = await stateNow();
    expect(row.contractState).toBe('completed');
    expect(row.signedDocKey).not.toBeNull();

    await page.goto(`/company/${cornbelt}/contracts/${created.contract_id}`);
    const signedLink = page.getByRole('link', { name: 'View signed contract PDF' });
    await visible(signedLink);
    await screenshot(page, 'contract-life-9-completed');
    // All changes: the sending for signing, in words, by the receiver who sent it
    await page.getByRole('button', { name: 'All changes' }).click();
    const changes = page.getByRole('dialog', { name: /History|All changes/ });
    await visible(
      changes.getByRole('listitem').filter({ hasText: 'Sent for signing' }).filter({ hasText: 'Rachel Okafor' }),
    );
    await screenshot(page, 'contract-life-9-all-changes');
    await page.keyboard.press('Escape');
    const href = (await signedLink.getAttribute('href'))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // the certificate prints the SHA-256 of the document that was sent
    const original = await page.request.get(created.contract_doc_link);
    const originalSha = createHash('sha256')
      .update(await original.body())
      .digest('hex');
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = join(SCREENSHOT_DIR, '..', 'contract-life-signed.pdf');
    writeFileSync(file, bytes);
    const pages = pdfPageTexts(file);
    for (const text of ['Certificate of completion', originalSha]) expect(pages.at(-1)).toContain(text);
    for (const name of ['Erik Hansen', 'Rachel Okafor', 'Riley Jensen']) expect(pages.at(-2)).toContain(name);

    // rendered to PNG to be looked at: the stamped last page and the certificate
    execFileSync('pdftoppm', ['-png', '-r', '50', file, join(SCREENSHOT_DIR, 'contract-life-signed-page')]);

    // the signed PDF opens in the browser
    await page.goto(href);
    await page.waitForTimeout(1500);
    await screenshot(page, 'contract-life-10-signed-pdf');
  });
});

describe('signing pages', () => {
  it('sign-pdf tells a user who is not a signer, with the spec text', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto(`/company/${cornbelt}/contracts/sign-pdf/${created.contract_id}`);
    await visible(
      page
        .getByRole('alert')
        .filter({ hasText: "Looks like you're not a signer for this contract. Please contact your admin." }),
    );
    await screenshot(page, 'contract-life-12-not-a-signer');
  });

  it('view-pdf and the send-for-signing dialog at 390 px, closed with Escape', async () => {
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.receiver);
    const response = await page.request.post('/api/grower-contracts/v1', { data: await hansenContract() });
    expect(response.status()).toBe(201);
    const another = (await response.json()) as typeof created;
    const query = new URLSearchParams({ contract_doc_link: another.contract_doc_link, grower_id: growerId });
    await page.goto(`/company/${cornbelt}/contracts/view-pdf/${another.contract_id}?${query}`);
    await page.waitForTimeout(1500);
    await screenshot(page, 'contract-life-13-view-pdf-390');
    await page.getByRole('button', { name: 'Send for signing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for signing' });
    await visible(dialog.getByLabel('Grower phone'));
    await screenshot(page, 'contract-life-14-send-for-signing-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('view-pdf without a link, and the return page of a declined signing', async () => {
    const page = receiverPage;
    await page.goto(`/company/${cornbelt}/contracts/view-pdf/${created.contract_id}`);
    await visible(page.getByRole('alert').filter({ hasText: 'Failed to retrieve the contract PDF' }));
    await visible(page.getByRole('button', { name: 'Go Back' }));

    const { page: signedOut } = await portal.open(PHONE);
    await signedOut.goto('/contracts/return?event=decline');
    await visible(signedOut.getByText("Something isn't quite right..."));
    await screenshot(signedOut, 'contract-life-11-return-failed-390');
    await signedOut.getByRole('button', { name: 'Back to dashboard' }).click();
    await signedOut.waitForURL('**/login');
  });
});
