import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { visible } from '../support/expect';
import { hansenContract } from '../support/hansen-contract';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

/**
 * A signer declines: the grower opens the signing link, declines with a reason; the receiver who
 * sent it sees Denied (red) on the dashboard, who declined, when and why on the contract, and was told.
 */
let portal: BrowserPortal;
let receiver: Page;
let cornbelt: string;
let created: { contract_id: string; new_contract_id: string };

type OutboxItem = { recipient: string; subject: string; kind: string; link: string | null; bodyText?: string };

async function outboxOf(kind: string): Promise<OutboxItem[]> {
  const { page: admin } = await portal.open();
  await signInAs(admin, DEMO.admin);
  const response = await admin.request.get('/api/outbox?limit=200');
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: OutboxItem[] };
  return items.filter((m) => m.kind === kind && m.subject.includes(created.new_contract_id));
}

beforeAll(async () => {
  portal = await startBrowserPortal();
  const contract = await hansenContract(portal);
  cornbelt = contract.cornbelt;
  ({ page: receiver } = await portal.open());
  await signInAs(receiver, DEMO.receiver);
  const response = await receiver.request.post('/api/grower-contracts/v1', { data: contract.payload });
  expect(response.status(), await response.text()).toBe(201);
  created = (await response.json()) as typeof created;
  const proposal = await receiver.request.get(`/api/signers?contract_id=${created.contract_id}`);
  const { signers } = ((await proposal.json()) as { data: { signers: unknown[] } }).data;
  const sent = await receiver.request.post('/api/signers', { data: { contract_id: created.contract_id, signers } });
  expect(sent.status(), await sent.text()).toBe(200);
});
afterAll(async () => {
  await portal?.close();
});

describe('a signer declines', () => {
  it('the grower declines with a reason; the sender sees Denied, who, when and why', async () => {
    const [request] = (await outboxOf('signing-request')).filter((m) => m.recipient === 'hansen@farm.example.com');
    const { page: grower } = await portal.open();
    await grower.goto(request!.link!);
    await visible(grower.getByRole('heading', { name: `Sign contract ${created.new_contract_id}` }));
    await grower.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = grower.getByRole('dialog', { name: 'Decline to sign' });
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await visible(dialog.getByText('Please tell us why you decline'));
    await dialog.getByLabel(/Reason for declining/).fill('The North 80 acres are wrong.');
    await screenshot(grower, 'decline-1-reason');
    await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
    await grower.waitForURL('**/contracts/return?event=decline');

    // the dashboard: Denied, in red
    await receiver.goto('/contracts');
    const row = receiver.getByRole('row').filter({ hasText: created.new_contract_id });
    const badge = row.locator('[data-status-color]').filter({ hasText: 'Denied' });
    await visible(badge);
    expect(await badge.getAttribute('data-status-color')).toBe('red');
    await screenshot(receiver, 'decline-2-dashboard');

    // the contract: who declined, when and why; nobody signs until it is resent
    await receiver.goto(`/company/${cornbelt}/contracts/${created.contract_id}`);
    await visible(receiver.getByText('Denied by Erik Hansen: The North 80 acres are wrong.'));
    await visible(receiver.getByText(/Declined .*: The North 80 acres are wrong\./));
    expect(await receiver.getByRole('link', { name: 'Sign contract' }).count()).toBe(0);
    await screenshot(receiver, 'decline-3-contract');

    // the sender was told
    const [notice] = await outboxOf('signing-declined');
    expect(notice!.recipient).toBe(DEMO.receiver);

    // the grower's link now says why it cannot be signed
    await grower.goto(request!.link!);
    await visible(
      grower.getByText('A signer declined this contract. It can be signed again once it is resent for signing.'),
    );
  });
});
