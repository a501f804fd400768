import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractById } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { visible } from '../support/expect';
import { hansenContract } from '../support/hansen-contract';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

/**
 * A contract left unsent after its creation is sent for signing later from its detail page; the
 * grower signs through the link the admin's Outbox shows.
 */
let portal: BrowserPortal;
let created: { contract_id: string; new_contract_id: string };
let cornbelt: string;

beforeAll(async () => {
  portal = await startBrowserPortal();
  const contract = await hansenContract(portal);
  cornbelt = contract.cornbelt;
  const { page } = await portal.open();
  await signInAs(page, DEMO.receiver);
  const response = await page.request.post('/api/grower-contracts/v1', { data: contract.payload });
  expect(response.status(), await response.text()).toBe(201);
  created = (await response.json()) as typeof created;
});
afterAll(async () => {
  await portal?.close();
});

const stateNow = async () => (await contractById(portal.portal.app.deps.db, created.contract_id))!;

describe('send for signing from the contract page', () => {
  it('only the receiver side is offered Send for signing', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.goto(`/company/${cornbelt}/contracts/${created.contract_id}`);
    await visible(page.getByText('Not sent for signing yet.'));
    await visible(page.getByRole('link', { name: 'View contract PDF' }));
    expect(await page.getByRole('button', { name: 'Send for signing', exact: true }).count()).toBe(0);
  });

  it('the receiver sends a never-sent contract from its detail page; the grower signs through the Outbox link', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.receiver);
    await page.goto(`/company/${cornbelt}/contracts/${created.contract_id}`);
    await visible(page.getByText('Not sent for signing yet.'));
    await page.getByRole('button', { name: 'Send for signing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send for signing' });
    await visible(dialog.getByLabel('Grower email'));
    expect(await dialog.getByLabel('Grower email').inputValue()).toBe('hansen@farm.example.com');
    await visible(dialog.getByText('Riley Jensen'));
    await screenshot(page, 'send-from-detail-1-dialog');
    await dialog.getByRole('button', { name: 'Send for signing' }).click();
    await visible(dialog.getByText('Signers successfully added!'));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Resend for signing' }));
    expect(await page.getByRole('button', { name: 'Send for signing', exact: true }).count()).toBe(0);
    await visible(page.getByText('awaiting signature').first());
    await screenshot(page, 'send-from-detail-2-sent');

    const { page: admin } = await portal.open();
    await signInAs(admin, DEMO.admin);
    await admin.goto('/admin/outbox');
    await visible(admin.getByText(`Please sign Enogen contract ${created.new_contract_id}`).first());
    await screenshot(admin, 'send-from-detail-3-outbox');
    const outbox = await admin.request.get('/api/outbox?limit=200');
    const { items } = (await outbox.json()) as { items: { recipient: string; subject: string; link: string | null }[] };
    const growerLink = items.find(
      (m) => m.recipient === 'hansen@farm.example.com' && m.subject.includes(created.new_contract_id),
    )!.link!;

    const { page: grower } = await portal.open();
    await grower.goto(growerLink);
    await visible(grower.getByRole('heading', { name: `Sign contract ${created.new_contract_id}` }));
    await grower.getByLabel('Type your full name to sign').fill('Erik Hansen');
    await grower.getByLabel(/I agree to sign this contract electronically/).check();
    await grower.waitForTimeout(1000);
    await screenshot(grower, 'send-from-detail-4-grower-signing');
    await grower.getByRole('button', { name: 'Sign', exact: true }).click();
    await grower.waitForURL('**/contracts/complete', { timeout: 10_000 });
    await visible(grower.getByText(/You're all set!/));
    await screenshot(grower, 'send-from-detail-5-grower-signed');
    expect((await stateNow()).contractState).toBe('pendinggrowersigned');

    await page.reload();
    await visible(page.getByText('signed', { exact: true }));
    await screenshot(page, 'send-from-detail-6-grower-signed-detail');
  });
});
